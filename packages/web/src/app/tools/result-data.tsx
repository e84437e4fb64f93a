import { cellText, columnsOf, headingOf, isRecord, isTable, type JsonRecord } from './result-values.ts';

/** Rows of objects as a table; money columns right-aligned in dollars. */
export function DataTable(props: { caption: string; rows: JsonRecord[]; columns?: string[] }) {
  const columns =
    props.columns ?? columnsOf(props.rows).filter((c) => !props.rows.every((r) => isTable(r[c])));
  return (
    <table className="data-table" aria-label={props.caption}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {headingOf(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a tool's result have no id of their own.
          <tr key={index}>
            {columns.map((column) => (
              <td key={column} className={/Cents$|Percent$/.test(column) ? 'num' : undefined}>
                {cellText(column, row[column])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Any tool result rendered, not dumped: scalars as a definition list, arrays of objects as tables, nested
 * objects as sections (one level deep, then short JSON).
 */
export function ResultData(props: { data: unknown; title?: string; depth?: number }) {
  const depth = props.depth ?? 0;
  const { data } = props;
  if (isTable(data)) return <DataTable caption={props.title ?? 'Result'} rows={data} />;
  if (!isRecord(data)) return <p>{cellText('', data)}</p>;
  const entries = Object.entries(data).filter(([key]) => key !== 'files');
  const scalars = entries.filter(([, value]) => !isTable(value) && (!isRecord(value) || depth > 0));
  const nested = entries.filter(([, value]) => isTable(value) || (isRecord(value) && depth === 0));
  return (
    <div className="data-view">
      {props.title && depth > 0 && <h4>{props.title}</h4>}
      {scalars.length > 0 && (
        <dl className="data-fields">
          {scalars.map(([key, value]) => (
            <div key={key}>
              <dt>{headingOf(key)}</dt>
              <dd className={typeof value === 'string' && value.includes('\n') ? 'prose' : undefined}>
                {cellText(key, value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {nested.map(([key, value]) =>
        isTable(value) ? (
          <DataTable key={key} caption={headingOf(key)} rows={value} />
        ) : (
          <ResultData key={key} data={value} title={headingOf(key)} depth={depth + 1} />
        ),
      )}
    </div>
  );
}
