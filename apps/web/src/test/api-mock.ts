import { vi } from 'vitest';
import { appPropertyCalls, feeScheduleCalls, notificationCalls, userCalls, type Endpoint, type PathNames } from '@wcpp/contract';
import { apiPath, apiPathPattern, type TestArgs } from '@wcpp/contract/testing';

type Responder = (body: unknown, url: URL) => Response | unknown | Promise<Response | unknown>;
export type Route = [method: string, path: string | RegExp, respond: Responder];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch with a table of API answers. A responder may return a Response, or any value sent
 * as JSON with 200. Unlisted calls answer 404, so a test notices calls it did not expect.
 */
export function mockApi(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes.find(([m, p]) => m === method && (typeof p === 'string' ? url.pathname === p : p.test(url.pathname)));
    if (!route) return json({ code: 'NOT_FOUND', message: `${method} ${url.pathname}` }, 404);
    const answer = await route[2](body, url);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type ParamsOf<E extends Endpoint> = Partial<Record<PathNames<E['path']>, string | number>>;

/**
 * A route of the table for a described call (packages/contract/src/testing.ts): the path params given
 * match those values, the others any value. `on(tinCalls.groupFtins, { groupId: 1001 }, () => tins)`
 */
export function on<E extends Endpoint>(endpoint: E, respond: Responder): Route;
export function on<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, respond: Responder): Route;
export function on<E extends Endpoint>(endpoint: E, paramsOrRespond: ParamsOf<E> | Responder, respond?: Responder): Route {
  if (typeof paramsOrRespond === 'function') return [endpoint.method, apiPathPattern(endpoint), paramsOrRespond];
  return [endpoint.method, apiPathPattern(endpoint, paramsOrRespond), respond!];
}

/** A described call as `calls` lists it: "METHOD /api/path", without the query. */
export function callOf<E extends Endpoint>(endpoint: E, ...args: TestArgs<E>): string {
  return `${endpoint.method} ${apiPath(endpoint, ...args).split('?')[0]}`;
}

/** The calls fetch received, as "METHOD /path" strings. */
export const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost:3000').pathname}`);

/** The calls every signed-in screen's shell makes (the user, the fee-schedule files, the bell, the profile check, the idle limit). */
export function shellRoutes(me: { userNm: string }): Route[] {
  return [
    on(userCalls.userByName, { name: me.userNm }, () => me),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(feeScheduleCalls.userFeeSchedRequests, () => ({ feeSchedRqstsCnt: 0, feeSchedRqsts: [] })),
    on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
  ];
}
