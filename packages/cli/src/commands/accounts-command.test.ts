import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { openStore } from '@quoin/store';
import { describe, expect, it } from 'vitest';
import { accountsCommand } from './accounts-command.ts';
import { serveCommand } from './serve-command.ts';

function cliContext() {
  const cwd = mkdtempSync(join(tmpdir(), 'quoin-accounts-'));
  const output = { text: '' };
  const stdout = new Writable({
    write(chunk, _encoding, callback) {
      output.text += String(chunk);
      callback();
    },
  });
  const home = join(cwd, 'home');
  return { context: { cwd, env: { QUOIN_HOME: home }, stdout, stderr: stdout }, output, home };
}

describe('quoin accounts', () => {
  it('creates an organisation with its owner, invites, and creates, lists and revokes a token', async () => {
    const { context, output, home } = cliContext();
    const password = Readable.from(['a long owner password\n']);
    expect(
      await accountsCommand(
        context,
        ['create-org', 'Acme Builders', '--owner', 'Pat@Acme.example', '--password-stdin'],
        password,
      ),
    ).toBe(0);
    expect(output.text).toContain(
      'Created organisation Acme Builders (org-default) with owner pat@acme.example',
    );
    expect(
      await accountsCommand(context, [
        'invite',
        '--org',
        'Acme Builders',
        '--email',
        'sam@acme.example',
        '--role',
        'viewer',
      ]),
    ).toBe(0);
    expect(output.text).toMatch(/Invitation token \(shown once\): qi_/);
    output.text = '';
    expect(
      await accountsCommand(context, [
        'token',
        'create',
        '--org',
        'Acme Builders',
        '--user',
        'pat@acme.example',
        '--scope',
        'read',
      ]),
    ).toBe(0);
    const token = output.text.trim();
    expect(token).toMatch(/^qt_[\w-]{40,}$/);
    output.text = '';
    expect(await accountsCommand(context, ['token', 'list', '--org', 'Acme Builders'])).toBe(0);
    const tokenId = output.text.split(/\s+/)[0] ?? '';
    expect(output.text).toContain('read');
    expect(output.text).not.toContain(token);
    expect(await accountsCommand(context, ['token', 'revoke', tokenId, '--org', 'Acme Builders'])).toBe(0);

    const store = await openStore({ quoinHome: home });
    try {
      expect(await store.credentials.principalForToken(token, new Date())).toBeUndefined();
      expect(
        await store.accounts.verifySignIn('pat@acme.example', 'a long owner password', new Date()),
      ).toMatch(/^user-/);
      expect((await store.invitations.list('org-default')).map((i) => i.email)).toEqual(['sam@acme.example']);
    } finally {
      await store.close();
    }
    await expect(accountsCommand(context, ['members', '--org', 'Nobody'])).rejects.toThrow(
      /No organisation "Nobody"/,
    );
  }, 60_000);

  it('refuses to serve beyond loopback without accounts, saying why, before opening anything', async () => {
    const { context } = cliContext();
    await expect(
      serveCommand(
        context,
        ['--host', '0.0.0.0', '--auth', 'off', '--no-web', '--port', '0'],
        Promise.resolve(),
      ),
    ).rejects.toThrow(/Refusing to serve on 0\.0\.0\.0 without accounts/);
    await expect(serveCommand(context, ['--auth', 'maybe', '--no-web'], Promise.resolve())).rejects.toThrow(
      /--auth is required or off/,
    );
  });
});
