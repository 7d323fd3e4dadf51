import { useMutation } from '@tanstack/react-query';
import {
  api,
  type EmailSentResponseSchema,
  type InternalRegistrationRequest,
  type RegistrationCompleteRequest,
  type RegistrationCompleteResponseSchema,
  type RegistrationStartRequest,
} from '@wcpp/contract';
import { http } from '../../lib/http';

// Registration calls are mutations only: nothing here is cached, so there are no query keys.

/** POST /public/registration/start: e-mails the authentication code and the activation link. */
export const useRegistrationStart = () =>
  useMutation({ mutationFn: (body: RegistrationStartRequest) => http.post<typeof EmailSentResponseSchema>(api.registrationStart, body, { anonymous: true }) });

/** POST /public/registration/complete. */
export const useRegistrationComplete = () =>
  useMutation({
    mutationFn: (body: RegistrationCompleteRequest) => http.post<typeof RegistrationCompleteResponseSchema>(api.registrationComplete, body, { anonymous: true }),
  });

/** POST /public/completeInternalUserRegistration. */
export const useInternalRegistrationComplete = () =>
  useMutation({
    mutationFn: (body: InternalRegistrationRequest) =>
      http.post<typeof RegistrationCompleteResponseSchema>(api.internalRegistrationComplete, body, { anonymous: true }),
  });
