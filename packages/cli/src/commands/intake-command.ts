import { createInterface } from 'node:readline';
import {
  answerIntake,
  answerIntakeWithModel,
  briefToPlan,
  emptyIntakeUsage,
  finishIntake,
  type IntakeModelContext,
  type IntakeSession,
  startIntake,
} from '@quoin/agents';
import { defaultTradeRegistry } from '@quoin/core';
import { INTAKE_MODES, type IntakeMode, type IntakeTurn } from '@quoin/protocol';
import { agentLimitsFor, type InteractiveContext, modelFor } from '../agent-cli.ts';
import { print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseOptionsOnly } from '../parse-command-args.ts';
import { INTAKE_HELP } from './intake-help.ts';
import { photosFromArgs, withPhotos } from './intake-photos.ts';

export { INTAKE_HELP };

function renderTurn(turn: IntakeTurn): string {
  const replies = turn.quickReplies.map((reply, index) => `  ${index + 1}) ${reply.label}`).join('\n');
  return `[${turn.progress.text}]\n${turn.message}${replies ? `\n${replies}` : ''}`;
}

/** A number typed on a terminal picks that quick reply. */
function resolveReply(turn: IntakeTurn | undefined, line: string): string {
  const index = Number(line.trim()) - 1;
  const reply = Number.isInteger(index) ? turn?.quickReplies[index] : undefined;
  return reply ? reply.value : line;
}

/** `quoin intake`: the interview on a terminal or over stdin lines; the brief as JSON at the end. */
export async function intakeCommand(context: InteractiveContext, argv: string[]): Promise<number> {
  if (argv[0] === 'eval') {
    const module = await import('./intake-eval-command.ts');
    return module.intakeEvalCommand(context, argv.slice(1));
  }
  const values = parseOptionsOnly(
    context,
    argv,
    {
      mode: { type: 'string', short: 'm' },
      plan: { type: 'boolean' },
      image: { type: 'string', multiple: true },
    } as const,
    { command: 'quoin intake', help: INTAKE_HELP },
  );
  if (!values) return EXIT_CODES.ok;
  const mode = (values.mode ?? 'quick') as IntakeMode;
  if (!INTAKE_MODES.includes(mode))
    throw usageError(`--mode must be quick, full or open (got "${values.mode}")`);
  // Photos with notes go into the brief; checked before the interview so a wrong file fails at once.
  const photos = photosFromArgs(context.cwd, values.image ?? []);

  const model = modelFor(context);
  // The parser-played demo model cannot interview; it would only fail every turn into the offline interviewer.
  const modelContext: IntakeModelContext | undefined =
    model && model.label !== 'scripted:parser'
      ? { model, now: () => new Date(), ...agentLimitsFor(context, model) }
      : undefined;
  const usage = emptyIntakeUsage();
  const registry = defaultTradeRegistry();
  const stdin = context.stdin ?? process.stdin;
  const interactive = Boolean(stdin.isTTY);
  const say = (text: string) => (interactive ? print(context, text) : context.stderr.write(`${text}\n`));
  say(
    `quoin intake · ${mode} · ${modelContext ? `model ${modelContext.model.label}` : 'offline interviewer'}`,
  );

  let session: IntakeSession = startIntake(mode);
  say(renderTurn(session.turns.at(-1) as IntakeTurn));
  const reader = createInterface({ input: stdin, terminal: false });
  if (interactive) context.stdout.write('you> ');
  for await (const line of reader) {
    const answer = resolveReply(session.turns.at(-1), line);
    if (!interactive) say(`you> ${answer}`);
    session = modelContext
      ? await answerIntakeWithModel(modelContext, session, answer, usage)
      : answerIntake(session, answer, { registry });
    say(renderTurn(session.turns.at(-1) as IntakeTurn));
    if (session.status === 'confirmed') break;
    if (interactive) context.stdout.write('you> ');
  }
  reader.close();
  const brief = withPhotos(finishIntake(session), photos);
  if (modelContext)
    say(
      `model: ${usage.modelCalls} calls, ${usage.inputTokens} prompt + ${usage.outputTokens} output tokens, $${(usage.costMicroUsd / 1e6).toFixed(4)}; ${usage.retries} retried, ${usage.fallbacks} answered offline`,
    );
  if (!values.plan) {
    print(context, JSON.stringify(brief, null, 2));
    return EXIT_CODES.ok;
  }
  const { plan, understood } = briefToPlan(brief, { registry });
  print(context, JSON.stringify({ brief, plan, understood }, null, 2));
  return EXIT_CODES.ok;
}
