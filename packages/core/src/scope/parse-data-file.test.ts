import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileDataPattern, parseDataFile } from './parse-data-file.ts';

const schema = z.strictObject({ items: z.array(z.strictObject({ id: z.string(), size: z.number() })) });

describe('parseDataFile', () => {
  it('returns the checked data', () => {
    expect(parseDataFile(schema, 'x/a.yaml', 'items: [{ id: one, size: 2 }]')).toEqual({
      items: [{ id: 'one', size: 2 }],
    });
  });

  it.each([
    ['text that is not YAML', 'items: [\n', /^x\/a\.yaml: \(file\): not YAML/],
    ['a field of the wrong type', 'items: [{ id: one, size: big }]', /^x\/a\.yaml: items\.0\.size: /],
    ['an unknown field', 'items: []\ncolour: red', /^x\/a\.yaml: \(file\): .*colour/],
    ['an empty file', '', /^x\/a\.yaml: \(file\): /],
  ])('refuses %s with INVALID_LEXICON naming file and field', (_what, yaml, message) => {
    const thrown = caughtError(() => parseDataFile(schema, 'x/a.yaml', yaml));
    expect((thrown as { code?: string }).code).toBe('INVALID_LEXICON');
    expect((thrown as Error).message).toMatch(message);
  });

  it('names the entry where the caller dresses the path', () => {
    const named = (path: string, raw: unknown) =>
      path.replace(
        /^items\.(\d+)/,
        (whole, i: string) => `${whole} (${(raw as { items: { id: string }[] }).items[Number(i)]?.id})`,
      );
    expect(() => parseDataFile(schema, 'x/a.yaml', 'items: [{ id: one, size: big }]', named)).toThrow(
      /items\.0 \(one\)\.size/,
    );
  });
});

describe('compileDataPattern', () => {
  it('compiles a good pattern and refuses a bad one where it is', () => {
    expect(compileDataPattern('x/a.yaml', 'rules.0.noun', 'tiles?', 'g').flags).toBe('g');
    expect(() => compileDataPattern('x/a.yaml', 'rules.0.noun', '(')).toThrow(
      /^x\/a\.yaml: rules\.0\.noun: bad pattern/,
    );
  });
});
