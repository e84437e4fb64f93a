import { randomBytes } from 'node:crypto';

/** `run-20260302-100000-3f9a1c`: sorts by time, readable in a listing, unique enough for one machine. */
export function newRunId(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `run-${stamp}-${randomBytes(3).toString('hex')}`;
}
