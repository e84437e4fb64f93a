import type { Measure } from './measure.ts';

const HOUSE_WORDS = 'house|home|ranch|colonial|bungalow|cape|split level|townhouse|townhome|condo|building';
const FLOOR_SUBJECT = new RegExp(
  String.raw`^\s*(?:-?\s*)(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:(?:\d+\s*|single\s+|double\s+)?(?:story|level)\s+)?(?:${HOUSE_WORDS}|floors?|footprint|floor plan|basement|garage|attic|living space|(?:[a-z]+ )?(?:bed ?room|living room|family room|dining room|kitchen|bathroom|bath|office|den|room|hallway|deck|patio|addition|space|area|suite|store|shop|restaurant|clinic|salon|showroom)s?)\b`,
);

export type AreaSubject = 'floor' | 'house' | 'roof' | 'wall' | 'ceiling' | 'wallsAndCeiling' | 'generic';

/** What an area measure is the area of, from the words around it. */
export function areaSubject(measure: Measure, text: string): AreaSubject {
  const after = text.slice(measure.end, measure.end + 40);
  const before = text.slice(Math.max(0, measure.start - 40), measure.start);
  const houseAfter = new RegExp(
    String.raw`^\s*(?:-?\s*)(?:of\s+)?(?:the\s+|my\s+)?(?:(?:\d+\s*|single\s+|double\s+)?(?:story|level)\s+)?(?:${HOUSE_WORDS})\b`,
  );
  if (measure.uom === 'square' || /^\s*(?:of\s+)?(?:the\s+)?roof/.test(after)) return 'roof';
  // "new roof, 2,100 sq ft house": the house named after the figure wins over the roof named before it.
  if (houseAfter.test(after)) return 'house';
  // "siding on one side of the house, 400 sq ft": the area of that side, a wall.
  if (
    /\b(?:sides?|walls?|front|back|rear) of (?:the |my |our )?(?:house|home)[,\s]*(?:about |around |roughly )?$/.test(
      before,
    )
  )
    return 'wall';
  if (/\broof(?: area)?(?: is| of| about| around|,)*\s*$/.test(before)) return 'roof';
  if (/^\s*(?:of\s+)?(?:the\s+)?walls? (?:and|&|plus) ceilings?/.test(after)) return 'wallsAndCeiling';
  if (/^\s*(?:of\s+)?(?:the\s+)?(?:interior\s+)?walls?\b/.test(after)) return 'wall';
  // "our ranch house, about 1,600 sq ft of wood siding": the area of the siding, not of the house's floor.
  if (/^\s*(?:of\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}(?:siding|cladding|exterior walls?)\b/.test(after))
    return 'wall';
  if (/^\s*(?:of\s+)?(?:the\s+)?ceilings?\b/.test(after)) return 'ceiling';
  const houseBefore = new RegExp(
    String.raw`\b(?:${HOUSE_WORDS})(?: is| of| about| around| approximately| approx\.?| roughly| abt\.?| ~|,)*\s*$`,
  );
  if (houseAfter.test(after) || houseBefore.test(before)) return 'house';
  // "the whole interior, 3 bed 2 bath, 1,600 sq ft": the size of the house described.
  if (
    /\b\d+ ?(?:bed|bd|br|bdrm|bedroom)s?\b[ ,/-]*(?:\d+(?:\.\d)? ?(?:bath|ba|bathroom)s?\b)?[ ,/-]*(?:about |around |approx\.? )?$/.test(
      before,
    )
  )
    return 'house';
  if (FLOOR_SUBJECT.test(after)) return 'floor';
  return 'generic';
}
