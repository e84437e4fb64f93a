import { loadReaderWords } from './correct-spelling.ts';
import { ACTION_WORD } from './mention-chunks.ts';
import { clausePiece } from './scope-phrases.ts';

/** A thing the customer keeps as it is ("keep the fridge"), with where the phrase sits in the text. */
export interface KeptItem {
  what: string;
  start: number;
  end: number;
}

const DETERMINERS = '(?:(?:the|our|my|existing|old|current|same|original|all)\\s+)*';
// "keep the sink and the fridge", "keep the vanity and toilet": things after the verb, each up to three words;
// another thing joins after "and" unless an action starts it ("keep the sink and paint the walls", "keep the
// cabinets, new counters" keep only the first).
const NOT_A_THING = clausePiece('keptNotAThing');
const THING = `${NOT_A_THING}${DETERMINERS}[a-z][a-z-]*(?:\\s+(?!and\\b|but\\b|then\\b|so\\b|as\\b|in\\b|on\\b)[a-z][a-z-]*){0,2}`;

let keptPattern: RegExp | undefined;
let staysPattern: RegExp | undefined;

// "the cabinets stay", "AC stays": a thing named with its determiner or bare at its clause's start, then a verb of
// staying.
function stays(): RegExp {
  if (staysPattern) return staysPattern;
  const words = [...loadReaderWords().stays].sort((a, b) => b.length - a.length);
  const verbs = words.join('|');
  // "the plumbing and the outlet are already there": two things kept, before a plural verb only.
  const plural = words.filter((w) => w.startsWith('are ')).join('|');
  const thing = '(?:(?:existing|old|current)\\s+)?[a-z][a-z-]*(?:\\s+[a-z][a-z-]*)?';
  // "furnace is newer and staying": how the thing is may stand between it and its verb of staying.
  const howItIs = '(?:\\s+(?:is|are)\\s+(?:[a-z0-9-]+\\s+){1,4}?(?:and|but|so)\\b)?';
  // A terse note names the thing bare at the start of its clause ("AC stays", "cabinets stay").
  const clauseStart = '(?<=(?:^|[.;:!?(]|,|\\bbut|\\band)\\s*)';
  staysPattern = new RegExp(
    `\\b((?:the|our|my|existing|old|current)\\s+${thing}(?=\\s+(?:and|&)\\s+(?:the\\s+)?${thing}\\s+(?:${plural})\\b)\\s+(?:and|&)\\s+(?:the\\s+)?${thing}|(?:(?:the|our|my|existing|old|current)\\s+|${clauseStart})${thing})${howItIs}\\s+(?:${verbs})\\b`,
    'g',
  );
  return staysPattern;
}

function pattern(): RegExp {
  if (keptPattern) return keptPattern;
  const verbs = [...loadReaderWords().keeps].sort((a, b) => b.length - a.length).join('|');
  keptPattern = new RegExp(
    `\\b(?:${verbs})\\s+(${THING}(?:\\s+(?:and|&)\\s+(?!(?:${ACTION_WORD.source.replace(/^\\b/, '')})|(?:${verbs})\\b)${THING})*)(?:\\s+(?:as is|in place|where (?:it|they) (?:is|are)))?`,
    'g',
  );
  return keptPattern;
}

let ownedPattern: RegExp | undefined;

// "it has a gas furnace and ducts already", "the house already has ductwork": things the house has, named between a
// verb of having and "already", or after "already" and the verb.
function owned(): RegExp {
  if (ownedPattern) return ownedPattern;
  const verbs = [...loadReaderWords().owns].sort((a, b) => b.length - a.length).join('|');
  const thing = `(?:(?:a|an|some)\\s+)?${THING}`;
  const things = `${thing}(?:\\s*(?:,|and|&|,\\s*and)\\s+${thing})*`;
  ownedPattern = new RegExp(
    `(?:(?<=\\b(?:${verbs})\\s+)(${things})\\s+already\\b|\\balready\\s+(?:${verbs})\\s+(${things}))`,
    'g',
  );
  return ownedPattern;
}

/**
 * Things the request keeps as they are ("remodel the kitchen, keep the existing dishwasher"): each is left out
 * of the work and said as an exclusion. "Keep the cost down" keeps no thing of the job, and is read as kept
 * text, which prices nothing either.
 */
export function findKeptItems(text: string): KeptItem[] {
  return [...text.matchAll(pattern()), ...text.matchAll(stays()), ...text.matchAll(owned())]
    .map((m) => ({
      what: (m[1] ?? m[2] ?? '').replace(/\s+/g, ' ').trim(),
      start: m.index,
      end: m.index + m[0].length,
    }))
    .sort((a, b) => a.start - b.start);
}
