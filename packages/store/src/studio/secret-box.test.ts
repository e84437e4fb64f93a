import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleAgentConfig } from '@quoin/testkit/store';
import { describe, expect, it } from 'vitest';
import { openStore } from '../open-store.ts';
import { createSecretBox, keyFromText, loadSecretKey } from './secret-box.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('secret box', () => {
  const box = createSecretBox(keyFromText('correct horse battery staple'));

  it.each(['', 'sk-live-123', 'ünïcødé ⟦EMAIL_1⟧', 'x'.repeat(10_000)])('round-trips %#', (text) => {
    const sealed = box.seal(text);
    expect(sealed).not.toContain(text || '\u0000');
    expect(box.open(sealed)).toBe(text);
  });

  it('seals the same text differently each time (fresh IV) and refuses a changed one or another key', () => {
    const sealed = box.seal('secret');
    expect(box.seal('secret')).not.toBe(sealed);
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open(flipped)).toThrow(/cannot be opened/);
    expect(() => createSecretBox(keyFromText('another key')).open(sealed)).toThrow(/cannot be opened/);
  });

  it('creates the key file once with 0600 permissions', () => {
    const home = mkdtempSync(join(tmpdir(), 'quoin-key-'));
    try {
      const keyFile = join(home, 'nested', 'secret.key');
      const first = loadSecretKey({ keyFile });
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(loadSecretKey({ keyFile })).toEqual(first);
      expect(loadSecretKey({ keyFile, envKey: 'from-env' })).toEqual(keyFromText('from-env'));
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('leaves no secret prompt text in the database files on disk', async () => {
    const quoinHome = mkdtempSync(join(tmpdir(), 'quoin-secret-'));
    try {
      const store = await openStore({ quoinHome });
      const config = sampleAgentConfig('keyed');
      config.promptTemplate = [{ id: 'key', text: 'PROVIDER-KEY-sk-9f8e7d', secret: true }];
      await store.agents.create(config, { actor: 'alice' });
      await store.close();
      for (const file of filesUnder(join(quoinHome, 'db'))) {
        expect(readFileSync(file).includes('PROVIDER-KEY-sk-9f8e7d'), file).toBe(false);
      }
      const reopened = await openStore({ quoinHome });
      const version = await reopened.agents.requireVersion('keyed', 1);
      expect(version.config.promptTemplate[0]?.text).toBe('PROVIDER-KEY-sk-9f8e7d');
      await reopened.close();
    } finally {
      rmSync(quoinHome, { recursive: true, force: true });
    }
  }, 60_000);
});
