/**
 * A material named after its thing ("a patio 15x20, stamped concrete", "new fence 100 ft, chain link") says what
 * the thing is made of: it refines the mention before it, it is not a second job. Pure: the clause and a reader
 * of work in, the clause with each such tail folded before its thing's noun out.
 */
import { ACTION_WORD } from './mention-chunks.ts';
import { swapSpans } from './settle-matches.ts';

/** Where a kind of work was read in a text, and which rule read it. */
export interface WorkSpan {
  ruleId: string;
  tradeId: string;
  start: number;
  end: number;
}

// A tail is a few words of material: no action, no figure, no article ("a vanity" is a thing of its own).
const MAX_TAIL_WORDS = 3;
const NOT_A_MATERIAL = /\d|^(?:a|an|the|my|our|some|and|with|plus|also|then|please|no|not)\b/;

function isMaterialTail(segment: string): boolean {
  const words = segment.trim().split(/\s+/);
  return (
    words.length > 0 &&
    words.length <= MAX_TAIL_WORDS &&
    !NOT_A_MATERIAL.test(segment.trim()) &&
    !ACTION_WORD.test(segment)
  );
}

const VERB_FIRST = new RegExp(`^(?:${ACTION_WORD.source})\\s+`);
const ids = (spans: WorkSpan[]) => spans.map((s) => s.ruleId).join('|');

/**
 * The head with the tail said before its last thing, when that reads as the same number of things and the tail
 * became part of the thing's own name (the rule that reads the thing also reads the material's last word).
 */
function folded(head: string, tail: string, readWork: (text: string) => WorkSpan[]): string | undefined {
  const before = readWork(head);
  const target = before.at(-1);
  if (!target) return undefined;
  const material = tail.trim();
  // Before the thing's name, after a verb a rule reads with it ("new fence": "new chain link fence").
  const verb = VERB_FIRST.exec(head.slice(target.start, target.end));
  const at = target.start + (verb?.[0].length ?? 0);
  const candidate = `${head.slice(0, at)}${material} ${head.slice(at)}`;
  const after = readWork(candidate);
  const materialEnd = at + material.length;
  const joined = after.some((span) => span.start < materialEnd && span.end >= materialEnd);
  if (!joined || after.length !== before.length) return undefined;
  // Folding must change the reading: the thing's kind, or (read only then) the whole clause read the tail as a
  // job of its own.
  const changed = ids(after) !== ids(before) || readWork(`${head}, ${material}`).length > before.length;
  return changed ? candidate : undefined;
}

/** The clause with each material tail folded into the thing it names the material of. */
export function foldMaterialTails(clause: string, readWork: (text: string) => WorkSpan[]): string {
  const pieces = clause.split(/\s*,(?!\d)\s*/);
  if (pieces.length < 2) return clause;
  let head = pieces[0] ?? '';
  for (const piece of pieces.slice(1)) {
    const refined = isMaterialTail(piece) ? folded(head, piece, readWork) : undefined;
    head = refined ?? `${head}, ${piece}`;
  }
  return head;
}

/**
 * "Replace the chain link fence with 6 ft vinyl privacy", "the electric water heater with a gas one": the new thing
 * of a swap said by its kind alone takes the old thing's noun, the shortest end of its name that reads as one thing
 * of its trade with the new words; where old and new are one kind of work, the old thing's kind words are the old
 * one's ("replace the water heater with a gas water heater"), not the new one's.
 */
export function withSwapNoun(clause: string, readWork: (text: string) => WorkSpan[]): string {
  const swap = swapSpans(clause);
  const spans = swap ? readWork(clause) : [];
  const old = spans.filter((s) => swap && s.start >= swap.old[0] && s.end <= swap.old[1]);
  const said = swap && KIND_SAID.exec(clause.slice(swap.new[0]));
  const [thing, kind] = [old[0], said?.[1]?.trim() ?? ''];
  if (!swap || !said || !thing || old.length !== 1 || spans.length > 1 || ONLY_ARTICLES.test(kind))
    return clause;
  const oldWords = clause.slice(thing.start, thing.end).split(' ');
  const rule = (span: WorkSpan) => span.ruleId.split(':')[0];
  // The new thing read alone: as said, else with the shortest end of the old thing's name after it.
  const [named, ...more] = readWork(kind);
  if (named) return !more.length && rule(named) === rule(thing) ? sameKind() : clause;
  for (let from = oldWords.length - 1; from > 0; from--) {
    const noun = oldWords.slice(from).join(' ');
    const [span, ...others] = readWork(`${kind} ${noun}`);
    if (!span || others.length > 0 || span.tradeId !== thing.tradeId || span.start >= kind.length) continue;
    const at = swap.new[0] + said[0].length;
    const carried = `${clause.slice(0, swap.new[0])}${said[1]?.trimEnd()} ${noun}${clause.slice(at)}`;
    return rule(span) === rule(thing) ? sameKind(carried, noun) : carried;
  }
  return clause;

  function sameKind(text = clause, shared = commonEnd(oldWords, kind.split(' '))): string {
    if (!thing || shared === '' || shared === oldWords.join(' ')) return text;
    return `${text.slice(0, thing.start)}${shared}${text.slice(thing.end)}`;
  }
}

// The kind said after "with" up to the list's next item, and a trailing "one" that stands for the thing.
const KIND_SAID = /^([^,;]*?)(?:\s+(?:ones?|1))?(?=\s*(?:[,;]|$))/;
const ONLY_ARTICLES = /^(?:(?:a|an|the|some|new)\b\s*)*$/;

/** The words two names end with alike ("water heater" of "electric water heater" and "a gas water heater"). */
function commonEnd(a: string[], b: string[]): string {
  let shared = 0;
  while (shared < a.length && shared < b.length && a.at(-1 - shared) === b.at(-1 - shared)) shared++;
  return a.slice(a.length - shared).join(' ');
}
