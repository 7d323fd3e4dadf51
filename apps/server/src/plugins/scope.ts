import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tinScopeOf, type TinScope } from '../identity/tin-scope';

const memo = new WeakMap<FastifyRequest, Promise<TinScope>>();

/**
 * request.tinScope(): the effective user's TIN scope, read once per request however many checks a
 * handler makes (docs/decisions/031-tin-scope.md).
 */
export const scopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tinScope', function tinScope(this: FastifyRequest): Promise<TinScope> {
    const auth = this.auth;
    if (!auth) return Promise.resolve({ all: false, tins: new Set<string>() });
    if (auth.tinScope) return Promise.resolve(auth.tinScope); // read with the session (decision 034)
    let scope = memo.get(this);
    if (!scope) memo.set(this, (scope = tinScopeOf(app.db, auth.effective)));
    return scope;
  });
});
