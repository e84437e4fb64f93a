import { describe, expect, it } from 'vitest';
import { formValuesOf, patchOf } from './company-form-values.ts';

describe('company settings form', () => {
  it('round-trips a profile through the form', () => {
    const profile = {
      name: 'Oak & Sons',
      phone: '555',
      depositPercent: 10,
      paymentSchedule: [{ label: 'Rough-in', percent: 90 }],
      proposalShowsMarkups: true,
    };
    expect(patchOf(formValuesOf(profile))).toEqual({
      patch: {
        ...profile,
        licenseNumber: null,
        address: null,
        email: null,
        website: null,
        terms: null,
      },
    });
  });

  it.each([
    ['Rough-in 40', 'Write each payment as "Label: percent"'],
    ['Rough-in: forty', 'Write each payment'],
  ])('refuses the payment line %s', (line, message) => {
    const result = patchOf({ ...formValuesOf(undefined), name: 'A', paymentSchedule: line });
    expect('error' in result && result.error).toContain(message);
  });

  it('refuses a deposit past 100%', () => {
    expect(patchOf({ ...formValuesOf(undefined), name: 'A', depositPercent: '120' })).toEqual({
      error: 'The deposit is a percentage from 0 to 100.',
    });
  });
});
