import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from './roles.ts';

interface Acting {
  user: string;
  role?: Role;
}

const acting = new AsyncLocalStorage<Acting>();

/**
 * Runs `work` on behalf of a signed-in user: every audit row written inside it names that user as the actor
 * (the writer's own actor, such as `api` or an agent, is kept as `via`), and with a `role` every repository
 * write inside it is held to that role (`assertMay`). The server wraps each request in it.
 */
export function actAs<T>(user: string, work: () => T, role?: Role): T {
  return acting.run(role ? { user, role } : { user }, work);
}

/** The user `actAs` named for the current call chain, if any. */
export function actingUser(): string | undefined {
  return acting.getStore()?.user;
}

/** The role `actAs` gave the current call chain; undefined for single-user mode, the CLI and the system. */
export function actingRole(): Role | undefined {
  return acting.getStore()?.role;
}

/**
 * Runs `work` as the system, whoever's request started it: seeding the built-in agents on a viewer's first
 * visit is the store's own work, not the viewer's.
 */
export function asSystem<T>(work: () => T): T {
  return acting.exit(work);
}
