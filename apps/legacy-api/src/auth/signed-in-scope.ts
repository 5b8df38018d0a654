import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/errors';
import { AUTH_MESSAGES } from './auth-messages';
import { sessionUserId } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the signed-in scope before any of its handlers runs. */
    currentUserId: number;
  }
}

export type SignedInRoutes = (app: FastifyInstance, ctx: AppContext) => void;

/**
 * A plugin whose routes all need a session. The check runs on request, before the body is read, so
 * a signed-out caller never gets a large upload parsed; it answers 401 as Devise does.
 */
export function signedInScope(ctx: AppContext, routes: SignedInRoutes[]) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.decorateRequest('currentUserId', 0);
    scope.addHook('onRequest', async (request) => {
      const userId = await sessionUserId(ctx.db, request, ctx.now());
      if (userId === null) throw unauthorized(AUTH_MESSAGES.signInRequired);
      request.currentUserId = userId;
    });
    for (const register of routes) register(scope, ctx);
  };
}
