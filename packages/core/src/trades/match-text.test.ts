import { describe, expect, it } from 'vitest';
import { foldWord, matchesAnyKeyword, PhraseIndex, phraseWeight, scoreHits, tokenize } from './match-text.ts';

describe('foldWord', () => {
  it.each([
    ['lights', 'light'],
    ['switches', 'switch'],
    ['boxes', 'box'],
    ['batteries', 'battery'],
    ['tiles', 'tile'],
    ['niches', 'niche'],
    ['shelves', 'shelf'],
    ['glass', 'glass'],
    ['gas', 'gas'],
    ['status', 'status'],
    ['chassis', 'chassis'],
    ['ties', 'tie'],
  ])('%s → %s', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });
});

describe('tokenize', () => {
  it('lower-cases, drops punctuation and apostrophes, folds plurals', () => {
    expect(tokenize('Install 6 Recessed Lights')).toEqual(['install', '6', 'recessed', 'light']);
    expect(tokenize('Tear-off')).toEqual(['tear', 'off']);
    expect(tokenize("painter's tape")).toEqual(['painter', 'tape']);
    expect(tokenize('1,650 sq. ft.')).toEqual(['1', '650', 'sq', 'ft']);
  });
});

describe('PhraseIndex', () => {
  const index = new PhraseIndex<string>();
  for (const [phrase, target] of [
    ['tile', 'tile'],
    ['paint', 'painting'],
    ['recessed light', 'electrical'],
    ['light', 'electrical'],
    ['paint interior door', 'painting'],
  ] as const) {
    index.add(phrase, target, target);
  }
  const targets = (text: string) => index.match(tokenize(text)).map((hit) => hit.target);

  it.each([
    ['textile wall covering', []],
    ["painter's tape", []],
    ['porcelain tiles', ['tile']],
    ['PAINT the hallway', ['painting']],
  ])('matches whole words only: %s', (text, expected) => {
    expect(targets(text)).toEqual(expected);
  });

  it('matches across quantities and units in the middle of a phrase', () => {
    const hits = index.match(tokenize('paint 12 interior doors'));
    expect(hits.map((hit) => [hit.phrase, hit.start, hit.end])).toContainEqual(['paint interior door', 0, 4]);
  });

  it('scores the heaviest non-overlapping hits, so a phrase outscores the word inside it', () => {
    const scores = scoreHits(index.match(tokenize('install 6 recessed lights')), (target) => target);
    expect(scores.get('electrical')?.score).toBe(phraseWeight(2));
    expect(scores.get('electrical')?.matched).toEqual(['recessed light']);
    expect(phraseWeight(2)).toBeGreaterThan(phraseWeight(1) * 2);
  });

  it('ignores a phrase added twice for the same target', () => {
    const twice = new PhraseIndex<string>();
    twice.add('drywall', 'a', 'a');
    twice.add('Drywall', 'a', 'a');
    expect(twice.match(tokenize('drywall'))).toHaveLength(1);
  });
});

describe('matchesAnyKeyword', () => {
  it.each([
    ['Install 6 recessed lights', ['recessed light'], true],
    ['paint 12 interior doors', ['paint interior door'], true],
    ['textile wall covering', ['tile'], false],
    ['anything', [], false],
  ] as const)('%s / %j → %s', (text, keywords, expected) => {
    expect(matchesAnyKeyword(text, keywords)).toBe(expected);
  });
});
