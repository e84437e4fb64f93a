import { QuoinError } from '@quoin/core';

/**
 * The error for an embedded database folder that will not open (PGlite reports only `Aborted()`): says where
 * it is and what to do, instead of a bare WebAssembly abort.
 */
export function databaseUnreadable(dataDir: string, cause: unknown): QuoinError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new QuoinError(
    'DATABASE_UNREADABLE',
    `The database in ${dataDir} cannot be opened (${reason}). It may have been damaged by two processes ` +
      'writing it at once or by a full disk. Restore a backup with "quoin restore FILE", or move the folder ' +
      'aside to start with an empty database (nothing in it is deleted by Quoin).',
    { dataDir, reason },
  );
}
