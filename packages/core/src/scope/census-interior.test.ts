import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

// The topic census of interior finishes (census-interior.yaml): every common cost-guide job of the domain, in
// three phrasings, must read as its kind of work and price inside the guide's whole-job band, as
// `quoin estimate "<text>"` does. A phrasing that still misses is listed in census-interior-todo.yaml with its
// reason.
interface Topic {
  id: string;
  band: [number, number];
  kinds: string[];
  texts: string[];
}

const readTopics = (name: string) =>
  (load(readFileSync(new URL(`./${name}.yaml`, import.meta.url), 'utf8')) as { topics: Topic[] }).topics;
const topics = readTopics('census-interior');
// The second list, written after two batches of tuning to measure how the census generalises (one phrasing each).
const fresh = readTopics('census-interior-fresh');
const todo =
  (
    load(readFileSync(new URL('./census-interior-todo.yaml', import.meta.url), 'utf8')) as {
      todo: Record<string, string> | null;
    }
  ).todo ?? {};
const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

describe('the interior census: each topic reads as its work and lands in its guide band', () => {
  const cases = [...topics, ...fresh].flatMap((topic) => topic.texts.map((text) => ({ topic, text })));
  for (const { topic, text } of cases) {
    const reason = todo[text];
    if (reason) {
      it.todo(`${topic.id}: ${text} (${reason})`);
      continue;
    }
    it(`${topic.id}: ${text}`, async () => {
      const scope = parseScope(text, { registry });
      const read = scope.plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
      for (const kind of topic.kinds) expect(read).toContain(kind);
      const built = await buildEstimateFromPlan(scope.plan, { registry, priceSource, id: topic.id });
      const [lowUsd, highUsd] = topic.band;
      expect(built.totals.grandTotalCents).toBeGreaterThanOrEqual(lowUsd * 100);
      expect(built.totals.grandTotalCents).toBeLessThanOrEqual(highUsd * 100);
    });
  }

  it('the census keeps at least 60 topics, each with three phrasings', () => {
    expect(topics.length).toBeGreaterThanOrEqual(60);
    for (const topic of topics) expect(topic.texts).toHaveLength(3);
  });
});
