import { QuoinError } from '@quoin/core';

// The store throws QuoinError with codes from protocol's ERROR_CODES (match on `code`); the server's one error
// boundary maps them to HTTP statuses.

export function versionConflict(
  estimateId: string,
  expectedVersion: number,
  currentVersion: number,
): QuoinError {
  return new QuoinError(
    'VERSION_CONFLICT',
    `Estimate ${estimateId} is at version ${currentVersion}, not ${expectedVersion}: someone else saved it ` +
      'first. Reload it and apply your change again; nothing was written.',
    { estimateId, expectedVersion, currentVersion },
  );
}

export function notFound(kind: string, id: string): QuoinError {
  return new QuoinError('NOT_FOUND', `No ${kind} with id ${id}.`, { kind, id });
}

export function alreadyExists(kind: string, id: string): QuoinError {
  return new QuoinError('ALREADY_EXISTS', `A ${kind} with id ${id} already exists; choose another id.`, {
    kind,
    id,
  });
}

/**
 * Turns the database's constraint errors (same shape from pg and PGlite: SQLSTATE `code`, `constraint`) into
 * store errors a caller can act on; anything else is returned unchanged. Use as `.catch(e => { throw … })`.
 */
export function translateDatabaseError(
  error: unknown,
  subject: { kind: string; id: string; estimateId?: string },
) {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  const onEstimate = typeof constraint === 'string' && constraint.endsWith('_estimate_id_fkey');
  // 23503 foreign_key_violation, 23505 unique_violation (PostgreSQL error codes, Appendix A).
  if (code === '23503' && onEstimate) return notFound('estimate', subject.estimateId ?? '?');
  if (code === '23505') return alreadyExists(subject.kind, subject.id);
  return error;
}
