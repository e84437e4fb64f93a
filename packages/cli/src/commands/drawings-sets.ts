import { basename, join } from 'node:path';
import { addDrawingSet, type IngestProgress, resolveSet, saveDrawingFile } from '@quoin/drawings';
import { type CliContext, print } from '../cli-context.ts';
import { drawingEmbeddingsFromEnv } from '../drawing-embeddings.ts';
import { drawingVisionFromEnv } from '../drawing-vision.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { quoinHome } from '../quoin-home.ts';
import { type DrawingsArgs, readInputFile } from './drawings-args.ts';

const BAR_WIDTH = 24;

function progressBar(context: CliContext, label: string): (p: IngestProgress) => void {
  if (!context.stderr.isTTY) return () => undefined;
  return (p) => {
    const filled = Math.round((p.page / p.pageCount) * BAR_WIDTH);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
    context.stderr.write(`\r${label} [${bar}] ${p.page}/${p.pageCount} ${p.sheet.number.padEnd(8)}`);
    if (p.page === p.pageCount) context.stderr.write('\n');
  };
}

/** `quoin drawings add FILE.pdf [--name NAME] [--estimate ID]`. */
export async function drawingsAdd(context: CliContext, args: DrawingsArgs): Promise<number> {
  const [file] = args.positionals;
  if (!file) throw usageError('quoin drawings add needs a PDF file');
  const bytes = readInputFile(context, file);
  const dense = args.vectors ? await drawingEmbeddingsFromEnv(context, args.vectors) : undefined;
  const vision = args.captions ? await drawingVisionFromEnv(context, args.captions) : undefined;
  const result = await addDrawingSet(
    args.port,
    {
      bytes: new Uint8Array(bytes),
      fileName: file,
      ...(args.values.name ? { name: args.values.name } : {}),
      ...(args.values.estimate ? { estimateId: args.values.estimate } : {}),
      actor: 'cli',
      newId: args.newId,
      now: () => new Date(),
      ...(dense ? { dense } : {}),
      ...(vision ? { vision } : {}),
    },
    progressBar(context, `Reading ${basename(file)}`),
  );
  // Kept where `quoin serve` keeps uploads, so the Drawings panel can show the sheets.
  await saveDrawingFile(join(quoinHome(context), 'uploads'), result.set.sha256, new Uint8Array(bytes));
  if (args.format === 'json') {
    print(
      context,
      JSON.stringify(
        result.status === 'added'
          ? {
              status: result.status,
              set: result.set,
              ...(result.embeddings ? { embeddings: result.embeddings } : {}),
              ...(result.captions ? { captions: result.captions } : {}),
              sheets: result.sheets.map(({ page, number, title, textClass, note }) => ({
                page,
                number,
                title,
                textClass,
                ...(note ? { note } : {}),
              })),
            }
          : result,
        null,
        2,
      ),
    );
    return EXIT_CODES.ok;
  }
  const { set } = result;
  if (result.status === 'unchanged') {
    print(
      context,
      `${file} is already added as ${set.name} (revision ${set.revision}, id ${set.id}); nothing changed.`,
    );
    return EXIT_CODES.ok;
  }
  const failed = result.sheets.filter((s) => s.textClass !== 'text');
  print(context, `Added ${set.name} revision ${set.revision} (id ${set.id}): ${set.pageCount} page(s).`);
  for (const sheet of failed)
    print(context, `  page ${sheet.page}: ${sheet.textClass} — ${sheet.note ?? ''}`);
  if (result.captions) {
    const { calls, cached, costUsd, failures } = result.captions;
    print(context, `  vision captions: ${calls} model calls, ${cached} from cache ($${costUsd.toFixed(4)})`);
    for (const failure of failures) print(context, `    caption failed, ${failure}`);
  }
  if (result.embeddings) {
    const { embedded, costUsd, note } = result.embeddings;
    print(context, `  embeddings: ${embedded} passages ($${costUsd.toFixed(4)})${note ? `; ${note}` : ''}`);
  }
  return EXIT_CODES.ok;
}

/** `quoin drawings list`. */
export async function drawingsList(context: CliContext, args: DrawingsArgs): Promise<number> {
  const sets = await args.port.listSets();
  if (args.format === 'json') {
    print(context, JSON.stringify(sets, null, 2));
    return EXIT_CODES.ok;
  }
  if (sets.length === 0) {
    print(context, 'No drawing sets yet: quoin drawings add FILE.pdf');
    return EXIT_CODES.ok;
  }
  print(context, `${'NAME'.padEnd(28)} REV  PAGES  ADDED       SHA256        ID`);
  for (const s of sets) {
    const name = `${s.name}${s.superseded ? ' (old)' : ''}`;
    print(
      context,
      `${name.padEnd(28)} ${String(s.revision).padStart(3)}  ${String(s.pageCount).padStart(5)}  ${s.createdAt.slice(0, 10)}  ${s.sha256.slice(0, 12)}  ${s.id}`,
    );
  }
  return EXIT_CODES.ok;
}

/** `quoin drawings sheets SET`. */
export async function drawingsSheets(context: CliContext, args: DrawingsArgs): Promise<number> {
  const [selector] = args.positionals;
  if (!selector) throw usageError('quoin drawings sheets needs a SET (name, NAME@REVISION or id)');
  const summary = await resolveSet(args.port, selector);
  const stored = await args.port.getSet(summary.id);
  const sheets = (stored?.sheets ?? []).map(
    (s) =>
      s.document as {
        page: number;
        number: string;
        title: string;
        textClass: string;
        note?: string;
        regions: { kind: string; label: string; bbox: unknown }[];
      },
  );
  if (args.format === 'json') {
    const rows = sheets.map(({ page, number, title, textClass, note, regions }) => ({
      page,
      number,
      title,
      textClass,
      ...(note ? { note } : {}),
      regions: regions.map(({ kind, label, bbox }) => ({ kind, label, bbox })),
    }));
    print(context, JSON.stringify({ set: summary, sheets: rows }, null, 2));
    return EXIT_CODES.ok;
  }
  print(context, `${summary.name} revision ${summary.revision}: ${sheets.length} sheet(s)`);
  print(context, `${'SHEET'.padEnd(10)} PAGE  CLASS     TITLE / REGIONS`);
  for (const s of sheets) {
    const special = s.regions.filter((r) => r.kind !== 'page' && r.kind !== 'quadrant');
    print(
      context,
      `${s.number.padEnd(10)} ${String(s.page).padStart(4)}  ${s.textClass.padEnd(8)}  ${s.title}`,
    );
    for (const r of special) print(context, `${' '.repeat(27)}${r.kind}: ${r.label}`);
    if (s.note) print(context, `${' '.repeat(27)}note: ${s.note}`);
  }
  return EXIT_CODES.ok;
}
