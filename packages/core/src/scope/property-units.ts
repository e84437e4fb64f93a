/**
 * Figures that are a property of one thing or no quantity at all ("a 3T AC", "R-49", "30 year shingles",
 * "budget is 15k", "built in 1965"), from data/lexicon/property-units.yaml: read before any count or size so the
 * count and area readers never see them.
 */
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { parseNumber } from '../titles/parse-number.ts';
import { UOMS } from '../units/uom.ts';
import { MEASURE_KINDS, type Measure } from './measure.ts';
import { entryNamed, parseDataFile } from './parse-data-file.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { describeMeasure, sayNote } from './say-note.ts';

const FILE = 'lexicon/property-units.yaml';

const UNITS = QUANTITY_WORDS.units.map((unit) => unit.pattern).join('|');
const ROOMS = QUANTITY_WORDS.rooms.map((room) => room.pattern).join('|');

/**
 * A pattern with `{number}`, `{unit}` and `{room}` (any unit or room word of quantity-words.yaml) filled in, compiled
 * once with the `g` flag; it must capture the figure.
 */
const patternSchema = z.string().transform((source, context) => {
  const filled = source
    .replaceAll('{number}', () => QUANTITY_WORDS.patterns.number)
    .replaceAll('{unit}', () => `(?:${UNITS})`)
    .replaceAll('{room}', () => `(?:${ROOMS})`);
  try {
    const regex = new RegExp(filled, 'g');
    // An empty alternative matches '', so the match's length tells how many groups the pattern has.
    if ((new RegExp(`${filled}|`).exec('')?.length ?? 0) < 2)
      context.addIssue({ code: 'custom', message: 'captures no figure (needs a group)' });
    return regex;
  } catch (error) {
    context.addIssue({ code: 'custom', message: `not a regular expression: ${(error as Error).message}` });
    return z.NEVER;
  }
});

const propertyUnitsSchema = z.strictObject({
  properties: z
    .array(
      z.strictObject({
        property: z.string().regex(/^[a-zA-Z]+$/),
        kind: z.enum(MEASURE_KINDS).default('property'),
        uom: z.enum(UOMS).optional(),
        factor: z.number().positive().optional(),
        values: z.record(z.string().regex(/^\d+$/), z.number().positive()).optional(),
        approximate: z.boolean().optional(),
        /** A note of quantity-words.yaml `notes` said where the measure is used ({text}, {measure}). */
        note: z
          .string()
          .regex(/^[a-zA-Z]+$/)
          .optional(),
        /** A text this matches says the size outright: the figure is then only a property of the thing. */
        unlessText: z
          .string()
          .transform((source) => new RegExp(source))
          .optional(),
        pattern: patternSchema,
      }),
    )
    .min(1),
});

export type PropertyUnits = z.infer<typeof propertyUnitsSchema>;
type PropertyRule = PropertyUnits['properties'][number];

/** Parses and checks property-units.yaml; throws INVALID_LEXICON naming the file, the entry and the field. */
export function parsePropertyUnits(yamlText: string): PropertyUnits {
  return parseDataFile(propertyUnitsSchema, FILE, yamlText, entryNamed('property'));
}

/** data/lexicon/property-units.yaml, read and validated once at load. */
export const PROPERTY_UNITS: PropertyUnits = parsePropertyUnits(readBundledText(FILE));

/** The measure one entry reads at a match: the unit's measure ("3T" → 3 tons) or a property of the thing. */
function measureOf(rule: PropertyRule, match: RegExpMatchArray, whole: string): Measure | undefined {
  const figure = match.slice(1).find((group) => group !== undefined);
  const said = figure === undefined ? undefined : parseNumber(figure);
  if (said === undefined) return undefined;
  const mapped = rule.values?.[String(said)];
  // A figure the table has no value for ("a 6 car garage") stays a property of the thing.
  const kind = (rule.values && mapped === undefined) || rule.unlessText?.test(whole) ? 'property' : rule.kind;
  const value = mapped ?? said * (rule.factor ?? 1);
  const start = match.index!;
  const end = start + match[0].trimEnd().length;
  const text = match[0].trimEnd();
  const uom = kind === 'area' ? 'sq_ft' : rule.uom;
  const measure: Measure = {
    kind,
    value,
    ...(uom ? { uom } : {}),
    ...(kind === 'property' ? { property: rule.property } : {}),
    start,
    end,
    text,
    approximate: (rule.approximate ?? false) && kind !== 'property',
    nextWord: /^\s*-?\s*([a-z]+)/.exec(match.input!.slice(end))?.[1] ?? '',
  };
  if (!rule.note || kind === 'property') return measure;
  return { ...measure, note: sayNote(rule.note, { text, measure: describeMeasure(measure) }) };
}

/**
 * The property figures of a lower-case text in reading order, and the text with their spans blanked so no later
 * pass reads them as counts or sizes.
 * @example readProperties('a 3t ac, budget 8k').measures // [{ kind: 'tons', value: 3 }, { kind: 'property', property: 'money', value: 8 }]
 */
export function readProperties(text: string): { measures: Measure[]; masked: string } {
  const measures: Measure[] = [];
  let masked = text;
  for (const rule of PROPERTY_UNITS.properties) {
    let next = masked;
    for (const match of masked.matchAll(rule.pattern)) {
      const measure = measureOf(rule, match, text);
      if (!measure) continue;
      measures.push({ ...measure, text: text.slice(measure.start, measure.end) });
      next = next.slice(0, measure.start) + ' '.repeat(measure.end - measure.start) + next.slice(measure.end);
    }
    masked = next;
  }
  return { measures, masked };
}
