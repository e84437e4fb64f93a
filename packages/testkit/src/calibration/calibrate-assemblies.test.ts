import { defaultTradeRegistry } from '@quoin/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AssemblyCalibration, bandPosition, calibrateAssemblies } from './calibrate-assemblies.ts';

// Assemblies whose typical job is known to price outside its own band, each with the reason it is left so.
// Shrink this list; never grow it to make a data change pass.
const EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  [
    'garage_door_opener',
    'about 2% over the top: the trade bills its $250 visit minimum on the swap and the catalog opener is a $299 belt drive; the band low half is chain-drive units with handyman labor, and the catalog match prefers the belt drive',
  ],
]);

const registry = defaultTradeRegistry();
const bandedAssemblyIds = registry
  .all()
  .flatMap((trade) => trade.assemblies.filter((a) => a.typicalJob).map((a) => a.id));

describe('every banded assembly prices its typical job inside its own band', () => {
  let byId: Map<string, AssemblyCalibration>;
  // Pricing every banded assembly takes ~30 s alone and more beside the rest of the suite on two cores: the
  // bound guards a hang, not the speed (the 60 s default was seen to time out under load).
  beforeAll(async () => {
    byId = new Map((await calibrateAssemblies(registry)).map((r) => [r.assemblyId, r]));
  }, 300_000);

  it.each(bandedAssemblyIds.filter((id) => !EXCEPTIONS.has(id)))('%s', (id) => {
    const result = byId.get(id);
    expect(result, id).toBeDefined();
    const { billedCentsPerUnit, lowCents, highCents, quantity, uom } = result as AssemblyCalibration;
    expect(
      billedCentsPerUnit >= lowCents && billedCentsPerUnit <= highCents,
      `${id}: ${quantity} ${uom} billed ${Math.round(billedCentsPerUnit)} cents per unit, band ${lowCents}-${highCents}`,
    ).toBe(true);
  });

  it.each([...EXCEPTIONS.keys()])(
    'exception %s is still outside its band (else drop it from the list)',
    (id) => {
      const result = byId.get(id) as AssemblyCalibration;
      expect(result, id).toBeDefined();
      expect(result.position < 0 || result.position > 1, `${id} is now inside: remove its exception`).toBe(
        true,
      );
    },
  );
});

describe('bandPosition', () => {
  it.each([
    { cents: 100, low: 100, high: 400, position: 0 },
    { cents: 400, low: 100, high: 400, position: 1 },
    { cents: 200, low: 100, high: 400, position: 0.5 },
    { cents: 50, low: 100, high: 400, position: -0.5 },
    { cents: 800, low: 100, high: 400, position: 1.5 },
  ])('$cents in $low-$high is $position', ({ cents, low, high, position }) => {
    expect(bandPosition(cents, low, high)).toBeCloseTo(position, 10);
  });
});
