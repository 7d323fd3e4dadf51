import { signInSecurityCalls, type SecondStepRequest } from '@wcpp/contract';
import { call } from '../../lib/http';

/** POST /auth/secondStep: the password's ticket and a code; the answer is the whole sign-in (issue 46 §1). */
export const verifySecondStep = (body: SecondStepRequest) => call(signInSecurityCalls.secondStep, { body });

/** POST /auth/secondStep/enrol: a new authenticator app key for an account that must set one up. */
export const startSecondStepEnrol = (ticket: string) => call(signInSecurityCalls.secondStepEnrol, { body: { ticket } });
