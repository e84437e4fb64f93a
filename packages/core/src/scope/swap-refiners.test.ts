import { caughtError } from '@quoin/testkit/errors';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readBundledText } from '../data/bundled-data.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { type ClauseContext, type PlanItemDraft, readClause } from './scope-context.ts';
import { parseSwapRefiners } from './swap-refiners.ts';
import type { WorkRule } from './work-rule.ts';

interface Step {
  assembly?: string;
  add?: { assembly: string };
  first?: Step[];
}

const swaps = parseSwapRefiners(readBundledText('lexicon/swap-refiners.yaml'));

function refine(name: string, text: string, draft: Partial<PlanItemDraft>): PlanItemDraft[] {
  const context: ClauseContext = { ...readClause(text), requestText: text };
  const line: PlanItemDraft = {
    title: 'Install thing',
    quantity: 1,
    uom: 'each',
    tradeId: 'plumbing',
    assemblyId: 'thing',
    ...draft,
  };
  return swaps[name]!(line, context, {} as WorkRule, 0);
}

describe('swap refiners (data/lexicon/swap-refiners.yaml)', () => {
  it.each([
    ['replace_title', 'garbage disposal died, replace it', {}, ['Replace thing|thing|']],
    ['replace_title', 'install a garbage disposal', {}, ['Install thing|thing|']],
    ['ceiling_fan', 'replace the fan, no existing fixture', {}, ['Replace thing|thing|new_wiring']],
    ['gfci', 'swap 3 outlets for gfci', { quantity: 3 }, ['Replace outlets with GFCI outlets|thing|']],
    ['gfci', 'a gfci instead of the outlet', {}, ['Replace outlet with GFCI outlet|thing|']],
    [
      'bathtub',
      'replace the bathtub',
      {},
      ['Replace thing|thing|', 'Install tub wall surround (3-piece)|tub_surround_kit|'],
    ],
    ['bathtub', 'replace the bathtub and retile the walls', {}, ['Replace thing|thing|']],
    [
      'drain',
      'clear the main sewer line',
      {},
      ['Clear clogged main line drain (drain clearing)|thing|main_line'],
    ],
    ['ac', 'replace the 3 ton ac', {}, ['Replace 3 ton central air conditioner (AC condenser)|thing|']],
    ['ac', 'replace the ac', {}, ['Install thing|thing|']],
    ['concrete', 'pour a 4 inch slab', { title: 'Pour slab' }, ['Pour 4 inch slab|thing|']],
    ['room_title', 'replace the laundry sink', { title: 'Replace sink' }, ['Replace laundry sink|thing|']],
    [
      'faucet_room',
      'replace the bathroom faucet',
      { title: 'Replace faucet' },
      ['Replace bathroom faucet|bath_faucet_replace|'],
    ],
    [
      'faucet_room',
      'replace the kitchen faucet',
      { title: 'Replace faucet' },
      ['Replace kitchen faucet|thing|'],
    ],
  ])('%s: %s', (name, text, draft, expected) => {
    const lines = refine(name, text, draft);
    expect(lines.map((l) => `${l.title}|${l.assemblyId}|${l.complexity ?? ''}`)).toEqual(expected);
  });

  it('gives the measure to the line parameter it names', () => {
    expect(refine('concrete', 'pour a 6 inch slab', { title: 'Pour slab' })[0]?.params).toEqual({
      thickness_in: 6,
    });
  });

  // A measure with a value when none is said: the tank's size and fuel, said or assumed and noted.
  it.each([
    ['replace the 40 gallon water heater', 'Replace 40 gallon gas water heater|water_heater_gas', 40, 1],
    ['replace the water heater', 'Replace 50 gallon gas water heater|water_heater_gas', 50, 2],
    ['new gas water heater', 'Replace 50 gallon gas water heater|water_heater_gas', 50, 1],
    [
      'swap in an 80 gal elec water heater',
      'Replace 80 gallon electric water heater|water_heater_electric',
      80,
      0,
    ],
    [
      'put in a hybrid water heater',
      'Install 50 gallon heat pump water heater|water_heater_heat_pump',
      undefined,
      1,
    ],
    [
      'a 65 gallon heat pump water heater',
      'Install 50 gallon heat pump water heater|water_heater_heat_pump',
      undefined,
      1,
    ],
  ])('water_heater: %s', (text, line, gallons, notes) => {
    const context: ClauseContext = { ...readClause(text), requestText: text };
    const draft: PlanItemDraft = {
      title: 'Replace water heater',
      quantity: 1,
      uom: 'each',
      tradeId: 'plumbing',
      assemblyId: 'water_heater_gas',
    };
    const [refined] = swaps.water_heater!(draft, context, {} as WorkRule, 0);
    expect(`${refined?.title}|${refined?.assemblyId}`).toBe(line);
    expect(refined?.params?.tank_gallons).toBe(gallons);
    expect(context.assumptions).toHaveLength(notes);
    // A size said is used, never read again by another line.
    expect(context.measures.filter((m) => m.kind === 'gallons' && !context.consumed.has(m))).toEqual([]);
  });

  // A deck is its framing and its boards; a railing on a wood deck is wood (the kit railing otherwise).
  it.each([
    [
      'deck',
      'build a cedar deck',
      ['Build deck|thing|', 'Install pressure treated deck boards|wood_deck_boards|'],
      0,
    ],
    [
      'deck',
      'build a trex deck',
      ['Build deck|thing|', 'Install composite deck boards|composite_deck_boards|'],
      0,
    ],
    [
      'deck',
      'build a 12x16 deck',
      ['Build deck|thing|', 'Install composite deck boards|composite_deck_boards|'],
      1,
    ],
    [
      'deck',
      'new deck on pressure treated framing',
      ['Build deck|thing|', 'Install composite deck boards|composite_deck_boards|'],
      1,
    ],
    [
      'railing',
      'railing for the pressure treated deck',
      ['Install pressure treated wood deck railing|deck_railing_wood|'],
      0,
    ],
    ['railing', 'aluminum railing for the wood deck', ['Install thing|thing|'], 0],
    ['railing', 'railing on a pressure treated frame', ['Install thing|thing|'], 0],
  ])('%s: %s', (name, text, expected, notes) => {
    const context: ClauseContext = { ...readClause(text), requestText: text };
    const line: PlanItemDraft = {
      title: name === 'deck' ? 'Build deck' : 'Install thing',
      quantity: 1,
      uom: 'each',
      tradeId: 'framing_deck',
      assemblyId: 'thing',
    };
    const lines = swaps[name]!(line, context, {} as WorkRule, 0);
    expect(lines.map((l) => `${l.title}|${l.assemblyId}|${l.complexity ?? ''}`)).toEqual(expected);
    expect(context.assumptions).toHaveLength(notes);
  });

  // A re-roof: the steepest condition said first, then the first material named (none is shingles), noted.
  it.each([
    ['reroof the house', '|thing|', ['Shingle roof price includes']],
    ['reroof, 12/12 pitch', '|thing|very_steep_over_10_12', ['Shingle roof']],
    ['reroof, 8/12 pitch, 2 story', '|thing|steep_8_12_to_10_12', ['Shingle roof']],
    [
      'standing seam metal roof on a 2 story house',
      'Install standing seam metal roof (reroof)|standing_seam_reroof|two_story',
      ['Standing seam: 24 ga.'],
    ],
    [
      'a steep metal roof',
      'Install metal panel roof (reroof)|metal_panel_reroof|',
      ['Metal roof: exposed-fastener', 'What is the roof pitch', 'Exposed-fastener panels or standing seam?'],
    ],
    ['slate reroof', 'Install slate roof (reroof)|slate_reroof|', ['Slate roof: natural slate']],
  ])('reroof: %s', (text, expected, notes) => {
    const context: ClauseContext = { ...readClause(text), requestText: text };
    const [line] = swaps.reroof!(
      { title: '', quantity: 20, uom: 'square', tradeId: 'roofing', assemblyId: 'thing' },
      context,
      {} as WorkRule,
      0,
    );
    expect(`${line?.title}|${line?.assemblyId}|${line?.complexity ?? ''}`).toBe(expected);
    const said = [...context.assumptions, ...context.questions];
    expect(said).toHaveLength(notes.length);
    for (const [i, note] of notes.entries()) expect(said[i]).toContain(note);
  });

  it('swaps only to assemblies the trades price', () => {
    const known = new Set(
      defaultTradeRegistry()
        .all()
        .flatMap((trade) => trade.assemblies.map((assembly) => assembly.id)),
    );
    const steps = Object.values(load(readBundledText('lexicon/swap-refiners.yaml')) as Record<string, Step[]>)
      .flat()
      .flatMap((step) => [step, ...(step.first ?? [])]);
    const named = steps.flatMap((step) =>
      [step.assembly, step.add?.assembly].filter((id) => id !== undefined),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((id) => !known.has(id))).toEqual([]);
  });

  it('reads a wood deck as the reader always has: wood named, not pressure-treated framing alone', () => {
    // The rule before it was data: wood named once the first "pressure treated frame/framing" is taken out.
    const before = (text: string) =>
      /\b(?:wood|cedar|pressure treated|pt)\b(?! framing)/.test(
        text.replace(/pressure treated (?:framing|frame)/, ''),
      );
    const railing = swaps.railing!;
    const pieces = [
      'pressure treated framing',
      'pressure treated frame',
      'pressure treated frames',
      'pressure treated deck',
      'wood',
      'cedar',
      'pt lumber',
      'wood framing',
      'composite boards',
      'a deck',
    ];
    for (const first of pieces)
      for (const second of pieces) {
        const text = `railing on ${first} and ${second}`;
        const context: ClauseContext = { ...readClause('railing'), requestText: text };
        const [line] = railing(
          { title: 'Install thing', quantity: 1, uom: 'each', tradeId: 'framing_deck', assemblyId: 'thing' },
          context,
          {} as WorkRule,
          0,
        );
        expect(`${text}: ${line?.assemblyId === 'deck_railing_wood'}`).toBe(`${text}: ${before(text)}`);
      }
  });

  it.each([
    ['a misspelt field', 'drain:\n  - wen: { textHas: x }\n', 'drain.0'],
    [
      'a bad pattern',
      "drain:\n  - when: { textHas: '(' }\n    title: x\n",
      'drain.0.when.textHas: bad pattern',
    ],
    ['a swap that uses none', 'drain:\n  - use: nothing\n', 'drain.0.use: no such swap'],
    ['a note that is not there', 'drain:\n  - note: drain.nothing\n', 'drain.0.note'],
    ['a named condition', 'drain:\n  - when: { is: build }\n', 'drain.0.when.is'],
    ['a missing-size note that is not there', 'drain:\n  - missing: drain.nothing\n', 'drain.0.missing'],
    ['not YAML', 'drain: [', '(file): not YAML'],
    [
      'a bad pattern in a choice',
      "drain:\n  - first:\n      - { when: { textHas: '(' }, title: x }\n      - { title: y }\n",
      'drain.0.first.0.when.textHas: bad pattern',
    ],
    ['a choice of one', 'drain:\n  - first: [{ title: x }]\n', 'drain.0.first'],
  ])('refuses %s with INVALID_LEXICON naming the swap, step and field', (_what, yaml, where) => {
    const caught = caughtError(() => parseSwapRefiners(yaml));
    expect(caught).toMatchObject({ code: 'INVALID_LEXICON', message: expect.stringContaining(where) });
    expect(caught).toHaveProperty('message', expect.stringContaining('lexicon/swap-refiners.yaml'));
  });
});
