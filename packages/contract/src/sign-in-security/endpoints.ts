import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { idParam } from '../shared/input';
import {
  AppConfirmedSchema,
  PasskeyOptionsRequestSchema,
  PasskeyOptionsSchema,
  PasskeyRegisteredSchema,
  PasskeyRegisterRequestSchema,
  SecondStepPasskeyEnrolRequestSchema,
  PasskeyRenameRequestSchema,
  PasskeySignInRequestSchema,
  PasskeySummarySchema,
  GroupFactorRuleSchema,
  ResetFactorsRequestSchema,
  AppEnrolmentSchema,
  CodeRequestSchema,
  RecoveryCodesSchema,
  SecondStepRequestSchema,
  SecurityOverviewSchema,
  SignInAnswerSchema,
  StepUpRequestSchema,
  StepUpStateSchema,
  TicketRequestSchema,
} from './schemas';

/**
 * Sign-in security (issue 46): the second step of a sign-in, the own account's factors and the second
 * check before what matters (step-up). This module holds call descriptions only: the contract exports
 * it as `signInSecurityCalls`.
 */

/** The second step: the ticket of a right password and a code from the app, or a recovery code. */
export const secondStep = defineEndpoint({
  method: 'POST',
  path: '/auth/secondStep',
  body: SecondStepRequestSchema,
  responses: { 200: SignInAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
  guard: 'public',
  summary: "Finishes a sign-in with the second factor: the password's ticket and a code",
  tags: ['sign-in'],
});

/** An account that must set up a factor and has none: its authenticator app, on the ticket. */
export const secondStepEnrol = defineEndpoint({
  method: 'POST',
  path: '/auth/secondStep/enrol',
  body: TicketRequestSchema,
  responses: { 200: AppEnrolmentSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'public',
  summary: 'Starts the authenticator app of an account that must set one up to finish signing in',
  tags: ['sign-in'],
});

/** An account that must set up a factor and has none: a passkey's options, on the ticket (the app is the other way). */
export const secondStepPasskeyEnrolOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/secondStep/enrol/passkeyOptions',
  body: TicketRequestSchema,
  responses: { 200: PasskeyOptionsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'public',
  summary: 'Starts setting up a passkey for an account that must set up a factor to finish signing in',
  tags: ['sign-in'],
});

/** The passkey the browser made on the ticket: kept as the account's first factor, and the sign-in is whole. */
export const secondStepPasskeyEnrol = defineEndpoint({
  method: 'POST',
  path: '/auth/secondStep/enrol/passkey',
  body: SecondStepPasskeyEnrolRequestSchema,
  responses: { 200: SignInAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'public',
  summary: "Keeps a first factor's passkey made at sign-in and finishes the sign-in, with ten recovery codes",
  tags: ['sign-in'],
});

/**
 * A passkey ceremony's options (a single-use challenge): with the second step's ticket they name that
 * account's passkeys; without, the browser offers any passkey of the portal ("Sign in with a passkey").
 */
export const passkeyOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/passkey/options',
  body: PasskeyOptionsRequestSchema,
  responses: { 200: PasskeyOptionsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
  guard: 'public',
  summary: "A passkey sign-in's challenge: for the second step's account, or for any passkey (no user name)",
  tags: ['sign-in'],
});

/** "Sign in with a passkey": the whole sign-in, no user name or password; the account's state is checked as a password's is. */
export const passkeySignIn = defineEndpoint({
  method: 'POST',
  path: '/auth/passkey',
  body: PasskeySignInRequestSchema,
  responses: { 200: SignInAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
  guard: 'public',
  summary: 'Signs in with a passkey alone (user verification required): the token',
  tags: ['sign-in'],
});

export const stepUpState = defineEndpoint({
  method: 'GET',
  path: '/auth/stepUp',
  responses: { 200: StepUpStateSchema, 401: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'How this session proves itself again, and until when its last proof holds',
  tags: ['sign-in'],
});

/** The second check: a code (or, for an account with no factor, the password) renews the session's proof. */
export const stepUp = defineEndpoint({
  method: 'POST',
  path: '/auth/stepUp',
  body: StepUpRequestSchema,
  responses: { 200: StepUpStateSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Proves the session's person again (step-up) with a code, or the password when the account has no factor",
  tags: ['sign-in'],
});

/** The challenge of a step-up by passkey, naming the session person's passkeys. */
export const stepUpPasskeyOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/stepUp/passkeyOptions',
  responses: { 200: PasskeyOptionsSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A step-up's passkey challenge for the session's own person",
  tags: ['sign-in'],
});

export const securityOverview = defineEndpoint({
  method: 'GET',
  path: '/users/signInSecurity',
  responses: { 200: SecurityOverviewSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The own account's second factors, recovery codes and remembered browsers (no secret)",
  tags: ['sign-in security'],
});

export const appEnrolStart = defineEndpoint({
  method: 'POST',
  path: '/users/signInSecurity/app',
  responses: { 200: AppEnrolmentSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Starts setting up (or replacing) the authenticator app: a new key, confirmed by its first code',
  tags: ['sign-in security'],
});

export const appEnrolConfirm = defineEndpoint({
  method: 'POST',
  path: '/users/signInSecurity/app/confirm',
  body: CodeRequestSchema,
  responses: { 200: AppConfirmedSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Confirms the authenticator app with its first code; the first factor comes with ten recovery codes',
  tags: ['sign-in security'],
});

export const appRemove = defineEndpoint({
  method: 'DELETE',
  path: '/users/signInSecurity/app',
  responses: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Removes the authenticator app (not the last factor of an account that must have one)',
  tags: ['sign-in security'],
});

export const recoveryCodesRenew = defineEndpoint({
  method: 'POST',
  path: '/users/signInSecurity/recoveryCodes',
  responses: { 200: RecoveryCodesSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Makes ten new recovery codes; the old ones stop working',
  tags: ['sign-in security'],
});

export const browserForget = defineEndpoint({
  method: 'DELETE',
  path: '/users/signInSecurity/browsers/:browserId',
  params: z.object({ browserId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Forgets a remembered browser: it asks the second factor again',
  tags: ['sign-in security'],
});

/** A new passkey's options: the account's passkeys are excluded, so one authenticator holds one. */
export const passkeyRegisterOptions = defineEndpoint({
  method: 'POST',
  path: '/users/signInSecurity/passkeys/options',
  responses: { 200: PasskeyOptionsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Starts adding a passkey (or a security key): the options of navigator.credentials.create()',
  tags: ['sign-in security'],
});

export const passkeyRegister = defineEndpoint({
  method: 'POST',
  path: '/users/signInSecurity/passkeys',
  body: PasskeyRegisterRequestSchema,
  responses: { 201: PasskeyRegisteredSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Adds the passkey the browser made, with its name; the first factor comes with ten recovery codes',
  tags: ['sign-in security'],
});

const passkeyParams = z.object({ passkeyId: idParam });

export const passkeyRename = defineEndpoint({
  method: 'PATCH',
  path: '/users/signInSecurity/passkeys/:passkeyId',
  params: passkeyParams,
  body: PasskeyRenameRequestSchema,
  responses: { 200: PasskeySummarySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Renames one of the own passkeys',
  tags: ['sign-in security'],
});

export const passkeyRemove = defineEndpoint({
  method: 'DELETE',
  path: '/users/signInSecurity/passkeys/:passkeyId',
  params: passkeyParams,
  responses: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Removes one of the own passkeys (not the last factor of an account that must have one)',
  tags: ['sign-in security'],
});

const groupParams = z.object({ groupId: idParam });

export const groupFactorRule = defineEndpoint({
  method: 'GET',
  path: '/groups/:groupId/secondFactorRule',
  params: groupParams,
  responses: { 200: GroupFactorRuleSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Whether the group's users must have a second factor",
  tags: ['sign-in security'],
});

export const saveGroupFactorRule = defineEndpoint({
  method: 'PUT',
  path: '/groups/:groupId/secondFactorRule',
  params: groupParams,
  body: GroupFactorRuleSchema,
  responses: { 200: GroupFactorRuleSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Requires (or no longer requires) a second factor of every user of the group: they set one up at their next sign-in",
  tags: ['sign-in security'],
});

/** An administrator resets a user's second factors (issue 46 §4): the person and their administrators are told. */
export const resetSecondFactors = defineEndpoint({
  method: 'POST',
  path: '/users/resetSecondFactors',
  body: ResetFactorsRequestSchema,
  responses: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Removes a user's passkeys, authenticator app, recovery codes and remembered browsers (Manage Users, User Search)",
  tags: ['sign-in security'],
});
