import { QuoinError } from '../quoin-error.ts';

/**
 * How core reads its bundled data files (paths relative to `packages/core/data`, e.g. `trades/tile.yaml`). In
 * Node they are files; a browser passes them from a JSON import or a fetch with `setBundledDataReader`, so
 * core's pure functions run there with no `node:fs` in the bundle.
 */
export interface BundledDataReader {
  readText(path: string): string;
  /** The file names in a directory, e.g. `listFiles('trades/')`. */
  listFiles(directory: string): string[];
}

interface NodeFs {
  readFileSync(path: URL, encoding: 'utf8'): string;
  readdirSync(path: URL): string[];
}

// A variable, not a literal: bundlers rewrite `new URL('literal', import.meta.url)` into an asset.
const DATA_DIRECTORY = '../../data/';

let injected: BundledDataReader | undefined;

/** Replaces the reader of core's bundled data (undefined: back to files in Node). Loaded data is cached by each loader. */
export function setBundledDataReader(reader: BundledDataReader | undefined): void {
  injected = reader;
}

/** Reads files under `directory` with Node's fs, found at run time so no bundle carries `node:fs`. */
export function fileDataReader(directory: URL): BundledDataReader {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = process?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
  if (!fs)
    throw new QuoinError(
      'UNAVAILABLE',
      "core's bundled data is read from files only in Node; elsewhere call setBundledDataReader() first",
    );
  const base = directory.href.endsWith('/') ? directory : new URL(`${directory.href}/`);
  return {
    readText: (path) => fs.readFileSync(new URL(path, base), 'utf8'),
    listFiles: (path) => fs.readdirSync(new URL(path.endsWith('/') || path === '' ? path : `${path}/`, base)),
  };
}

/** The reader in use: the injected one, else core's data directory on disk. */
export function bundledDataReader(): BundledDataReader {
  return injected ?? fileDataReader(new URL(DATA_DIRECTORY, import.meta.url));
}

/** The text of one bundled data file, e.g. `readBundledText('labor-rates.yaml')`. */
export function readBundledText(path: string): string {
  return bundledDataReader().readText(path);
}
