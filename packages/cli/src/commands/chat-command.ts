import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type AgentContext,
  consultProductExpert,
  importBid,
  priceApprovedPlan,
  proposePlan,
  renderPlanText,
  renderUsageLine,
  routeMessage,
  runAgentMode,
} from '@quoin/agents';
import {
  buildEstimateFromPlan,
  computeEstimateTotals,
  defaultTradeRegistry,
  type Estimate,
  formatCents,
  newEstimate,
  type Plan,
  parseScope,
  validatePlan,
} from '@quoin/core';
import { agentContextFor, type InteractiveContext, modelFor } from '../agent-cli.ts';
import { print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { renderEstimateTable } from '../render-estimate-table.ts';

export const CHAT_HELP = `Usage: quoin chat [--zip ZIP]

Describe work in plain words, one message per line; Quoin answers with a plan (no prices) that you approve,
then the engine prices it. Follow-up messages add to the same estimate. With QUOIN_MODEL set the estimating
agents answer (scope agent, pricing agent for low-confidence matches, QA and review on /review); without it
the offline scope parser reads your words. Reads lines from stdin until end of input, so it can be scripted:
  printf 'paint a 12x14 bedroom\\n/approve\\n' | quoin chat

Commands:
  /approve     price the proposed plan and show the estimate
  /reject      drop the proposed plan
  /import FILE.pdf  import a contractor's PDF bid: its lines and amounts kept exactly (a model structures it
               when configured, a table heuristic otherwise); replaces the chat's estimate
  /review      agent mode on the estimate: material review, QA, score, one targeted retry (needs a model)
  /show        show the estimate
  /quit        leave (end of input does the same)

Options:
  --zip ZIP    job location used when a message names no place
  -h, --help   show this help`;

interface ChatState {
  pending?: Plan;
  estimate: Estimate;
  history: { role: 'user' | 'assistant'; content: string }[];
  lastRequest: string;
}

type Say = (text: string) => void;

/** Whether streamed agent text left the cursor mid-line. */
const streamed = { open: false };

async function propose(
  agent: AgentContext | undefined,
  state: ChatState,
  text: string,
  zip: string | undefined,
  say: Say,
) {
  if (!agent) {
    const scope = parseScope(text, { registry: defaultTradeRegistry(), ...(zip ? { defaultZip: zip } : {}) });
    const validated = validatePlan(scope.plan);
    if (!validated.ok) throw usageError(validated.problems.map((p) => p.message).join('; '));
    state.pending = validated.value;
    if (scope.understood.length) say(`I read: ${scope.understood.join('; ')}.`);
  } else {
    const route = await routeMessage(agent, text);
    if (route === 'pricing') {
      say(await consultProductExpert(agent, text));
      return;
    }
    const proposed = await proposePlan(agent, { text, history: state.history, ...(zip ? { zip } : {}) });
    state.pending = proposed.plan;
  }
  say(`${renderPlanText(state.pending)}\nType /approve to price it, or describe changes.`);
}

async function approve(
  agent: AgentContext | undefined,
  state: ChatState,
  context: InteractiveContext,
  say: Say,
) {
  if (!state.pending) return say('There is no plan to approve; describe the work first.');
  const registry = defaultTradeRegistry();
  const { source } = priceSourceFor(context);
  const now = new Date().toISOString();
  const plan = state.pending;
  state.pending = undefined;
  // A follow-up that names no place is priced where the estimate already is.
  const zip = plan.zip ?? state.estimate.location?.input;
  const where = zip ? { zip } : {};
  if (agent) {
    const priced = await priceApprovedPlan(agent, plan, {
      id: state.estimate.id,
      now,
      estimate: state.estimate,
      ...where,
    });
    state.estimate = priced.estimate;
  } else {
    const options = { registry, priceSource: source, estimate: state.estimate, now, ...where };
    state.estimate = (await buildEstimateFromPlan(plan, options)).estimate;
  }
  say(renderEstimateTable(state.estimate, computeEstimateTotals(state.estimate)));
}

async function importCommand(
  context: InteractiveContext,
  agent: AgentContext | undefined,
  state: ChatState,
  path: string,
  say: Say,
) {
  if (!path) return say('Name the bid: /import bid.pdf');
  let data: Buffer;
  try {
    data = readFileSync(resolve(context.cwd, path));
  } catch {
    return say(`Cannot read ${path}.`);
  }
  const imported = await importBid(new Uint8Array(data), {
    fileName: basename(path),
    id: state.estimate.id,
    now: new Date().toISOString(),
    ...(agent ? { context: agent } : {}),
  });
  state.estimate = imported.estimate;
  state.pending = undefined;
  say(renderEstimateTable(imported.estimate, imported.totals));
  for (const { label, bidCents, engineCents } of imported.reconciliation)
    say(
      `${label}: bid ${formatCents(bidCents)}, Quoin ${formatCents(engineCents)}${bidCents === engineCents ? ' (match)' : ' (DIFFERS)'}`,
    );
  say(
    `Import complete (${imported.readBy}). Compare against market rates? Describe the work and /approve to price it with the engine.`,
  );
}

/** One line of input: a command or a message. Returns false to stop. */
async function handleLine(
  context: InteractiveContext,
  agent: AgentContext | undefined,
  state: ChatState,
  line: string,
  zip: string | undefined,
): Promise<boolean> {
  const text = line.trim();
  if (!text) return true;
  const replies: string[] = [];
  const say: Say = (reply) => {
    if (streamed.open) context.stdout.write('\n');
    streamed.open = false;
    replies.push(reply);
    print(context, reply);
  };
  const command = text.startsWith('/') ? text.split(/\s+/)[0] : undefined;
  if (command === '/quit' || command === '/exit') return false;
  if (command === '/approve') await approve(agent, state, context, say);
  else if (command === '/reject') {
    state.pending = undefined;
    say('Plan dropped.');
  } else if (command === '/show')
    say(renderEstimateTable(state.estimate, computeEstimateTotals(state.estimate)));
  else if (command === '/review') {
    if (!agent) say('/review needs a model: set QUOIN_MODEL (or QUOIN_MODEL=scripted:parser for a demo).');
    else {
      const reviewed = await runAgentMode(agent, state.estimate, state.lastRequest);
      state.estimate = reviewed.estimate;
      say(
        `Reviewed: quality ${reviewed.scoreBefore} → ${reviewed.scoreAfter}${reviewed.retried ? ` (one ${reviewed.retried} retry)` : ''}; ${reviewed.changes.length} changes, ${reviewed.refused.length} refused by the safety limits.`,
      );
    }
  } else if (command === '/import')
    await importCommand(context, agent, state, text.slice('/import'.length).trim(), say);
  else if (command)
    say(`Unknown command ${command}; try /approve, /reject, /import, /review, /show or /quit.`);
  else {
    state.lastRequest = text;
    state.history.push({ role: 'user', content: text });
    try {
      await propose(agent, state, text, zip, say);
    } catch (error) {
      say(`I could not read that: ${(error as Error).message}`);
    }
    state.history.push({ role: 'assistant', content: replies.join('\n') });
  }
  if (agent && agent.usage.modelCalls > 0)
    context.stderr.write(`agent: ${renderUsageLine(agent.usage, agent.model.label)}\n`);
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
  const { source } = priceSourceFor(context);
  const agent = model
    ? agentContextFor(
        context,
        model,
        { tradeRegistry: defaultTradeRegistry(), priceSource: source },
        (event) => {
          if (event.type === 'text-delta') context.stdout.write(event.text);
          if (event.type === 'text-delta' && /[.!?]\s*$/.test(event.text)) context.stdout.write('\n');
        },
      )
    : undefined;
  const stdin = context.stdin ?? process.stdin;
  const interactive = Boolean(stdin.isTTY);
  context.stderr.write(
    model
      ? `quoin chat · agents with ${model.label}\n`
      : 'quoin chat · offline (scope parser); set QUOIN_MODEL for the agents\n',
  );
  const state: ChatState = {
    estimate: newEstimate({ id: `chat-${Date.now()}`, title: 'Chat estimate' }),
    history: [],
    lastRequest: '',
  };
  const reader = createInterface({ input: stdin, terminal: false });
  if (interactive) context.stderr.write('you> ');
  for await (const line of reader) {
    if (!(await handleLine(context, agent, state, line, values.zip))) break;
    if (interactive) context.stderr.write('you> ');
  }
  reader.close();
  return EXIT_CODES.ok;
}
