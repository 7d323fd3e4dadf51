import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { guards, type GuardName } from '@wcpp/contract';
import { forbidden } from '../lib/errors';

const guardHandlers = new WeakSet<object>();

/** Whether a route's preHandler list holds a guard made by app.guard. */
export function hasGuard(preHandler: unknown): boolean {
  return [preHandler].flat().some((h) => typeof h === 'function' && guardHandlers.has(h));
}

/**
 * app.guard('<rule>'): the one way a route states who may call it, from the contract's permission
 * table (the same table drives the menus and the web guards), judged on the effective (mirrored)
 * user. Decorated on the root, so the API and the resource host use the same guards.
 */
export const guardPlugin = fp(async (app: FastifyInstance) => {
  const made = new Map<GuardName, preHandlerHookHandler>();
  app.decorate('guard', (name: GuardName) => {
    let handler = made.get(name);
    if (!handler) {
      // A callback hook, not an async one: the rule is synchronous, and a promise per request costs more than the rule.
      handler = function guard(request: FastifyRequest, _reply, done) {
        done(guards[name](request.auth?.effective) ? undefined : forbidden());
      } as preHandlerHookHandler;
      guardHandlers.add(handler);
      made.set(name, handler);
    }
    return handler;
  });
});
