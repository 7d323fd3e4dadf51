import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema, EmailSentResponseSchema } from '../shared/answers';
import { InternalRegistrationRequestSchema, RegistrationCompleteRequestSchema, RegistrationCompleteResponseSchema, RegistrationStartRequestSchema } from './schemas';

/**
 * The registration calls (part 2 §2, §7): public, limited per address and per account. This module
 * holds call descriptions only: the contract exports it as `registrationCalls`.
 */

const refusals = { 400: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema } as const;

export const registrationStart = defineEndpoint({
  method: 'POST',
  path: '/public/registration/start',
  body: RegistrationStartRequestSchema,
  responses: { 200: EmailSentResponseSchema, ...refusals },
  guard: 'public',
  summary: 'Starts a registration: e-mails an authentication code and an activation link',
  tags: ['registration'],
});

export const registrationComplete = defineEndpoint({
  method: 'POST',
  path: '/public/registration/complete',
  body: RegistrationCompleteRequestSchema,
  responses: { 200: RegistrationCompleteResponseSchema, ...refusals },
  guard: 'public',
  summary: 'Completes a registration with the token, the authentication code and the TIN proof',
  tags: ['registration'],
});

export const internalRegistrationComplete = defineEndpoint({
  method: 'POST',
  path: '/public/completeInternalUserRegistration',
  body: InternalRegistrationRequestSchema,
  responses: { 200: RegistrationCompleteResponseSchema, ...refusals },
  guard: 'public',
  summary: 'Completes the registration of an internal user added by an administrator',
  tags: ['registration'],
});
