import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type * as z from 'zod/mini';
import { jsonSchemaOf, stepUpCalls, type Answered, type AnswerBody, type Endpoint } from '@wcpp/contract';

/** Where the API's calls are served (app.ts): a call's address is this and its description's path. */
export const API_PREFIX = '/api';

/**
 * The server side of the call descriptions (docs/decisions/051): a route is registered from its
 * description, so its path, schemas, guard and /api/docs entry are the contract's, written once.
 */

type Schema = z.core.$ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The request a handler receives: params, query and body typed (and already checked) by the description. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

const ANSWER = Symbol('answer');
type Tagged<E extends Endpoint> = Answered<E> & { readonly [ANSWER]: true };

/**
 * An answer with a status other than the first success one: `return answer(202, body)`. The handler's
 * return type holds the status and its body to the description's.
 */
export function answer<const S extends number, B>(status: S, body: B): { readonly [ANSWER]: true; status: S; body: B } {
  return { [ANSWER]: true, status, body };
}

declare const SENT: unique symbol;
/**
 * A reply the handler has sent itself with an answer its description lists, where the layer cannot
 * send it: JSON text checked when it was cached (lib/json-cache.ts), a 304, a redirect. `return sent(reply…)`.
 */
export type SentReply = FastifyReply & { readonly [SENT]: true };
export const sent = (reply: FastifyReply): SentReply => reply as SentReply;

/** Files and event streams are written to the reply by the handler, which returns it. */
type HasRawAnswer<E extends Endpoint> = true extends { [S in keyof E['responses']]: E['responses'][S] extends { kind: string } ? true : false }[keyof E['responses']] ? true : false;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerBody<E> | Tagged<E> | SentReply | (HasRawAnswer<E> extends true ? FastifyReply : never)>;

/** A handler, or one with the server-only options of its route (rate limit, scope read, mirroring). */
export type HandlerEntry<E extends Endpoint> = EndpointHandler<E> | { handler: EndpointHandler<E>; config?: FastifyContextConfig };

export type Handlers<Es extends Record<string, Endpoint>> = { [K in keyof Es]: HandlerEntry<Es[K]> };

/** The mark a registered route carries, so a route registered any other way stops the start (endpointsPlugin). */
const DESCRIBED = 'describedBy';
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call description this route was registered from (lib/endpoints.ts). */
    describedBy?: Endpoint;
  }
}

/** Registers one route per description, with the handler of the same name. */
export function registerEndpoints<const Es extends Record<string, Endpoint>>(app: FastifyInstance, endpoints: Es, handlers: Handlers<Es>): void {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const entry = handlers[name] as unknown as HandlerEntry<Endpoint> | undefined;
    if (!entry) throw new Error(`No handler for the described call ${name} (${endpoint.method} ${endpoint.path})`);
    const { handler, config } = typeof entry === 'function' ? { handler: entry, config: undefined } : entry;
    const response: Record<number, Schema> = {};
    for (const [status, answered] of Object.entries(endpoint.responses)) {
      const json = jsonSchemaOf(answered);
      if (json) response[Number(status)] = json;
    }
    const firstSuccess = Number(Object.keys(endpoint.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.guard === 'public' ? {} : { preHandler: app.guard(endpoint.guard) }),
      config: { ...config, ...(endpoint.guard === 'public' ? { public: true } : {}), ...(stepUpCalls.includes(endpoint) ? { stepUp: true } : {}), [DESCRIBED]: endpoint },
      schema: {
        ...(endpoint.hide ? { hide: true } : {}),
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(Object.keys(response).length ? { response } : {}),
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const out: unknown = await handler(request as EndpointRequest<Endpoint>, reply);
        // A handler that sent the answer itself (a file, a stream) returns the reply. An async one gives
        // back undefined: the reply is a thenable, so awaiting it waits for the answer to be written.
        if (out === reply || reply.sent) return reply;
        const tagged = typeof out === 'object' && out !== null && ANSWER in out ? (out as unknown as { status: number; body: unknown }) : null;
        const status = tagged ? tagged.status : firstSuccess;
        const body = tagged ? tagged.body : out;
        reply.code(status);
        if (status === 204 || body === undefined) return reply.send();
        // A bare JSON string ("success"): Fastify would send a string as text/plain, unserialized.
        if (typeof body === 'string') return reply.type('application/json').send(JSON.stringify(body));
        return reply.send(body);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api (the reference at /api/docs aside): `GET /ftin/groupFtins/:groupId`, and whether it is described. */
    readonly apiRoutes: ReadonlyArray<{ call: string; described: boolean }>;
  }
}

/**
 * Registered on the root before the API: every route under `/api` (the reference at /api/docs aside)
 * is registered from a description, and every description of `all` has its route before the start.
 */
export const endpointsPlugin = fp(
  async (app: FastifyInstance, options: { all: readonly Endpoint[] }) => {
    const registered = new Set<Endpoint>();
    const apiRoutes: Array<{ call: string; described: boolean }> = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const described = route.config?.[DESCRIBED];
      if (described) registered.add(described);
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ call: `${method} ${route.url.slice(API_PREFIX.length)}`, described: !!described });
      if (described) return;
      throw new Error(`Route ${String(route.method)} ${route.url} has no description: describe it in packages/contract and register it with registerEndpoints`);
    });
    app.addHook('onReady', async () => {
      const missing = options.all.filter((e) => !registered.has(e));
      if (missing.length) throw new Error(`Described calls without a route: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`);
    });
  },
  { name: 'endpoints' },
);
