import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { QuoinError } from '@quoin/core';

/** What the lock file says about its owner; enough to tell a live owner from a crashed one. */
export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** The command that holds the database (`quoin serve`, `quoin backup`…), for the refusal's message. */
  purpose: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly owner: LockOwner;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

export interface AcquireLockOptions {
  purpose?: string;
  /** Injected for tests: whether a process id is running on this machine. */
  isAlive?: (pid: number) => boolean;
  pid?: number;
  clock?: () => Date;
}

/** `kill(pid, 0)` probes without signalling: ESRCH means no such process, EPERM means it runs as someone else. */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid)) return undefined;
    return {
      pid: value.pid,
      hostname: typeof value.hostname === 'string' ? value.hostname : '',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
      purpose: typeof value.purpose === 'string' ? value.purpose : 'quoin',
    };
  } catch {
    return undefined;
  }
}

/** The refusal a second owner gets; DATABASE_IN_USE maps to 409 on the wire and names who holds it. */
function databaseInUse(path: string, owner: LockOwner): QuoinError {
  const elsewhere = owner.hostname !== hostname() ? ` on ${owner.hostname}` : '';
  return new QuoinError(
    'DATABASE_IN_USE',
    `The database is in use by PID ${owner.pid}${elsewhere} (${owner.purpose}, since ${owner.startedAt}). ` +
      `Only one process may open it: stop that one first (or use its API), or set QUOIN_HOME to another folder. ` +
      `If PID ${owner.pid} is not Quoin, delete ${path}.`,
    { lockPath: path, ...owner },
  );
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    // 'wx' creates the file only if it does not exist: of two processes racing here, exactly one wins.
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the one-owner lock of an embedded database: a file beside it holding the owner's PID. A lock whose
 * PID is no longer running on this machine (the owner was killed with SIGKILL) is stale and taken over; a live
 * owner's lock is refused with DATABASE_IN_USE. Two processes writing one PGlite folder corrupt it for good.
 */
export function acquireDataDirLock(path: string, options: AcquireLockOptions = {}): DataDirLock {
  const isAlive = options.isAlive ?? isProcessAlive;
  const owner: LockOwner = {
    pid: options.pid ?? process.pid,
    hostname: hostname(),
    startedAt: (options.clock?.() ?? new Date()).toISOString(),
    purpose: options.purpose ?? 'quoin',
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, owner)) return heldLock(path, owner);
    const current = readOwner(path);
    // A lock being written this instant reads as empty; look again rather than call it stale.
    if (!current && attempt === 0) continue;
    const stale =
      !current || (current.hostname === owner.hostname && current.pid !== owner.pid && !isAlive(current.pid));
    if (!stale && current) throw databaseInUse(path, current);
    rmSync(path, { force: true });
  }
  const current = readOwner(path);
  throw current
    ? databaseInUse(path, current)
    : new QuoinError('DATABASE_IN_USE', `Could not take the database lock ${path}; try again.`, {
        lockPath: path,
      });
}

function heldLock(path: string, owner: LockOwner): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(path)?.pid === owner.pid) rmSync(path, { force: true });
  };
  // A normal exit (also after an uncaught error) removes the lock; SIGKILL leaves it, and it is found stale.
  process.on('exit', release);
  return { path, owner, release };
}

/** Who holds the lock at `path` now, if anyone alive does. */
export function currentLockOwner(
  path: string,
  isAlive: (pid: number) => boolean = isProcessAlive,
): LockOwner | undefined {
  const owner = readOwner(path);
  if (!owner) return undefined;
  if (owner.hostname === hostname() && !isAlive(owner.pid)) return undefined;
  return owner;
}
