import { describe, expect, it } from 'vitest';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { tradeProfileSchema } from '../trades/trade-profile-schema.ts';
import { validateEstimate } from './validate-estimate.ts';

const band = { lowCents: 80_000, highCents: 400_000, source: 'HomeGuide garage doors 2024' };

function issuesFor(rateCents: number, quantity = 1) {
  const estimate = newEstimate({ id: 'e', title: 't' });
  const item = newLineItem({
    id: 'i',
    type: 'assembly',
    title: 'Garage door',
    quantity,
    uom: 'each',
    rateCents,
  });
  estimate.groups.push(newGroup({ id: 'g', name: 'Doors', items: [item] }));
  return validateEstimate(estimate, { typicalJob: () => band }).filter(
    (i) => i.code === 'FAR_FROM_TYPICAL_JOB',
  );
}

// A line billed far from the published band of its work (per unit, as the customer pays) holds the estimate.
describe('FAR_FROM_TYPICAL_JOB', () => {
  it.each([
    ['a third of the low end or less', 20_000, 1, 1],
    ['inside the band', 150_000, 1, 0],
    ['between a third of the low end and the low end', 40_000, 1, 0],
    ['three times the high end or more', 1_300_000, 1, 1],
    ['per unit: two doors at a typical price', 300_000, 2, 0],
  ])('%s', (_label, rateCents, quantity, expected) => {
    const issues = issuesFor(rateCents, quantity);
    expect(issues.length).toBe(expected);
    for (const issue of issues) expect(issue.severity).toBe('blocking');
  });

  it('a band whose high end is not above its low end is refused at load', () => {
    const assemblies = tradeProfileSchema.shape.assemblies.unwrap().element;
    const parsed = assemblies.shape.typicalJob.safeParse({
      lowCents: 5,
      highCents: 4,
      source: 'a guide, 2024',
    });
    expect(parsed.success).toBe(false);
  });
});
