import { registrationCalls, type InternalRegistrationRequest, type RegistrationCompleteRequest, type RegistrationStartRequest } from '@wcpp/contract';
import { call } from '../../lib/http';
import { useAction } from '../../lib/use-action';

// Registration calls are mutations only: nothing here is cached, so there are no query keys. They are
// public: `call` sends them without the session.

/** POST /public/registration/start: e-mails the authentication code and the activation link. */
export const useRegistrationStart = () => useAction((body: RegistrationStartRequest) => call(registrationCalls.registrationStart, { body }));

/** POST /public/registration/complete. */
export const useRegistrationComplete = () => useAction((body: RegistrationCompleteRequest) => call(registrationCalls.registrationComplete, { body }));

/** POST /public/completeInternalUserRegistration. */
export const useInternalRegistrationComplete = () =>
  useAction((body: InternalRegistrationRequest) => call(registrationCalls.internalRegistrationComplete, { body }));
