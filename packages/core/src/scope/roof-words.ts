import { loadReaderWords } from './correct-spelling.ts';
import { clausePattern } from './scope-phrases.ts';

/** A whole new roof said outright: "replace my roof", "new roof", "reroof", "20 squares", "roof replacement". */
export const NEW_ROOF = clausePattern('newRoof');

let fewShinglesPattern: RegExp | undefined;

/**
 * "3 shingles", "some missing shingles", "a few slates": a small count (1 to 19) or a quantifier of
 * reader-words.yaml's `fewPieces`, then a roof piece: a part of the roof.
 */
export function fewShingles(): RegExp {
  if (fewShinglesPattern) return fewShinglesPattern;
  const { quantifiers, conditions, roofPieces } = loadReaderWords().fewPieces;
  const alternatives = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
  fewShinglesPattern = new RegExp(
    String.raw`\b(?:[1-9]|1\d|${alternatives(quantifiers)}) (?:(?:${alternatives(conditions)}) )?(?:${alternatives(roofPieces)})\b`,
  );
  return fewShinglesPattern;
}

/** Words of roofing work. */
export const ROOF_WORDS = clausePattern('roofWords');
