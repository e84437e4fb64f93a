import { QuoinError } from '../quoin-error.ts';
import { formatNumber } from './describe-measure.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';

/**
 * A note of data/lexicon/quantity-words.yaml `notes` with its `{name}`s filled: numbers formatted ("1,650"),
 * words as given.
 * @example sayNote('pitch', { rise: 6 }) // 'Roof pitch not given: 6/12 assumed.'
 */
export function sayNote(note: string, values: Record<string, string | number> = {}): string {
  const { notes } = QUANTITY_WORDS;
  const template = Object.hasOwn(notes, note) ? notes[note] : undefined;
  if (template === undefined)
    throw new QuoinError('INVALID_LEXICON', `lexicon/quantity-words.yaml: notes: no note "${note}"`, {
      note,
    });
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
