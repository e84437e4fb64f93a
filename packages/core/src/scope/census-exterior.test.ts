import { readFileSync } from 'node:fs';
import jsYaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

/**
 * The exterior and site census (issue #13, session 10): every job topic of the domain that has its own
 * cost-guide page, read in three plain phrasings and priced inside the guide's whole-job band (topics and bands
 * in census-exterior-topics.yaml). A phrasing that still misses is listed under `todo` with its reason, so the
 * table only ever shrinks its todo list.
 *
 * Untuned, before this census was fixed by class: 172/270 phrasings in band (64%), 85 out, 13 not estimated,
 * 14 more than 3x off marked validated; the honest forecast of a hidden set for this domain. After the class
 * fixes of session 10 (data only): 230/270 in band, 0 not estimated, 11 more than 3x off still validated.
 */
interface Topic {
  id: string;
  band: [number, number];
  kinds: string[];
  phrasings: string[];
}
interface Census {
  topics: Topic[];
  todo?: Record<string, string>;
}

const census = jsYaml.load(
  readFileSync(new URL('./census-exterior-topics.yaml', import.meta.url), 'utf8'),
) as Census;
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const cases = census.topics.flatMap((topic) =>
  topic.phrasings.map((text, index) => ({ key: `${topic.id}#${index}`, topic, text })),
);

describe('exterior census: each topic read and priced in its guide band', () => {
  for (const { key, topic, text } of cases) {
    const todo = census.todo?.[key];
    if (todo) {
      it.todo(`${key} ${text} (${todo})`);
      continue;
    }
    it(`${key} ${text}`, async () => {
      const scope = parseScope(text, { registry });
      const read = scope.plan.groups.flatMap((group) => group.items.map((item) => item.assemblyId));
      for (const kind of topic.kinds) expect(read).toContain(kind);
      const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: topic.id });
      const totalUsd = built.totals.grandTotalCents / 100;
      expect(totalUsd).toBeGreaterThanOrEqual(topic.band[0]);
      expect(totalUsd).toBeLessThanOrEqual(topic.band[1]);
    });
  }

  it('every todo names a phrasing of the table', () => {
    const keys = new Set(cases.map((c) => c.key));
    for (const key of Object.keys(census.todo ?? {})) expect(keys).toContain(key);
  });
});

const read = (text: string) =>
  parseScope(text, { registry }).plan.groups.flatMap((group) =>
    group.items.map((item) => `${item.assemblyId} ${item.quantity}`),
  );

// The classes fixed for the census, each in phrasings beyond the census's own.
describe('exterior census classes', () => {
  it.each([
    ['SSMR 20 squares', 'standing_seam_reroof 20'],
    ['ssmr on the house', 'standing_seam_reroof 20'],
    ['layover 20 sq', 'asphalt_shingle_reroof 20'],
    ['shingle layover 25 squares', 'asphalt_shingle_reroof 25'],
  ])("roofers' shorthand stands in for its roof: %s", (text, line) => {
    expect(read(text)).toEqual([line]);
  });

  it.each([
    ['add a railing to our deck, 30 ft', 'deck_framing'],
    ['stairs off my deck down to the yard', 'deck_framing'],
    ['put a gate in our wood fence', 'wood_privacy_fence'],
  ])('work on a deck or fence that is ours does not build a new one: %s', (text, notBuilt) => {
    expect(read(text).map((line) => line.split(' ')[0])).not.toContain(notBuilt);
  });

  it.each([
    ['replace our deck with a new composite deck 12x16', 'deck_framing'],
    ['tear out my old fence and put up a new cedar fence, 120 ft', 'wood_privacy_fence'],
  ])('a deck or fence of ours replaced is still built: %s', (text, built) => {
    expect(read(text).map((line) => line.split(' ')[0])).toContain(built);
  });

  it.each([
    ['install a 5-zone underground sprinkler system', 'sprinkler_zone 5'],
    ['inground sprinkler system with 7 zones', 'sprinkler_zone 7'],
    ['add a sprinkler zone', 'sprinkler_zone 1'],
  ])('a new sprinkler system is priced by the zones said: %s', (text, line) => {
    expect(read(text)).toEqual([line]);
  });

  it.each([
    ['plant 2 oak trees', 'tree_planting 2'],
    ['a row of fruit trees planted along the fence', 'tree_planting 3'],
    ['trim the oak trees', 'tree_trimming'],
  ])('trees planted are trees, not shrubs: %s', (text, line) => {
    expect(read(text).join(' ')).toContain(line);
  });
});
