import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared test drawings live beside the checkout (`../shared/fixtures`), never in the repository. A
 * worktree sits one level deeper, so the first `shared/fixtures` found walking up from the repository wins.
 */
export function sharedFixturesDir(): string | undefined {
  let dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dirname(dir), 'shared', 'fixtures');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/** The two drawing sets of issue 16, or undefined where the shared fixtures are absent. */
export function drawingFixtures(): { vaFinishPlan: string; lakeKegonsa: string } | undefined {
  const dir = sharedFixturesDir();
  if (!dir) return undefined;
  const vaFinishPlan = join(dir, 'drawings', 'va-finish-plan.pdf');
  const lakeKegonsa = join(dir, 'drawings-2', 'lake-kegonsa-residence.pdf');
  return existsSync(vaFinishPlan) && existsSync(lakeKegonsa) ? { vaFinishPlan, lakeKegonsa } : undefined;
}

/** The labelled question set committed with the package (format in `eval/README.md`). */
export const LABELLED_QUESTIONS_PATH = fileURLToPath(
  new URL('../../eval/labelled-questions.jsonl', import.meta.url),
);

/** The second labelled set (session 5): questions phrased as a contractor asks them, written before tuning. */
export const CONTRACTOR_QUESTIONS_PATH = fileURLToPath(
  new URL('../../eval/contractor-questions.jsonl', import.meta.url),
);
