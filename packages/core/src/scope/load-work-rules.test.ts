import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import type { BundledDataReader } from '../data/bundled-data.ts';
import { bundledDataReader } from '../data/bundled-data.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import {
  fileWords,
  loadWorkRules,
  parseWorkRuleFile,
  parseWorkRuleOrder,
  readWorkRules,
} from './load-work-rules.ts';
import { ELECTRICAL_REFINERS } from './refine-electrical.ts';
import { EXTERIOR_REFINERS } from './refine-exterior.ts';
import { INSULATION_REFINERS } from './refine-insulation.ts';
import { INTERIOR_REFINERS } from './refine-interior.ts';
import { refinerNamed } from './refine-item.ts';
import { MECHANICAL_REFINERS } from './refine-mechanical.ts';
import { ROOFING_REFINERS } from './refine-roofing.ts';

const order = parseWorkRuleOrder(bundledDataReader().readText('work-rules/order.yaml'));
const rules = loadWorkRules();
const files = [...order.work, ...order.removal];

describe('the work rules are data', () => {
  it.each(files)('%s.yaml loads, and each rule prices an assembly its trade has', (file) => {
    const registry = defaultTradeRegistry();
    const loaded = rules.byFile[file] ?? [];
    expect(loaded.length).toBeGreaterThan(0);
    for (const rule of loaded) {
      const trade = registry.get(rule.tradeId);
      expect(trade, `${rule.id}: trade ${rule.tradeId}`).toBeDefined();
      expect(
        trade?.assemblies.some((a) => a.id === rule.assemblyId),
        `${rule.id}: assembly ${rule.assemblyId}`,
      ).toBe(true);
      if (rule.refine) expect(refinerNamed(rule.refine), `${rule.id}: refiner ${rule.refine}`).toBeDefined();
    }
  });

  it('keeps precedence as order.yaml says: the files in order, each in its own order', () => {
    expect(rules.work.map((r) => r.id)).toEqual(order.work.flatMap((f) => rules.byFile[f]!.map((r) => r.id)));
    expect(rules.removal.map((r) => r.id)).toEqual(
      order.removal.flatMap((f) => rules.byFile[f]!.map((r) => r.id)),
    );
    const ids = [...rules.work, ...rules.removal].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each sizer of data one owner, and a rule or a trade work item that uses it', () => {
    const inCode = Object.keys({
      ...ELECTRICAL_REFINERS,
      ...EXTERIOR_REFINERS,
      ...INSULATION_REFINERS,
      ...INTERIOR_REFINERS,
      ...MECHANICAL_REFINERS,
      ...ROOFING_REFINERS,
    });
    const inData = Object.keys(rules.sizers);
    expect(inData.length).toBeGreaterThan(0);
    expect(inData.filter((name) => inCode.includes(name))).toEqual([]);
    const used = new Set([
      ...[...rules.work, ...rules.removal].map((r) => r.refine),
      ...defaultTradeRegistry()
        .all()
        .flatMap((trade) => trade.workItems.map((item) => item.refine)),
    ]);
    expect(inData.filter((name) => !used.has(name))).toEqual([]);
  });
});

const rule = (extra: string, noun = "'toilets?'") =>
  `rules:\n  - id: toilet\n    noun: ${noun}\n    trade: plumbing\n    assembly: toilet_replace\n    title: Replace toilet\n    basis: count\n${extra}`;

describe("a rule file's named words read by a refiner", () => {
  it('are whole words, the word said their group', () => {
    expect(fileWords('envelope', 'largeWindow').exec('a picture window')?.[1]).toBe('picture');
    expect(fileWords('envelope', 'smallWindow').test('a smallish window')).toBe(false);
    expect(fileWords('electrical', 'fiftyAmpAppliances').test('a circuit for the rv')).toBe(true);
  });

  it('refuses a name the file does not give, with INVALID_LEXICON naming the file', () => {
    expect(() => fileWords('electrical', 'nothing')).toThrow(
      /work-rules\/electrical\.yaml: patterns: has no pattern "nothing"/,
    );
  });
});

