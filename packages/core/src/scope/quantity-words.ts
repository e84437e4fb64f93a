import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { UOMS } from '../units/uom.ts';
import { AREA_SUBJECTS, MEASURE_KINDS } from './measure.ts';
import { entryNamed, parseDataFile } from './parse-data-file.ts';
import { QUANTITY_BASES } from './work-rule-schema.ts';

const FILE = 'lexicon/quantity-words.yaml';

/** A pattern source with `{name}` filled from the file's named patterns, compiled once to check it. */
function patternSchema(patterns: Record<string, string>) {
  return z.string().transform((source, context) => {
    const filled = source.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
      if (!Object.hasOwn(patterns, name))
        context.addIssue({ code: 'custom', message: `names no pattern "${name}"` });
      return patterns[name] ?? whole;
    });
    try {
      new RegExp(filled);
    } catch (error) {
      context.addIssue({ code: 'custom', message: `not a regular expression: ${(error as Error).message}` });
    }
    return filled;
  });
}

function quantityWordsSchema(patterns: Record<string, string>) {
  const pattern = patternSchema(patterns);
  const regex = pattern.transform((source) => new RegExp(source));
  // The words after and before a figure that tell what it is: every side given must match.
  const sides = { after: regex.optional(), before: regex.optional() };
  const hasSide = (entry: { after?: RegExp; before?: RegExp }) =>
    entry.after !== undefined || entry.before !== undefined;
  const size = z.number().positive();
  const numbers = z.record(z.string().regex(/^[a-z]+$/), z.number().int().nonnegative());
  return z.strictObject({
    patterns: z.object({ number: z.string() }).catchall(z.string()),
    units: z.array(
      z.strictObject({
        kind: z.enum(MEASURE_KINDS),
        uom: z.enum(UOMS).optional(),
        factor: size.optional(),
        pattern,
      }),
    ),
    sizes: z.record(
      z.enum(['dimensions', 'pitch']),
      pattern.transform((source) => new RegExp(source, 'g')),
    ),
    describe: z.partialRecord(z.enum([...MEASURE_KINDS, 'squares']), z.string().min(1)),
    unitWords: z.partialRecord(z.enum(UOMS), z.string().min(1)),
    numbers: z.strictObject({
      units: numbers,
      tens: numbers,
      scales: numbers,
      phrases: z.array(
        z.strictObject({
          value: z.number().int().positive(),
          approximate: z.boolean().optional(),
          pattern: pattern.transform((source) => new RegExp(source, 'g')),
        }),
      ),
    }),
    levels: z.array(z.strictObject({ becomes: z.string().min(1), pattern })),
    bases: z.record(
      z.enum(QUANTITY_BASES),
      z.strictObject({
        name: z.string().min(1),
        unit: z.string(),
        typical: size,
        statedAreaOf: z.array(z.enum(AREA_SUBJECTS)).default([]),
      }),
    ),
    houseCounts: z.strictObject({
      perStorySqFt: size,
      leastSqFt: size,
      kinds: z.array(
        z.strictObject({
          assemblies: z.array(z.string().regex(/^[a-z0-9_]+$/)).min(1),
          perThousandSqFt: size,
          source: z.string().min(1),
        }),
      ),
    }),
    areaSubjects: z.array(
      z
        .strictObject({ subject: z.enum(AREA_SUBJECTS), ...sides, figure: regex.optional() })
        .refine((entry) => hasSide(entry) || entry.figure !== undefined, 'needs after, before or figure'),
    ),
    wallRunHeights: z.record(z.string().regex(/^[a-z0-9_]+$/), size),
    siteWorkTrades: z.array(z.string().min(1)),
    sizedBySides: z.array(z.string().regex(/^[a-z0-9_]+$/)),
    volumeAreaInches: z.record(z.string().regex(/^[a-z0-9_]+$/), size),
    houseByBedrooms: z.strictObject({
      house: regex,
      wholeInterior: regex,
      floorSqFt: z.record(z.string().regex(/^\d+$/), size),
    }),
    sameSurface: z.record(z.string(), z.array(z.string()).min(1)),
    notes: z.record(z.string().regex(/^[a-zA-Z]+$/), z.string().min(1)),
    rooms: z.array(
      z.strictObject({
        id: z.string().regex(/^[a-z_]+$/),
        label: z.string().min(1),
        pattern,
        typicalWidthFt: size,
        typicalLengthFt: size,
      }),
    ),
    around: z.record(
      z.enum([
        'approximateBefore',
        'approximateAfter',
        'lumberAfter',
        'fixturesAfterRoom',
        'houseAfterRoom',
        'namesNotCounts',
        'countAfterNoun',
        'endOfCountAfterNoun',
        'markedCountAfterNoun',
        'placeAfterCount',
        'beforeCountByPlace',
        'eachAfter',
        'eachBefore',
        'besideNoun',
        'surfaceAfterWork',
        'sizeOfThingAfter',
        'oneWall',
        'oneSide',
        'wallAfterSize',
        'surfacePlaces',
        'roomsOfHouseAfter',
        'roomItBecomesBefore',
        'productSizeAfter',
      ]),
      regex,
    ),
    heights: z.array(
      z
        .strictObject({
          becomes: z.enum(['ceilingHeight', 'height']),
          kinds: z.array(z.enum(MEASURE_KINDS)).min(1),
          upToFt: size.optional(),
          ...sides,
        })
        .refine(hasSide, 'needs after or before'),
    ),
  });
}

export type QuantityWords = z.infer<ReturnType<typeof quantityWordsSchema>>;

/** `rooms.3.pattern` → `rooms.3 (kitchen).pattern`: the entry's id or kind beside its index. */
const namedPath = entryNamed('id', 'kind', 'subject');

/** Parses and checks quantity-words.yaml; throws INVALID_LEXICON naming the file, the entry and the field. */
export function parseQuantityWords(yamlText: string): QuantityWords {
  const piecesSchema = z.object({ patterns: z.record(z.string(), z.string()) });
  const pieces = parseDataFile(piecesSchema, FILE, yamlText, () => 'patterns').patterns;
  // A named pattern may use the ones before it.
  const filled: Record<string, string> = {};
  for (const [name, source] of Object.entries(pieces))
    filled[name] = source.replace(/\{([a-zA-Z]+)\}/g, (whole, used: string) => filled[used] ?? whole);
  const parsed = parseDataFile(quantityWordsSchema(filled), FILE, yamlText, namedPath);
  return { ...parsed, patterns: { ...parsed.patterns, ...filled } };
}

/** data/lexicon/quantity-words.yaml, read and validated once at load. */
export const QUANTITY_WORDS: QuantityWords = parseQuantityWords(readBundledText(FILE));

/** Whether the text after a span (up to `reach[0]` characters) and before it (`reach[1]`) match every side given. */
export function sidesMatch(
  rule: { after?: RegExp; before?: RegExp },
  text: string,
  span: { start: number; end: number },
  reach: [after: number, before: number],
): boolean {
  return (
    (rule.after === undefined || rule.after.test(text.slice(span.end, span.end + reach[0]))) &&
    (rule.before === undefined ||
      rule.before.test(text.slice(Math.max(0, span.start - reach[1]), span.start)))
  );
}
