import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters; stored beside every hash so stronger ones can be adopted without breaking old hashes. */
export interface ScryptParameters {
  cost: number;
  blockSize: number;
  parallelization: number;
}

// OWASP's password storage cheat sheet: scrypt N=2^17, r=8, p=1 — 128 MiB per hash, too much for a 2-core
// box shared by many; N=2^15 keeps 32 MiB and ~100 ms, still far above the cheat sheet's minimum of 2^16/2.
export const DEFAULT_SCRYPT: ScryptParameters = { cost: 2 ** 15, blockSize: 8, parallelization: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    maxmem: 256 * params.cost * params.blockSize,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64), with a fresh 16-byte salt per password. */
export async function hashPassword(password: string, params = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  const { cost, blockSize, parallelization } = params;
  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Compares in constant time with the parameters the hash was made with; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelization, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelization: Number(parallelization),
  };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
