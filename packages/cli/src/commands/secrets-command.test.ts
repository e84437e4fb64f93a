import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { secretsCommand } from './secrets-command.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('quoin secrets', () => {
  it('stores a provider key sealed, lists names only, removes it; the key file is 0600', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'quoin-secrets-'));
    let out = '';
    const stdout = new Writable({
      write(chunk, _encoding, callback) {
        out += String(chunk);
        callback();
      },
    });
    const context = { cwd, env: { QUOIN_HOME: join(cwd, 'home') }, stdout, stderr: stdout };
    expect(
      await secretsCommand(context, ['set', 'OPENAI_API_KEY'], Readable.from(['sk-proj-NEVER-IN-CLEAR\n'])),
    ).toBe(0);
    expect(await secretsCommand(context, ['list'])).toBe(0);
    expect(out).toContain('OPENAI_API_KEY  set by');
    expect(out).not.toContain('NEVER-IN-CLEAR');
    for (const file of files(join(cwd, 'home')))
      expect(readFileSync(file).includes('NEVER-IN-CLEAR'), file).toBe(false);
    expect(statSync(join(cwd, 'home', 'secret.key')).mode & 0o777).toBe(0o600);
    expect(await secretsCommand(context, ['remove', 'OPENAI_API_KEY'])).toBe(0);
    await expect(secretsCommand(context, ['remove', 'OPENAI_API_KEY'])).rejects.toThrow(/No secret/);
  }, 60_000);
});
