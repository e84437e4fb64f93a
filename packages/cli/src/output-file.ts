import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import type { CliContext } from './cli-context.ts';
import { inputError, usageError } from './exit-codes.ts';

/**
 * The format of a command's output: `--format` when given (one of `formats`), else the `--out` file's
 * extension, else `fallback` (stdout). An extension the command does not write is refused, naming the ones it
 * does: "--out plan.docx" must not quietly write a text table into a .docx.
 */
export function chooseOutputFormat<F extends string>(
  formats: readonly F[],
  formatOfExtension: Readonly<Record<string, F>>,
  fallback: F,
  format: string | undefined,
  out: string | undefined,
): F {
  if (format !== undefined) {
    if (!(formats as readonly string[]).includes(format)) {
      throw usageError(`--format must be one of ${formats.join(', ')} (got "${format}")`);
    }
    return format as F;
  }
  if (!out) return fallback;
  const extension = extname(out).toLowerCase();
  const chosen = formatOfExtension[extension];
  if (chosen) return chosen;
  const known = Object.keys(formatOfExtension).join(', ');
  throw usageError(
    `--out ${out}: ${extension ? `"${extension}" is not a file this command writes` : 'the file has no extension'}; ` +
      `use one of ${known}, or say which with --format`,
  );
}

/** Refuses an --out path that cannot be written before any work is done: a missing folder, or a folder. */
export function checkOutputPath(context: CliContext, out: string | undefined): void {
  if (!out) return;
  const path = resolve(context.cwd, out);
  const folder = dirname(path);
  if (!existsSync(folder)) {
    throw inputError(
      `--out ${out}: the folder ${dirname(out)} does not exist; create it or write somewhere else`,
    );
  }
  if (existsSync(path) && statSync(path).isDirectory()) {
    throw inputError(
      `--out ${out} is a folder; name a file in it, such as ${out.replace(/\/$/, '')}/estimate.pdf`,
    );
  }
}

/** Writes a command's output file, with the reason in words when the system refuses. */
export function writeOutputFile(context: CliContext, out: string, data: string | Uint8Array): void {
  checkOutputPath(context, out);
  try {
    writeFileSync(resolve(context.cwd, out), data);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message;
    throw inputError(`Cannot write --out ${out}: ${reason}`);
  }
}
