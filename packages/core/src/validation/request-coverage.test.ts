import { describe, expect, it } from 'vitest';
import { newLineItem } from '../estimate/new-estimate.ts';
import { bundledNonWorkWords, parseNonWorkWords } from './non-work-words.ts';
import { type CoverageLexicon, unreadWorkWords } from './request-coverage.ts';

// A small lexicon written for the test: what the trades know as work, what each assembly is read from, and the
// words that never count. The structure is the check; the bundled lexicon is tested end to end beside it.
const lexicon: CoverageLexicon = {
  workWords: new Set([
    'stain',
    'siding',
    'wash',
    'stone',
    'veneer',
    'fireplace',
    'slab',
    'leak',
    'deck',
    'ceiling',
    'fan',
    'wiring',
    'heat',
    'tape',
    'gutter',
    'trim',
    'asphalt',
    'driveway',
  ]),
  wordTrades: new Map([
    ['stain', new Set(['painting'])],
    ['siding', new Set(['siding'])],
    ['wash', new Set(['siding'])],
    ['stone', new Set(['masonry'])],
    ['veneer', new Set(['masonry'])],
    ['fireplace', new Set(['painting', 'masonry'])],
    ['slab', new Set(['concrete_flatwork'])],
    ['leak', new Set(['plumbing'])],
    ['deck', new Set(['framing_deck', 'painting'])],
    ['ceiling', new Set(['painting', 'electrical'])],
    ['fan', new Set(['electrical'])],
    ['wiring', new Set(['electrical'])],
    ['heat', new Set(['hvac'])],
    ['tape', new Set(['drywall', 'gutters'])],
    ['gutter', new Set(['gutters'])],
    ['trim', new Set(['painting', 'finish_carpentry'])],
    ['asphalt', new Set(['concrete_flatwork'])],
    ['driveway', new Set(['concrete_flatwork'])],
  ]),
  assemblyWords: new Map([
    ['siding/house_washing', new Set(['wash', 'siding', 'house'])],
    ['painting/fireplace_paint', new Set(['paint', 'fireplace'])],
    ['plumbing/leak_repair', new Set(['leak', 'repair'])],
    ['electrical/ceiling_fan', new Set(['ceiling', 'fan'])],
    ['gutters/gutter_install', new Set(['gutter', 'seamless'])],
    ['concrete_flatwork/concrete_driveway', new Set(['concrete', 'driveway'])],
  ]),
  nonWork: new Set([
    'install',
    'replace',
    'new',
    'old',
    'need',
    'kitchen',
    'cedar',
    'and',
    'the',
    'a',
    'our',
    'leak',
    'then',
  ]),
  actions: new Set(['install', 'replace', 'new', 'stain', 'wash', 'add', 'pour', 'remove', 'fix']),
  removal: new Set(['remove']),
  symptoms: new Set(['leak']),
};

const line = (title: string, key: string) => {
  const [tradeId, assemblyId] = key.split('/');
  return {
    ...newLineItem({ id: title, type: 'assembly', title, quantity: 1, uom: 'each', rateCents: 100 }),
    tradeId,
    labor: { tradeId: tradeId ?? '', assemblyId: assemblyId ?? '', formula: 'test' },
  };
};

describe('unreadWorkWords: work words of the request no priced line was read from', () => {
  it.each([
    // The main work dropped while a side task is priced.
    ['wash the cedar siding and stain it', [line('Wash house', 'siding/house_washing')], ['stain']],
    ['power wash the siding and then restain it', [line('Wash house', 'siding/house_washing')], ['stain']],
    ['washing and staining the siding', [line('Wash house', 'siding/house_washing')], ['stain']],
    // An unknown material read as the thing it is applied to.
    [
      'install stone veneer on the fireplace',
      [line('Paint fireplace', 'painting/fireplace_paint')],
      ['stone veneer'],
    ],
    // A symptom's place is where the work is, even as a modifier of the priced symptom.
    ['suspected slab leak in the kitchen', [line('Leak repair', 'plumbing/leak_repair')], ['slab']],
    // Places, reasons, removals and modifiers of priced things are not work asked.
    [
      'install a ceiling fan in the kitchen ceiling',
      [line('Install ceiling fan', 'electrical/ceiling_fan')],
      [],
    ],
    [
      'pour a new concrete driveway and remove the old asphalt',
      [line('Pour driveway', 'concrete_flatwork/concrete_driveway')],
      [],
    ],
    ['fix the leak under the slab', [line('Leak repair', 'plumbing/leak_repair')], []],
    ['stain the deck', [line('Stain deck', 'painting/deck_stain')], []],
    // A work word of a trade already priced is that trade's detail.
    ['install a ceiling fan, needs new wiring', [line('Install ceiling fan', 'electrical/ceiling_fan')], []],
    // Work of another trade said as its own thing is unread; after "and" only an action counts (a thing there may
    // be a part of the thing before it).
    [
      'add heat tape to the new gutters',
      [line('Install seamless gutters', 'gutters/gutter_install')],
      ['heat'],
    ],
    ['new gutters and heat tape', [line('Install seamless gutters', 'gutters/gutter_install')], []],
  ])('%s', (request, items, expected) => {
    expect(unreadWorkWords(request, items, lexicon)).toEqual(expected);
  });
});

describe('non-work words', () => {
  it('are data checked at load', () => {
    expect(bundledNonWorkWords().places).toContain('attic');
    expect(() => parseNonWorkWords('places: [Attic]\n', 'lexicon/test.yaml')).toThrow(
      expect.objectContaining({ code: 'INVALID_LEXICON', message: expect.stringContaining('places') }),
    );
  });
});
