/**
 * A part of a thing said right after it ("replace the kitchen faucet cartridge", "a new toilet seat") is work on
 * the part: a repair of the thing, never the whole thing new. Pure: the clause and a reader of work in, the
 * clause read as that repair out (undefined when it names no part, or its repair reads as nothing).
 */
import { loadReaderWords } from './correct-spelling.ts';
import type { WorkSpan } from './material-tail.ts';
import { clausePattern, PART_NOT_A_THING } from './scope-phrases.ts';

const BUILD_VERB = clausePattern('buildVerb');
const BUILD_VERBS = clausePattern('buildVerb', 'g');

let patterns: { after: RegExp; before: RegExp } | undefined;
/** A part word right after a word (the thing's last word), or a part said before its thing ("a seat on the"). */
function partPatterns(): { after: RegExp; before: RegExp } {
  if (patterns) return patterns;
  const parts = loadReaderWords()
    .partsOfThings.map((part) => part.replace(/ /g, String.raw`\s+`))
    .join('|');
  patterns = {
    after: new RegExp(String.raw`\b([a-z]+)(\s+(?:${parts}))\b`),
    before: new RegExp(
      String.raw`\b(?:(?:a|an|the|new)\s+)*(${parts})\s+(?:on|in|of|for|from)\s+(?=(?:the|my|our)\b)`,
    ),
  };
  return patterns;
}

/** The clause without its part's words: "the toilet seat" and "a new seat on the toilet" say "the toilet". */
function withoutPart(
  clause: string,
): { without: string; start: number; end: number; before: boolean } | undefined {
  const { after, before } = partPatterns();
  const found = after.exec(clause);
  if (found?.[1] && found[2] && !PART_NOT_A_THING.has(found[1])) {
    const start = found.index + found[1].length;
    const end = start + found[2].length;
    return { without: clause.slice(0, start) + clause.slice(end), start, end, before: false };
  }
  const said = before.exec(clause);
  if (!said) return undefined;
  const end = said.index + said[0].length;
  return { without: clause.slice(0, said.index) + clause.slice(end), start: said.index, end, before: true };
}

/**
 * "replace rotten boards on my deck" said as "replace rotten deck boards": the part after its thing (of one to three
 * words), when a kind of work reads the two together, undefined when none does.
 */
function partAfterItsThing(clause: string, readWork: (text: string) => WorkSpan[]): string | undefined {
  const said = partPatterns().before.exec(clause);
  const part = said?.[1]?.replace(/\s+/g, ' ');
  if (!said || !part) return undefined;
  const rest = clause.slice(said.index + said[0].length).replace(/^(?:the|my|our)\s+/, '');
  const words = /^[a-z]+(?:\s+[a-z]+){0,2}/.exec(rest)?.[0].split(/\s+/) ?? [];
  for (let count = words.length; count > 0; count--) {
    const thing = words.slice(0, count).join(' ');
    const head = `${clause.slice(0, said.index)}${thing}`;
    const candidate = `${head} ${part}${rest.slice(rest.indexOf(thing) + thing.length)}`;
    const partStart = head.length + 1;
    if (readWork(candidate).some((span) => span.start < partStart && span.end >= partStart + part.length))
      return candidate;
  }
  return undefined;
}

/** The clause as a repair of the thing whose part it names. */
export function partAsRepair(clause: string, readWork: (text: string) => WorkSpan[]): string | undefined {
  const part = withoutPart(clause);
  if (!part) return undefined;
  if (part.before) {
    const asOneThing = partAfterItsThing(clause, readWork);
    if (asOneThing) return asOneThing;
  }
  // A kind of work that reads the part itself ("garage door spring") prices it as it is. Said before its thing ("the
  // panel on my garage door"), a kind read on the part's word alone (an electrical panel) is the part taken for a
  // whole thing: only a kind read across the part and its thing stands.
  const readsPart = (span: WorkSpan) =>
    span.start < part.end && span.end > part.start + 1 && (!part.before || span.end > part.end);
  if (readWork(clause).some(readsPart)) return undefined;
  const rewritten = BUILD_VERB.test(part.without)
    ? part.without.replace(BUILD_VERBS, 'repair')
    : `repair ${part.without}`;
  return readWork(rewritten).length > 0 ? rewritten : undefined;
}
