import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadWorkRules } from './load-work-rules.ts';
import { couldMatchNoun, meetsLiterals, neededLiterals } from './needed-literals.ts';

const sorted = (needed: readonly (readonly string[])[]) => needed.map((choice) => [...choice].sort());

describe('neededLiterals', () => {
  it.each<[string, string[][]]>([
    // Plain words, optional letters and words: the shortest spelling is enough.
    ['heat pumps?', [['heat pump']]],
    [
      String.raw`\b(?:heat pump|mini[- ]?split)s?\b`,
      [['heat pump', 'mini split', 'mini-split', 'minisplit']],
    ],
    ['(?:the |our )?front doors?', [['front door']]],
    ['colou?r', [['color', 'colour']]],
    ['gutters?(?: and downspouts?)?', [['gutter']]],
    // A piece that may be anything splits the words around it; a short piece is not worth a check.
    ['roof.*leak', [['roof'], ['leak']]],
    [String.raw`\w+ing tiles`, [['ing tiles']]],
    ['a.*tub', [['tub']]],
    ['(?:old |new ){0,3}windows?', [['window']]],
    ['(?:shingle)+ roof', [['shingle'], ['roof']]],
    ['(?:sh|shingle)+ roof', [['roof']]],
    // Lookarounds consume nothing and are not checked; classes of a few characters are spelled out.
    ['(?<!no )(?=.*roof)shingles(?! only)', [['shingles']]],
    ['[1-3] coats', [['1 coats', '2 coats', '3 coats']]],
    [String.raw`(?<size>\d+) gallon`, [['gallon']]],
    // Nothing certain: an alternative with no literal, a negated or wide class, flags or escapes not read.
    [String.raw`paint|\d+ coats`, [['coats', 'paint']]],
    [String.raw`paint|\d+`, []],
    ['[^a]bc', []],
    ['[a-c]ing', [['aing', 'bing', 'cing']]],
    ['[a-z]ing', [['ing']]],
    ['[a-z]+in', []],
    ['(?i:roof)ing', []],
    [String.raw`\x41bcd`, []],
    [String.raw`(a)\1bcd`, []],
    ['', []],
    // Braces that are no quantifier are literal characters.
    ['{room} walls', [['{room} walls']]],
  ])('%s needs %j', (source, expected) => {
    expect(sorted(neededLiterals(source))).toEqual(sorted(expected));
  });

  it('keeps at most two choices, the most telling first', () => {
    expect(neededLiterals('kitchen.*sink.*faucet.*disposal')).toEqual([['disposal'], ['kitchen']]);
  });
});

describe('meetsLiterals', () => {
  it.each<[string[][], string, boolean]>([
    [[], 'anything', true],
    [[['heat pump', 'mini split']], 'replace the heat pump', true],
    [[['heat pump', 'mini split']], 'replace the furnace', false],
    [[['roof'], ['leak']], 'roof leak over the porch', true],
    [[['roof'], ['leak']], 'new roof', false],
  ])('%j in %s: %s', (needed, text, expected) => {
    expect(meetsLiterals(needed, text)).toBe(expected);
  });
});

/** The pattern with its lookarounds and word boundaries taken out: it matches whatever the original matches. */
function withoutAssertions(source: string): string {
  let out = '';
  for (let index = 0; index < source.length; index++) {
    if (source[index] === '\\') {
      if (!'bB'.includes(source[index + 1] ?? '')) out += source.slice(index, index + 2);
      index++;
      continue;
    }
    const lookaround = /^\(\?<?[=!]/.exec(source.slice(index));
    if (!lookaround) {
      out += source[index];
      continue;
    }
    let depth = 0;
    for (; index < source.length; index++) {
      if (source[index] === '\\') index++;
      else if (source[index] === '(') depth++;
      else if (source[index] === ')' && --depth === 0) break;
    }
  }
  return out;
}

describe('the bundled work rules', () => {
  const rules = [...loadWorkRules().work, ...loadWorkRules().removal];

  it('read a choice of literals from nearly every noun', () => {
    const without = rules.filter((rule) => neededLiterals(String.raw`\b(?:${rule.noun})\b`).length === 0);
    expect(without.length).toBeLessThan(rules.length / 10);
  });

  // Sound for every noun: text its pattern matches always has what it needs (fast-check writes the matches).
  it.each(rules.map((rule) => [rule.id, rule.noun] as const))(
    '%s: every match meets its needs',
    (_id, noun) => {
      const pattern = new RegExp(`(?:${withoutAssertions(noun)})`);
      fc.assert(
        fc.property(fc.stringMatching(pattern), (text) => {
          const match = pattern.exec(text)?.[0] ?? '';
          expect(meetsLiterals(neededLiterals(String.raw`\b(?:${noun})\b`), match)).toBe(true);
        }),
        { numRuns: 25, seed: 13 },
      );
    },
  );

  it('are tried on a clause only when it has what their noun needs', () => {
    const doorRule = rules.find((rule) => rule.id === 'lock_rekey')!;
    expect(couldMatchNoun(doorRule.noun, 'rekey the front door locks')).toBe(true);
    expect(couldMatchNoun(doorRule.noun, 'paint the front door')).toBe(false);
  });
});
