import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema, YesNoResponseSchema } from '../shared/answers';
import { BackfillSchema, ConfirmEmailChangeRequestSchema, ConfirmEmailChangeResponseSchema, UpdateUserRequestSchema, UserDetailsSchema } from './schemas';

/**
 * The own account calls: the profile, its backfill and the e-mail change link (part 2 §7). This module
 * holds call descriptions only: the contract exports it as `userCalls`.
 */

const userName = z.string().check(z.minLength(1), z.maxLength(120));

export const userByName = defineEndpoint({
  method: 'GET',
  path: '/users/userByName/:name',
  params: z.object({ name: userName }),
  responses: { 200: UserDetailsSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'User details by user name',
  tags: ['users'],
});

export const needsBackfill = defineEndpoint({
  method: 'GET',
  path: '/users/needsBackfill/:userName',
  params: z.object({ userName }),
  responses: { 200: YesNoResponseSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Whether the user must complete the profile dialog',
  tags: ['users'],
});

export const updateBackfill = defineEndpoint({
  method: 'POST',
  path: '/users/updateBackfill',
  body: BackfillSchema,
  responses: { 200: UserDetailsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Saves the profile-completion fields of the signed-in user while the profile is incomplete',
  tags: ['users'],
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/updateUser',
  body: UpdateUserRequestSchema,
  responses: { 200: UserDetailsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Saves the signed-in user's own profile (a new e-mail address is e-mailed a confirmation link), or another account's by an administrator who may edit it",
  tags: ['users'],
});

/** Public: the link's token authorizes, whoever follows it, signed in or not (docs/decisions/026). */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/public/confirmEmailChange',
  body: ConfirmEmailChangeRequestSchema,
  responses: { 200: ConfirmEmailChangeResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'public',
  summary: 'Applies an e-mail address change with the token of the link sent to the new address',
  tags: ['users'],
});
