import { caughtError } from '@quoin/testkit/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { correctSpelling, editDistance, lexiconFor, parseReaderWords } from './correct-spelling.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const lexicon = lexiconFor(defaultTradeRegistry());

describe('correctSpelling: a misspelt word one typo from the lexicon is read as it, and said', () => {
  it.each([
    ['instal new 200 amp pannel', 'install new 200 amp panel', ['instal→install', 'pannel→panel']],
    ['6 recesed lights', '6 recessed lights', ['recesed→recessed']],
    ['paint kitchen cabnets', 'paint kitchen cabinets', ['cabnets→cabinets']],
  ])('%s', (text, expected, corrections) => {
    const result = correctSpelling(text, lexicon);
    expect(result.text).toBe(expected);
    expect(result.corrections.map((c) => `${c.from}→${c.to}`)).toEqual(corrections);
  });

  it.each([
    'add 3 outlets, walls are unfinished',
    'a steep pitch, the gable end',
    'paint to match the 2-story house',
    'a dental office, waiting area',
    'house built in 1955, leaky faucet',
  ])('leaves ordinary words alone: %s', (text) => {
    expect(correctSpelling(text, lexicon).corrections).toEqual([]);
  });

  it('states the correction on the parse', () => {
    const scope = parseScope('instal new 200 amp pannel');
    expect(scope.understood).toContain('Read "pannel" as "panel"');
    expect(scope.plan.groups.flatMap((g) => g.items).map((i) => i.assemblyId)).toContain(
      'panel_upgrade_200a',
    );
  });
});

describe('editDistance', () => {
  it.each([
    ['pannel', 'panel', 1],
    ['recesed', 'recessed', 1],
    ['form', 'from', 1],
    ['abc', 'abc', 0],
    ['kitchen', 'chicken', 3],
  ])('%s → %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('reader words', () => {
  const minimal =
    'actions: [install]\nwords: [panel]\nglue: [the]\nfewPieces: { quantifiers: [some], conditions: [loose], roofPieces: [shingle] }\n';

  it('loads a minimal file', () => {
    expect(parseReaderWords(minimal).glue).toEqual(['the']);
  });

  it.each([
    ['a word that is not plain lower case', minimal.replace('[install]', '[Install]'), /actions\.0/],
    ['no glue words', minimal.replace('glue: [the]\n', ''), /: glue: /],
    ['a glue word with a space', minimal.replace('[the]', '[of the]'), /glue\.0/],
    ['text that is not YAML', 'actions: [\n', /\(file\): not YAML/],
  ])('refuses %s, naming the field', (_what, yaml, message) => {
    expect(() => parseReaderWords(yaml)).toThrow(message);
    expect(caughtError(() => parseReaderWords(yaml))).toMatchObject({
      code: 'INVALID_LEXICON',
      message: expect.stringMatching(/^lexicon\/reader-words\.yaml: /),
    });
  });
});
