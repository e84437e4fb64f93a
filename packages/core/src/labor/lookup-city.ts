import { parse as parseCsv } from 'csv-parse/sync';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { QuoinError } from '../quoin-error.ts';

/** A city found in cities.csv; `ambiguous` is set when no state was given and several states have the name. */
export interface CityMatch {
  city: string;
  state: string;
  zip3: string;
  /** 1 for the most populous city of cities.csv. */
  populationRank: number;
  ambiguous?: boolean;
}

const STATE_NAMES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  'virgin islands': 'VI',
  guam: 'GU',
};

// Nicknames people type for the largest cities; each maps to a normalized city name and its state.
// Keys are written without spaces, so "D.C." and "dc" meet.
const ALIASES: Record<string, { city: string; state: string }> = {
  nyc: { city: 'new york', state: 'NY' },
  newyorkcity: { city: 'new york', state: 'NY' },
  la: { city: 'los angeles', state: 'CA' },
  sf: { city: 'san francisco', state: 'CA' },
  dc: { city: 'washington', state: 'DC' },
  washingtondc: { city: 'washington', state: 'DC' },
  philly: { city: 'philadelphia', state: 'PA' },
  vegas: { city: 'las vegas', state: 'NV' },
};

const cityRowSchema = z.strictObject({
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip3: z.string().regex(/^\d{3}$/),
});

type CityRow = z.infer<typeof cityRowSchema> & { populationRank: number };

const readAloneSchema = z.strictObject({
  rankLimit: z.number().int().positive(),
  notAlone: z.array(z.string().min(1)),
});

let readAlone: { rankLimit: number; notAlone: Set<string> } | undefined;

/**
 * Whether a city named with no state and no "in" before it is taken as the job's place: one of the most
 * populous, and not a name that job descriptions use as something else (data/cities-read-alone.yaml).
 */
export function isCityReadAlone(match: CityMatch): boolean {
  if (!readAlone) {
    const text = readBundledText('cities-read-alone.yaml');
    const parsed = readAloneSchema.safeParse(loadYaml(text));
    if (!parsed.success) {
      throw new QuoinError('INVALID_CITIES', 'cities-read-alone.yaml is invalid', {
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
    }
    readAlone = {
      rankLimit: parsed.data.rankLimit,
      notAlone: new Set(parsed.data.notAlone.map(normalizeCityName)),
    };
  }
  return (
    match.populationRank <= readAlone.rankLimit && !readAlone.notAlone.has(normalizeCityName(match.city))
  );
}

let cached: Map<string, CityRow[]> | undefined;

/** Lower case, no punctuation, "St."/"Ft."/"Mt." spelled out, so "St. Louis" and "saint louis" compare equal. */
export function normalizeCityName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[.]/g, ' ')
    .replace(/[-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ')
    .replace(/ st /g, ' saint ');
}

/** The two-letter code of "OR", "or" or "Oregon"; undefined when it is no state. */
export function stateCodeOf(text: string): string | undefined {
  const cleaned = text.toLowerCase().replace(/[.]/g, '').replace(/\s+/g, ' ').trim();
  if (/^[a-z]{2}$/.test(cleaned)) {
    const code = cleaned.toUpperCase();
    return code === 'DC' || Object.values(STATE_NAMES).includes(code) ? code : undefined;
  }
  return STATE_NAMES[cleaned];
}

function citiesByName(): Map<string, CityRow[]> {
  if (!cached) {
    const text = readBundledText('cities.csv');
    const records: unknown[] = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true });
    const byName = new Map<string, CityRow[]>();
    records.forEach((record, index) => {
      const parsed = cityRowSchema.safeParse(record);
      if (!parsed.success) {
        throw new QuoinError('INVALID_CITIES', `cities.csv line ${index + 2} is invalid`, { record });
      }
      // File order is population order, so the first row under a name is the most populous city.
      const key = normalizeCityName(parsed.data.city);
      byName.set(key, [...(byName.get(key) ?? []), { ...parsed.data, populationRank: index + 1 }]);
    });
    cached = byName;
  }
  return cached;
}

// "Portland, OR", "Austin, Texas" or "Fort Worth TX": the state rides on the end of the city text.
function splitTrailingState(text: string): { city: string; state?: string } {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const state = stateCodeOf(text.slice(comma + 1));
    if (state) return { city: text.slice(0, comma), state };
  }
  const words = text.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && /^[A-Za-z.]{2,4}$/.test(last) && !citiesByName().has(normalizeCityName(text))) {
    const state = stateCodeOf(last);
    if (state) return { city: words.slice(0, -1).join(' '), state };
  }
  return { city: text };
}

/**
 * The ZIP3 of a US city's main post office, from cities.csv. Case-insensitive; accepts "St."/"Saint", "NYC",
 * "LA", "D.C." and "Portland, OR". Without a state an ambiguous name gives the most populous city, marked
 * `ambiguous: true`. Undefined when the city is not in the table.
 * @example lookupCity('springfield', 'IL') // { city: 'Springfield', state: 'IL', zip3: '627' }
 */
export function lookupCity(city: string, state?: string): CityMatch | undefined {
  const split = splitTrailingState(city);
  const givenState = state ?? split.state;
  const wantedState = givenState === undefined ? undefined : stateCodeOf(givenState);
  if (givenState !== undefined && wantedState === undefined) return undefined;
  let name = normalizeCityName(split.city);
  const alias = ALIASES[name.replace(/ /g, '')];
  let aliasState: string | undefined;
  if (alias && (wantedState === undefined || wantedState === alias.state)) {
    name = alias.city;
    aliasState = alias.state;
  }
  const candidates = citiesByName().get(name) ?? [];
  const stateFilter = wantedState ?? aliasState;
  const matches =
    stateFilter === undefined ? candidates : candidates.filter((row) => row.state === stateFilter);
  const best = matches[0];
  if (!best) return undefined;
  const ambiguous = stateFilter === undefined && new Set(matches.map((row) => row.state)).size > 1;
  return {
    city: best.city,
    state: best.state,
    zip3: best.zip3,
    populationRank: best.populationRank,
    ...(ambiguous ? { ambiguous: true } : {}),
  };
}
