import { readdirSync, readFileSync } from 'node:fs';
import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { readBundledText } from '../data/bundled-data.ts';
import { parseRefinerNotes, refinerNote } from './refiner-notes.ts';

describe('refiner notes (data/lexicon/refiner-notes.yaml)', () => {
  it('loads, and every note a refiner names exists with its places filled', () => {
    const notes = parseRefinerNotes(readBundledText('lexicon/refiner-notes.yaml'));
    const directory = new URL('./', import.meta.url);
    const sources = readdirSync(directory)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(new URL(name, directory), 'utf8'))
      .filter((source) => source.includes("from './refiner-notes.ts'"))
      .join('\n');
    // Every 'refiner.note' literal of the files that say notes.
    const used = [...sources.matchAll(/'([a-z_]+\.[a-z_0-9]+)'/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(30);
    for (const key of used) {
      const [refiner = '', name = ''] = key!.split('.');
      expect(notes[refiner]?.[name], key).toBeDefined();
    }
  });

  it.each([
    [
      'panel.not_200',
      { amps: 1500 },
      'the trade data has no 1,500 A assembly',
      'Confirm the 1,500 A service',
    ],
    ['reroof.pitch', {}, undefined, 'What is the roof pitch (rise in 12)?'],
  ])('%s fills its places (numbers as the estimate shows them)', (key, values, assumption, question) => {
    const note = refinerNote(key, values);
    if (assumption) expect(note.assumption).toContain(assumption);
    else expect(note.assumption).toBeUndefined();
    expect(note.question).toContain(question);
  });

  it.each([
    ['no such note', () => refinerNote('panel.nothing'), 'panel.nothing: no such note'],
    [
      'a place left empty',
      () => refinerNote('panel.not_200'),
      'panel.not_200.assumption: nothing fills {amps}',
    ],
    ['a note that says nothing', () => parseRefinerNotes('panel:\n  empty: {}\n'), 'panel.empty'],
    ['a misspelt field', () => parseRefinerNotes("panel:\n  no_size: { asumption: 'x' }\n"), 'panel.no_size'],
    ['a bad refiner name', () => parseRefinerNotes("Panel:\n  no_size: { assumption: 'x' }\n"), 'Panel'],
  ])('refuses %s with INVALID_LEXICON naming the entry', (_what, act, where) => {
    const caught = caughtError(act);
    expect(caught).toMatchObject({ code: 'INVALID_LEXICON', message: expect.stringContaining(where) });
    expect(caught).toHaveProperty('message', expect.stringContaining('lexicon/refiner-notes.yaml'));
  });
});
