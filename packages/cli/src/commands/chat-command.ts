import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import {
  consultProductExpert,
  describeImages,
  type ImageInput,
  priceApprovedPlan,
  proposePlan,
  renderPlanText,
  renderUsageLine,
  routeMessage,
  runAgentMode,
} from '@quoin/agents';
import {
  answerAboutEstimate,
  applyEditRequest,
  buildEstimateFromPlan,
  computeEstimateTotals,
  defaultTradeRegistry,
  explainUnappliedEdit,
  newEstimate,
  type Plan,
  parseScope,
  readEditRequest,
  validatePlan,
} from '@quoin/core';
import { agentContextFor, type InteractiveContext, MODEL_NEEDED, modelFor } from '../agent-cli.ts';
import { print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { renderEstimateTable } from '../render-estimate-table.ts';
import { type Chat, compareCommand, importCommand, readInput } from './chat-session.ts';

export const CHAT_HELP = `Usage: quoin chat [--zip ZIP]

Describe work in plain words, one message per line; Quoin answers with a plan (no prices) that you approve,
then the engine prices it. Follow-up messages add to the same estimate, or change its lines: "make it 5
windows", "drop the permit", "add a permit", "use LVP instead of carpet", "the living room is 14x18 with 9 ft
ceilings"; "how many windows?" or "what flooring is in the bedroom?" is answered from the lines. With QUOIN_MODEL set the estimating
agents answer (scope agent, pricing agent for low-confidence matches, QA and review on /review); without it
the offline scope parser reads your words. Reads lines from stdin until end of input, so it can be scripted:
  printf 'paint a 12x14 bedroom\\n/approve\\n' | quoin chat

Commands:
  /approve     price the proposed plan and show the estimate
  /reject      drop the proposed plan
  /import FILE.pdf  import a contractor's PDF bid: its lines and amounts kept exactly (a model structures it
               when configured, a table heuristic otherwise); replaces the chat's estimate
  /compare     after /import: each bid line next to what the engine prices the same scope at
  /photo FILE [words]  a site photo or a drawing page (png, jpg, webp): the blueprint agent describes it,
               the scope agent plans from its notes (needs a model)
  /review      agent mode on the estimate: material review, QA, score, one targeted retry (needs a model)
  /show        show the estimate
  /quit        leave (end of input does the same)

Options:
  --zip ZIP    job location used when a message names no place
  -h, --help   show this help`;

const IMAGE_TYPES: Record<string, ImageInput['mediaType']> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

function showPlan(chat: Chat, plan: Plan) {
  chat.state.pending = plan;
  chat.say(`${renderPlanText(plan)}\nType /approve to price it, or describe changes.`);
}

/**
 * A follow-up that changes lines the estimate has ("make it 5 windows", "drop the permit", "use LVP instead
 * of carpet") edits them through the engine, with or without a model; true when it was such a message.
 */
async function editExisting(chat: Chat, text: string): Promise<boolean> {
  const registry = defaultTradeRegistry();
  // "how many windows?" is answered from the lines, never read as new work to price.
  const answer = answerAboutEstimate(text, chat.state.estimate, registry);
  if (answer !== undefined) {
    chat.say(answer);
    return true;
  }
  const reading = readEditRequest(text, chat.state.estimate, registry);
  if (reading.status === 'not_an_edit') return false;
  if (reading.status !== 'edit') {
    chat.say(explainUnappliedEdit(reading, chat.state.estimate));
    return true;
  }
  const priceSource = priceSourceFor(chat.context).source;
  const edited = await applyEditRequest(chat.state.estimate, reading.request, { registry, priceSource });
  chat.state.estimate = edited.estimate;
  chat.say(`Changed: ${edited.changes.join('; ')}.`);
  chat.say(renderEstimateTable(edited.estimate, computeEstimateTotals(edited.estimate)));
  return true;
}

async function propose(chat: Chat, text: string, notes: string[] = []) {
  const { agent, state, zip } = chat;
  const where = zip ? { zip } : {};
  if (notes.length === 0 && (await editExisting(chat, text))) return;
  if (!agent) {
    const scope = parseScope(text, { registry: defaultTradeRegistry(), ...(zip ? { defaultZip: zip } : {}) });
    const validated = validatePlan(scope.plan);
    if (!validated.ok) throw usageError(validated.problems.map((p) => p.message).join('; '));
    if (scope.understood.length) chat.say(`I read: ${scope.understood.join('; ')}.`);
    return showPlan(chat, validated.value);
  }
  const route = notes.length > 0 ? 'scope' : await routeMessage(agent, text);
  if (route === 'pricing') return chat.say(await consultProductExpert(agent, text));
  if (route === 'blueprint')
    return chat.say(
      'For a bid, use /import FILE.pdf; for a photo or a drawing, /photo FILE.jpg and a few words.',
    );
  const proposed = await proposePlan(agent, {
    text,
    history: state.history,
    notes,
    current: state.estimate,
    ...where,
  });
  showPlan(chat, proposed.plan);
}

async function approve(chat: Chat) {
  const { state, agent } = chat;
  const plan = state.pending;
  if (!plan) return chat.say('There is no plan to approve; describe the work first.');
  state.pending = undefined;
  const now = new Date().toISOString();
  // A follow-up that names no place is priced where the estimate already is.
  const zip = plan.zip ?? state.estimate.location?.input;
  const where = zip ? { zip } : {};
  if (agent) {
    const options = { id: state.estimate.id, now, estimate: state.estimate, ...where };
    state.estimate = (await priceApprovedPlan(agent, plan, options)).estimate;
  } else {
    const priceSource = priceSourceFor(chat.context).source;
    const options = {
      registry: defaultTradeRegistry(),
      priceSource,
      estimate: state.estimate,
      now,
      ...where,
    };
    state.estimate = (await buildEstimateFromPlan(plan, options)).estimate;
  }
  chat.say(renderEstimateTable(state.estimate, computeEstimateTotals(state.estimate)));
}

async function photoCommand(chat: Chat, argument: string) {
  const [path = '', ...words] = argument.split(/\s+/);
  const mediaType = IMAGE_TYPES[extname(path).toLowerCase()];
  if (!chat.agent) return chat.say(`/photo ${MODEL_NEEDED}`);
  if (!mediaType) return chat.say('Name a photo or a drawing: /photo kitchen.jpg (png, jpg or webp).');
  const data = readInput(chat, path);
  if (!data) return;
  const text = words.join(' ') || 'Estimate the work this image shows.';
  const notes = await describeImages(chat.agent, text, [{ data: new Uint8Array(data), mediaType }]);
  chat.say(
    `From the image: ${notes.notes.join('; ')}${notes.questions.length ? ` (${notes.questions.join(' ')})` : ''}`,
  );
  await propose(chat, text, notes.notes);
}

async function reviewCommand(chat: Chat) {
  if (!chat.agent) return chat.say(`/review ${MODEL_NEEDED}`);
  const reviewed = await runAgentMode(chat.agent, chat.state.estimate, chat.state.lastRequest);
  chat.state.estimate = reviewed.estimate;
  const retry = reviewed.retried ? ` (one ${reviewed.retried} retry)` : '';
  chat.say(
    `Reviewed: quality ${reviewed.scoreBefore} → ${reviewed.scoreAfter}${retry}; ${reviewed.changes.length} changes, ${reviewed.refused.length} refused by the safety limits.`,
  );
  const held = reviewed.held.filter((write) => !write.approved);
  if (held.length > 0)
    chat.say(
      `Not made: ${held.map((write) => `${write.toolName} (${write.agent})`).join(', ')} — the estimate holds text from outside (an imported bid or web results), so an agent's change to it waits for a person, and none was approved here.`,
    );
}

const COMMANDS: Record<string, (chat: Chat, argument: string) => Promise<void> | void> = {
  '/approve': approve,
  '/reject': (chat) => {
    chat.state.pending = undefined;
    chat.say('Plan dropped.');
  },
  '/show': (chat) =>
    chat.say(renderEstimateTable(chat.state.estimate, computeEstimateTotals(chat.state.estimate))),
  '/review': reviewCommand,
  '/import': importCommand,
  '/compare': compareCommand,
  '/photo': photoCommand,
};

/** One line of input: a command or a message. Returns false to stop. */
async function handleLine(chat: Chat, line: string): Promise<boolean> {
  const text = line.trim();
  if (!text) return true;
  const [command = '', ...rest] = text.split(/\s+/);
  if (command === '/quit' || command === '/exit') return false;
  const run = COMMANDS[command];
  if (run) await run(chat, rest.join(' '));
  else if (command.startsWith('/'))
    chat.say(`Unknown command ${command}; try ${Object.keys(COMMANDS).join(', ')} or /quit.`);
  else {
    const replies: string[] = [];
    const say = chat.say;
    chat.say = (reply) => {
      replies.push(reply);
      say(reply);
    };
    chat.state.lastRequest = text;
    chat.state.history.push({ role: 'user', content: text });
    try {
      await propose(chat, text);
    } catch (error) {
      chat.say(`I could not read that: ${(error as Error).message}`);
    }
    chat.say = say;
    chat.state.history.push({ role: 'assistant', content: replies.join('\n') });
  }
  if (chat.agent && chat.agent.usage.modelCalls > 0)
    chat.context.stderr.write(`agent: ${renderUsageLine(chat.agent.usage, chat.agent.model.label)}\n`);
  return true;
}

/** `quoin chat`: a terminal conversation that proposes plans, prices approved ones and reviews the estimate. */
export async function chatCommand(context: InteractiveContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { zip: { type: 'string' } } as const);
  if (values.help) {
    print(context, CHAT_HELP);
    return EXIT_CODES.ok;
  }
  if (positionals.length > 0)
    throw usageError('quoin chat takes no arguments; type your messages after it starts');
  const model = modelFor(context);
  // Agent text streams as it comes; the next printed line starts on a fresh line.
  let midLine = false;
  const engine = { tradeRegistry: defaultTradeRegistry(), priceSource: priceSourceFor(context).source };
  const agent = model
    ? agentContextFor(context, model, engine, (event) => {
        if (event.type !== 'text-delta') return;
        context.stdout.write(event.text);
        midLine = true;
      })
    : undefined;
  const chat: Chat = {
    context,
    agent,
    zip: values.zip,
    state: {
      estimate: newEstimate({ id: `chat-${Date.now()}`, title: 'Chat estimate' }),
      history: [],
      lastRequest: '',
    },
    say: (text) => {
      if (midLine) context.stdout.write('\n');
      midLine = false;
      print(context, text);
    },
  };
  const stdin = context.stdin ?? process.stdin;
  const interactive = Boolean(stdin.isTTY);
  context.stderr.write(
    model
      ? `quoin chat · agents with ${model.label}\n`
      : 'quoin chat · offline (scope parser); set QUOIN_MODEL for the agents\n',
  );
  const reader = createInterface({ input: stdin, terminal: false });
  if (interactive) context.stderr.write('you> ');
  for await (const line of reader) {
    if (!(await handleLine(chat, line))) break;
    if (interactive) context.stderr.write('you> ');
  }
  reader.close();
  return EXIT_CODES.ok;
}
