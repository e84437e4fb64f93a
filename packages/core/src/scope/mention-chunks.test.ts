import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { chunkMentions, mentionClauses } from './mention-chunks.ts';
import { parseScope } from './parse-scope.ts';

// Sentences → mentions: each thing worked on with its own verb, action and sizes.
describe('the chunker gives each mention its own action and sizes', () => {
  it.each([
    [
      'walls painted and carpet replaced in a 12x14 bedroom',
      [
        ['walls painted', 'painted', ['finish'], []],
        ['carpet replaced in a 12x14 bedroom', 'replaced', ['build'], ['12x14']],
      ],
    ],
    [
      'new carpet and fresh paint in the 10x11 den',
      [
        ['new carpet', 'new', ['build'], []],
        ['fresh paint in the 10x11 den', 'paint', ['finish'], ['10x11']],
      ],
    ],
    [
      'the office needs new carpet tile and the walls repainted',
      [
        ['the office needs new carpet tile', 'new', ['build'], []],
        ['the walls repainted', 'repainted', ['finish'], []],
      ],
    ],
    [
      'repaint the hall and the carpet needs replacing',
      [
        ['repaint the hall', 'repaint', ['finish'], []],
        ['the carpet needs replacing', 'replacing', ['build'], []],
      ],
    ],
    ['replace the vanity and toilet', [['replace the vanity and toilet', 'replace', ['build'], []]]],
    [
      'walls and ceiling painted, 2 coats',
      [['walls and ceiling painted, 2 coats', 'painted', ['finish'], ['2']]],
    ],
    [
      'remove and dispose of the old carpet',
      [['remove and dispose of the old carpet', 'remove', ['remove'], []]],
    ],
    [
      'tear out the old vinyl and lay 180 sf of porcelain tile',
      [
        [
          'tear out the old vinyl and lay 180 sf of porcelain tile',
          'tear out',
          ['remove', 'build'],
          ['180 sf'],
        ],
      ],
    ],
    [
      'fix the fence gate and stain 150 ft of fence',
      [
        ['fix the fence gate', 'fix', ['repair'], []],
        ['stain 150 ft of fence', 'stain', ['finish'], ['150 ft']],
      ],
    ],
  ])('%s', (sentence, expected) => {
    const mentions = chunkMentions(sentence);
    expect(mentions.map((m) => [m.text, m.verb, m.actions, m.sizes])).toEqual(expected);
  });

  it('keeps a clause whole when every part asks for one kind of action', () => {
    expect(mentionClauses('install lvp in the living room 15x20 and hallway 3x12')).toEqual([
      'install lvp in the living room 15x20 and hallway 3x12',
    ]);
  });

  it('gives a verb said alone the object of the verb after it', () => {
    expect(mentionClauses('clean and paint the gutters, 120 ft')).toEqual([
      'clean the gutters, 120 ft',
      'paint the gutters, 120 ft',
    ]);
  });
});

// The class: a paint verb and a build verb in one clause used to drop the flooring (clause-wide flags).
describe('a paint verb no longer drops the other work of its clause', () => {
  const registry = defaultTradeRegistry();
  it.each([
    ['walls painted and carpet replaced in a 12x14 bedroom', ['carpet_install', 'interior_wall_paint']],
    ['new carpet and fresh paint in the 12x14 bedroom', ['carpet_install', 'interior_wall_paint']],
    ['the bedroom needs new carpet and the walls painted, 12x14', ['carpet_install', 'interior_wall_paint']],
    ['repaint the den and the laminate floor needs replacing', ['interior_wall_paint', 'laminate_install']],
  ])('%s', (text, assemblies) => {
    const items = parseScope(text, { registry }).plan.groups.flatMap((g) => g.items);
    expect(items.map((i) => i.assemblyId).sort()).toEqual(assemblies);
  });

  it('sizes a room named in one mention by the size said in the other', () => {
    const items = parseScope('the bedroom needs new carpet and the walls painted, 12x14', { registry })
      .plan.groups.flatMap((g) => g.items)
      .map((i) => [i.assemblyId, i.quantity]);
    expect(items).toContainEqual(['carpet_install', 168]);
  });
});
