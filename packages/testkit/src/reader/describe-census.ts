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
 * `quoin estimate "<text>"` does; a phrasing with a `todo` is reported as a todo with its reason.
 * @example describeCensus('the systems census', [{ file: new URL('./census-systems.yaml', import.meta.url), minTopics: 60, phrasingsPerTopic: 3 }])
 */
export function describeCensus(title: string, tables: CensusTable[]): void {
  const loaded = tables.map((table) => ({ table, topics: loadCensusFile(table.file) }));
  const context = { registry: defaultTradeRegistry(), priceSource: bundledCatalog() };
  describe(title, () => {
    for (const topic of loaded.flatMap(({ topics }) => topics)) {
      for (const { text, todo } of topic.phrasings) {
        if (todo) {
          it.todo(`${topic.id}: ${text} (${todo})`);
          continue;
        }
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
    }

    it(shapeTitle(tables), () => {
      for (const { table, topics } of loaded) keepsShape(table, topics);
    });
  });
}

function shapeTitle(tables: CensusTable[]): string {
  const main = tables[0];
  const topics = main?.minTopics ? `at least ${main.minTopics} topics` : 'its topics';
  const phrasings = main?.phrasingsPerTopic ? `, each with ${main.phrasingsPerTopic} phrasings` : '';
  return `keeps ${topics}${phrasings}, a cited band${main?.kindsOnEveryTopic ? ' and the kinds it prices' : ''}`;
}

function keepsShape(table: CensusTable, topics: CensusTopic[]): void {
  const name = table.file.pathname.split('/').pop();
  expect(topics.length, name).toBeGreaterThanOrEqual(table.minTopics ?? 1);
  for (const topic of topics) {
    if (table.phrasingsPerTopic) expect(topic.phrasings, topic.id).toHaveLength(table.phrasingsPerTopic);
    expect(topic.band, topic.id).toBeDefined();
    expect(topic.source, topic.id).toMatch(/\S/);
    if (table.kindsOnEveryTopic) expect(topic.kinds.length, topic.id).toBeGreaterThan(0);
  }
}
