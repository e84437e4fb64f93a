import type { AreaSubject, Measure } from './measure.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';

export type { AreaSubject } from './measure.ts';

const RULES = QUANTITY_WORDS.areaSubjects.map(({ subject, after, before }) => ({
  subject,
  side: after === undefined ? ('before' as const) : ('after' as const),
  regex: new RegExp(after ?? before ?? ''),
}));

/** What an area measure is the area of, from the words around it (data/lexicon/quantity-words.yaml). */
export function areaSubject(measure: Measure, text: string): AreaSubject {
  if (measure.uom === 'square') return 'roof';
  const around = {
    after: text.slice(measure.end, measure.end + 40),
    before: text.slice(Math.max(0, measure.start - 40), measure.start),
  };
  return RULES.find((rule) => rule.regex.test(around[rule.side]))?.subject ?? 'generic';
}
