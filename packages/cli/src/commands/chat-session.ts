import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { type AgentContext, type BidReading, compareWithMarket, importBid } from '@quoin/agents';
import { defaultTradeRegistry, type Estimate, formatCents, type Plan } from '@quoin/core';
import type { InteractiveContext } from '../agent-cli.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { renderEstimateTable } from '../render-estimate-table.ts';

export interface ChatState {
  pending?: Plan;
  estimate: Estimate;
  history: { role: 'user' | 'assistant'; content: string }[];
  lastRequest: string;
  /** The last imported bid, for /compare. */
  imported?: BidReading;
}

/** One conversation: where it prints, the agents when a model is configured, and what it has built. */
export interface Chat {
  context: InteractiveContext;
  agent: AgentContext | undefined;
  state: ChatState;
  zip: string | undefined;
  say: (text: string) => void;
}

/** A file named in a command, relative to the working directory; says so when it cannot be read. */
export function readInput(chat: Chat, path: string): Buffer | undefined {
  try {
    return readFileSync(resolve(chat.context.cwd, path));
  } catch {
    chat.say(`Cannot read ${path}.`);
    return undefined;
  }
}

/** `/import FILE.pdf`: a contractor's bid, its values kept to the cent, reconciled with its own totals. */
export async function importCommand(chat: Chat, path: string) {
  if (!path) return chat.say('Name the bid: /import bid.pdf');
  const data = readInput(chat, path);
  if (!data) return;
  const imported = await importBid(new Uint8Array(data), {
    fileName: basename(path),
    id: chat.state.estimate.id,
    now: new Date().toISOString(),
    ...(chat.agent ? { context: chat.agent } : {}),
  });
  chat.state.estimate = imported.estimate;
  chat.state.imported = imported.reading;
  chat.state.pending = undefined;
  chat.say(renderEstimateTable(imported.estimate, imported.totals));
  for (const { label, bidCents, engineCents } of imported.reconciliation) {
    const agree = bidCents === engineCents ? 'match' : 'DIFFERS';
    chat.say(`${label}: bid ${formatCents(bidCents)}, Quoin ${formatCents(engineCents)} (${agree})`);
  }
  chat.say(
    `Import complete (${imported.readBy}). Compare against market rates? Describe the work and /approve it.`,
  );
}

/** `/compare`: each line of the imported bid next to the engine's price for the same scope. */
export async function compareCommand(chat: Chat) {
  const reading = chat.state.imported;
  if (!reading) return chat.say('Import a bid first: /import bid.pdf');
  const registry = defaultTradeRegistry();
  const priceSource = priceSourceFor(chat.context).source;
  const zip = chat.state.estimate.location?.input;
  const lines = await compareWithMarket(reading, { registry, priceSource, ...(zip ? { zip } : {}) });
  for (const line of lines) {
    const market =
      line.marketCents === undefined
        ? 'no market price (the engine cannot price this scope alone)'
        : `market ${formatCents(line.marketCents)} (${line.differencePercent! >= 0 ? '+' : ''}${line.differencePercent}%)`;
    chat.say(`${line.group} › ${line.title}: bid ${formatCents(line.bidCents)} · ${market}`);
  }
}
