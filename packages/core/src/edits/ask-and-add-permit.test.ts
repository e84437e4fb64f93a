import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { applyEditRequest } from './apply-edit-request.ts';
import { answerAboutEstimate } from './ask-about-estimate.ts';
import { explainUnappliedEdit, readEditRequest } from './read-edit-request.ts';

// Chat beyond room sizes (issue 15): "add a permit" after dropping it, and questions about counts and
// materials answered from the estimate's lines instead of read as new work.

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
let bathroom: Estimate;
let painting: Estimate;

async function estimateOf(text: string): Promise<Estimate> {
  return (await buildEstimateFromPlan(parseScope(text, { registry }).plan, { registry, priceSource }))
    .estimate;
}

async function apply(
  estimate: Estimate,
  message: string,
): Promise<{ estimate: Estimate; changes: string[] }> {
  const reading = readEditRequest(message, estimate, registry);
  if (reading.status !== 'edit') throw new Error(`"${message}" is not an edit: ${JSON.stringify(reading)}`);
  return applyEditRequest(estimate, reading.request, { registry, priceSource });
}

const permits = (e: Estimate) =>
  e.groups.flatMap((g) => g.items.filter((i) => i.type === 'permit').map((i) => i.title));

beforeAll(async () => {
  bathroom = await estimateOf(
    'remodel the bathroom: new tile floor, vanity, toilet; replace 3 windows; install carpet in the bedroom',
  );
  painting = await estimateOf('paint a 12x14 bedroom, walls and ceiling');
}, 30_000);

describe('"add a permit"', () => {
  it.each([
    'add a permit',
    'Add the permits back',
    'we need a permit after all',
    'put the permit back',
    'pull the permits, please',
  ])('"%s" puts back the permits the work needs, and takes back the removal note', async (message) => {
    const dropped = (await apply(bathroom, 'drop the permit')).estimate;
    expect(permits(dropped)).toEqual([]);
    const { estimate, changes } = await apply(dropped, message);
    expect(permits(estimate)).toEqual(permits(bathroom));
    expect(changes.join(' ')).toMatch(/Added Plumbing permit/);
    expect(estimate.assumptions.some((note) => /^Removed .*permit/i.test(note))).toBe(false);
  });

  it.each([
    ['an estimate that has its permits', () => bathroom, /already has its permits/],
    ['work that needs none', () => painting, /None of this work needs a permit/],
  ])('adds nothing to %s, and says so', (_name, estimateFor, said) => {
    const reading = readEditRequest('add a permit', estimateFor(), registry);
    expect(reading).toEqual({ status: 'no_target', kind: 'addPermit', target: 'permit' });
    if (reading.status !== 'no_target') throw new Error('unreachable');
    expect(explainUnappliedEdit(reading, estimateFor())).toMatch(said);
  });
});

describe('answerAboutEstimate', () => {
  it.each([
    ['how many windows?', /^Install replacement window: 3 ea \(3 × Vinyl double-hung/],
    ['How many windows are there', /^Install replacement window: 3 ea/],
    ['what flooring is in the bedroom?', /^Install carpet and pad: 144 sq ft/],
    ['which tile are you using?', /Install porcelain floor tile: 40 sq ft/],
    ['what toilet did you price?', /^Install toilet: 1 ea \(1 × Toilet/],
    ['how many skylights?', /^This estimate has no line for "skylights"\. Its lines: .*Install toilet/],
  ])('"%s" → %s', (message, answer) => {
    expect(answerAboutEstimate(message, bathroom, registry)).toMatch(answer);
  });

  it('answers after an edit from the edited lines', async () => {
    const edited = (await apply(bathroom, 'use LVP instead of carpet')).estimate;
    expect(answerAboutEstimate('what flooring is in the bedroom?', edited, registry)).toMatch(
      /^Install luxury vinyl plank flooring: 144 sq ft/,
    );
  });

  it.each(['make it 5 windows', 'replace 3 windows', 'paint the hallway'])(
    '"%s" is not a question about the estimate',
    (message) => {
      expect(answerAboutEstimate(message, bathroom, registry)).toBeUndefined();
    },
  );

  it('answers nothing about an empty estimate', () => {
    expect(answerAboutEstimate('how many windows?', { ...bathroom, groups: [] }, registry)).toBeUndefined();
  });
});
