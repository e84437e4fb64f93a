import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

interface CarriedFile {
  fileName: string;
  encoding: 'utf8' | 'base64';
  content: string;
}

function carriedFiles(data: unknown): CarriedFile[] {
  const files = (data as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is CarriedFile =>
      typeof file?.fileName === 'string' &&
      typeof file?.content === 'string' &&
      (file.encoding === 'utf8' || file.encoding === 'base64'),
  );
}

/**
 * Writes the files a tool's result carries (`data.files`: name, encoding, content) into `dir` and returns the
 * data with each file's content replaced by the path written, so the printed JSON stays readable.
 */
export function writeToolFiles(
  data: unknown,
  cwd: string,
  dir: string,
): { data: unknown; written: string[] } {
  const files = carriedFiles(data);
  if (files.length === 0) return { data, written: [] };
  const target = resolve(cwd, dir);
  mkdirSync(target, { recursive: true });
  const written: string[] = [];
  const described = files.map((file) => {
    // basename: a tool's file name never leaves the chosen directory.
    const path = join(target, basename(file.fileName));
    writeFileSync(path, Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
    written.push(path);
    const { content: _content, ...rest } = file;
    return { ...rest, path };
  });
  return { data: { ...(data as object), files: described }, written };
}
