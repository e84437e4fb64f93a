/**
 * Phrases that change how work is priced rather than what it is: labor only, customer-supplied material,
 * removal and disposal, and the verb that picks between repair, replace and install new.
 */
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { ACTIONS } from './clause-actions.ts';
import { loadReaderWords } from './correct-spelling.ts';
import { compileDataPattern, invalidData, parseDataFile } from './parse-data-file.ts';

export interface ClauseFlags {
  paint: boolean;
  stain: boolean;
  remove: boolean;
  repair: boolean;
  replace: boolean;
  install: boolean;
  clean: boolean;
  refinish: boolean;
  exterior: boolean;
  laborOnly: boolean;
  /** Says what is wrong ("leaking", "cracked") whatever the action. */
  symptom: boolean;
  /** Asks someone to find what is wrong ("troubleshoot", "come look at it"): a service call. */
  diagnose: boolean;
}

const FLAG_NAMES = [...ACTIONS, 'exterior', 'laborOnly'] as const;
/** The flags read from clause-phrases.yaml (the others from reader-words.yaml). */
type DataFlag = (typeof FLAG_NAMES)[number];

/** One alternation of phrases, longest first, as whole words ("won't turn on" before "on"). */
function phraseGroup(phrases: readonly string[]): string {
  const escaped = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `\\b(?:${escaped.join('|')})\\b`;
}

const FILE = 'lexicon/clause-phrases.yaml';
const pattern = z.string().min(1);
const flagPatterns = z.strictObject(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, pattern])) as Record<DataFlag, typeof pattern>,
);
const clausePhrasesSchema = z.strictObject({
  patterns: z.record(z.string().regex(/^[a-zA-Z]+$/), pattern),
  flags: flagPatterns,
  askedParticiples: flagPatterns.partial(),
  explicitReplace: pattern,
  contextPhrases: z.array(pattern).min(1),
  supplies: z.array(pattern).min(1),
  notSupplied: pattern,
  materialSynonyms: z.record(
    z.string().regex(/^[a-z]+$/),
    z.strictObject({ tradeIds: z.array(z.string()).optional(), assemblyIds: z.array(z.string()).optional() }),
  ),
  refersBack: z.array(z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'lower-case words, one space apart')).min(1),
  partNotAThing: z.array(z.string().min(1)).min(1),
  slotFamilies: z.array(z.array(z.string().min(1)).min(2)).min(1),
  describedBare: z.array(z.string().min(1)).min(1),
  paintedAsTrim: z.array(z.string().min(1)).min(1),
  rewrites: z.array(z.strictObject({ pattern, as: z.string().min(1) })).min(1),
});

/**
 * Parses data/lexicon/clause-phrases.yaml with every `{name}` filled from its `patterns` and every pattern
 * compiled; throws INVALID_LEXICON naming the file, the entry and the field.
 */
export function parseClausePhrases(yamlText: string) {
  const data = parseDataFile(clausePhrasesSchema, FILE, yamlText);
  const filled: Record<string, string> = {};
  const fill = (where: string, source: string) =>
    source.replace(/\{([a-zA-Z]+)\}/g, (_whole, name: string) =>
      Object.hasOwn(filled, name) ? filled[name]! : invalidData(FILE, where, `names no pattern "${name}"`),
    );
  // A named piece may use the ones before it.
  for (const [name, source] of Object.entries(data.patterns)) {
    filled[name] = fill(`patterns.${name}`, source);
    compileDataPattern(FILE, `patterns.${name}`, filled[name]);
  }
  const compile = (where: string, source: string, flags = '') =>
    compileDataPattern(FILE, where, fill(where, source), flags);
  const flagsOf = (section: 'flags' | 'askedParticiples') =>
    Object.fromEntries(
      Object.entries(data[section]).map(([name, source]) => [name, compile(`${section}.${name}`, source)]),
    ) as Partial<Record<DataFlag, RegExp>>;
  return {
    patterns: filled,
    flags: flagsOf('flags') as Record<DataFlag, RegExp>,
    askedParticiples: flagsOf('askedParticiples'),
    explicitReplace: compile('explicitReplace', data.explicitReplace),
    contextPhrases: data.contextPhrases.map((source, i) => compile(`contextPhrases.${i}`, source, 'g')),
    supplies: data.supplies.map((source, i) => compile(`supplies.${i}`, source, 'g')),
    notSupplied: compile('notSupplied', data.notSupplied),
    materialSynonyms: data.materialSynonyms,
    refersBack: new RegExp(`\\b(?:${data.refersBack.join('|')})\\b`),
    partNotAThing: new Set(data.partNotAThing),
    slotFamilies: data.slotFamilies,
    describedBare: new Set(data.describedBare),
    paintedAsTrim: new Set(data.paintedAsTrim),
    rewrites: data.rewrites.map(({ pattern, as }, i) => ({
      pattern: compile(`rewrites.${i}`, pattern, 'g'),
      as,
    })),
  };
}

