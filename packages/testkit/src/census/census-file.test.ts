import { describe, expect, it } from 'vitest';
import { parseCensus } from './census-file.ts';

const topic = (fields: string) =>
  `topics:\n  - id: gas-furnace\n    source: HomeGuide "Furnace Cost" [recalled, verify]\n${fields}`;
const good = topic(
  '    band: [2500, 7500]\n    kinds: [furnace_replace|boiler_replace]\n    phrasings:\n      - Replace a gas furnace\n      - text: R&R 80k furn\n        todo: reads nothing yet\n',
);

describe('parseCensus', () => {
  it('reads a topic with a plain phrasing and one that still misses', () => {
    expect(parseCensus(good, 'census-x.yaml')).toEqual([
      {
        id: 'gas-furnace',
        band: [2500, 7500],
        source: 'HomeGuide "Furnace Cost" [recalled, verify]',
        kinds: ['furnace_replace|boiler_replace'],
        phrasings: [{ text: 'Replace a gas furnace' }, { text: 'R&R 80k furn', todo: 'reads nothing yet' }],
      },
    ]);
  });

  it.each([
    ['a band upside down', good.replace('[2500, 7500]', '[7500, 2500]'), 'topic gas-furnace: topics.0.band'],
    [
      'a kind that is not an id',
      good.replace('furnace_replace|boiler_replace', 'Furnace'),
      'topics.0.kinds.0',
    ],
    ['a todo map beside the phrasings', `${good}    todo: {}\n`, 'topic gas-furnace'],
    ['the old `texts` field', good.replace('phrasings:', 'texts:'), 'topic gas-furnace'],
    [
      'a topic with no id',
      good.replace('id: gas-furnace', 'topic: gas furnace'),
      'topic #1: topics.0.id: is missing',
    ],
    [
      'a todo with no phrasing',
      good.replace('text: R&R 80k furn', 'what: R&R 80k furn'),
      'topics.0.phrasings.1',
    ],
    ['a phrasing said twice', good.replace('R&R 80k furn', 'Replace a gas furnace'), 'listed twice'],
    [
      'a list with no topics key',
      '- id: gas-furnace\n',
      'a census is `topics:` followed by a list of topics',
    ],
  ])('names the file, the topic and what to fix: %s', (_case, yaml, said) => {
    let error: unknown;
    try {
      parseCensus(yaml, 'census-x.yaml');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ code: 'INVALID_CENSUS' });
    expect((error as Error).message).toContain('census-x.yaml');
    expect((error as Error).message).toContain(said);
  });
});
