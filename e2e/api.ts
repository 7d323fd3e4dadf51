import type { APIRequestContext, Response } from '@playwright/test';
import type { Endpoint, PathNames } from '@wcpp/contract';
import { apiPath, apiPathPattern, isCallOf, type TestArgs } from '@wcpp/contract/testing';

/**
 * Described calls in the browser tests (packages/contract/src/testing.ts): a test names the call,
 * never its path. `apiPath` gives the URL to send from the page (`fetch(url)` inside `page.evaluate`).
 */
export { apiPath };

type ParamsOf<E extends Endpoint> = Partial<Record<PathNames<E['path']>, string | number>>;

/** For `page.waitForResponse`: the answer to this described call (with these path params, any others). */
export const answerTo =
  <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>) =>
  (response: Response) =>
    isCallOf(endpoint, response.request().method(), response.url(), params as Record<string, string | number>);

/** For `page.route`: the URLs of this described call, whatever their query. */
export const urlsOf =
  <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>) =>
  (url: URL) =>
    apiPathPattern(endpoint, params).test(url.pathname);

/** A described call as code running in the page (`page.evaluate`) can receive it: see `isCallInPage`. */
export type CallInPage = { path: string; query: Record<string, string> };

/**
 * For code that runs in the page, where a RegExp cannot be sent: the path of this described call as a
 * pattern's source (with these path params, any others), and the query values it must have.
 */
export const inPage = <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, query: Record<string, string> = {}): CallInPage => ({
  path: apiPathPattern(endpoint, params).source,
  query,
});

/** Sends a described call from the test's own request context (`page.request`), as the bearer of `token`. */
export function callApi<E extends Endpoint>(request: APIRequestContext, endpoint: E, ...[input]: TestArgs<E, { token?: string | null }>) {
  const { body, token } = (input ?? {}) as { body?: unknown; token?: string | null };
  return request.fetch(apiPath(endpoint, ...([input] as TestArgs<E>)), {
    method: endpoint.method,
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
}
