import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledCatalogItems, parsePriceListCsv } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import type { CliContext } from './cli-context.ts';
import {
  ImportedPriceSource,
  loadImportedItems,
  priceListCsv,
  quoinHome,
  savePriceList,
} from './quoin-home.ts';

const context = (env: Record<string, string>, cwd = '/home/estimator/site'): CliContext => ({
  env,
  cwd,
  stdout: process.stdout,
  stderr: process.stderr,
});

describe('quoin home', () => {
  it.each([
    [{}, '/home/estimator/site/.quoin'],
    [{ QUOIN_HOME: 'data/q' }, '/home/estimator/site/data/q'],
    [{ QUOIN_HOME: '/srv/quoin' }, '/srv/quoin'],
    [{ QUOIN_HOME: ' ' }, '/home/estimator/site/.quoin'],
  ])('QUOIN_HOME %j → %s', (env, expected) => {
    expect(quoinHome(context(env))).toBe(expected);
  });

  it('stores a price list that parses back to the same items (the whole bundled catalog)', () => {
    const items = bundledCatalogItems();
    const parsed = parsePriceListCsv(priceListCsv(items));
    if (!parsed.ok) throw new Error(parsed.problems[0]?.message);
    expect(parsed.value).toEqual(items);
  });

  it('saves, loads and searches imported items as price_list candidates that say they win', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'quoin-home-'));
    const items = bundledCatalogItems().slice(0, 3);
    const saved = savePriceList(context({}, cwd), items);
    expect(saved).toBe(join(cwd, '.quoin', 'price-list.csv'));
    expect(loadImportedItems(context({}, cwd))).toEqual(items);
    const [best] = await new ImportedPriceSource(items).search(items[0]!.name);
    expect(best?.sourceKind).toBe('price_list');
    expect(best?.reasons.at(-1)).toBe('your imported price list: preferred over the bundled catalog');
  });
});
