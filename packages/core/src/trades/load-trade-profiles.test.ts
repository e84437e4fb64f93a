import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../expression/evaluate-expression.ts';
import { hasErrorCode } from '../quoin-error.ts';
import { dimensionOf } from '../units/uom.ts';
import { LABOR_RATE_KEYS, loadTradeProfiles, validateTradeProfileText } from './load-trade-profiles.ts';

const REQUIRED_TRADES = [
  'general_remodel',
  'demolition',
  'drywall',
  'painting',
  'flooring',
  'tile',
  'framing_deck',
  'roofing',
  'electrical',
  'plumbing',
  'hvac',
  'irrigation',
  'finish_carpentry',
  'siding',
  'insulation',
  'concrete_flatwork',
  'fencing',
  'windows_doors',
  'cabinets_countertops',
  'low_voltage',
  'fire_protection',
  'commercial_ti',
  'gutters',
  'masonry',
];

describe('bundled trade profiles', () => {
  const profiles = loadTradeProfiles();

  it('load without problems and cover at least the 22 required trades', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(22);
    const ids = profiles.map((profile) => profile.id);
    expect(ids).toEqual(expect.arrayContaining(REQUIRED_TRADES));
  });

  it('evaluate every material formula with qty = 100 to a finite number ≥ 0', () => {
    for (const profile of profiles) {
      for (const assembly of profile.assemblies) {
        for (const material of assembly.materials) {
          const value = evaluateExpression(material.quantityFormula, { ...assembly.params, qty: 100 });
          expect(Number.isFinite(value) && value >= 0, `${profile.id}/${assembly.id}/${material.name}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('give every trade aliases, work items, assemblies, pricing sanity and a minimum charge', () => {
    for (const profile of profiles) {
      expect(profile.aliases.length, profile.id).toBeGreaterThan(0);
      expect(profile.workItems.length, profile.id).toBeGreaterThan(0);
      expect(profile.assemblies.length, profile.id).toBeGreaterThan(0);
      expect(profile.pricingSanity.length, profile.id).toBeGreaterThan(0);
      expect(profile.minimumChargeCents, profile.id).toBeGreaterThan(0);
    }
  });

  it('give regulated trades a permit rule', () => {
    for (const profile of profiles.filter((candidate) => candidate.regulated)) {
      expect(profile.permitRules.length, profile.id).toBeGreaterThan(0);
    }
  });

  it('never buy a fixed-size unit (kW, tank gallons) with waste: such materials set wasteFactor 0', () => {
    for (const profile of profiles) {
      for (const assembly of profile.assemblies) {
        for (const material of assembly.materials) {
          if (material.quantityUom === 'kw') expect(material.wasteFactor, `${assembly.id}`).toBe(0);
        }
      }
    }
  });

  it('use the trade defaults the house rules name', () => {
    const waste = Object.fromEntries(profiles.map((profile) => [profile.id, profile.defaultWasteFactor]));
    expect(waste).toMatchObject({
      flooring: 0.1,
      tile: 0.15,
      drywall: 0.1,
      framing_deck: 0.1,
      painting: 0.15,
      roofing: 0.1,
    });
  });

  it('price searched materials by query and consumables by an estimated package price', () => {
    for (const profile of profiles) {
      for (const assembly of profile.assemblies) {
        for (const material of assembly.materials) {
          if (material.skipSearch) {
            expect(dimensionOf(material.quantityUom), `${assembly.id}/${material.name}`).toBe('count');
          }
        }
      }
    }
  });

  it('only name labor rate keys from the shared list', () => {
    expect(new Set(LABOR_RATE_KEYS).size).toBe(LABOR_RATE_KEYS.length);
    for (const profile of profiles) expect(LABOR_RATE_KEYS).toContain(profile.laborRateKey);
  });
});

const VALID = `
id: sample
name: Sample
version: '1'
laborRateKey: carpenter
aliases: [sample]
regulated: false
minimumChargeCents: 15000
defaultWasteFactor: 0.1
allowedUoms: [sq_ft, each]
sequence: 50
workItems:
  - id: thing
    keywords: [thing]
    defaultUom: sq_ft
    allowedUoms: [sq_ft]
    assembly: thing_assembly
assemblies:
  - id: thing_assembly
    name: Thing
    keywords: [thing]
    uom: sq_ft
    params: { coats: 2 }
    labor:
      hoursPerUnit: 0.01
      minRatePerUnitCents: 10
      maxRatePerUnitCents: 100
    materials:
      - role: primary
        name: Paint
        searchQuery: paint 1 gal
        quantityFormula: qty * coats / 350
        quantityUom: gallon
`;

function problemsOf(yamlText: string, fileName = 'sample.yaml') {
  const result = validateTradeProfileText(fileName, yamlText);
  return result.ok ? [] : result.problems;
}

describe('validateTradeProfileText', () => {
  it('accepts a valid profile and fills defaults', () => {
    const result = validateTradeProfileText('sample.yaml', VALID);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.assemblies[0]?.labor.complexityFactors).toEqual({ standard: 1 });
  });

  it.each([
    [
      'a bad formula',
      VALID.replace('qty * coats / 350', 'qty * (coats'),
      'INVALID_FORMULA',
      'assemblies.0.materials.0.quantityFormula',
      /expected "\)"/,
    ],
    [
      'an unknown variable',
      VALID.replace('qty * coats / 350', 'qty * layers / 350'),
      'UNKNOWN_VARIABLE',
      'assemblies.0.materials.0.quantityFormula',
      /unknown variable\(s\) layers \(known: qty, coats\)/,
    ],
    [
      'a search query naming an unknown param',
      VALID.replace('searchQuery: paint 1 gal', 'searchQuery: "{size} gal paint"'),
      'UNKNOWN_PLACEHOLDER',
      'assemblies.0.materials.0.searchQuery',
      /names \{size\}, which is not a param of the assembly/,
    ],
    [
      'an unknown labor rate key',
      VALID.replace('laborRateKey: carpenter', 'laborRateKey: wizard'),
      'UNKNOWN_LABOR_RATE_KEY',
      'laborRateKey',
      /unknown labor rate key "wizard"/,
    ],
    [
      'a wrong type',
      VALID.replace('hoursPerUnit: 0.01', 'hoursPerUnit: lots'),
      'SCHEMA',
      'assemblies.0.labor.hoursPerUnit',
      /expected number/,
    ],
    [
      'an unknown field',
      VALID.replace('regulated: false', 'regulated: false\ncolour: blue'),
      'UNKNOWN_FIELD',
      'colour',
      /unknown field "colour"/,
    ],
    [
      'a missing assembly',
      VALID.replace('assembly: thing_assembly', 'assembly: other_assembly'),
      'UNKNOWN_ASSEMBLY',
      'workItems.0.assembly',
      /no assembly "other_assembly"/,
    ],
    [
      'a unit outside allowedUoms',
      VALID.replace('    uom: sq_ft\n    params', '    uom: linear_ft\n    params'),
      'UOM_NOT_ALLOWED',
      'assemblies.0.uom',
      /"linear_ft" is not in the trade's allowedUoms/,
    ],
    [
      'an inverted range',
      VALID.replace('maxRatePerUnitCents: 100', 'maxRatePerUnitCents: 5'),
      'RANGE_INVERTED',
      'assemblies.0.labor.minRatePerUnitCents',
      /minimum 10 is greater than maximum 5/,
    ],
    ['a YAML syntax error', `${VALID}\n  bad: [unclosed`, 'YAML_SYNTAX', '', /line \d+/],
  ])('reports %s with file, path and reason', (_label, text, code, path, reason) => {
    const problems = problemsOf(text);
    const found = problems.find((problem) => problem.code === code && problem.path.join('.') === path);
    expect(found, JSON.stringify(problems)).toBeDefined();
    expect(found?.message).toContain('sample.yaml: ');
    expect(found?.message).toContain(`${path || '(file)'}: `);
    expect(found?.message).toMatch(reason);
  });

  it('reports duplicate ids and a file name that does not match the id', () => {
    const duplicated = VALID.replace(
      'assemblies:\n',
      'assemblies:\n  - { id: thing_assembly, name: Twin, keywords: [twin], uom: sq_ft, labor: { hoursPerUnit: 1 } }\n',
    );
    expect(problemsOf(duplicated).map((problem) => problem.code)).toContain('DUPLICATE_ID');
    expect(problemsOf(VALID, 'other.yaml').map((problem) => problem.code)).toContain('FILE_NAME_MISMATCH');
  });
});

describe('loadTradeProfiles', () => {
  it('throws INVALID_TRADE_PROFILE listing every problem of every file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'quoin-trades-'));
    writeFileSync(join(directory, 'sample.yaml'), VALID.replace('qty * coats / 350', 'qty * layers'));
    writeFileSync(join(directory, 'broken.yaml'), 'id: broken\nname: [');
    const caught = caughtError(() => loadTradeProfiles(pathToFileURL(directory)));
    expect(hasErrorCode(caught, 'INVALID_TRADE_PROFILE')).toBe(true);
    const message = (caught as Error).message;
    expect(message).toMatch(/sample\.yaml: assemblies\.0\.materials\.0\.quantityFormula: .*layers/);
    expect(message).toMatch(/broken\.yaml: \(file\): line \d+/);
  });
});
