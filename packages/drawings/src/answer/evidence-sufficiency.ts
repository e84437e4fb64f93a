import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load } from 'js-yaml';
import { z } from 'zod';
import type { Evidence } from '../search/drawing-index.ts';
import { contentTerms, isIdentifier, tokenize } from '../search/tokenize.ts';
import { nearlySpelt } from './nearly-spelt.ts';

/** How well evidence covers a question: every identifier it names, and most of its other content words. */
export interface Sufficiency {
  sufficient: boolean;
  coverage: number;
  missing: string[];
}

// Words of the question's form rather than its subject: an answer need not repeat them.
const FORM_WORDS = new Set([
  'type',
  'kind',
  'name',
  'mean',
  'stand',
  'called',
  'go',
  'goe',
  'make',
  'typical',
  'mak',
  // "What sink is specified?": the specification is what a schedule is.
  'specifi',
]);
const MIN_COVERAGE = 0.6;

const synonymsSchema = z.object({
  terms: z.record(z.string(), z.array(z.string().min(1))),
  required: z.array(z.string().min(1)),
  abbreviations: z.record(z.string().regex(/^[A-Z]+$/), z.string().min(1)),
});
let abbreviations: Record<string, string> = {};
let termSynonyms: Map<string, string[]> | undefined;
let requiredTerms: Set<string> | undefined;

// A question asking for a measured value ("what is the ceiling height", "how wide"): the evidence must print one.
const ASKS_MEASURE =
  /^(?!\s*(where|which)\b).*(\b(what|how)\b.*\b(height|width|length|depth|thickness|size|dimension|spacing|clearance)s?\b|\bhow (tall|wide|high|long|deep|thick|far)\b)/i;
// "Who makes the windows?": 'make' is a form word elsewhere ("what make is"), but a maker asked for must be
// printed as one (a schedule without a manufacturer column does not answer it).
const ASKS_MAKER = /\b(who (makes|made|manufactures|supplies)|made by|brand)\b/i;
const hasValue = (quote: string): boolean => /\d/.test(quote.replace(/^\s*\d+\.\s/, ''));

function synonymsOf(term: string): string[] {
  loadSynonyms();
  return termSynonyms?.get(term) ?? [];
}

function loadSynonyms(): void {
  if (!termSynonyms) {
    const parsed = synonymsSchema.safeParse(
      load(readFileSync(new URL('./term-synonyms.yaml', import.meta.url), 'utf8')),
    );
    if (!parsed.success)
      throw new QuoinError('INTERNAL', `term-synonyms.yaml is invalid: ${parsed.error.message}`);
    termSynonyms = new Map(
      Object.entries(parsed.data.terms).map(([key, words]) => [
        key,
        words.flatMap((w) => tokenize(w, { keepStopwords: true })),
      ]),
    );
    requiredTerms = new Set(parsed.data.required);
    abbreviations = parsed.data.abbreviations;
  }
}

/** A sheet title with its abbreviations spelled out beside them ("1st Floor RCP" + "reflected ceiling plan"). */
export function withAbbreviations(text: string): string {
  loadSynonyms();
  const spelled = text
    .split(/[^A-Za-z]+/)
    .map((word) => abbreviations[word.toUpperCase()])
    .filter(Boolean);
  return spelled.length > 0 ? `${text} ${spelled.join(' ')}` : text;
}

/** The rule behind `check_evidence_sufficiency`: identifiers all present, ≥ 60% of the other content words. */
export function checkSufficiency(
  question: string,
  evidence: readonly Evidence[],
  covers: readonly string[] = [],
): Sufficiency {
  if (evidence.length === 0) return { sufficient: false, coverage: 0, missing: contentTerms(question) };
  const seen = new Set<string>();
  for (const unit of evidence) {
    for (const token of tokenize(`${unit.text} ${unit.sheet.title} ${unit.region.label}`)) seen.add(token);
    if (unit.table)
      for (const token of tokenize(`${unit.table.title} ${unit.table.columns.join(' ')}`)) seen.add(token);
  }
  for (const word of covers) for (const token of tokenize(word)) seen.add(token);
  const terms = contentTerms(question).filter((t) => !FORM_WORDS.has(t));
  const identifiers = terms.filter(isIdentifier);
  const words = terms.filter((t) => !isIdentifier(t));
  const missingIds = identifiers.filter((t) => !seen.has(t));
  const missingWords = words.filter(
    (t) =>
      !seen.has(t) && !synonymsOf(t).some((s) => seen.has(s)) && ![...seen].some((s) => nearlySpelt(t, s)),
  );
  const coverage = words.length === 0 ? 1 : (words.length - missingWords.length) / words.length;
  loadSynonyms();
  const missingRequired = missingWords.some((t) => requiredTerms?.has(t));
  const missingValue = ASKS_MEASURE.test(question) && !evidence.some((unit) => hasValue(unit.quote));
  const missingMaker = ASKS_MAKER.test(question) && !seen.has('manufactur') && !seen.has('maker');
  return {
    sufficient:
      missingIds.length === 0 &&
      coverage >= MIN_COVERAGE &&
      !missingRequired &&
      !missingValue &&
      !missingMaker,
    coverage,
    missing: [...missingIds, ...missingWords],
  };
}
