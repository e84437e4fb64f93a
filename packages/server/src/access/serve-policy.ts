import { isIP } from 'node:net';
import { QuoinError } from '@quoin/core';
import type { AuthMode } from './access-options.ts';

/** Hosts only this machine can reach: `localhost`, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::ffff:127.0.0.1';
}

/**
 * Refuses a server without accounts on an address others can reach: with `--auth off` anyone who can connect
 * could read and change every estimate.
 */
export function assertAuthFitsHost(host: string, mode: AuthMode): void {
  if (mode === 'off' && !isLoopbackHost(host)) {
    throw new QuoinError(
      'VALIDATION_FAILED',
      `Refusing to serve on ${host} without accounts: anyone who can reach it could read and change every ` +
        'estimate. Use --auth required (create an organisation first: quoin accounts create-org NAME --owner ' +
        'EMAIL --password-stdin), or bind to 127.0.0.1.',
      { host, auth: mode },
    );
  }
}

/** `--auth` as given, else `required` beyond loopback and `off` on it. */
export function authModeFor(host: string, requested: string | undefined): AuthMode {
  if (requested === undefined) return isLoopbackHost(host) ? 'off' : 'required';
  if (requested === 'off' || requested === 'required') return requested;
  throw new QuoinError('VALIDATION_FAILED', `--auth is "required" or "off" (got "${requested}").`, {
    auth: requested,
  });
}
