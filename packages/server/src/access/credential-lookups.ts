import type { Principal } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';
import { type BatchLookup, LookupBatcher } from '../batching/lookup-batcher.ts';

/** The principals behind bearer tokens and session cookies, each request's lookup shared with the others
 * waiting at once (batching/lookup-batcher.ts). */
export interface CredentialLookups {
  token(token: string): Promise<Principal | undefined>;
  session(sessionId: string): Promise<Principal | undefined>;
}

const lookups = new WeakMap<AppContext, CredentialLookups>();

function each(lookup: (key: string) => Promise<Principal | undefined>): BatchLookup<Principal> {
  return async (keys) => {
    const found = new Map<string, Principal>();
    await Promise.all(
      keys.map(async (key) => {
        const principal = await lookup(key);
        if (principal) found.set(key, principal);
      }),
    );
    return found;
  };
}

/**
 * Not a cache: every request's credential is looked up after the request arrived (a token revoked on another
 * server is refused at once), but the 50 requests a busy client has in flight with one token cost one lookup
 * per round trip instead of 50. Each request gets its own copy of the principal.
 */
export function credentialLookups(context: AppContext): CredentialLookups {
  let found = lookups.get(context);
  if (!found) {
    const credentials = () => context.store.credentials;
    const tokens = new LookupBatcher(
      each((token) => credentials().principalForToken(token, context.clock())),
    );
    const sessions = new LookupBatcher(
      each((sessionId) => credentials().principalForSession(sessionId, context.clock())),
    );
    const copy = (principal: Principal | undefined) => (principal ? { ...principal } : undefined);
    found = {
      token: async (token) => copy(await tokens.check(token)),
      session: async (sessionId) => copy(await sessions.check(sessionId)),
    };
    lookups.set(context, found);
  }
  return found;
}
