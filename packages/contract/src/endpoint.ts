import type * as z from 'zod/mini';
import type { GuardName } from './permissions';

/**
 * One description per API call (docs/decisions/051): method, path, the schemas of its path params,
 * query and body, one answer per status, and who may call it. The server registers its routes from
 * these (apps/server/src/lib/endpoints.ts), /api/docs is generated from them, and the web calls
 * through them (apps/web/src/lib/http.ts `call`), so a path is written once (STYLE rule 11).
 */

type Schema = z.core.$ZodType;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file answer (XLSX, PDF, ZIP): sent as bytes with one of these content types, not described as JSON. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly contentTypes: readonly string[];
}
/** A text/event-stream answer whose events' data is `event` as JSON. */
export interface EventStreamAnswer<S extends Schema = Schema> {
  readonly kind: 'eventStream';
  readonly event: S;
}
/** JSON by default, or a file when the caller's Accept names the file's type (a bill's lines or their PDF). */
export interface NegotiatedAnswer<S extends Schema = Schema> {
  readonly kind: 'negotiated';
  readonly json: S;
  readonly file: FileAnswer;
}
/** What a status answers: a JSON schema, a file, JSON or a file, an event stream, or nothing (204). */
export type Answer = Schema | FileAnswer | NegotiatedAnswer | EventStreamAnswer | null;

export const file = (...contentTypes: string[]): FileAnswer => ({ kind: 'file', contentTypes });
/** The content types of the portal's files: the web asks for them by Accept, the server sends them. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv';
export const PDF_TYPE = 'application/pdf';
export const negotiated = <S extends Schema>(json: S, fileAnswer: FileAnswer): NegotiatedAnswer<S> => ({ kind: 'negotiated', json, file: fileAnswer });
export const eventStream = <S extends Schema>(event: S): EventStreamAnswer<S> => ({ kind: 'eventStream', event });

export interface Endpoint {
  readonly method: Method;
  /** Fastify's spelling, under /api: `/ftin/groupFtins/:groupId`. A trailing slash is part of the wire. */
  readonly path: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly responses: Readonly<Record<number, Answer>>;
  /** The rule of the permission table (permissions.ts), or `public` for a call made before sign-in. */
  readonly guard: GuardName | 'public';
  readonly summary: string;
  readonly tags: readonly string[];
  /** Left out of /api/docs (a call the portal makes for itself, such as a page-view marker). */
  readonly hide?: boolean;
}

/** The `:name`s of a path, as a union. */
export type PathNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaKeys<S> = S extends Schema ? keyof z.output<S> & string : never;

/**
 * The params schema must have exactly the path's `:name` keys (and be absent when it has none);
 * otherwise `params` is intersected with a message type, which the compiler reports at the call.
 */
type ParamsMatch<E extends Endpoint> = [PathNames<E['path']>] extends [never]
  ? { params?: undefined }
  : [SchemaKeys<E['params']>] extends [PathNames<E['path']>]
    ? [PathNames<E['path']>] extends [SchemaKeys<E['params']>]
      ? unknown
      : { params: `params must have the keys ${PathNames<E['path']>}` }
    : { params: `params must have only the keys ${PathNames<E['path']>}` };

// @__NO_SIDE_EFFECTS__
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsMatch<E>): E {
  return endpoint;
}

type Success<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

/** The body an answer of this status carries (a file's bytes are read by the web's `callFile`, as a Blob). */
export type BodyOf<A> = A extends null
  ? undefined
  : A extends NegotiatedAnswer<infer S>
    ? z.output<S>
    : A extends FileAnswer | EventStreamAnswer
      ? never
      : A extends Schema
        ? z.output<A>
        : never;

/** The body of a success answer; with two success statuses, either. */
export type AnswerBody<E extends Endpoint> = { [S in Success<E>]: BodyOf<E['responses'][S]> }[Success<E>];

/** A success answer with its status: `{ status: 202, body }` narrows on `status`. */
export type Answered<E extends Endpoint> = { [S in Success<E>]: { status: S; body: BodyOf<E['responses'][S]> } }[Success<E>];

type Input<S> = S extends Schema ? z.input<S> : never;
type ParamValues<E extends Endpoint> = { [K in PathNames<E['path']>]: string | number };

/** What a caller gives: path params (text or numbers), the query and the body, each only where described. */
export type CallInput<E extends Endpoint> = ([PathNames<E['path']>] extends [never] ? { params?: undefined } : { params: ParamValues<E> }) &
  (E['query'] extends Schema ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: Input<E['body']> } : { body?: undefined });

/** Whether every argument of `CallInput` is optional, so `call(endpoint)` needs no second argument. */
export type NeedsInput<E extends Endpoint> = [PathNames<E['path']>] extends [never] ? (E['body'] extends Schema ? true : false) : true;

/**
 * The one place a URL of the API is built: each path param encoded (`/`, `%` and spaces included), the
 * query from an object with empty values left out, in the object's order.
 */
export function urlOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>, query?: object): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: the path param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}

const KINDS = new Set(['file', 'negotiated', 'eventStream']);
const kindOf = (answer: Answer): string | null => (answer !== null && 'kind' in answer && typeof answer.kind === 'string' && KINDS.has(answer.kind) ? answer.kind : null);

/** The JSON schema an answer is described by (a negotiated answer's JSON form), or null (a file, a stream, 204). */
export function jsonSchemaOf(answer: Answer): Schema | null {
  if (answer === null) return null;
  const kind = kindOf(answer);
  if (kind === 'negotiated') return (answer as NegotiatedAnswer).json;
  return kind ? null : (answer as Schema);
}
