import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convert } from '../units/uom.ts';
import { bundledCatalog, bundledCatalogItems } from './bundled-catalog.ts';
import { parsePriceListCsv } from './price-list-csv.ts';
import type { Confidence } from './price-source.ts';

const CATEGORIES = [
  'appliances',
  'drywall',
  'paint',
  'flooring',
  'tile',
  'roofing',
  'lumber',
  'decking',
  'electrical',
  'plumbing',
  'hvac',
  'insulation',
  'siding',
  'windows_doors',
  'cabinets_countertops',
  'concrete_masonry',
  'fencing',
  'gutters',
  'landscaping',
  'general',
  'commercial_ti',
  'low_voltage',
  'fire_protection',
];

const items = bundledCatalogItems();
const catalog = bundledCatalog();

function itemBySku(sku: string) {
  const found = catalog.get(sku);
  if (found === undefined) throw new Error(`no item ${sku}`);
  return found;
}

describe('bundled catalog data', () => {
  it('parses without a single problem', () => {
    const text = readFileSync(new URL('../../data/catalog/catalog.csv', import.meta.url), 'utf8');
    const result = parsePriceListCsv(text);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('has at least 320 items with unique skus, every category and several items in each', () => {
    expect(items.length).toBeGreaterThanOrEqual(320);
    expect(new Set(items.map((entry) => entry.sku)).size).toBe(items.length);
    const counts = new Map<string, number>();
    for (const entry of items) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...CATEGORIES].sort());
    for (const category of CATEGORIES) expect(counts.get(category)).toBeGreaterThanOrEqual(10);
  });

  it('keeps its own rules: per-each items carry no coverage, coverage is positive, provenance is filled in', () => {
    for (const entry of items) {
      if (entry.packageUnit === 'each') expect(entry.coverage, entry.sku).toBeUndefined();
      if (entry.coverage !== undefined) expect(entry.coverage.value, entry.sku).toBeGreaterThan(0);
      expect(entry.priceCents, entry.sku).toBeGreaterThan(0);
      expect(entry.priceDate, entry.sku).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(entry.source, entry.sku).toMatch(/not a quote/);
      expect(entry.keywords.length, entry.sku).toBeGreaterThan(0);
      expect(entry.sku, entry.sku).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });

  it.each([
    // Coverage figures taken from research/estimating-market.md section 9 (see data/catalog/README.md).
    ['dw-050-4x8', 32, 'sq_ft'],
    ['dw-058-x-4x12', 48, 'sq_ft'],
    ['pt-int-egg-1g', 350, 'sq_ft'],
    ['pt-ext-flat-5g', 1500, 'sq_ft'],
    ['pr-int-pva-1g', 300, 'sq_ft'],
    ['sh-arch-bundle', 33.3, 'sq_ft'],
    ['ul-synthetic-10sq', 1000, 'sq_ft'],
    ['cm-80lb', 0.6, 'cubic_ft'],
    ['cm-60lb', 0.45, 'cubic_ft'],
    ['cm-40lb', 0.3, 'cubic_ft'],
    ['nm-12-2-250', 250, 'linear_ft'],
    ['emt-050-10', 10, 'linear_ft'],
    ['pvc-dwv-200-10', 10, 'linear_ft'],
    ['caulk-acrylic-10oz', 40, 'linear_ft'],
    ['tape-painters-60yd', 180, 'linear_ft'],
    ['ins-r13-roll-15x32', 40, 'sq_ft'],
    ['ins-r19-roll-15x39', 49, 'sq_ft'],
    ['lvp-mid-12mil', 20.06, 'sq_ft'],
    ['tile-por-12x24', 15.6, 'sq_ft'],
    ['drip-edge-alu-10', 10, 'linear_ft'],
  ] as const)('%s covers %d %s per package', (sku, value, uom) => {
    expect(itemBySku(sku).coverage).toEqual({ value, uom });
  });

  it('prices joint compound for three coats at about 11 gal per 1,000 sq ft', () => {
    const pail = itemBySku('jc-ap-5gal').coverage;
    expect(pail?.uom).toBe('sq_ft');
    expect(5 / ((pail?.value ?? 0) / 1000)).toBeCloseTo(11, 0);
  });

  it('sells about 45 bags of 80 lb concrete per cubic yard', () => {
    const bag = itemBySku('cm-80lb').coverage;
    expect(bag).toBeDefined();
    if (bag === undefined) return;
    expect(convert({ value: 1, uom: 'cubic_yd' }, 'cubic_ft').value / bag.value).toBeCloseTo(45, 5);
  });

  it('caches: repeated calls give equal items and the same source', () => {
    expect(bundledCatalogItems()).toEqual(items);
    expect(bundledCatalog()).toBe(catalog);
    expect(catalog.size()).toBe(items.length);
  });
});

type Expectation = [query: string, sku: string, confidence: Confidence, category?: string];

const SEARCHES: Expectation[] = [
  ['1/2 in drywall 4x8', 'dw-050-4x8', 'high'],
  ['5/8 type x drywall 4x12', 'dw-058-x-4x12', 'high'],
  ['moisture resistant drywall 1/2 in 4x8', 'dw-050-mr-4x8', 'high'],
  ['joint compound 5 gallon', 'jc-ap-5gal', 'high'],
  ['drywall screws 1-1/4', 'screw-dw-114-5lb', 'high'],
  ['interior eggshell paint 1 gallon', 'pt-int-egg-1g', 'high'],
  ['semi-gloss interior paint 5 gallon', 'pt-int-sg-5g', 'high'],
  ["painter's caulk", 'caulk-acrylic-10oz', 'high'],
  ['lvp flooring', 'lvp-econ-6mil', 'high'],
  ['laminate flooring 12mm', 'laminate-12mm-wr', 'high'],
  ['carpet pad', 'carpet-pad-716', 'high'],
  ['t-molding', 'trans-tmold-72', 'high'],
  ['baseboard 5-1/4', 'base-mdf-525-16', 'high'],
  ['porcelain tile 12x24', 'tile-por-12x24', 'high'],
  ['cement backer board 1/2 in', 'backer-cement-050', 'high'],
  ['architectural shingles', 'sh-arch-bundle', 'high'],
  ['3-tab shingles', 'sh-3tab-bundle', 'high'],
  ['ice and water shield', 'ul-ice-water-2sq', 'high'],
  ['drip edge 10 ft', 'drip-edge-alu-10', 'high'],
  ['OSB roof sheathing 7/16', 'osb-radiant-716-4x8', 'high'],
  ['2x4x8 stud', 'lb-2x4x8', 'high'],
  ['2x10x16 pressure treated', 'pt-2x10x16', 'high'],
  ['4x4 post 8 ft pt', 'pt-4x4x8', 'high'],
  ['composite deck boards', 'dk-comp-12', 'high'],
  ['joist hanger 2x8', 'hanger-2x8', 'high'],
  ['sonotube 12 in', 'form-tube-12', 'high'],
  ['stair stringer 3 step', 'stringer-pt-3step', 'high'],
  ['12/2 romex 250 ft', 'nm-12-2-250', 'high'],
  ['10/3 nm-b', 'nm-10-3-125', 'high'],
  ['gfci outlet', 'gfci-15a', 'high'],
  ['20 amp breaker', 'brk-20a-1p', 'high'],
  ['200 amp panel', 'panel-200a-40sp', 'high'],
  ['22 kw generator', 'gen-22kw', 'high'],
  ['recessed led light 6 in', 'can-led-6in', 'high'],
  ['50 gallon gas water heater', 'wh-gas-50', 'high'],
  ['40 gallon electric water heater', 'wh-elec-40', 'high'],
  ['garbage disposal 3/4 hp', 'disposal-075hp', 'high'],
  ['1/4 turn angle stop', 'angle-stop-050', 'high'],
  ['3/4 copper pipe type l', 'cu-l-075-10', 'high'],
  ['p-trap', 'ptrap-150', 'high'],
  ['3 ton ac condenser', 'ac-3ton', 'high'],
  ['mini split 12000 btu', 'mini-split-12k', 'high'],
  ['furnace filter 16x25x1', 'filter-16x25x1-m8', 'high'],
  ['r-30 insulation', 'ins-r30-batt-16x48', 'high'],
  ['blown in cellulose', 'ins-blown-cell', 'high'],
  ['vinyl siding', 'vinyl-siding-sq', 'high'],
  ['j channel', 'j-channel-12-5', 'high'],
  ['sliding patio door', 'door-patio-vinyl-72', 'high'],
  ['wall cabinet 30x30', 'cab-wall-30x30', 'high'],
  ['ready mix concrete 4000 psi', 'rm-4000-cy', 'high'],
  ['80 lb concrete mix', 'cm-80lb', 'high'],
  ['#4 rebar', 'rebar-4-20', 'high'],
  ['cinder block 8x8x16', 'cmu-8x8x16', 'high'],
  ['privacy fence panel 6x8', 'panel-pt-6x8', 'high'],
  ['chain link fabric 4 ft', 'cl-fabric-4x50', 'high'],
  ['k-style gutter 5 in', 'gutter-k5-10', 'high'],
  ['poly pipe 1 in', 'poly-pipe-1-100', 'high'],
  ['plastic sheeting 6 mil', 'poly-6mil-10x100', 'high'],
  ['metal stud 3-5/8 25 gauge', 'ms-358-25ga-10', 'high'],
  ['ceiling tile 2x2', 'act-2x2-16', 'high'],
  ['cat6 cable 1000 ft', 'cat6-1000', 'high'],
  ['fire sprinkler head pendent', 'spk-concealed', 'high'],
  ['smoke detector commercial', 'smoke-commercial', 'high'],
  ['ceiling', 'register-ceiling-8x8', 'high', 'hvac'],
  ['vinyl', 'post-vinyl-5x5', 'high', 'fencing'],
  ['vinyl', 'vinyl-siding-sq', 'high', 'siding'],
];

describe('bundled catalog search', () => {
  it.each(SEARCHES)('"%s" → %s (%s)', (query, sku, confidence, category) => {
    const [best] = catalog.searchSync(query, category === undefined ? {} : { category });
    expect(best?.item.sku).toBe(sku);
    expect(best?.confidence).toBe(confidence);
  });

  it.each([
    ['50 gallon gas water heater', 'wh-gas-40'],
    ['12/2 romex 250 ft', 'nm-12-2-100'],
    ['1/2 in drywall 4x8', 'dw-058-x-4x12'],
    ['garbage disposal 3/4 hp', 'disposal-050hp'],
  ])('"%s" scores the conflicting size %s low', (query, sku) => {
    const conflicting = catalog
      .searchSync(query, { limit: 50 })
      .find((candidate) => candidate.item.sku === sku);
    expect(conflicting?.confidence ?? 'low').toBe('low');
  });

  it('finds nothing above low for a product it does not carry', () => {
    const results = catalog.searchSync('unobtainium widget');
    expect(results.every((candidate) => candidate.confidence === 'low')).toBe(true);
  });

  it('gives the same order every time', () => {
    for (const [query] of SEARCHES) {
      const first = catalog.searchSync(query, { limit: 20 }).map((candidate) => candidate.item.sku);
      const again = catalog.searchSync(query, { limit: 20 }).map((candidate) => candidate.item.sku);
      expect(again).toEqual(first);
    }
  });
});
