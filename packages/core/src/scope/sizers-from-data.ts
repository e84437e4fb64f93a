import { roofEdge } from './refine-roofing.ts';
import { areaOrTypical, bandArea, type Refiner } from './refiner.ts';
import type { SizerData } from './work-rule-schema.ts';
import { workRuleSizers } from './work-rules.ts';

/** The sizer a data entry describes: its kind's TypeScript with the entry's figures and words. */
function sizerOf(data: SizerData): Refiner {
  switch (data.kind) {
    case 'areaOrTypical':
      return areaOrTypical(data.typicalSqFt, data.note, data.question);
    case 'band':
      return bandArea(data.heightFt, data.what);
    case 'roofEdge':
      return (draft, context) => roofEdge(draft, context, data.share, data.what);
  }
}

/** Every sizer of data/work-rules' `sizers`, by name. */
export function sizersFromData(): Record<string, Refiner> {
  return Object.fromEntries(Object.entries(workRuleSizers()).map(([name, data]) => [name, sizerOf(data)]));
}
