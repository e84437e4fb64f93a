import { randomUUID } from 'node:crypto';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { readInputFile } from './drawings-args.ts';
import { drawingsAsk, drawingsEval, drawingsFeedback } from './drawings-ask.ts';
import { drawingsAdd, drawingsList, drawingsSheets } from './drawings-sets.ts';
import { drawingsTakeoff } from './drawings-takeoff.ts';

export const DRAWINGS_HELP = `Usage: quoin drawings add FILE.pdf [--name NAME] [--estimate ID]
       quoin drawings list
       quoin drawings sheets SET
       quoin drawings ask "question" [--set SET]
       quoin drawings eval FILE.jsonl
       quoin drawings feedback QUESTION_ID up|down [--note TEXT]
       quoin drawings takeoff SET [--sheet NUMBER]

Ask a PDF drawing set questions in plain words; every answer cites the sheet (as printed in its title block),
the page, the region and a box on the page (x, y, w, h as fractions, origin top left), with the quoted text.
Where the drawings do not support an answer it says so (abstained) instead of guessing. Works offline.

  add       ingest a set (progress on a terminal). The same file again is a no-op (sha256); a new file under
            the same --name is the next revision, and earlier revisions stay queryable (SET as NAME@1).
  list      sets with revision, pages and when they were added
  sheets    a set's sheets: number, title, page, text class (text, outlines, raster, empty, failed), regions
  ask       answer from every current set, or from --set SET (a name, NAME@REVISION or an id); the answer's
            id is printed for feedback
  eval      score a labelled JSONL question set (format: packages/drawings/eval/README.md): accuracy,
            abstention accuracy, sheet accuracy, p50/p95 latency and cost
  feedback  thumbs up or down on an answer, by its id
  takeoff   a room finish schedule as a plan of finish work per room (floor, base, walls, ceiling)

SET is a set name (its latest revision), NAME@REVISION, or an id. Sets are kept in the store
($QUOIN_HOME/db, or DATABASE_URL).

Options:
  --format FORMAT  table (default) or json
  --name NAME      add: the set's name (default: the file name without .pdf)
  --estimate ID    add: attach the set to an estimate
  --set SET        ask: only this set
  --sheet NUMBER   takeoff: only this sheet
  --note TEXT      feedback: what was wrong or right
  -h, --help       show this help`;

const OPTIONS = {
  format: { type: 'string' },
  name: { type: 'string' },
  estimate: { type: 'string' },
  set: { type: 'string' },
  sheet: { type: 'string' },
  note: { type: 'string' },
} as const;

// Errors of the drawings pipeline that mean "your input is the problem": they exit 3, not 1.
const INPUT_CODES = new Set(['INVALID_UPLOAD', 'PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED', 'NOT_FOUND']);

/** Bad input is refused before the store opens (a second or more), and nothing is written. */
async function validateBeforeStore(context: CliContext, sub: string, rest: string[]): Promise<void> {
  const { assertLooksLikePdf, assertValidQuestion } = await import('@quoin/drawings');
  try {
    if (sub === 'add' && rest[0]) assertLooksLikePdf(readInputFile(context, rest[0]), rest[0]);
    if (sub === 'ask' && rest.length > 0) assertValidQuestion(rest.join(' '));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_CODES.has(code)) throw inputError((error as Error).message);
    throw error;
  }
}

/** `quoin drawings add|list|sheets|ask|eval|feedback|takeoff`. */
export async function drawingsCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  const [sub, ...rest] = positionals;
  if (values.help || sub === undefined) {
    print(context, DRAWINGS_HELP);
    return sub === undefined && !values.help ? EXIT_CODES.usage : EXIT_CODES.ok;
  }
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const run = {
    add: drawingsAdd,
    list: drawingsList,
    sheets: drawingsSheets,
    ask: drawingsAsk,
    eval: drawingsEval,
    feedback: drawingsFeedback,
    takeoff: drawingsTakeoff,
  }[sub];
  if (!run)
    throw usageError(`No drawings command "${sub}"; use add, list, sheets, ask, eval, feedback or takeoff`);
  await validateBeforeStore(context, sub, rest);
  const { openStore, storeOptionsFromEnv } = await import('@quoin/store');
  const store = await openStore(storeOptionsFromEnv(context.env));
  try {
    return await run(context, {
      format,
      positionals: rest,
      values,
      port: store.drawings,
      newId: randomUUID,
      vectors: store.drawingEmbeddings,
      captions: store.drawingCaptions,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_CODES.has(code)) throw inputError((error as Error).message);
    throw error;
  } finally {
    await store.close();
  }
}
