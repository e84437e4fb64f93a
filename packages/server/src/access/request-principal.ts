import type { Principal } from '@quoin/store';
import { DEFAULT_ORG_ID } from '@quoin/store';
import type { FastifyRequest } from 'fastify';

const principals = new WeakMap<FastifyRequest, Principal>();

/** Single-user mode's principal: the owner of the default organisation, as today. */
export const LOCAL_PRINCIPAL: Principal = {
  userId: 'local',
  email: 'local',
  orgId: DEFAULT_ORG_ID,
  orgName: 'default',
  role: 'owner',
  via: 'session',
};

export function setPrincipal(request: FastifyRequest, principal: Principal): void {
  principals.set(request, principal);
}

/** Who made the request; single-user mode's owner when no one signed in (auth off, or a public route). */
export function principalOf(request: FastifyRequest): Principal {
  return principals.get(request) ?? LOCAL_PRINCIPAL;
}

/** Whether the request was authenticated (public routes under `--auth required` are not). */
export function hasPrincipal(request: FastifyRequest): boolean {
  return principals.has(request);
}
