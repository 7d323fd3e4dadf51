import type * as z from 'zod/mini';
import { urlOf, type Endpoint, type PathNames } from './endpoint';

/**
 * The described calls as the tests make them (server, web and browser tests alike): the URL comes from
 * the call's description, so a path is written once, and a renamed call or a wrong path param fails
 * type checking. Bodies and query values stay open to anything, since tests send bad input on purpose;
 * the names of the path params and of the query are checked.
 */

/** Where the API is mounted: the server's prefix and the web's default API_URL. */
export const API_PREFIX = '/api';

type Schema = z.core.$ZodType;
type QueryKeys<E extends Endpoint> = E['query'] extends Schema ? keyof NonNullable<z.input<E['query']>> & string : never;

/** Path params by name (text or numbers), the query by name, and any body. */
export type TestInput<E extends Endpoint> = ([PathNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathNames<E['path']>]: string | number } }) &
  ([QueryKeys<E>] extends [never] ? { query?: undefined } : { query?: { [K in QueryKeys<E>]?: unknown } }) & { body?: unknown };

/** The second argument: required when the path has params. */
export type TestArgs<E extends Endpoint, More = unknown> = [PathNames<E['path']>] extends [never]
  ? [input?: TestInput<E> & More]
  : [input: TestInput<E> & More];

/** The URL of a described call as sent to the server: `/api/ftin/groupFtins/1001?…`. */
export function apiPath<E extends Endpoint>(endpoint: E, ...[input]: TestArgs<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  return `${API_PREFIX}${urlOf(endpoint, params, query)}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path of a described call as a pattern: each path param given matches its encoded value, each
 * one left out matches any one segment; the query is not part of it.
 */
export function apiPathPattern<E extends Endpoint>(endpoint: E, params: Partial<Record<PathNames<E['path']>, string | number>> = {}): RegExp {
  const given = params as Record<string, string | number | undefined>;
  const parts = `${API_PREFIX}${endpoint.path}`.split(/(:[A-Za-z0-9_]+)/);
  const source = parts
    .map((part) => {
      if (!part.startsWith(':')) return escape(part);
      const value = given[part.slice(1)];
      return value === undefined ? '[^/]+' : escape(encodeURIComponent(String(value)));
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a request of this method to this URL (absolute or a path) is the described call. */
export function isCallOf(endpoint: Endpoint, method: string, url: string, params?: Record<string, string | number>): boolean {
  return method.toUpperCase() === endpoint.method && apiPathPattern(endpoint, params as never).test(new URL(url, 'http://localhost').pathname);
}
