import { describe, expect, it } from 'vitest';
import { applyCompanyPatch } from './apply-company-patch.ts';

const base = { name: 'Oak', depositPercent: 10, paymentSchedule: [], proposalShowsMarkups: false };

describe('applyCompanyPatch', () => {
  it.each([
    { patch: { phone: '555' }, expected: { ...base, phone: '555' } },
    { patch: { name: 'Elm' }, expected: { ...base, name: 'Elm' } },
    { patch: { depositPercent: 0 }, expected: { ...base, depositPercent: 0 } },
  ])('$patch', ({ patch, expected }) => {
    expect(applyCompanyPatch(base, patch)).toEqual(expected);
  });

  it('clears a field with null and checks the whole profile after the change', () => {
    expect(applyCompanyPatch({ ...base, email: 'a@b.c' }, { email: null })).toEqual(base);
    const scheduled = applyCompanyPatch(base, { paymentSchedule: [{ label: 'Done', percent: 90 }] });
    // A new deposit that no longer adds up with the stored schedule is refused.
    expect(() => applyCompanyPatch(scheduled, { depositPercent: 20 })).toThrow(/add up to 110%/);
    expect(() => applyCompanyPatch(undefined, { phone: '1' })).toThrow();
  });
});
