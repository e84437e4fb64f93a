import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';

// The first parse and estimate load the trade profiles, the lexicon and the catalog (seconds on a loaded
// machine): in set-up, not inside a test's 5 s.
beforeAll(async () => {
  const { plan } = parseScope('fix the ac');
  await buildEstimateFromPlan(plan, { registry: defaultTradeRegistry(), priceSource: bundledCatalog() });
});

// A part of a thing, or a few boards of it, is a repair of that extent, never the whole thing replaced; what is
// wrong told first and the action said after are one job.
describe('repairs of a part are priced as that repair', () => {
  it.each([
    ['garage door spring broke, need the torsion spring replaced', 'garage_door_repair', 1, 150, 450],
    ['replace a few rotten deck boards, maybe 6 boards', 'deck_board_replace', 6, 200, 900],
    ['replace 3 deck boards', 'deck_board_replace', 3, 150, 600],
  ])('%s → %s × %i', async (text, assemblyId, quantity, lowUsd, highUsd) => {
    const scope = parseScope(text);
    const items = scope.plan.groups.flatMap((g) => g.items);
    expect(items.map((i) => [i.assemblyId, i.quantity])).toEqual([[assemblyId, quantity]]);
    const built = await buildEstimateFromPlan(scope.plan, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
    });
    expect(built.totals.grandTotalCents).toBeGreaterThanOrEqual(lowUsd * 100);
    expect(built.totals.grandTotalCents).toBeLessThanOrEqual(highUsd * 100);
  });

  it.each([
    ['replace the garage door', 'garage_door'],
    ['replace the deck boards on our 12x16 deck', 'wood_deck_boards'],
  ])('the whole thing is still the whole thing: %s', (text, assemblyId) => {
    const ids = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
    expect(ids).toContain(assemblyId);
  });
});

describe('a repair stays a repair when the lexicon names the thing', () => {
  it('fixing an electric water heater is not a new one', () => {
    const ids = parseScope(
      "how much to fix an electric water heater that's not heating? probably the element",
    ).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
    expect(ids).not.toContain('water_heater_electric');
  });
});

// The class: a repair of a thing the lexicon names is its trade's repair item, never a new one of it.
describe('a repair of a lexicon kind of work is its repair item', () => {
  it.each([
    ['repair the wood fence, a section is leaning', 'fence_post_replace'],
    ['fix my vinyl fence', 'fence_post_replace'],
    ['replace 2 rotted fence posts', 'fence_post_replace'],
    ['fence repair, one post snapped in the wind', 'fence_post_replace'],
  ])('%s → %s', (text, assemblyId) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.map((i) => i.assemblyId)).toEqual([assemblyId]);
  });
});
