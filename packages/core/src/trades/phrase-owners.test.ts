import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { hasErrorCode } from '../quoin-error.ts';
import { loadTradeProfiles, validateTradeProfileText } from './load-trade-profiles.ts';
import { type ProfileFile, phraseKey, phraseOwnerProblems, sharedPhrases } from './phrase-owners.ts';
import { defaultTradeRegistry } from './trade-registry.ts';

/** A small trade file whose kinds of work say the given phrases: `{ kind_id: [phrase, …] }`. */
function tradeText(id: string, kinds: Record<string, string[]>): string {
  const items = Object.entries(kinds).map(
    ([kind, phrases]) =>
      `  - { id: ${kind}, keywords: [${phrases.map((p) => `'${p}'`).join(', ')}], defaultUom: each, allowedUoms: [each], assembly: job }`,
  );
  return [
    `id: ${id}`,
    'name: Sample',
    "version: '1'",
    'laborRateKey: carpenter',
    `aliases: [${id}]`,
    'regulated: false',
    'minimumChargeCents: 15000',
    'defaultWasteFactor: 0.1',
    'allowedUoms: [each]',
    'sequence: 50',
    'workItems:',
    ...items,
    'assemblies:',
    '  - { id: job, name: Job, keywords: [job], uom: each, labor: { hoursPerUnit: 1 } }',
    '',
  ].join('\n');
}

function fileOf(id: string, kinds: Record<string, string[]>): ProfileFile {
  const fileName = `${id}.yaml`;
  const result = validateTradeProfileText(fileName, tradeText(id, kinds));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return { fileName, profile: result.value };
}

describe('phraseKey', () => {
  it.each([
    ['Bay Windows', 'bay window'],
    ['pool fill-in', 'pool fill in'],
    ['remove the hot tub', 'remove hot tub'],
    ['fill in a pool', 'fill in pool'],
    ['6 inch k style', '6 inch k style'],
    ["furnace won't light", 'furnace wont light'],
  ])('hears %j as %j', (said, heard) => {
    expect(phraseKey(said)).toBe(heard);
  });

  it('respells words as the reader does before matching', () => {
    const respell = (word: string) => ({ int: 'interior' })[word] ?? word;
    expect(phraseKey('int drain tile', respell)).toBe('interior drain tile');
  });
});

describe('phraseOwnerProblems', () => {
  it.each<[string, ProfileFile[], string[]]>([
    ['distinct phrases', [fileOf('alpha', { a: ['bay window'], b: ['picture window'] })], []],
    ['one kind saying a phrase twice', [fileOf('alpha', { a: ['bay window', 'bay windows'] })], []],
    ['a longer phrase on the other kind', [fileOf('alpha', { a: ['pool'], b: ['pool removal'] })], []],
    [
      'the same phrase in two files',
      [fileOf('alpha', { a: ['junk removal'] }), fileOf('beta', { b: ['junk removal'] })],
      ['junk removal'],
    ],
    [
      'the same phrase in one file',
      [fileOf('alpha', { a: ['redeck'], b: ['deck boards', 'redeck'] })],
      ['redeck'],
    ],
    [
      'a plural of it',
      [fileOf('alpha', { a: ['steel pier'] }), fileOf('beta', { b: ['steel piers'] })],
      ['steel pier'],
    ],
    [
      'its case and punctuation',
      [fileOf('alpha', { a: ['Pool Fill In'] }), fileOf('beta', { b: ['pool fill-in'] })],
      ['pool fill in'],
    ],
    [
      'an article in it',
      [fileOf('alpha', { a: ['remove hot tub'] }), fileOf('beta', { b: ['remove the hot tub'] })],
      ['remove hot tub'],
    ],
  ])('%s', (_case, files, refused) => {
    const problems = phraseOwnerProblems(files);
    expect(problems.map((p) => p.code)).toEqual(refused.map(() => 'PHRASE_TWO_OWNERS'));
    expect(sharedPhrases(files).map((s) => s.phrase)).toEqual(refused);
  });

  it('names the phrase, both kinds, both files and the fix', () => {
    const [problem] = phraseOwnerProblems([
      fileOf('alpha', { debris: ['haul away', 'junk removal'] }),
      fileOf('beta', { first: ['estate sale'], junk: ['junk removal'] }),
    ]);
    expect(problem?.path).toEqual(['workItems', 1, 'keywords', 0]);
    expect(problem?.message).toBe(
      'beta.yaml: workItems.1.keywords.0: phrase "junk removal" is claimed by two kinds of work: ' +
        'alpha/debris ("junk removal" in alpha.yaml) and beta/junk ("junk removal" in beta.yaml); keep the ' +
        'phrase on one kind (the one a customer saying exactly that wants priced); the other kind can say it ' +
        'with a longer phrase',
    );
  });
});

describe('loadTradeProfiles', () => {
  it('refuses a phrase two kinds of work claim, naming both', () => {
    const directory = mkdtempSync(join(tmpdir(), 'quoin-phrase-owners-'));
    writeFileSync(join(directory, 'alpha.yaml'), tradeText('alpha', { skylight: ['tubular skylight'] }));
    writeFileSync(
      join(directory, 'beta.yaml'),
      tradeText('beta', { tube: ['sun tunnel', 'tubular skylights'] }),
    );
    const caught = caughtError(() => loadTradeProfiles(pathToFileURL(directory)));
    expect(hasErrorCode(caught, 'INVALID_TRADE_PROFILE')).toBe(true);
    expect((caught as Error).message).toMatch(
      /beta\.yaml: workItems\.0\.keywords\.1: phrase "tubular skylight" is claimed by two kinds of work: alpha\/skylight \("tubular skylight" in alpha\.yaml\) and beta\/tube \("tubular skylights" in beta\.yaml\); keep the phrase on one kind/,
    );
  });

  it('loads trade files whose kinds say distinct phrases', () => {
    const directory = mkdtempSync(join(tmpdir(), 'quoin-phrase-owners-'));
    writeFileSync(join(directory, 'alpha.yaml'), tradeText('alpha', { skylight: ['skylight install'] }));
    writeFileSync(join(directory, 'beta.yaml'), tradeText('beta', { tube: ['tubular skylight'] }));
    expect(loadTradeProfiles(pathToFileURL(directory)).map((p) => p.id)).toEqual(['alpha', 'beta']);
  });
});

// An estimate line (from an agent, an edit or a plan) finds its assembly by the same phrases: the assembly of
// the kind that owns a phrase, not another assembly that also listed it in its own keywords.
describe('an estimate line finds the assembly of the kind that owns its phrase', () => {
  it.each([
    ['Replace main water shutoff', 'plumbing/main_shutoff_valve'],
    ['Bay window', 'windows_doors/bay_window'],
    ['Junk removal', 'home_services/junk_removal'],
    ['House washing', 'siding/house_washing'],
    ['Redeck', 'framing_deck/deck_resurface'],
    ['Paint concrete floor', 'painting/concrete_floor_paint'],
    ['Basement floor paint', 'painting/concrete_floor_paint'],
    ['Garage floor epoxy', 'painting/floor_coating'],
    ['Tubular skylight', 'windows_doors/tubular_skylight'],
    ['Pressure wash the driveway', 'painting/pressure_washing'],
    ['Haul away debris', 'general_remodel/debris_haul_away'],
  ])('%s → %s', (title, expected) => {
    const found = defaultTradeRegistry().findAssembly(title);
    expect(found && `${found.trade.id}/${found.assembly.id}`).toBe(expected);
  });
});
