import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AnswerBody, Endpoint } from '@wcpp/contract';
import { apiPath, type TestArgs } from '@wcpp/contract/testing';

/** How a test sends a described call: as whom, and any other header (a form's content type, Accept). */
export interface Sending {
  /** The portal token sent as the bearer; none for a call before sign-in. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Hands the body over as a stream, unread (an answer still being written). */
  payloadAsStream?: boolean;
}

/** The inject answer, with the success body typed by the description. */
export interface Injected<E extends Endpoint> extends LightMyRequestResponse {
  /** The JSON body of a success answer, typed; throws when the status is not one of 2xx. */
  ok(): AnswerBody<E>;
}

/**
 * Described calls through `app.inject` (packages/contract/src/testing.ts): the URL from the
 * description, so the test names the call, never its path.
 * `await api(t.app).call(tinCalls.groupTins, { params: { groupId: 1001 }, token })`
 */
export function api(app: FastifyInstance) {
  return {
    async call<E extends Endpoint>(endpoint: E, ...[input]: TestArgs<E, Sending>): Promise<Injected<E>> {
      const { body, token, headers, payloadAsStream } = (input ?? {}) as Sending & { body?: unknown };
      const res = await app.inject({
        method: endpoint.method,
        url: apiPath(endpoint, ...([input] as TestArgs<E>)),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as string | object }),
        ...(payloadAsStream ? { payloadAsStream } : {}),
      });
      return Object.assign(res, {
        ok: () => {
          if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.statusCode}: ${res.body}`);
          return (res.statusCode === 204 ? undefined : res.json()) as AnswerBody<E>;
        },
      });
    },
  };
}
