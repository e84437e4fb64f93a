/**
 * A part of a thing said right after it ("replace the kitchen faucet cartridge", "a new toilet seat") is work on
 * the part: a repair of the thing, never the whole thing new. Pure: the clause and a reader of work in, the
 * clause read as that repair out (undefined when it names no part, or its repair reads as nothing).
 */
import { loadReaderWords } from './correct-spelling.ts';
import type { WorkSpan } from './material-tail.ts';

const BUILD_VERB =
  /\b(?:replac(?:e|ed|ing|ement)|swap(?:ped|ping)?(?: out)?|change out|new|install(?:ed|ing)?|put in)\b/;

// A word before the part that does not name a thing ("the seat", "a new handle").
const NOT_A_THING = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'its',
  'new',
  'old',
  'broken',
  'cracked',
  'loose',
  'bad',
]);

let partAfter: RegExp | undefined;
/** A part word right after a word: the thing's last word, then the part. */
function partPattern(): RegExp {
  partAfter ??= new RegExp(
    String.raw`\b([a-z]+)(\s+(?:${loadReaderWords()
      .partsOfThings.map((part) => part.replace(/ /g, String.raw`\s+`))
      .join('|')}))\b`,
  );
  return partAfter;
}

/** The clause as a repair of the thing whose part it names. */
export function partAsRepair(clause: string, readWork: (text: string) => WorkSpan[]): string | undefined {
  const found = partPattern().exec(clause);
  if (!found?.[1] || !found[2] || NOT_A_THING.has(found[1])) return undefined;
  const partStart = found.index + found[1].length;
  const partEnd = partStart + found[2].length;
  // A kind of work that reads the part itself ("garage door spring") prices it as it is.
  if (readWork(clause).some((span) => span.start < partEnd && span.end > partStart + 1)) return undefined;
  const without = clause.slice(0, partStart) + clause.slice(partStart + found[2].length);
  const rewritten = BUILD_VERB.test(without)
    ? without.replace(new RegExp(BUILD_VERB.source, 'g'), 'repair')
    : `repair ${without}`;
  return readWork(rewritten).length > 0 ? rewritten : undefined;
}
