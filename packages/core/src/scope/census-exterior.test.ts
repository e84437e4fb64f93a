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
 * 14 more than 3x off marked validated; the honest forecast of a hidden set for this domain.
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
