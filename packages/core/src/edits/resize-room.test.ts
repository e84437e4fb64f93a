import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { applyEditRequest } from './apply-edit-request.ts';
import { readEditRequest } from './read-edit-request.ts';
import { resizeRoom } from './resize-room.ts';
import { roomTypeOf } from './room-lines.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let estimate: Estimate;

beforeAll(async () => {
  const scope = parseScope(
    'paint the living room, walls and ceiling, install baseboard, and put carpet in the bedroom',
    { registry },
  );
  estimate = (await buildEstimateFromPlan(scope.plan, { registry, priceSource })).estimate;
});

const lines = (e: Estimate) => e.groups.flatMap((g) => g.items.map((i) => ({ ...i, group: g.name })));
const quantityOf = (e: Estimate, group: RegExp, title: RegExp) =>
  lines(e).find((i) => group.test(i.group) && title.test(i.title))?.quantity;

async function edit(message: string): Promise<Estimate> {
  const reading = readEditRequest(message, estimate, registry);
  if (reading.status !== 'edit') throw new Error(`not an edit: ${JSON.stringify(reading)}`);
  return (await applyEditRequest(estimate, reading.request, { registry, priceSource })).estimate;
}

describe('a room resized by a follow-up', () => {
  it.each([
    // message, group, title, quantity after
    ['the living room is 14x18 with 9 ft ceilings', /living room/, /walls/i, 2 * (14 + 18) * 9],
    ['the living room is 14x18 with 9 ft ceilings', /living room/, /ceiling/i, 14 * 18],
    ['the living room is 14x18 with 9 ft ceilings', /living room/, /baseboard/i, 2 * (14 + 18)],
    ['Living room: 15 by 20, 10 ft ceilings', /living room/, /walls/i, 2 * (15 + 20) * 10],
    ['the bedroom is 12x14', /bedroom/, /carpet/i, 12 * 14],
    ["the bedroom is 11' x 13'", /bedroom/, /carpet/i, 11 * 13],
    ['make the living room 14x18', /living room/, /walls/i, 2 * (14 + 18) * 8],
  ])('"%s": %s %s → %d', async (message, group, title, expected) => {
    expect(quantityOf(await edit(message), group, title)).toBe(expected);
  });

  it('changes the existing lines, never adds any, and leaves other rooms alone', async () => {
    const after = await edit('the living room is 14x18 with 9 ft ceilings');
    expect(lines(after).map((i) => i.id)).toEqual(lines(estimate).map((i) => i.id));
    expect(quantityOf(after, /bedroom/, /carpet/i)).toBe(quantityOf(estimate, /bedroom/, /carpet/i));
    const walls = lines(after).find((i) => /walls/i.test(i.title));
    expect(walls?.quantitySource).toBe('derived');
  });

  it('clears the size question and the typical-size note, and states the client size', async () => {
    const before = estimate.questions.filter((q) => /sizes of the living room/.test(q));
    expect(before).toHaveLength(1);
    const after = await edit('the living room is 14x18 with 9 ft ceilings');
    expect(after.questions.some((q) => /living room/.test(q))).toBe(false);
    expect(after.questions.some((q) => /bedroom/.test(q))).toBe(true);
    expect(after.assumptions.some((a) => /typical living room/.test(a))).toBe(false);
    expect(after.assumptions).toContain('Living room 14 × 18 ft with 9 ft ceilings, as the client gave it.');
  });

  it('rebuys the materials for the new size (package math)', async () => {
    const before = lines(estimate).find((i) => /carpet/i.test(i.title));
    const after = lines(await edit('the bedroom is 20x20')).find((i) => /carpet/i.test(i.title));
    const packages = (item: typeof before) => item?.materials.reduce((sum, m) => sum + m.packages, 0) ?? 0;
    expect(packages(after)).toBeGreaterThan(packages(before));
  });

  it.each([
    ['the kitchen is 10x12', 'no_target'],
    ['paint the kitchen 12x14', 'not_an_edit'],
    ['the deck is 12x16', 'not_an_edit'],
  ])('"%s" is %s', (message, status) => {
    expect(readEditRequest(message, estimate, registry).status).toBe(status);
  });

  it('keeps a line whose quantity the client stated', async () => {
    const scope = parseScope('install 200 sq ft of carpet in the bedroom', { registry });
    const stated = (await buildEstimateFromPlan(scope.plan, { registry, priceSource })).estimate;
    const room = roomTypeOf('bedroom')!;
    const resized = resizeRoom(stated, room, { lengthFt: 12, widthFt: 14 });
    expect(lines(resized.estimate).find((i) => /carpet/i.test(i.title))?.quantity).toBe(200);
    expect(resized.changes.join(' ')).toMatch(/kept at 200/);
  });

  it('wall area is the perimeter × the ceiling height and the line count holds, for any size', () => {
    const room = roomTypeOf('living room')!;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 60 }),
        fc.integer({ min: 4, max: 60 }),
        fc.integer({ min: 7, max: 20 }),
        (lengthFt, widthFt, ceilingFt) => {
          const { estimate: after } = resizeRoom(estimate, room, { lengthFt, widthFt, ceilingFt });
          expect(lines(after)).toHaveLength(lines(estimate).length);
          expect(quantityOf(after, /living room/, /walls/i)).toBe(2 * (lengthFt + widthFt) * ceilingFt);
          expect(quantityOf(after, /living room/, /ceiling/i)).toBe(lengthFt * widthFt);
        },
      ),
      { numRuns: 50 },
    );
  });
});
