/** A file a document tool produced: its name, media type and content (text as UTF-8, binaries as base64). */
export interface DocumentFile {
  fileName: string;
  mediaType: string;
  encoding: 'utf8' | 'base64';
  content: string;
}

export const MEDIA_TYPES = {
  markdown: 'text/markdown',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A safe file name from a title: lower-case words joined by hyphens. */
export function fileStem(title: string): string {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 60) || 'document';
}
