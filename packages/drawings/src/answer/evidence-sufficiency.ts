import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load } from 'js-yaml';
import { z } from 'zod';
import type { Evidence } from '../search/drawing-index.ts';
import { contentTerms, isIdentifier, tokenize } from '../search/tokenize.ts';

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
]);
const MIN_COVERAGE = 0.6;

const synonymsSchema = z.object({ terms: z.record(z.string(), z.array(z.string().min(1))) });
let termSynonyms: Map<string, string[]> | undefined;

function synonymsOf(term: string): string[] {
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
  }
  return termSynonyms.get(term) ?? [];
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
  const missingWords = words.filter((t) => !seen.has(t) && !synonymsOf(t).some((s) => seen.has(s)));
  const coverage = words.length === 0 ? 1 : (words.length - missingWords.length) / words.length;
  return {
    sufficient: missingIds.length === 0 && coverage >= MIN_COVERAGE,
    coverage,
    missing: [...missingIds, ...missingWords],
  };
}
