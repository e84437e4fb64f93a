import type { WholeJobs } from './whole-jobs.ts';

/** A whole job the request asks for: the clause that says so and the least such a job costs. */
export interface WholeJobAsk {
  jobId: string;
  say: string;
  /** The customer's clause, as written: "rebuild the walk in shower". */
  clause: string;
  floorCents: number;
  source: string;
}

/** What was priced, as the question names it: a few line titles with their sizes and the grand total. */
export interface PricedSummary {
  lines: readonly string[];
  grandTotalCents: number;
}

// How far a whole word may stand before its noun: "redo our small master bath" (three words between).
const MAX_WORDS_BETWEEN = 3;

function clausesOf(request: string): string[] {
  return request
    .split(/[.;!?\n]+|,(?!\d)|\s-\s/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

function tokensOf(clause: string): string[] {
  return clause
    .toLowerCase()
    .replace(/[^a-z0-9' -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Where each phrase of `phrases` (longest first) starts in `tokens`, as [start, end) spans. */
function findPhrases(tokens: readonly string[], phrases: readonly string[]): [number, number][] {
  const sorted = phrases.map((p) => p.split(/\s+/)).sort((a, b) => b.length - a.length);
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hit = sorted.find((words) => words.every((word, k) => tokens[i + k] === word));
    if (!hit) continue;
    spans.push([i, i + hit.length]);
    i += hit.length - 1;
  }
  return spans;
}

function isHead(tokens: readonly string[], end: number, data: WholeJobs, wholeStarts: Set<number>): boolean {
  const next = tokens[end];
  return (
    next === undefined ||
    /^\d/.test(next) ||
    data.joinWords.includes(next) ||
    data.linkWords.includes(next) ||
    wholeStarts.has(end)
  );
}

/**
 * Whether a whole word governs the noun at [start, end): a few words before it with no join between ("redo our
 * small master bath"), or after it with only link words between ("bath remodel", "the chimney needs to be rebuilt").
 */
function governed(
  tokens: readonly string[],
  [start, end]: [number, number],
  wholeSpans: readonly [number, number][],
  data: WholeJobs,
): boolean {
  return wholeSpans.some(([wStart, wEnd]) => {
    if (wStart >= end)
      return (
        wStart - end <= MAX_WORDS_BETWEEN &&
        tokens.slice(end, wStart).every((word) => data.linkWords.includes(word))
      );
    if (wEnd > start || start - wEnd > MAX_WORDS_BETWEEN) return false;
    return tokens.slice(wEnd, start).every((word) => !data.joinWords.includes(word));
  });
}

/**
 * The whole jobs a request asks for: a clause with a whole word ("rebuild", "gut", "entire") governing a job's noun
 * that is the thing worked on, not a part's modifier ("the kitchen" but not "the kitchen faucet"), unless the
 * clause is upkeep ("pressure wash the whole house").
 */
export function wholeJobAsks(request: string, data: WholeJobs): WholeJobAsk[] {
  const asks: WholeJobAsk[] = [];
  for (const clause of clausesOf(request)) {
    const tokens = tokensOf(clause);
    const text = ` ${tokens.join(' ')} `;
    if (data.upkeepWords.some((word) => text.includes(` ${word} `))) continue;
    const wholeSpans = findPhrases(tokens, data.wholeWords);
    if (wholeSpans.length === 0) continue;
    const wholeStarts = new Set(wholeSpans.map(([start]) => start));
    for (const job of data.jobs) {
      const span = findPhrases(tokens, job.nouns).find(
        (noun) => isHead(tokens, noun[1], data, wholeStarts) && governed(tokens, noun, wholeSpans, data),
      );
      if (!span || asks.some((ask) => ask.jobId === job.id)) continue;
      asks.push({ jobId: job.id, say: job.say, clause, floorCents: job.floorUsd * 100, source: job.source });
    }
  }
  return asks;
}

function dollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

/**
 * A whole job asked for and an estimate under the least such a job costs: the estimate priced a part of it (a
 * valve and a little tile for a shower rebuild), and a person must say which was meant (issue #13).
 */
export function wholeJobDoubts(asks: readonly WholeJobAsk[], priced: PricedSummary): string[] {
  const doubts: string[] = [];
  for (const ask of asks) {
    if (priced.grandTotalCents >= ask.floorCents) continue;
    const shown = priced.lines.slice(0, 3).join(', ');
    const more = priced.lines.length > 3 ? ` and ${priced.lines.length - 3} more` : '';
    doubts.push(
      `You said "${ask.clause}"; I priced ${shown}${more}, ${dollars(priced.grandTotalCents)} in all, under the ${dollars(ask.floorCents)} ${ask.say} starts at (${ask.source}). Is it the whole job? If so, the work left out needs pricing.`,
    );
  }
  return doubts;
}
