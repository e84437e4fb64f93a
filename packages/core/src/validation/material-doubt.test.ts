import { describe, expect, it } from 'vitest';
import { newLineItem } from '../estimate/new-estimate.ts';
import { materialDoubts, materialsNamed } from './material-doubt.ts';
import { bundledNamedMaterials, parseNamedMaterials } from './named-materials.ts';
import { bundledRequestActions } from './request-actions.ts';

const materials = bundledNamedMaterials();
const removal = bundledRequestActions().removal;
const line = (title: string) =>
  newLineItem({ id: title, type: 'assembly', title, quantity: 1, uom: 'each', rateCents: 100 });

describe('materialsNamed', () => {
  it.each([
    ['luxury vinyl plank in the den', ['luxury vinyl plank']],
    ['vinyl siding and a cedar fence', ['vinyl', 'wood']],
    ['blacktop driveway', ['asphalt']],
    ['standing seam metal roof', ['standing seam']],
    ['paint the bedroom', []],
  ])('%s', (text, expected) => {
    expect([...materialsNamed(text, materials)].sort()).toEqual([...expected].sort());
  });
});

// A named material read as its neighbour is a doubt; the same material in other words, the old material being
// removed, or a material the request never names, is not.
describe('materialDoubts', () => {
  it.each([
    ['a crushed stone driveway, 10x60', ['Pour concrete driveway'], 1],
    ['blacktop the driveway, 1,000 sq ft', ['Pour concrete driveway'], 1],
    ['rubber roof on the porch, 200 sq ft', ['Install TPO flat roof'], 1],
    ['standing seam roof on the cabin', ['Install exposed fastener metal roofing'], 1],
    ['seal the blacktop driveway', ['Sealcoat asphalt driveway'], 0],
    ['LVP in the kitchen', ['Install luxury vinyl plank flooring'], 0],
    ['cedar fence, 100 ft', ['Install wood privacy fence'], 0],
    ['tile the bathroom floor, remove the old vinyl', ['Install porcelain floor tile'], 0],
    ['new patio, 12x12', ['Pour concrete patio slab'], 0],
    ['paver patio 12x12', ['Install paver patio', 'Masonry minimum service charge'], 0],
  ])('%s', (request, titles, expected) => {
    expect(materialDoubts(request, titles.map(line), materials, removal)).toHaveLength(expected);
  });

  it('names the material asked and the line priced in another', () => {
    expect(materialDoubts('gravel driveway', [line('Pour concrete driveway')], materials, removal)).toEqual([
      'You named "gravel", but no line prices it, and "Pour concrete driveway" is priced in a material you did not name: which material is meant?',
    ]);
  });

  it('refuses a group with no phrase', () => {
    expect(() =>
      parseNamedMaterials('groups: [[]]\nskipTitles: []\nskipTitleWords: []\n', 'lexicon/test.yaml'),
    ).toThrow(
      expect.objectContaining({ code: 'INVALID_LEXICON', message: expect.stringContaining('groups.0') }),
    );
  });
});
