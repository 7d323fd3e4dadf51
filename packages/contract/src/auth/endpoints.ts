import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { SignInAnswerSchema } from '../sign-in-security/schemas';
import { AuthenticateRequestSchema, AuthenticateResponseSchema, MirrorStartRequestSchema, SessionInfoSchema } from './schemas';

/**
 * Sign-in, single sign-on, the session and mirroring (part 1 §7). This module holds call descriptions
 * only: the contract exports it as `authCalls`.
 */

/**
 * User name and password, or the single sign-on code (part 1 §7). For an account that has or must set
 * up a second factor, a right password answers only `secondStep`: the token follows the factor (issue 46).
 */
export const authenticate = defineEndpoint({
  method: 'POST',
  path: '/authenticate',
  body: AuthenticateRequestSchema,
  responses: { 200: SignInAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
  guard: 'public',
  summary: 'Sign in with user name and password, or redeem the single sign-on code',
  tags: ['sign-in'],
});

/**
 * A browser redirect, not a fetch: the login page's single sign-on button goes to EAS_URL (this call by
 * default), which redirects to the identity provider, or back to the login page when it cannot start.
 */
export const sso = defineEndpoint({
  method: 'GET',
  path: '/auth/sso',
  query: z.looseObject({}),
  responses: { 302: null },
  guard: 'public',
  summary: 'Starts single sign-on: redirects to the identity provider (EAS_URL)',
  tags: ['sign-in'],
});

/** Ends the server session of the token (docs/decisions/025-server-sessions.md). */
export const signOut = defineEndpoint({
  method: 'POST',
  path: '/auth/signOut',
  responses: { 204: z.null(), 401: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Signs out: ends the server session of this token at once',
  tags: ['sign-in'],
});

/** The session of the token: answers 401 once it has ended or idled out; calling it counts as activity. */
export const session = defineEndpoint({
  method: 'GET',
  path: '/auth/session',
  responses: { 200: SessionInfoSchema, 401: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The token's session (401 once ended or idle); the call counts as activity",
  tags: ['sign-in'],
});

/** Mirror (part 1 §4; docs/decisions/004-mirror-endpoint.md): an administrator views the portal as a provider user. */
export const mirrorStart = defineEndpoint({
  method: 'POST',
  path: '/admin/mirror',
  body: MirrorStartRequestSchema,
  responses: { 200: AuthenticateResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'admin',
  summary: 'Starts mirroring a provider user; returns a token naming both users',
  tags: ['mirror'],
});

export const mirrorStop = defineEndpoint({
  method: 'DELETE',
  path: '/admin/mirror',
  responses: { 200: AuthenticateResponseSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Stops mirroring (Revert); returns a token for the administrator alone',
  tags: ['mirror'],
});
