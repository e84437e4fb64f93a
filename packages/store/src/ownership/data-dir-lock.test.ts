import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, currentLockOwner } from './data-dir-lock.ts';

const dirs: string[] = [];
function lockPath() {
  const dir = mkdtempSync(join(tmpdir(), 'quoin-lock-'));
  dirs.push(dir);
  return join(dir, 'db.lock');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeLock(path: string, owner: Record<string, unknown>) {
  writeFileSync(path, JSON.stringify(owner));
}

describe('the one-owner lock of the embedded database', () => {
  it('writes the owner and removes the file on release', () => {
    const path = lockPath();
    const lock = acquireDataDirLock(path, { purpose: 'quoin serve' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'quoin serve',
    });
    lock.release();
    lock.release();
    expect(currentLockOwner(path)).toBeUndefined();
  });

  it('refuses a second owner while the first is alive, naming its PID', () => {
    const path = lockPath();
    writeLock(path, { pid: 4242, hostname: hostname(), startedAt: 'then', purpose: 'quoin serve' });
    const error = (() => {
      try {
        acquireDataDirLock(path, { isAlive: () => true });
      } catch (caught) {
        return caught as { code: string; message: string };
      }
    })();
    expect(error?.code).toBe('DATABASE_IN_USE');
    expect(error?.message).toContain('in use by PID 4242');
  });

  it.each([
    [
      'a dead PID on this machine (SIGKILL)',
      { pid: 4242, hostname: hostname(), startedAt: 'x', purpose: 'q' },
    ],
    ['an unreadable lock file', 'not json'],
  ])('takes over a stale lock: %s', (_case, content) => {
    const path = lockPath();
    if (typeof content === 'string') writeFileSync(path, content);
    else writeLock(path, content);
    const lock = acquireDataDirLock(path, { isAlive: () => false });
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not call a lock from another machine stale (it cannot see that PID)', () => {
    const path = lockPath();
    writeLock(path, { pid: 4242, hostname: 'other-host', startedAt: 'x', purpose: 'quoin serve' });
    expect(() => acquireDataDirLock(path, { isAlive: () => false })).toThrow(/PID 4242 on other-host/);
  });

  it('refuses a second open in the same process', () => {
    const path = lockPath();
    const lock = acquireDataDirLock(path);
    expect(() => acquireDataDirLock(path)).toThrow(/in use by PID/);
    lock.release();
  });
});
