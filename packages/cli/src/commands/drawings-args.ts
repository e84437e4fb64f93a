import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CaptionCachePort, DrawingStorePort, VectorStorePort } from '@quoin/drawings';
import type { CliContext } from '../cli-context.ts';
import { inputError } from '../exit-codes.ts';

/** What every `quoin drawings` subcommand gets: its options read, and the store it works on. */
export interface DrawingsArgs {
  format: 'table' | 'json';
  positionals: string[];
  values: { name?: string; estimate?: string; set?: string; sheet?: string; note?: string };
  port: DrawingStorePort;
  newId: () => string;
  /** The store's vectors (pgvector), for embeddings when QUOIN_EMBEDDING_MODEL is set. */
  vectors?: VectorStorePort;
  /** The store's vision captions by page hash, for QUOIN_VISION_MODEL. */
  captions?: CaptionCachePort;
}

/** Reads a file named on the command line, with the error a person can act on. */
export function readInputFile(context: CliContext, file: string): Buffer {
  try {
    return readFileSync(resolve(context.cwd, file));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read ${file}: ${reason}`);
  }
}
