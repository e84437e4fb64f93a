import { AsyncLocalStorage } from 'node:async_hooks';

const actingUsers = new AsyncLocalStorage<string>();

/**
 * Runs `work` on behalf of a signed-in user: every audit row written inside it names that user as the actor
 * (the writer's own actor, such as `api` or an agent, is kept as `via`). The server wraps each request in it.
 */
export function actAs<T>(user: string, work: () => T): T {
  return actingUsers.run(user, work);
}

/** The user `actAs` named for the current call chain, if any. */
export function actingUser(): string | undefined {
  return actingUsers.getStore();
}
