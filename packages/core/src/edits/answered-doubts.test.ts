import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { answerDoubts } from './answered-doubts.ts';
import { applyEditRequest } from './apply-edit-request.ts';
import { readEditRequest } from './read-edit-request.ts';

const options = () => ({ registry: defaultTradeRegistry(), priceSource: bundledCatalog() });

async function estimateOf(text: string) {
  return (await buildEstimateFromPlan(parseScope(text).plan, options())).estimate;
}

// The first parse and estimate load the trade profiles, the lexicon and the catalog: in set-up, not a test.
beforeAll(async () => {
  await estimateOf('fix the ac');
});

const unused = (figure: string, clause: string) =>
  `"${figure}" in "${clause}" was not used for any line: what does it measure? The estimate does not use it, so it needs a review.`;

describe('a doubt is answered when the client states the count of its work', () => {
  it.each([
    ['recessed lights', unused('6', 'install recessed lights in the kitchen, 12 x 14, 6'), true],
    ['lights', unused('6', 'install recessed lights in the kitchen, 12 x 14, 6'), true],
    ['windows', unused('6', 'install recessed lights in the kitchen, 12 x 14, 6'), false],
    ['fixtures', unused('2', 'repipe a 2 bath house with pex'), false],
    ['outlets', '"-3" is below zero, which no size or count of work can be: what is the real figure?', false],
    ['', unused('6', 'install recessed lights, 6'), false],
  ])('stating the count of %s answers %s: %s', (target, doubt, answered) => {
    const question = doubt.replace(' The estimate does not use it, so it needs a review.', '');
    const result = answerDoubts([doubt], [question, 'What is the job ZIP code?'], target);
    expect(result.answered.length > 0).toBe(answered);
    expect(result.doubts).toEqual(answered ? [] : [doubt]);
    expect(result.questions.includes(question)).toBe(!answered);
    expect(result.questions).toContain('What is the job ZIP code?');
  });

  it('"make it 6 recessed lights" clears the doubt, its question and the review it held', async () => {
    const estimate = await estimateOf('install recessed lights in the kitchen, 12 x 14, 6');
    expect(estimate.doubts?.length).toBe(1);
    expect(estimate.issues.some((i) => i.code === 'SCOPE_DOUBT')).toBe(true);
    const reading = readEditRequest('make it 6 recessed lights', estimate, defaultTradeRegistry());
    if (reading.status !== 'edit') throw new Error(`not read as an edit: ${reading.status}`);
    const { estimate: edited, changes } = await applyEditRequest(estimate, reading.request, options());
    expect(edited.doubts ?? []).toEqual([]);
    expect(edited.issues.some((i) => i.code === 'SCOPE_DOUBT')).toBe(false);
    expect(edited.questions.some((q) => q.startsWith('"6"'))).toBe(false);
    expect(changes.some((c) => c.startsWith('Answered: "6"'))).toBe(true);
    const lights = edited.groups.flatMap((g) => g.items).find((i) => /recessed/i.test(i.title));
    expect(lights?.quantity).toBe(6);
  });

  it('a count stated for other work leaves the doubt open', async () => {
    const estimate = await estimateOf(
      'install recessed lights in the kitchen, 12 x 14, 6. replace 2 outlets',
    );
    const reading = readEditRequest('make it 3 outlets', estimate, defaultTradeRegistry());
    if (reading.status !== 'edit') throw new Error(`not read as an edit: ${reading.status}`);
    const { estimate: edited } = await applyEditRequest(estimate, reading.request, options());
    expect(edited.doubts?.some((d) => d.startsWith('"6"'))).toBe(true);
    expect(edited.issues.some((i) => i.code === 'SCOPE_DOUBT')).toBe(true);
  });
});
