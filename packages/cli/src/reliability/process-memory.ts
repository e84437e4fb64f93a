import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB from /proc (Linux): now (VmRSS) and its peak so far (VmHWM). */
export function processMemoryMiB(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

/** A PDF of about `sizeBytes` (a header and padding): the server takes its type from the first bytes. */
function paddedPdf(sizeBytes: number): Blob {
  const bytes = new Uint8Array(sizeBytes).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Sends `count` uploads of `sizeBytes` at once to one estimate; returns their statuses. */
export async function concurrentUploads(url: string, estimateId: string, count: number, sizeBytes: number) {
  const file = paddedPdf(sizeBytes);
  return Promise.all(
    Array.from({ length: count }, async (_unused, index) => {
      const form = new FormData();
      form.append('file', file, `sheet-${index}.pdf`);
      const response = await fetch(`${url}/api/estimates/${estimateId}/uploads`, {
        method: 'POST',
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}
