import { describe, expect, it } from 'vitest';
import { newLineItem } from '../estimate/new-estimate.ts';
import { actionDoubts } from './action-doubt.ts';
import { bundledRequestActions, parseRequestActions } from './request-actions.ts';

const actions = bundledRequestActions();
const line = (title: string) =>
  newLineItem({ id: title, type: 'assembly', title, quantity: 1, uom: 'each', rateCents: 100 });

// Upkeep or removal asked, new work priced: the thing next to the work was priced (a person checks it). New work
// asked anywhere, or lines that do the upkeep, leave the estimate alone.
describe('actionDoubts', () => {
  it.each([
    ['soft wash the stucco on our house', ['Install stucco'], 1],
    ['reseal the blacktop', ['Pour asphalt driveway'], 1],
    ['rip out the old carpet in 2 bedrooms', ['Install carpet and pad'], 1],
    ['take down the old chain link fence', ['Install chain link fence', 'Build fence gate'], 1],
    ['clean the gutters', ['Clean gutters'], 0],
    ['remove the wallpaper in the hall', ['Remove wallpaper', 'Paint interior walls'], 0],
    ['pull up the carpet and put in LVP', ['Install luxury vinyl plank flooring'], 0],
    ['tear out the tub and replace it with a shower', ['Remove bathtub', 'Install shower'], 0],
    ['fix the leaking faucet', ['Replace kitchen faucet'], 0],
    ['granite countertops, 45 sq ft, remove the old laminate ones', ['Install granite countertops'], 0],
    ['LVP in the den, about 300 sf, pull up the old carpet', ['Install luxury vinyl plank flooring'], 0],
    ['tear out the old 10x12 deck and haul it away', ['Remove deck', 'Build deck framing'], 1],
    ['re-side the house in vinyl, tear off the old aluminum', ['Install vinyl siding'], 0],
    ['paint the deck', ['Build deck'], 0],
    // A thing named before the removal in its clause is the new work asked ("X with removal of the old Y").
    ['LVP 500 sq ft with removal of old carpet', ['Install luxury vinyl plank flooring'], 0],
    // A removal said after its thing still only removes it.
    ['the 10x12 shed needs to be torn down and hauled off', ['Build storage shed'], 1],
    ['old hot tub removed from the back patio', ['Install hot tub'], 1],
    // Removal asked, any line that neither removes nor keeps up is new work, whatever its title's first word.
    [
      'old storage shed needs to be torn down and removed',
      ['Storage shed', 'Final cleanup, debris removal and disposal'],
      1,
    ],
    [
      'tear down the old shed and haul it away',
      ['Debris removal', 'General Remodel minimum service charge'],
      0,
    ],
    // A misbehaving system with no new work asked: a new system priced for it is doubted; a repair line is not.
    ['heat pump blowing cold air, need a tech out', ['Install heat pump system'], 1],
    ["furnace won't turn on since yesterday", ['Replace gas furnace'], 1],
    ['breaker keeps tripping in the kitchen', ['Replace breaker'], 1],
    ['AC not cooling, please diagnose', ['HVAC service call'], 0],
    ['furnace stopped working, replace it with a new 80k unit', ['Replace gas furnace'], 0],
    ['porcelain tile kitchen floor 200 sq ft remove old vinyl', ['Install porcelain floor tile'], 0],
    ['carpet 3 bedrooms with tear out and haul away', ['Install carpet and pad'], 0],
  ])('%s', (request, titles, expected) => {
    expect(actionDoubts(request, titles.map(line), actions)).toHaveLength(expected);
  });

  it('names the upkeep asked and the new work priced', () => {
    expect(actionDoubts('pressure wash the siding', [line('Install vinyl siding')], actions)).toEqual([
      'The request asks to pressure wash and names no new work, but I priced "Install vinyl siding": is new work meant, or only the pressure wash?',
    ]);
  });

  it('refuses a file without its new-work words', () => {
    expect(() =>
      parseRequestActions(
        'upkeep: [wash]\nremoval: [remove]\nsymptoms: [not working]\nnewWorkTitles: [install]\n',
        'lexicon/test.yaml',
      ),
    ).toThrow(
      expect.objectContaining({ code: 'INVALID_LEXICON', message: expect.stringContaining('newWork') }),
    );
  });
});
