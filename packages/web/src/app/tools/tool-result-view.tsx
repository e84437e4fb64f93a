import type { ToolResponse } from '../wire-types.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { BudgetResult } from './budget-result.tsx';
import { DocumentResult } from './document-result.tsx';
import { ResultData } from './result-data.tsx';
import { type LevelingData, type MappingOverride, TenderResult } from './tender-result.tsx';

interface CarriedFile {
  fileName: string;
  mediaType: string;
  encoding: 'utf8' | 'base64';
  content: string;
}

function filesOf(response: ToolResponse): CarriedFile[] {
  const files = (response.data as { files?: unknown } | null | undefined)?.files;
  return Array.isArray(files) ? (files as CarriedFile[]).filter((f) => typeof f?.content === 'string') : [];
}

function hrefOf(file: CarriedFile): string {
  const data = file.encoding === 'base64' ? file.content : btoa(unescape(encodeURIComponent(file.content)));
  return `data:${file.mediaType};base64,${data}`;
}

const DOCUMENT_TOOLS = new Set(['generate_letter', 'improve_letter', 'create_document']);

function RenderedData(props: {
  response: ToolResponse;
  estimateItems: { id: string; title: string }[];
  onRelevel: (overrides: MappingOverride[]) => void;
}) {
  const { toolName, data } = props.response;
  if (toolName === 'auto_budget')
    return <BudgetResult data={data as Parameters<typeof BudgetResult>[0]['data']} />;
  if (toolName === 'analyze_tender')
    return (
      <TenderResult data={data as LevelingData} items={props.estimateItems} onRelevel={props.onRelevel} />
    );
  if (toolName === 'comprehensive_analysis')
    return <AnalysisResult data={data as Parameters<typeof AnalysisResult>[0]['data']} />;
  if (DOCUMENT_TOOLS.has(toolName)) return <DocumentResult data={data as Record<string, unknown>} />;
  return <ResultData data={data} />;
}

/** A tool's standard response rendered: status, warnings, files to download, the data as tables and charts. */
export function ToolResultView(props: {
  response: ToolResponse;
  estimateItems: { id: string; title: string }[];
  onRelevel: (overrides: MappingOverride[]) => void;
}) {
  const { response } = props;
  const error = response.error as { message?: string; code?: string } | null;
  const warnings = (response.metadata.warnings ?? []) as string[];
  return (
    <section
      className="tool-result"
      data-testid="tool-result"
      data-status={response.status}
      aria-label="Result"
    >
      <h2>
        Result: {response.status} <small>({response.executionTime} ms)</small>
      </h2>
      {error?.message && (
        <p className="error" role="alert">
          {error.code}: {error.message}
        </p>
      )}
      {warnings.length > 0 && (
        <ul className="warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      {filesOf(response).length > 0 && (
        <div className="tool-files">
          {filesOf(response).map((file) => (
            <a key={file.fileName} href={hrefOf(file)} download={file.fileName}>
              Download {file.fileName}
            </a>
          ))}
        </div>
      )}
      {response.status !== 'error' && <RenderedData {...props} />}
      <details>
        <summary>Response JSON</summary>
        <pre>{JSON.stringify({ ...response, data: stripFiles(response.data) }, null, 2)}</pre>
      </details>
    </section>
  );
}

function stripFiles(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('files' in data)) return data;
  const { files, ...rest } = data as { files: CarriedFile[] };
  return { ...rest, files: files.map((f) => f.fileName) };
}