describe('a malformed rule file is refused, naming the file, the rule and the field', () => {
  it.each([
    ['an unknown field of a rule', rule('    colour: red\n'), /bad\.yaml: rules\.0 \(toilet\): .*colour/],
    ['an unknown basis', rule('').replace('basis: count', 'basis: acres'), /rules\.0 \(toilet\)\.basis/],
    ['an unknown action', rule('    when: { actions: [fix] }\n'), /rules\.0 \(toilet\)\.when\.actions\.0/],
    [
      'an unknown condition key',
      rule("    when: { textHass: 'x' }\n"),
      /rules\.0 \(toilet\)\.when: .*textHass/,
    ],
    ['an empty condition', rule('    when: {}\n'), /rules\.0 \(toilet\)\.when: a condition tests something/],
    [
      'a bad pattern',
      rule("    when: { textHas: '(' }\n"),
      /rules\.0 \(toilet\)\.when\.textHas: bad pattern/,
    ],
    [
      'a bad pattern in a list',
      rule("    when: { any: [{ textLacks: ['a', '['] }, { rooms: none }] }\n"),
      /rules\.0 \(toilet\)\.when\.any\.0\.textLacks\.1: bad pattern/,
    ],
    ['a bad noun', rule('', "'toilets?('"), /rules\.0 \(toilet\)\.noun: bad pattern/],
    [
      'an unknown named pattern',
      rule('', "'{bowls}'"),
      /rules\.0 \(toilet\)\.noun: names no pattern "bowls"/,
    ],
    ['an unknown named condition', rule('    when: { is: biuld }\n'), /when\.is: names no condition "biuld"/],
    ['an unknown phrase set', rule('    when: { says: roofy }\n'), /rules\.0 \(toilet\)\.when\.says/],
    [
      'an id used twice',
      `${rule('')}${rule('').replace('rules:\n', '')}`,
      /rules\.1 \(toilet\)\.id: used twice/,
    ],
    ['no rules', 'rules: []\n', /bad\.yaml: rules/],
    [
      'a sizer of an unknown kind',
      `sizers: { big: { kind: guess, share: 1 } }\n${rule('')}`,
      /bad\.yaml: sizers\.big\.kind/,
    ],
    [
      'a sizer missing its figure',
      `sizers: { eaves: { kind: roofEdge, what: eaves } }\n${rule('')}`,
      /bad\.yaml: sizers\.eaves\.share/,
    ],
    ['text that is not YAML', 'rules: [\n', /bad\.yaml: \(file\): not YAML/],
  ])('%s', (_name, text, message) => {
    expect(() => parseWorkRuleFile('bad.yaml', text, order)).toThrow(message);
    expect(caughtError(() => parseWorkRuleFile('bad.yaml', text, order))).toMatchObject({
      code: 'INVALID_LEXICON',
      message: expect.stringMatching(/^work-rules\/bad\.yaml: /),
    });
  });

  it('accepts a well-formed rule and compiles its condition', () => {
    const { rules: parsed } = parseWorkRuleFile(
      'ok.yaml',
      rule("    when: { is: build, textLacks: 'flapper' }\n"),
      order,
    );
    const flags = { install: true } as Parameters<NonNullable<(typeof parsed)[0]['when']>>[0];
    const context = { rooms: [], requestText: '' } as unknown as Parameters<
      NonNullable<(typeof parsed)[0]['when']>
    >[2];
    expect(parsed[0]?.when?.(flags, 'new toilet', context)).toBe(true);
    expect(parsed[0]?.when?.(flags, 'new toilet flapper', context)).toBe(false);
  });

  const reader = (extra: Record<string, string>): BundledDataReader => {
    const real = bundledDataReader();
    return {
      readText: (path) => extra[path] ?? real.readText(path),
      listFiles: (directory) => [
        ...real.listFiles(directory),
        ...Object.keys(extra)
          .filter((p) => p.startsWith(directory) && !p.endsWith('order.yaml'))
          .map((p) => p.slice(directory.length)),
      ],
    };
  };

  it.each([
    [
      'a file missing from order.yaml',
      { 'work-rules/stray.yaml': rule('') },
      /stray\.yaml: \(file\): not listed in order\.yaml/,
    ],
    [
      'order.yaml naming a file that is not there',
      { 'work-rules/order.yaml': 'work: [plumbing, ghost]\nremoval: [removal]\n' },
      /order\.yaml: \(file\): lists "ghost"/,
    ],
    [
      'a named condition that names another',
      { 'work-rules/order.yaml': 'work: [plumbing]\nremoval: [removal]\nconditions: { a: { is: b } }\n' },
      /order\.yaml: conditions\.a: a named condition may not use "is"/,
    ],
  ])('%s', (_name, files, message) => {
    expect(() => readWorkRules(reader(files))).toThrow(message);
  });
});
