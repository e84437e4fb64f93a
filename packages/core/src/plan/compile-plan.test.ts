import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { compilePlan } from './compile-plan.ts';
import { assertValidPlan } from './validate-plan.ts';

const registry = defaultTradeRegistry();
const compile = (input: unknown, zip?: string) => compilePlan(assertValidPlan(input), registry, zip);

describe('compilePlan', () => {
  it('buys a lavatory faucet for a vanity faucet and a kitchen faucet for a kitchen one', () => {
    const compiled = compile({
      groups: [
        {
          name: 'Plumbing',
          items: [
            { title: 'Install vanity faucet', quantity: 1, uom: 'each' },
            { title: 'Replace kitchen faucet', quantity: 1, uom: 'each' },
          ],
        },
      ],
    });
    expect(compiled.groups[0]!.items.map((i) => i.assembly?.assembly.id)).toEqual([
      'bath_faucet_replace',
      'faucet_replace',
    ]);
  });

  it('caps the ridge once: a ridge vent on a re-roof buys no ridge cap of its own', () => {
    const vent = { title: 'Install ridge vent', quantity: 40, uom: 'linear_ft' };
    const reroof = { title: 'Install architectural asphalt shingles', quantity: 18, uom: 'square' };
    const capOf = (items: unknown[]) => {
      const compiled = compile({ groups: [{ name: 'Roofing', items }] });
      const ventLine = compiled.groups[0]!.items.find((i) => i.assembly?.assembly.id === 'ridge_vent')!;
      const cap = ventLine.assembly!.price.materials.find((m) => /ridge cap/i.test(m.bom.name));
      return { quantity: cap?.required.value ?? 0, notes: ventLine.notes };
    };
    expect(capOf([vent]).quantity).toBe(40);
    const onReroof = capOf([reroof, vent]);
    expect(onReroof.quantity).toBe(0);
    expect(onReroof.notes.join(' ')).toMatch(/bought with the re-roof/);
  });

  it('gives repeated titles distinct stable keys', () => {
    const compiled = compile({
      groups: [
        {
          name: 'Electrical',
          items: [1, 2].map(() => ({ title: 'Install GFCI outlet', quantity: 1, uom: 'each' })),
        },
      ],
    });
    expect(compiled.groups[0]!.items.map((i) => i.key)).toEqual([
      'electrical/install-gfci-outlet',
      'electrical/install-gfci-outlet#2',
    ]);
  });

  it('detects trade, labor-only and waste, and prices labor per the item’s own unit', () => {
    const compiled = compile({
      groups: [
        {
          name: 'Roofing',
          items: [
            { title: 'Tear off one layer of asphalt shingles', quantity: 20, uom: 'square' },
            { title: 'Install architectural asphalt shingles', quantity: 2000, uom: 'sq_ft' },
          ],
        },
      ],
    });
    const [tearOff, shingles] = compiled.groups[0]!.items;
    expect(tearOff).toMatchObject({ tradeId: 'roofing', laborOnly: true });
    expect(shingles).toMatchObject({ tradeId: 'roofing', laborOnly: false, wasteFactor: 0.1 });
    // The assembly is per square; 2,000 sq ft is 20 squares and the rate is per sq ft of the item.
    expect(shingles!.assembly?.quantity).toBe(20);
    expect(shingles!.labor!.rateCents).toBe(
      Math.round(shingles!.assembly!.price.laborRatePerUnitCents / 100),
    );
  });

  it('honours an explicit labor-only flag and names the location used', () => {
    const compiled = compile(
      {
        groups: [
          {
            name: 'Tile',
            items: [{ title: 'Install porcelain floor tile', quantity: 40, uom: 'sq_ft', laborOnly: true }],
          },
        ],
      },
      '60614',
    );
    expect(compiled.groups[0]!.items[0]!.laborOnly).toBe(true);
    expect(compiled.location).toMatchObject({ zip3: '606', area: 'Chicago', fallback: false });
    expect(
      compile({
        groups: [
          { name: 'Tile', items: [{ title: 'Install porcelain floor tile', quantity: 40, uom: 'sq_ft' }] },
        ],
      }).location.fallback,
    ).toBe(true);
  });

  it('keeps an unknown item with a note instead of dropping it', () => {
    const compiled = compile({
      groups: [{ name: 'Misc', items: [{ title: 'Reticulate the splines', quantity: 1, uom: 'each' }] }],
    });
    expect(compiled.groups[0]!.items[0]!.notes).toEqual(['No trade recognised for "Reticulate the splines"']);
  });

  it('rejects a malformed ZIP with a message that says what to give', () => {
    expect(() =>
      compile({ groups: [{ name: 'Tile', items: [{ title: 'Tile', quantity: 1, uom: 'sq_ft' }] }] }, '12'),
    ).toThrow(/give 5 digits/);
  });
});
