import { useMutation } from '@tanstack/react-query';
import { api, type InternalRegistrationRequest, type RegistrationCompleteRequest, type RegistrationStartRequest } from '@wcpp/contract';
import { http } from '../../lib/http';

/** POST /public/registration/start: e-mails the authentication code and the activation link. */
export const useRegistrationStart = () =>
  useMutation({ mutationFn: (body: RegistrationStartRequest) => http.post<{ emailAddress: string }>(api.registrationStart, body, { anonymous: true }) });

/** POST /public/registration/complete. */
export const useRegistrationComplete = () =>
  useMutation({ mutationFn: (body: RegistrationCompleteRequest) => http.post<{ userNm: string }>(api.registrationComplete, body, { anonymous: true }) });

/** POST /public/completeInternalUserRegistration. */
export const useInternalRegistrationComplete = () =>
  useMutation({ mutationFn: (body: InternalRegistrationRequest) => http.post<{ userNm: string }>(api.internalRegistrationComplete, body, { anonymous: true }) });
