import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { readBundledText } from '../data/bundled-data.ts';
import {
  blankContextPhrases,
  clauseFlags,
  clausePattern,
  clausePiece,
  findCustomerSupplies,
  MATERIAL_SYNONYMS,
  parseClausePhrases,
  refersBack,
} from './scope-phrases.ts';
import { normalizeText } from './split-jobs.ts';

const FILE = 'lexicon/clause-phrases.yaml';

describe('clause phrases (data/lexicon/clause-phrases.yaml)', () => {
  it('loads with every named piece filled and every pattern compiled', () => {
    const phrases = parseClausePhrases(readBundledText(FILE));
    expect(phrases.flags.remove.source).toContain(phrases.patterns.removalPhrasal);
    expect(phrases.contextPhrases.length).toBeGreaterThan(5);
    for (const pattern of [...phrases.contextPhrases, ...phrases.supplies]) {
      expect(pattern.source).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(pattern.flags).toBe('g');
    }
    expect(MATERIAL_SYNONYMS.tile).toEqual({ tradeIds: ['tile'] });
    expect(MATERIAL_SYNONYMS.material).toEqual({ tradeIds: ['*'] });
    expect(phrases.slotFamilies.some((family) => family.includes('floor_tile'))).toBe(true);
    expect(phrases.partNotAThing.has('the')).toBe(true);
  });

  it.each([
    ['actionWord', 'please repaint the hall', 'repaint'],
    ['newRoof', 'replace my whole roof', 'replace my whole roof'],
    ['clauseVerbs', 'and then', 'and then'],
  ])('reads the named pattern %s where the code uses it', (name, text, read) => {
    expect(clausePattern(name).exec(text)?.[0]).toBe(read);
  });

  it.each([
    ['recarpet the bedroom', 'new carpet the bedroom'],
    ['retile the bathroom floor', 'tile the bathroom floor'],
    ['retile the shower walls', 'retile the shower walls'],
    ['a 1 piece shower and a 3-piece tub surround', 'a single piece shower and a multi piece tub surround'],
  ])('rewrites "%s" as the rules read it', (text, read) => {
    expect(normalizeText(text).text).toBe(read);
  });

  it('refuses a pattern the file does not name', () => {
    expect(caughtError(() => clausePiece('nowhere'))).toMatchObject({ code: 'INVALID_LEXICON' });
  });

  it.each([
    ['fix the leaky faucet', { repair: true, replace: false }],
    ['need the deck stained', { stain: true }],
    ['pull up the old carpet', { remove: true }],
    ['a pull down attic ladder', { remove: false }],
    ['my new faucet is leaking', { repair: true, replace: false }],
    ['toilet is cracked - install a new one', { install: true, replace: true }],
    ['air seal the attic', { stain: false }],
    ['labor only', { laborOnly: true }],
  ])('reads the actions of "%s"', (text, expected) => {
    expect(clauseFlags(text)).toMatchObject(expected);
  });

  it.each([
    ['hang a fan where the old light is now', 'hang a fan'],
    ['a storm door on the back door', 'a storm door'],
    ['a 20 year old water heater', 'a  water heater'],
    ['run it from the main panel', 'run it'],
  ])('blanks the site words of "%s"', (text, left) => {
    const blanked = blankContextPhrases(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.replace(/\s+/g, ' ').trim()).toBe(left.replace(/\s+/g, ' '));
  });

  it.each([
    ['i will supply the tile', 'tile'],
    ['customer supplied fixtures', 'fixtures'],
    ['the vanity is owner provided', 'vanity'],
  ])('reads who supplies what in "%s"', (text, what) => {
    expect(findCustomerSupplies(text).map((s) => s.what)).toEqual([what]);
  });

  it('reads no material in "we have a question"', () => {
    expect(findCustomerSupplies('we have a question about it')).toEqual([]);
  });

  it.each([
    ['haul it away', true],
    ['get rid of all of it', true],
    ['dispose of the debris', true],
    ['haul the old ones off', true],
    ['haul away the itinerary', false],
    ['remove the deck', false],
  ])('reads whether "%s" points back at the clause before: %s', (text, points) => {
    expect(refersBack(text)).toBe(points);
  });

  it.each([
    ['a file that is not YAML', 'patterns: [', '(file)'],
    ['a missing section', 'patterns: {}\n', 'flags'],
    ['a bad pattern', 'x', 'contextPhrases.0'],
    ['a piece no pattern names', 'y', 'supplies.0'],
    ['a named piece that is no regex', 'z', 'patterns.chunkFiller'],
    ['a pointing-back word that is no plain word', 'w', 'refersBack.0'],
  ])('refuses %s with INVALID_LEXICON naming the entry', (what, text, where) => {
    const good = readBundledText(FILE);
    const yaml =
      text === 'x'
        ? good.replace(/^contextPhrases:\n((?: {2}#.*\n)*) {2}- '/m, "contextPhrases:\n$1  - '(unclosed")
        : text === 'y'
          ? good.replace(/^supplies:\n {2}- '/m, "supplies:\n  - '{nowhere}")
          : text === 'z'
            ? good.replace("chunkFiller: '^(", "chunkFiller: '^((")
            : text === 'w'
              ? good.replace('refersBack: [it,', "refersBack: ['it|', ")
              : text;
    expect(yaml, what).not.toBe(good);
    const caught = caughtError(() => parseClausePhrases(yaml));
    expect(caught).toMatchObject({ code: 'INVALID_LEXICON', message: expect.stringContaining(where) });
    expect(caught).toHaveProperty('message', expect.stringContaining(FILE));
  });
});
