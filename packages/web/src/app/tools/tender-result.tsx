import { useState } from 'react';
import { formatCents } from '../format.ts';
import { DataTable } from './result-data.tsx';
import { BarChart } from './svg-charts.tsx';

interface Cell {
  amountCents: number | null;
  plugCents?: number;
  deltaPercent: number | null;
  outlier: boolean;
}
interface MappedLine {
  bidder: string;
  line: number;
  bidTitle: string;
  uom: string;
  amountCents: number;
  itemId: string | null;
  score: number;
  source: string;
}
export interface LevelingData {
  estimateTotalCents: number;
  bidders: {
    bidder: string;
    statedTotalCents: number | null;
    plugsCents: number;
    normalizedTotalCents: number;
    exclusions: string[];
    qualifications: string[];
    abnormallyLowPercent: number | null;
    rank: number;
  }[];
  lines: {
    itemId: string;
    title: string;
    ourCents: number;
    cells: Record<string, Cell>;
    spreadCents: number | null;
  }[];
  mapping: MappedLine[];
  outliers: {
    bidder: string;
    title: string;
    amountCents: number;
    medianCents: number;
    deviationPercent: number;
  }[];
  recommendation: { bidder: string; normalizedTotalCents: number; reasons: string[] } | null;
}

export interface MappingOverride {
  bidder: string;
  line: number;
  itemId: string | null;
}

function cellText(cell: Cell | undefined): string {
  if (!cell) return '—';
  if (cell.amountCents === null)
    return cell.plugCents !== undefined ? `not priced (plug ${formatCents(cell.plugCents)})` : 'not priced';
  const delta =
    cell.deltaPercent === null ? '' : ` (${cell.deltaPercent > 0 ? '+' : ''}${cell.deltaPercent}%)`;
  return `${formatCents(cell.amountCents)}${delta}`;
}

/** The bid-line → estimate-line mapping, each line's target editable; "Re-level" reruns with the changes. */
function MappingEditor(props: {
  mapping: MappedLine[];
  items: { id: string; title: string }[];
  onRelevel: (overrides: MappingOverride[]) => void;
}) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const keyOf = (row: MappedLine) => `${row.bidder}#${row.line}`;
  const changed = props.mapping.filter((row) => {
    const choice = choices[keyOf(row)];
    return choice !== undefined && choice !== (row.itemId ?? '');
  });
  return (
    <section className="mapping-editor">
      <table className="data-table" aria-label="Bid line mapping">
        <caption>Bid line → estimate line (edit and re-level)</caption>
        <thead>
          <tr>
            <th scope="col">Bidder</th>
            <th scope="col">Bid line</th>
            <th scope="col">Amount</th>
            <th scope="col">Estimate line</th>
            <th scope="col">Match</th>
          </tr>
        </thead>
        <tbody>
          {props.mapping.map((row) => (
            <tr key={keyOf(row)}>
              <td>{row.bidder}</td>
              <td>{row.bidTitle}</td>
              <td className="num">{formatCents(row.amountCents)}</td>
              <td>
                <select
                  aria-label={`Map ${row.bidder} line ${row.line + 1}`}
                  value={choices[keyOf(row)] ?? row.itemId ?? ''}
                  onChange={(event) => setChoices({ ...choices, [keyOf(row)]: event.target.value })}
                >
                  <option value="">(extra scope, no estimate line)</option>
                  {props.items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
              </td>
              <td>{row.source === 'override' ? 'set by you' : `auto ${Math.round(row.score * 100)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        disabled={changed.length === 0}
        onClick={() =>
          props.onRelevel(
            changed.map((row) => ({
              bidder: row.bidder,
              line: row.line,
              itemId: choices[keyOf(row)] || null,
            })),
          )
        }
      >
        Re-level with {changed.length} change{changed.length === 1 ? '' : 's'}
      </button>
    </section>
  );
}

/** analyze_tender's result: recommendation, bid spread chart, the leveling sheet, outliers and the mapping. */
export function TenderResult(props: {
  data: LevelingData;
  items: { id: string; title: string }[];
  onRelevel: (overrides: MappingOverride[]) => void;
}) {
  const { data } = props;
  const names = data.bidders.map((b) => b.bidder);
  return (
    <div className="tender-result">
      {data.recommendation && (
        <section className="result-headline" aria-label="Recommendation">
          <strong>
            Recommended: {data.recommendation.bidder} at{' '}
            {formatCents(data.recommendation.normalizedTotalCents)}
          </strong>
          <ul>
            {data.recommendation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      <BarChart
        title="Bid spread: normalised totals against our estimate"
        bars={data.bidders.map((b) => ({
          label: b.bidder,
          valueCents: b.normalizedTotalCents,
          accent: b.bidder === data.recommendation?.bidder,
        }))}
        referenceCents={data.estimateTotalCents}
        referenceLabel="our estimate"
      />
      <DataTable
        caption="Bidders"
        rows={data.bidders}
        columns={[
          'rank',
          'bidder',
          'statedTotalCents',
          'plugsCents',
          'normalizedTotalCents',
          'exclusions',
          'qualifications',
          'abnormallyLowPercent',
        ]}
      />
      <table className="data-table" aria-label="Leveling sheet">
        <caption>Leveling sheet: line by line against our estimate</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Ours</th>
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">Spread</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{line.title}</td>
              <td className="num">{formatCents(line.ourCents)}</td>
              {names.map((name) => (
                <td key={name} className={line.cells[name]?.outlier ? 'num outlier' : 'num'}>
                  {cellText(line.cells[name])}
                </td>
              ))}
              <td className="num">{line.spreadCents === null ? '—' : formatCents(line.spreadCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.outliers.length > 0 && <DataTable caption="Outliers" rows={data.outliers} />}
      <MappingEditor mapping={data.mapping} items={props.items} onRelevel={props.onRelevel} />
    </div>
  );
}
