import type { Problem } from '../problem.ts';
import { tokenize } from './match-text.ts';
import type { TradeProfile } from './trade-profile-schema.ts';

/** A trade profile with the file it was read from, so a problem can name both files. */
export interface ProfileFile {
  fileName: string;
  profile: TradeProfile;
}

/** One kind of work that says a phrase, as its file spells it. */
export interface PhraseOwner {
  fileName: string;
  tradeId: string;
  workItemId: string;
  /** Position of the phrase in the kind's `keywords`. */
  keywordIndex: number;
  workItemIndex: number;
  said: string;
}

/** A phrase (as the reader hears it) that two or more kinds of work claim. */
export interface SharedPhrase {
  phrase: string;
  owners: PhraseOwner[];
}

/**
 * Words a customer adds or leaves out without changing what they ask for: "fill in the pool" is "fill in pool",
 * "a bay window" is "bay window". Numbers and units stay: "6 inch k style" is not "k style".
 */
const FILLER_WORDS = new Set(['a', 'an', 'the', 'of']);

/**
 * The phrase as the reader hears it: the phrase index's tokens (lower case, apostrophes and punctuation dropped,
 * plurals folded), each word first respelt as the reader respells a request's words, filler words dropped.
 */
export function phraseKey(phrase: string, respell?: (word: string) => string): string {
  const tokens = respell
    ? tokenize(
        phrase
          .toLowerCase()
          .replace(/['’]/g, '')
          .split(/[^a-z0-9]+/)
          .map((word) => (word === '' ? word : respell(word)))
          .join(' '),
      )
    : tokenize(phrase);
  let key = '';
  for (const token of tokens) if (!FILLER_WORDS.has(token)) key = key === '' ? token : `${key} ${token}`;
  return key;
}

/**
 * Every phrase that more than one kind of work (work item) lists in its keywords, across all the files, in
 * file order. A kind that says one phrase twice ("bay window", "bay windows") owns it once.
 */
export function sharedPhrases(
  files: readonly ProfileFile[],
  respell?: (word: string) => string,
): SharedPhrase[] {
  // Runs on every load of the trade data: positions only, owners built for the few shared phrases.
  const owners = new Map<string, [file: number, workItem: number, keyword: number][]>();
  files.forEach(({ profile }, fileIndex) => {
    profile.workItems.forEach((workItem, workItemIndex) => {
      workItem.keywords.forEach((said, keywordIndex) => {
        const phrase = phraseKey(said, respell);
        if (phrase === '') return;
        const list = owners.get(phrase);
        const spot: [number, number, number] = [fileIndex, workItemIndex, keywordIndex];
        if (!list) owners.set(phrase, [spot]);
        // One kind's phrases are read together, so a kind already listed is the last owner.
        else if (list.at(-1)![0] !== fileIndex || list.at(-1)![1] !== workItemIndex) list.push(spot);
      });
    });
  });
  const ownerAt = ([fileIndex, workItemIndex, keywordIndex]: [number, number, number]): PhraseOwner => {
    const { fileName, profile } = files[fileIndex]!;
    const workItem = profile.workItems[workItemIndex]!;
    const said = workItem.keywords[keywordIndex]!;
    return { fileName, tradeId: profile.id, workItemId: workItem.id, keywordIndex, workItemIndex, said };
  };
  return [...owners]
    .filter(([, list]) => list.length > 1)
    .map(([phrase, list]) => ({ phrase, owners: list.map(ownerAt) }));
}

const nameOf = (owner: PhraseOwner) =>
  `${owner.tradeId}/${owner.workItemId} ("${owner.said}" in ${owner.fileName})`;

/**
 * One problem per phrase that two kinds of work claim: which kind wins would depend on file order, not on
 * meaning. The message names the phrase, every kind and its file, and the fix.
 */
export function phraseOwnerProblems(
  files: readonly ProfileFile[],
  respell?: (word: string) => string,
): Problem[] {
  return sharedPhrases(files, respell).map(({ phrase, owners }) => {
    const last = owners.at(-1)!;
    const path = ['workItems', last.workItemIndex, 'keywords', last.keywordIndex];
    const count = owners.length === 2 ? 'two' : String(owners.length);
    const message =
      `${last.fileName}: ${path.join('.')}: phrase "${phrase}" is claimed by ${count} kinds of work: ` +
      `${owners.map(nameOf).join(' and ')}; keep the phrase on one kind (the one a customer saying exactly ` +
      `that wants priced); the other kind can say it with a longer phrase`;
    return { code: 'PHRASE_TWO_OWNERS', path, message };
  });
}
