import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { applyEditRequest } from './apply-edit-request.ts';
import { parseEditPhrases } from './edit-phrases.ts';
import { readEditRequest } from './read-edit-request.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let estimate: Estimate;

beforeAll(async () => {
  const scope = parseScope(
    'replace 3 windows in the living room, 500 sq ft of carpet in the bedrooms, and a new 200 amp panel',
    { registry },
  );
  estimate = (await buildEstimateFromPlan(scope.plan, { registry, priceSource })).estimate;
});

const titles = (e: Estimate) => e.groups.flatMap((g) => g.items.map((i) => i.title));
const line = (e: Estimate, title: RegExp) =>
  e.groups.flatMap((g) => g.items).find((i) => title.test(i.title));

describe('readEditRequest', () => {
  it.each([
    ['make it 5 windows', 'setQuantity', 5],
    ['Make it five windows.', 'setQuantity', 5],
    ['change the windows to 6', 'setQuantity', 6],
    ['4 windows instead of 3', 'setQuantity', 4],
    ["actually it's 2 windows, not 3", 'setQuantity', 2],
    ['drop the permit', 'remove', undefined],
    ['no permit please', 'remove', undefined],
    ["we don't need the panel", 'remove', undefined],
    ['take out the cleanup', 'remove', undefined],
    ['use LVP instead of carpet', 'replace', undefined],
    ['swap the carpet for laminate', 'replace', undefined],
  ])('"%s" is a %s', (message, kind, count) => {
    const reading = readEditRequest(message, estimate, registry);
    expect(reading.status).toBe('edit');
    if (reading.status !== 'edit') return;
    expect(reading.request.kind).toBe(kind);
    if (reading.request.kind === 'setQuantity') expect(reading.request.count).toBe(count);
  });

  it.each([
    'paint the kitchen 12x14',
    'add 6 recessed lights in the kitchen',
    'use tile instead of vinyl in the bathroom',
  ])('"%s" is new work, not an edit', (message) => {
    expect(readEditRequest(message, estimate, registry).status).toBe('not_an_edit');
  });

  it('says when the words name no line, instead of pricing them as new work', () => {
    expect(readEditRequest('drop the dumpster', estimate, registry)).toEqual({
      status: 'no_target',
      kind: 'remove',
      target: 'dumpster',
    });
  });

  it('reads nothing as an edit of an empty estimate', () => {
    expect(readEditRequest('make it 5 windows', { ...estimate, groups: [] }, registry).status).toBe(
      'not_an_edit',
    );
  });
});

describe('applyEditRequest', () => {
  async function apply(message: string) {
    const reading = readEditRequest(message, estimate, registry);
    if (reading.status !== 'edit') throw new Error(`not an edit: ${reading.status}`);
    return applyEditRequest(estimate, reading.request, { registry, priceSource });
  }

  it('changes the count of the existing line and buys its materials again, never adding a line', async () => {
    const { estimate: edited, changes } = await apply('make it 5 windows');
    expect(titles(edited)).toEqual(titles(estimate));
    const windows = line(edited, /replacement window/);
    expect(windows?.quantity).toBe(5);
    expect(windows?.materials.find((m) => /window/i.test(m.name))?.packages).toBe(5);
    expect(changes).toEqual(['Install replacement window: 3 ea → 5 ea, materials bought again for it']);
  });

  it('drops the permit and records it, and the QA pass does not put it back', async () => {
    const { estimate: edited } = await apply('drop the permit');
    expect(titles(edited).some((t) => /permit/i.test(t))).toBe(false);
    expect(edited.groups.some((g) => g.name === 'Permits')).toBe(false);
    expect(edited.assumptions.at(-1)).toMatch(/^Removed .*permit.* at the client's request\.$/i);
  });

  it('puts LVP in place of the carpet at the same 500 sq ft, priced by the engine', async () => {
    const { estimate: edited } = await apply('use LVP instead of carpet');
    expect(line(edited, /carpet/i)).toBeUndefined();
    const lvp = line(edited, /vinyl plank/i);
    expect(lvp).toMatchObject({ quantity: 500, uom: 'sq_ft', userEdited: true });
    expect(lvp?.materials.length).toBeGreaterThan(0);
    expect(titles(edited)).toHaveLength(titles(estimate).length);
  });
});

describe('parseEditPhrases', () => {
  it('refuses a pattern that lacks the groups its kind needs, naming it', () => {
    const text =
      "setQuantity: ['^make it (?<count>\\d+)$']\nremove: ['^drop (?<target>.+)$']\nreplace: ['^(?<target>.+) to (?<replacement>.+)$']\n";
    expect(() => parseEditPhrases(text)).toThrow(/setQuantity\[0\] lacks target/);
  });

  it('refuses a pattern that does not compile', () => {
    const text =
      "setQuantity: ['(?<target>(?<count>']\nremove: ['(?<target>x)']\nreplace: ['(?<target>x)(?<replacement>y)']\n";
    expect(() => parseEditPhrases(text)).toThrow(/does not compile/);
  });
});
