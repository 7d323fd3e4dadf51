import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema, EmailSentResponseSchema } from '../shared/answers';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ForgotUsernameRequestSchema,
  ResetCompleteRequestSchema,
  ResetCompleteResponseSchema,
  ResetStartRequestSchema,
} from './schemas';

/**
 * The password calls: reset by link and forgotten user name (public, limited per address) and change
 * (signed in) (part 2 §2, §7). This module holds call descriptions only: the contract exports it as
 * `passwordCalls`.
 */

const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema } as const;

export const resetPasswordStart = defineEndpoint({
  method: 'POST',
  path: '/public/resetPasswordByUser/start',
  body: ResetStartRequestSchema,
  responses: { 200: EmailSentResponseSchema, ...refusals },
  guard: 'public',
  summary: 'E-mails a temporary password and a reset link to the account of the user name and e-mail',
  tags: ['password'],
});

export const resetPasswordComplete = defineEndpoint({
  method: 'POST',
  path: '/public/resetPassword/complete',
  body: ResetCompleteRequestSchema,
  responses: { 200: ResetCompleteResponseSchema, ...refusals },
  guard: 'public',
  summary: 'Sets a new password with the reset token and the temporary password',
  tags: ['password'],
});

export const forgotUsername = defineEndpoint({
  method: 'POST',
  path: '/public/forgotUsername',
  body: ForgotUsernameRequestSchema,
  responses: { 200: EmailSentResponseSchema, ...refusals },
  guard: 'public',
  summary: 'E-mails the user name of the accounts of an e-mail address',
  tags: ['password'],
});

export const updatePassword = defineEndpoint({
  method: 'POST',
  path: '/users/updatePwd',
  body: ChangePasswordRequestSchema,
  responses: { 200: ChangePasswordResponseSchema, ...refusals },
  guard: 'signedIn',
  summary: "Changes the signed-in user's own password",
  tags: ['password'],
});
