import type { AreaSubject, Measure } from './measure.ts';
import { QUANTITY_WORDS, sidesMatch } from './quantity-words.ts';

export type { AreaSubject } from './measure.ts';

/** What an area measure is the area of, from the 40 characters around it (data/lexicon/quantity-words.yaml). */
export function areaSubject(measure: Measure, text: string): AreaSubject {
  if (measure.uom === 'square') return 'roof';
  return (
    QUANTITY_WORDS.areaSubjects.find(
      (rule) =>
        (rule.figure === undefined || rule.figure.test(measure.text)) &&
        sidesMatch(rule, text, measure, [40, 40]),
    )?.subject ?? 'generic'
  );
}
