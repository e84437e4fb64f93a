import { QuoinError } from '../quoin-error.ts';
import type { Measure } from './measure.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';

// One formatter for every note: `toLocaleString` with options builds a new one per call (5% of a text estimate).
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Up to two decimals, no trailing zeros, thousands separated: 1650 → "1,650", 2.5 → "2.5". */
export function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}

/**
 * A template's `{name}`s filled: numbers formatted ("1,650"), words as given. A name no value fills is kept as
 * written, or answered by `missing` (the refiner notes refuse it).
 */
export function fillPlaces(
  template: string,
  values: Record<string, string | number>,
  missing: (name: string) => string = (name) => `{${name}}`,
): string {
  return template.replace(/\{([A-Za-z_]\w*)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) return missing(name);
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * A note of data/lexicon/quantity-words.yaml `notes` with its `{name}`s filled.
 * @example sayNote('pitch', { rise: 6 }) // 'Roof pitch not given: 6/12 assumed.'
 */
export function sayNote(note: string, values: Record<string, string | number> = {}): string {
  const { notes } = QUANTITY_WORDS;
  const template = Object.hasOwn(notes, note) ? notes[note] : undefined;
  if (template === undefined)
    throw new QuoinError('INVALID_LEXICON', `lexicon/quantity-words.yaml: notes: no note "${note}"`, {
      note,
    });
  return fillPlaces(template, values);
}

/** The measure as a short phrase for a person: "500 sq ft", "20 squares", "12 × 16 ft". */
export function describeMeasure(measure: Measure): string {
  const key = measure.kind === 'area' && measure.uom === 'square' ? 'squares' : measure.kind;
  const sides = { w: measure.widthFt ?? 0, l: measure.lengthFt ?? 0 };
  return fillPlaces(QUANTITY_WORDS.describe[key] ?? '{n}', { n: measure.value, ...sides });
}
