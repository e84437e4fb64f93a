/**
 * A material named after its thing ("a patio 15x20, stamped concrete", "new fence 100 ft, chain link") says what
 * the thing is made of: it refines the mention before it, it is not a second job. Pure: the clause and a reader
 * of work in, the clause with each such tail folded before its thing's noun out.
 */
import { ACTION_WORD } from './mention-chunks.ts';

/** Where a kind of work was read in a text, and which rule read it. */
export interface WorkSpan {
  ruleId: string;
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
