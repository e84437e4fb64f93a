import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { QuoinError } from '@quoin/core';

/** Seals and opens small secrets (prompts marked secret, provider keys) with AES-256-GCM. */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/**
 * A box over a 32-byte key. Sealed text is `v1.<iv>.<tag>.<ciphertext>` in base64url: a fresh 12-byte IV per
 * seal (NIST SP 800-38D), and the tag makes any change to the stored text fail to open.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret key is 32 bytes');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new QuoinError('SECRET_UNREADABLE', 'A stored secret is not in the sealed format.', {});
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new QuoinError(
          'SECRET_UNREADABLE',
          'A stored secret cannot be opened with this key: QUOIN_SECRET_KEY or the key file changed since it was sealed.',
          {},
        );
      }
    },
  };
}

/** A key from text: 64 hex digits or 44 base64 characters are used as they are, anything else is hashed. */
export function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(trimmed)) return decoded;
  return createHash('sha256').update(trimmed).digest();
}

/**
 * The process's key: `QUOIN_SECRET_KEY` when set, else the key file (created on first start with a random key
 * and 0600 permissions, so only its owner can read it).
 */
export function loadSecretKey(options: { envKey?: string; keyFile: string }): Buffer {
  if (options.envKey?.trim()) return keyFromText(options.envKey);
  if (!existsSync(options.keyFile)) {
    mkdirSync(dirname(options.keyFile), { recursive: true });
    writeFileSync(options.keyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(options.keyFile, 0o600);
  return keyFromText(readFileSync(options.keyFile, 'utf8'));
}
