import {
  answerQuestion,
  askDrawings,
  type DrawingAnswer,
  formatEvalReport,
  indexFor,
  loadDrawingSets,
  parseLabelledQuestions,
  runEval,
} from '@quoin/drawings';
import { type CliContext, print } from '../cli-context.ts';
import { drawingEmbeddingsFromEnv } from '../drawing-embeddings.ts';
import { drawingModelFromEnv } from '../drawing-model.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { type DrawingsArgs, readInputFile } from './drawings-args.ts';

function formatAnswer(answer: DrawingAnswer & { id?: string }): string {
  const lines = [answer.answer];
  for (const p of answer.provenance.slice(0, 5)) {
    const box = `x ${p.bbox.x} y ${p.bbox.y} w ${p.bbox.w} h ${p.bbox.h}`;
    lines.push(
      `  ${p.sheet} "${p.title}" p.${p.page} · ${p.region} · ${box}`,
      `    "${p.quote.slice(0, 160)}"`,
    );
  }
  if (answer.counted && answer.counted.length > 0) {
    lines.push(`  counted (${answer.counted.length}): ${answer.counted.slice(0, 30).join('; ')}`);
  }
  const meta = [
    answer.abstained ? 'abstained' : `confidence ${answer.confidence}`,
    `intent ${answer.intent}`,
    `${answer.latencyMs} ms`,
    answer.cached ? 'cached' : `${answer.usage.modelCalls} model calls, $${answer.usage.costUsd.toFixed(4)}`,
    ...(answer.id ? [`id ${answer.id}`] : []),
    ...(answer.retrieval ? [`search ${answer.retrieval.mode}`] : []),
  ];
  lines.push(`  (${meta.join(', ')})`);
  if (answer.retrieval?.note) lines.push(`  note: ${answer.retrieval.note}`);
  return lines.join('\n');
}

/** `quoin drawings ask "question" [--set SET]`. */
export async function drawingsAsk(context: CliContext, args: DrawingsArgs): Promise<number> {
  const question = args.positionals.join(' ');
  if (!question.trim()) throw usageError('quoin drawings ask needs a question in quotes');
  const model = await drawingModelFromEnv(context);
  const dense = args.vectors ? await drawingEmbeddingsFromEnv(context, args.vectors) : undefined;
  const answer = await askDrawings(args.port, question, {
    ...(args.values.set ? { set: args.values.set } : {}),
    ...(model ? { model } : {}),
    ...(dense ? { dense } : {}),
    actor: 'cli',
    newId: args.newId,
  });
  print(context, args.format === 'json' ? JSON.stringify(answer, null, 2) : formatAnswer(answer));
  return EXIT_CODES.ok;
}

/** `quoin drawings eval FILE.jsonl`: each question's `set` names a stored set; without it, all current sets. */
export async function drawingsEval(context: CliContext, args: DrawingsArgs): Promise<number> {
  const [file] = args.positionals;
  if (!file) throw usageError('quoin drawings eval needs a JSONL file of labelled questions');
  const questions = parseLabelledQuestions(readInputFile(context, file).toString('utf8'));
  const all = await loadDrawingSets(args.port);
  const bySet = new Map<string, ReturnType<typeof indexFor>>();
  for (const name of new Set(questions.map((q) => q.set).filter((s): s is string => !!s))) {
    bySet.set(name, indexFor(await loadDrawingSets(args.port, name)));
  }
  const everything = indexFor(all);
  const report = await runEval(questions, (q) =>
    answerQuestion(q.q, (q.set && bySet.get(q.set)) || everything),
  );
  print(context, args.format === 'json' ? JSON.stringify(report, null, 2) : formatEvalReport(report));
  return EXIT_CODES.ok;
}

/** `quoin drawings feedback ID up|down [--note TEXT]`. */
export async function drawingsFeedback(context: CliContext, args: DrawingsArgs): Promise<number> {
  const [id, verdict] = args.positionals;
  if (!id || (verdict !== 'up' && verdict !== 'down')) {
    throw usageError('quoin drawings feedback needs a question id and up or down');
  }
  await args.port.recordFeedback(id, verdict, args.values.note, { actor: 'cli' });
  print(context, `Recorded ${verdict} for ${id}.`);
  return EXIT_CODES.ok;
}