const PHRASES = parseClausePhrases(readBundledText(FILE));
const READER_WORDS = loadReaderWords();
// What is wrong with a thing (data/lexicon/reader-words.yaml): a repair unless the customer names another action.
const SYMPTOM = new RegExp(`${phraseGroup(READER_WORDS.symptoms)}(?!\\s+edges?\\b)`);
const DIAGNOSIS = new RegExp(phraseGroup(READER_WORDS.diagnosis));
const SYMPTOMS = new RegExp(SYMPTOM.source, 'g');
const DIAGNOSES = new RegExp(DIAGNOSIS.source, 'g');
const EXPLICIT_REPLACE = PHRASES.explicitReplace;

/** A named pattern source of clause-phrases.yaml (its `{name}`s filled), to build a larger pattern with. */
export function clausePiece(name: string): string {
  const source = PHRASES.patterns[name];
  return source ?? invalidData(FILE, `patterns.${name}`, 'no such pattern');
}

/** A named pattern of clause-phrases.yaml, compiled (once per caller: call it at load). */
export const clausePattern = (name: string, flags = '') => new RegExp(clausePiece(name), flags);

/** Words before a part that name no thing ("the seat"), kinds of work that fill one slot of a job, a house's
 * coverings that said bare describe it, trim a bare "paint" finishes, and words rewritten as the rules read them. */
export const {
  partNotAThing: PART_NOT_A_THING,
  slotFamilies: SLOT_FAMILIES,
  describedBare: DESCRIBED_BARE,
  paintedAsTrim: PAINTED_AS_TRIM,
  rewrites: CLAUSE_REWRITES,
} = PHRASES;

const ASKED_PARTICIPLES: Partial<Record<keyof ClauseFlags, RegExp>> = PHRASES.askedParticiples;
const FLAG_PATTERNS: Record<keyof ClauseFlags, RegExp> = {
  ...PHRASES.flags,
  symptom: SYMPTOM,
  diagnose: DIAGNOSIS,
};

const EVERY_ACTION = ACTIONS.map((kind) => new RegExp(FLAG_PATTERNS[kind].source, 'g'));

/** The text with every word that asks for an action blanked ("power wash and stain please" → "  and   please"). */
export function blankActions(text: string): string {
  return EVERY_ACTION.reduce(
    (said, pattern) => said.replace(pattern, (words) => ' '.repeat(words.length)),
    text,
  );
}

/** Which kinds of action a clause names ("fix the leaky faucet" → repair). Text is normalized lower case. */
export function clauseFlags(text: string): ClauseFlags {
  const flags = {} as ClauseFlags;
  for (const key of Object.keys(FLAG_PATTERNS) as (keyof ClauseFlags)[])
    flags[key] = FLAG_PATTERNS[key].test(text) || (ASKED_PARTICIPLES[key]?.test(text) ?? false);
  if (!flags.repair && (flags.symptom || flags.diagnose) && !EXPLICIT_REPLACE.test(text)) {
    // "my new faucet is leaking": without a replace verb, "new" describes the thing and it needs a repair.
    flags.repair = true;
    flags.replace = false;
  }
  return flags;
}

/** Whether the text asks someone to find what is wrong ("need an electrician to troubleshoot"). */
export function asksForDiagnosis(text: string): boolean {
  return DIAGNOSIS.test(text);
}

/** The text with its requests for a diagnosis blanked: they ask for a service call, priced where the thing is named. */
export function blankDiagnosis(text: string): string {
  return text.replace(DIAGNOSES, (words) => ' '.repeat(words.length));
}

/** Words that describe what is wrong ("leaking", "cracked"), blanked when the thing is to be replaced instead. */
export function blankSymptoms(text: string): string {
  return text.replace(SYMPTOMS, (word) => ' '.repeat(word.length));
}

/** Blanks context phrases (same length, so positions stay valid): what is left is the work. */
export function blankContextPhrases(text: string): string {
  let out = text;
  for (const pattern of PHRASES.contextPhrases)
    out = out.replace(pattern, (phrase) => ' '.repeat(phrase.length));
  return out;
}

/** A statement that the customer furnishes something: "I supply the tile", "customer provides the fixtures". */
export interface CustomerSupply {
  /** What they supply, as written: "tile", "fixtures", "all materials". */
  what: string;
  start: number;
  end: number;
}

/** Every customer-supply statement in a normalized lower-case text. */
export function findCustomerSupplies(text: string): CustomerSupply[] {
  const found: CustomerSupply[] = [];
  for (const pattern of PHRASES.supplies) {
    for (const match of text.matchAll(pattern)) {
      const what = (match[1] ?? '').trim();
      if (!what || PHRASES.notSupplied.test(what)) continue;
      found.push({ what, start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

/** Whether a clause points back at what the clause before named ("haul it away", "get rid of the debris"). */
export function refersBack(text: string): boolean {
  return PHRASES.refersBack.test(text);
}

/** A clause saying the whole job is labor only ("labor only.", "everything is labor only", "just labor"). */
export function saysLaborOnly(text: string): boolean {
  return FLAG_PATTERNS.laborOnly.test(text);
}

/** Words that name the primary material of kinds of work ("I supply the tile"); keys are singular. */
export const MATERIAL_SYNONYMS: Record<string, { tradeIds?: string[]; assemblyIds?: string[] }> =
  PHRASES.materialSynonyms;
