import { vi } from 'vitest';

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

/** The calls fetch received, as "METHOD /path" strings. */
export const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost:3000').pathname}`);

/** The calls every signed-in screen's shell makes (the user, the fee-schedule files, the bell, the profile check, the idle limit). */
export function shellRoutes(me: { userNm: string }): Route[] {
  return [
    ['GET', `/api/users/userByName/${me.userNm}`, () => me],
    ['GET', /\/api\/notifications\/user\//, () => []],
    ['GET', /\/api\/users\/needsBackfill\//, () => false],
    ['GET', /\/api\/feeSchedule\/getUserFeeSchedRequests\//, () => ({ feeSchedRqstsCnt: 0, feeSchedRqsts: [] })],
    ['GET', '/api/appProperties/property/FE_APP_TIMEOUT', () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })],
  ];
}
