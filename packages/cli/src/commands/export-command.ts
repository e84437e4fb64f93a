import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { type CliContext, print } from '../cli-context.ts';
import { companyForExport } from '../company/load-company-profile.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';

export const EXPORT_FORMATS = ['csv', 'md', 'json', 'xlsx', 'pdf', 'docx'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];
const BINARY = new Set<ExportFormat>(['xlsx', 'pdf', 'docx']);

export const EXPORT_HELP = `Usage: quoin export ESTIMATE.json [--format csv|md|json|xlsx|pdf|docx] [--out FILE]

Exports an estimate file again: the JSON of "quoin estimate --format json", an estimate saved from the
server (GET /api/estimates/ID) or one you edited by hand. The totals are computed again from its lines,
and every text is escaped for the format (no formulas in CSV, no added rows or headings in Markdown or
the PDF proposal).

Options:
  -f, --format FORMAT  csv, md, json, xlsx, pdf or docx (default: from --out's extension, else json)
  -o, --out FILE       write to FILE instead of stdout (xlsx, pdf and docx need it on a terminal)
  --contractor NAME    the company named at the top of the PDF proposal
  --now TIME           the proposal's date (ISO; default now)
  -h, --help           show this help`;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  contractor: { type: 'string' },
  now: { type: 'string' },
} as const;

function chooseFormat(format: string | undefined, out: string | undefined): ExportFormat {
  if (format !== undefined) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(format))
      throw usageError(`--format must be one of ${EXPORT_FORMATS.join(', ')} (got "${format}")`);
    return format as ExportFormat;
  }
  const fromExtension = out ? extname(out).slice(1).toLowerCase().replace('markdown', 'md') : '';
  return (EXPORT_FORMATS as readonly string[]).includes(fromExtension)
    ? (fromExtension as ExportFormat)
    : 'json';
}

/** `quoin export ESTIMATE.json`: an estimate file in another format, escaped for it. */
export async function exportCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, EXPORT_HELP);
    return EXIT_CODES.ok;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw usageError('Name one estimate file: quoin export ESTIMATE.json');
  const format = chooseFormat(values.format, values.out);
  if (BINARY.has(format) && !values.out && context.stdout.isTTY)
    throw usageError(
      `--format ${format} is a binary file; add --out FILE.${format} (or pipe stdout to a file)`,
    );
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw usageError(`--now must be an ISO date or time (got "${values.now}")`);
  let text: string;
  try {
    text = readFileSync(resolve(context.cwd, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read the estimate ${file}: ${reason}`);
  }
  const exports = await import('@quoin/exports');
  const read = exports.readEstimateFile(text);
  if (!read.ok) {
    const problems = read.problems.slice(0, 5).map((problem) => problem.message);
    throw inputError(`${file} is not an estimate Quoin can export: ${problems.join('; ')}`);
  }
  const input = read.value;
  const company = await companyForExport(context, format, values.contractor);
  const withCompany = company ? { company } : {};
  const output =
    format === 'csv'
      ? exports.toCsv(input, withCompany)
      : format === 'md'
        ? exports.toMarkdown(input, withCompany)
        : format === 'json'
          ? exports.toJson(input, withCompany)
          : format === 'xlsx'
            ? await exports.toXlsx(input, withCompany)
            : await (format === 'docx' ? exports.toDocx : exports.toPdf)(input, {
                now: now.toISOString(),
                ...withCompany,
                ...(values.contractor ? { contractor: { name: values.contractor } } : {}),
              });
  if (!values.out) {
    context.stdout.write(output);
    return EXIT_CODES.ok;
  }
  const path = resolve(context.cwd, values.out);
  // Written beside the target and renamed, so a failed export never leaves half a file under its name.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, output);
  renameSync(temporary, path);
  print(context, `Wrote ${values.out} (${format}): ${input.estimate.title}`);
  return EXIT_CODES.ok;
}
