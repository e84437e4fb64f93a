import { describe, expect, it } from 'vitest';
import { mergeDraft, sameFields } from './merge-draft.ts';

describe('mergeDraft', () => {
  const cases: {
    name: string;
    base: Record<string, string>;
    draft: Record<string, string>;
    incoming: Record<string, string>;
    expected: Record<string, string>;
  }[] = [
    {
      name: 'an untouched form follows the server',
      base: { client: 'Ann', address: '' },
      draft: { client: 'Ann', address: '' },
      incoming: { client: 'Ann Lee', address: '1 Main St' },
      expected: { client: 'Ann Lee', address: '1 Main St' },
    },
    {
      name: 'a typed field survives an update of another field',
      base: { client: '', address: '' },
      draft: { client: 'Maria Ortiz', address: '' },
      incoming: { client: '', address: '9 Elm St' },
      expected: { client: 'Maria Ortiz', address: '9 Elm St' },
    },
    {
      name: 'a typed field survives an update of the same field',
      base: { client: 'Old' },
      draft: { client: 'New typed' },
      incoming: { client: 'Server' },
      expected: { client: 'New typed' },
    },
    {
      name: 'a field typed then cleared is kept cleared',
      base: { client: 'Ann' },
      draft: { client: '' },
      incoming: { client: 'Ann' },
      expected: { client: '' },
    },
    {
      name: 'the save of the draft itself comes back equal',
      base: { client: '' },
      draft: { client: 'Maria' },
      incoming: { client: 'Maria' },
      expected: { client: 'Maria' },
    },
  ];
  it.each(cases)('$name', ({ base, draft, incoming, expected }) => {
    expect(mergeDraft(base, draft, incoming)).toEqual(expected);
  });
});

describe('sameFields', () => {
  it.each([
    [{ a: '1' }, { a: '1' }, true],
    [{ a: '1' }, { a: '2' }, false],
    [{ a: '1' }, { a: '1', b: '' }, false],
  ])('%j vs %j is %s', (left, right, expected) => {
    expect(sameFields(left, right)).toBe(expected);
  });
});
