// Drawing sets (issue 16): ingest time of the 16-sheet house set and ask latency over both fixture sets,
// offline. Figures, not pass/fail (targets: ingest < 20 s on 2 cores, ask p95 < 500 ms). Needs the shared
// fixtures beside the checkout. Alone: `npx tsx -e "import('./scripts/bench-drawings.ts').then((m) => m.benchDrawings())"`.
import { readFileSync } from 'node:fs';
import { drawingFixtures, LABELLED_QUESTIONS_PATH } from '@quoin/testkit';
import {
  answerQuestion,
  DrawingIndex,
  ingestDrawingSet,
  parseLabelledQuestions,
  percentile,
} from '../packages/drawings/src/index.ts';

export async function benchDrawings(): Promise<void> {
  const fixtures = drawingFixtures();
  if (!fixtures) {
    console.log('\nDrawings: shared fixtures not found beside the checkout; skipped.');
    return;
  }
  console.log('\nDrawing sets (offline, text layer):');
  const sets = [];
  for (const [name, path, runs] of [
    ['lake-kegonsa-residence', fixtures.lakeKegonsa, 3],
    ['va-finish-plan', fixtures.vaFinishPlan, 1],
  ] as const) {
    const bytes = readFileSync(path);
    const samples: number[] = [];
    let set: Awaited<ReturnType<typeof ingestDrawingSet>> | undefined;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      set = await ingestDrawingSet({
        bytes,
        fileName: `${name}.pdf`,
        name,
        id: name,
        revision: 1,
        createdAt: '',
      });
      samples.push(performance.now() - started);
    }
    if (!set) continue;
    sets.push(set);
    const best = Math.min(...samples);
    console.log(
      `  ingest ${name} (${set.sheets.length} sheets): best ${(best / 1000).toFixed(2)} s of ${runs}, ` +
        `heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB after`,
    );
  }
  const started = performance.now();
  const byName = new Map(sets.map((s) => [s.name, new DrawingIndex([s])]));
  const all = new DrawingIndex(sets);
  console.log(`  index build (both sets): ${(performance.now() - started).toFixed(0)} ms`);
  const questions = parseLabelledQuestions(readFileSync(LABELLED_QUESTIONS_PATH, 'utf8'));
  const latencies: number[] = [];
  for (let run = 0; run < 5; run++) {
    for (const q of questions) {
      const answer = answerQuestion(q.q, (q.set && byName.get(q.set)) || all);
      latencies.push(answer.latencyMs);
    }
  }
  console.log(
    `  ask (${questions.length} labelled questions × 5, no cache): p50 ${percentile(latencies, 50)} ms · ` +
      `p95 ${percentile(latencies, 95)} ms · max ${Math.max(...latencies)} ms`,
  );
  const cold = performance.now();
  answerQuestion('How many windows are listed in the window schedule?', new DrawingIndex(sets));
  console.log(`  ask with a fresh index (build + answer): ${(performance.now() - cold).toFixed(0)} ms`);
}
