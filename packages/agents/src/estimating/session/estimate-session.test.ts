import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  type Estimate,
  GOLDEN_PLANS,
} from '@quoin/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EstimateSession, SAFETY_LIMITS } from './estimate-session.ts';

const registry = defaultTradeRegistry();
let built: Estimate;

beforeAll(async () => {
  built = (
    await buildEstimateFromPlan(GOLDEN_PLANS['bathroom-remodel']!, {
      registry,
      priceSource: bundledCatalog(),
      id: 'b',
    })
  ).estimate;
});

/** Scales every assembly's labor rate so the grand total drops by about `percent`. */
function cutLabor(percent: number) {
  return (draft: Estimate) => {
    for (const group of draft.groups)
      for (const item of group.items) item.rateCents = Math.round(item.rateCents * (1 - percent / 100));
    for (const group of draft.groups)
      for (const item of group.items)
        for (const m of item.materials) m.priceCents = Math.round(m.priceCents * (1 - percent / 100));
    return draft;
  };
}

describe('EstimateSession safety limits', () => {
  it.each([
    ['qa', SAFETY_LIMITS.qaMaxReductionPercent, 14, true],
    ['qa', SAFETY_LIMITS.qaMaxReductionPercent, 17, false],
    ['review', SAFETY_LIMITS.reviewMaxReductionPercent, 28, true],
    ['review', SAFETY_LIMITS.reviewMaxReductionPercent, 33, false],
  ])('the %s pass (limit %i%%) %s a cut of %i%%', (pass, limit, cut, accepted) => {
    const session = new EstimateSession(built, registry);
    session.beginPass(pass, limit);
    const before = session.grandTotalCents();
    const attempt = () => session.apply(`cut ${cut}%`, cutLabor(cut));
    if (accepted) {
      attempt();
      expect(session.grandTotalCents()).toBeLessThan(before);
      expect(session.changes).toHaveLength(1);
    } else {
      expect(attempt).toThrow(/at most/);
      expect(session.grandTotalCents()).toBe(before);
      expect(session.refused[0]).toMatchObject({ pass });
    }
  });

  it('measures each pass from its own start, so two passes cannot add up past a limit unnoticed', () => {
    const session = new EstimateSession(built, registry);
    session.beginPass('qa', 15);
    session.apply('cut 10%', cutLabor(10));
    expect(() => session.apply('cut 10% more', cutLabor(10))).toThrow(/at most 15%/);
  });

  it('never changes a line the user edited, even when the total would rise', () => {
    const edited = structuredClone(built);
    const line = edited.groups[1]!.items[0]!;
    line.userEdited = true;
    const session = new EstimateSession(edited, registry);
    session.beginPass('qa', 15);
    expect(() =>
      session.apply('raise', (draft) => {
        draft.groups[1]!.items[0]!.quantity += 10;
        return draft;
      }),
    ).toThrow(/edited by the user/);
    expect(() =>
      session.apply('remove', (draft) => {
        draft.groups[1]!.items.splice(0, 1);
        return draft;
      }),
    ).toThrow(/edited by the user/);
    // Other lines may change.
    session.apply('raise another', (draft) => {
      draft.groups[2]!.items[0]!.quantity += 1;
      return draft;
    });
    expect(session.changes).toHaveLength(1);
  });
});
