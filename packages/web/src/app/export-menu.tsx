import { useState } from 'react';
import { api } from './api-client.ts';
import { EXPORT_LABELS, type ExportFormat } from './wire-types.ts';

const EXPORT_FORMATS = Object.keys(EXPORT_LABELS) as ExportFormat[];

/** Starts a download of the export route; the server names the file (content-disposition). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** "Export" in every format the server writes: pick one, press Export. */
export function ExportMenu({ estimateId }: { estimateId: string }) {
  const [format, setFormat] = useState<ExportFormat>('pdf');
  return (
    <div className="export">
      <label>
        <span className="visually-hidden">Export format</span>
        <select value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
          {EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {EXPORT_LABELS[f]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="primary" onClick={() => download(api.exportUrl(estimateId, format))}>
        Export
      </button>
    </div>
  );
}
