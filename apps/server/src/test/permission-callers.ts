import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authCalls, type Endpoint, type PathNames } from '@wcpp/contract';
import type { TestArgs, TestInput } from '@wcpp/contract/testing';
import { api, type Sending } from './api';
import { bearer, type TestApp } from './app';

/* The callers of the permission table (permissions.test.ts): every user type, signed in, and two mirrors. */

export const callers = ['NONE', 'ISAD', 'IRAD', 'PRAD', 'PRAD_BILLING', 'PRUS', 'ISAD→PRUS', 'IRAD→PRAD'] as const;
export type Caller = (typeof callers)[number];

/** Signs every caller in (and starts the two mirrors): a fresh set for rows that end sessions. */
export async function signInAll(t: TestApp): Promise<Record<Caller, string>> {
  const set: Record<string, string> = { NONE: '' };
  for (const [key, name] of [['ISAD', 'sysadmin1'], ['IRAD', 'readonly1'], ['PRAD', 'provadmin1'], ['PRAD_BILLING', 'billing01'], ['PRUS', 'provuser1']] as const) {
    set[key] = await t.signIn(name);
  }
  const mirror = async (admin: string, target: string) =>
    (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn(admin), body: { userNm: target } })).ok().token;
  set['ISAD→PRUS'] = await mirror('sysadmin1', 'provuser1');
  set['IRAD→PRAD'] = await mirror('readonly1', 'provadmin1');
  return set as Record<Caller, string>;
}

/** The user name each caller signs in with (an administrator keeps theirs while mirroring). */
export const names: Record<Caller, string> = {
  NONE: 'nobody',
  ISAD: 'sysadmin1',
  IRAD: 'readonly1',
  PRAD: 'provadmin1',
  PRAD_BILLING: 'billing01',
  PRUS: 'provuser1',
  'ISAD→PRUS': 'sysadmin1',
  'IRAD→PRAD': 'readonly1',
};
/** Whose data the caller sees: the mirrored user while mirroring. */
export const effectiveNames: Record<Caller, string> = { ...names, 'ISAD→PRUS': 'provuser1', 'IRAD→PRAD': 'provadmin1' };

export function all403() {
  return { ...(Object.fromEntries(callers.map((c) => [c, 403])) as Record<Caller, number>), NONE: 401 };
}

/** Every caller gets `status`; without a token, 401. */
export const all = (status: number) => ({ ...(Object.fromEntries(callers.map((c) => [c, status])) as Record<Caller, number>), NONE: 401 });

/** What a row says besides its request: how to prepare it, and the status each caller gets. */
interface RowSpec {
  call: string;
  /** Restores what a successful change altered, before each caller's request, so each caller meets the same data. */
  before?: () => Promise<unknown>;
  /** A POST that only reads (a search): allowed while mirroring. */
  readOnly?: boolean;
  /** The call ends or replaces the caller's session (sign-out, mirror start, Revert): each caller gets a fresh token. */
  endsSession?: boolean;
  /** The call ends the caller's other sessions (a mirror's among them): every caller gets fresh tokens of their own. */
  endsOtherSessions?: boolean;
  expect: Record<Caller, number>;
}

/** A row of the permission table: one request, and the status each caller gets. */
export interface Row extends RowSpec {
  /** The described call the row makes; none for a file of the resource host, which is outside the API. */
  endpoint: Endpoint | null;
  method: Endpoint['method'];
  /** Sends the row's request as the caller, with the caller's token (none for NONE). */
  send: (app: FastifyInstance, caller: Caller, token: string) => Promise<LightMyRequestResponse>;
}

/** The row's path params, query and body (and a form's content type); the caller is given for calls that name the acting administrator. */
type Input<E extends Endpoint> = (caller: Caller) => TestInput<E> & Pick<Sending, 'headers'>;

/** A row that makes a described call: the path, the method and the names of the params come from its description. */
export function row<E extends Endpoint>(
  endpoint: E,
  spec: RowSpec & ([PathNames<E['path']>] extends [never] ? { input?: Input<E> } : { input: Input<E> }),
): Row {
  const input = (spec as { input?: Input<E> }).input;
  return {
    ...spec,
    endpoint,
    method: endpoint.method,
    send: (app, caller, token) => api(app).call(endpoint, ...([{ ...input?.(caller), token }] as TestArgs<E, Sending>)),
  };
}

/** A row that reads a file of the resource host (outside the API) by its URL. */
export function fileRow(url: string, spec: RowSpec): Row {
  return { ...spec, endpoint: null, method: 'GET', send: (app, _caller, token) => app.inject({ url, headers: token ? bearer(token) : {} }) };
}
