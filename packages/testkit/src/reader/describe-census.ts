import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { type CensusTopic, loadCensusFile } from '../census/census-file.ts';
import { readCensusPhrasing } from '../census/read-census-phrasing.ts';

/** A census file and what its shape must keep (a second list written later may have one phrasing a topic). */
export interface CensusTable {
  file: URL;
  minTopics?: number;
  phrasingsPerTopic?: number;
  /** Every topic names the kinds a right reading prices (none is checked by its band alone). */
  kindsOnEveryTopic?: boolean;
}

/**
 * The census table test: each phrasing of each topic reads the topic's kinds and prices inside its band, as
 * `quoin estimate "<text>"` does; a phrasing with a `todo` must still read wrong (or not at all), so a todo that
 * passes fails the suite, asking for its todo to be dropped.
 * @example describeCensus('the systems census', [{ file: new URL('./census-systems.yaml', import.meta.url), minTopics: 60, phrasingsPerTopic: 3 }])
 */
export function describeCensus(title: string, tables: CensusTable[]): void {
  const loaded = tables.map((table) => ({ table, topics: loadCensusFile(table.file) }));
  const context = { registry: defaultTradeRegistry(), priceSource: bundledCatalog() };
  describe(title, () => {
    for (const { table, topics } of loaded) {
      for (const topic of topics) {
        for (const { text, todo } of topic.phrasings) {
          if (todo) stillTodo(topic, text, todo, fileName(table.file), context);
          else readsRight(topic, text, context);
        }
      }
    }

    it(shapeTitle(tables), () => {
      for (const { table, topics } of loaded) keepsShape(table, topics);
    });
  });
}

type ReadContext = Parameters<typeof readCensusPhrasing>[2];

/** The row of a phrasing: it reads the topic's kinds and prices inside the band. */
function readsRight(topic: CensusTopic, text: string, context: ReadContext): void {
  it(`${topic.id}: ${text}`, async () => {
    const reading = await readCensusPhrasing(topic, text, context);
    expect(reading.missingKinds, `read ${reading.lines.join(', ')}`).toEqual([]);
    if (!topic.band) return;
    const [lowUsd, highUsd] = topic.band;
    const at = `${text}: ${reading.grandTotalCents / 100} USD`;
    expect(reading.grandTotalCents, at).toBeGreaterThanOrEqual(lowUsd * 100);
    expect(reading.grandTotalCents, at).toBeLessThanOrEqual(highUsd * 100);
  });
}

/** The row of a phrasing marked todo: it must still read wrong (or not at all); one that reads right fails. */
function stillTodo(topic: CensusTopic, text: string, todo: string, file: string, context: ReadContext): void {
  it(`${topic.id}: ${text} (todo: ${todo})`, async () => {
    const reading = await readCensusPhrasing(topic, text, context).catch(() => undefined);
    const right = reading !== undefined && reading.missingKinds.length === 0 && reading.inBand;
    const lines = reading?.lines.join(', ');
    expect(right, `reads right now (${lines}): drop its todo in ${file} to make it a test`).toBe(false);
  });
}

const fileName = (file: URL) => file.pathname.split('/').pop() ?? file.pathname;

function shapeTitle(tables: CensusTable[]): string {
  const main = tables[0];
  const topics = main?.minTopics ? `at least ${main.minTopics} topics` : 'its topics';
  const phrasings = main?.phrasingsPerTopic ? `, each with ${main.phrasingsPerTopic} phrasings` : '';
  return `keeps ${topics}${phrasings}, a cited band${main?.kindsOnEveryTopic ? ' and the kinds it prices' : ''}`;
}

function keepsShape(table: CensusTable, topics: CensusTopic[]): void {
  const name = fileName(table.file);
  expect(topics.length, name).toBeGreaterThanOrEqual(table.minTopics ?? 1);
  for (const topic of topics) {
    if (table.phrasingsPerTopic) expect(topic.phrasings, topic.id).toHaveLength(table.phrasingsPerTopic);
    expect(topic.band, topic.id).toBeDefined();
    expect(topic.source, topic.id).toMatch(/\S/);
    if (table.kindsOnEveryTopic) expect(topic.kinds.length, topic.id).toBeGreaterThan(0);
  }
}
