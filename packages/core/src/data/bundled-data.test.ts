import { afterEach, describe, expect, it } from 'vitest';
import { loadTradeProfiles } from '../trades/load-trade-profiles.ts';
import {
  type BundledDataReader,
  bundledDataReader,
  fileDataReader,
  readBundledText,
  setBundledDataReader,
} from './bundled-data.ts';

const onDisk = fileDataReader(new URL('../../data/', import.meta.url));

/** What a browser does: every file handed over up front (a JSON import or a fetch), no file system. */
function inMemory(files: Record<string, string>): BundledDataReader {
  return {
    readText: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`no bundled file ${path}`);
      return text;
    },
    listFiles: (directory) =>
      Object.keys(files)
        .filter((path) => path.startsWith(directory) && !path.slice(directory.length).includes('/'))
        .map((path) => path.slice(directory.length)),
  };
}

afterEach(() => setBundledDataReader(undefined));

describe('bundled data', () => {
  it('reads the data directory in Node by default', () => {
    expect(readBundledText('labor-rates.yaml')).toContain('electrician');
    expect(bundledDataReader().listFiles('trades/')).toContain('tile.yaml');
  });

  it('loads the trade profiles through an injected reader exactly as from files', () => {
    const files: Record<string, string> = {};
    for (const name of onDisk.listFiles('trades/'))
      files[`trades/${name}`] = onDisk.readText(`trades/${name}`);
    setBundledDataReader(inMemory(files));
    const injected = loadTradeProfiles();
    setBundledDataReader(undefined);
    expect(injected).toEqual(loadTradeProfiles());
    expect(injected.length).toBeGreaterThan(20);
  });

  it('uses the injected reader for every file', () => {
    setBundledDataReader(inMemory({ 'labor-rates.yaml': 'injected' }));
    expect(readBundledText('labor-rates.yaml')).toBe('injected');
    expect(() => readBundledText('cities.csv')).toThrow(/no bundled file/);
  });
});
