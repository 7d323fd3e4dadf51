import { passwordCalls, type ChangePasswordRequest, type ForgotUsernameRequest, type ResetCompleteRequest, type ResetStartRequest } from '@wcpp/contract';
import { call } from '../../lib/http';
import { useAction } from '../../lib/use-action';

// Password and username calls are mutations only: nothing here is cached, so there are no query keys.
// The reset and the forgotten user name are public: `call` sends them without the session.

/** POST /public/resetPasswordByUser/start. */
export const useResetStart = () => useAction((body: ResetStartRequest) => call(passwordCalls.resetPasswordStart, { body }));

/** POST /public/resetPassword/complete. */
export const useResetComplete = () => useAction((body: ResetCompleteRequest) => call(passwordCalls.resetPasswordComplete, { body }));

/** POST /public/forgotUsername. */
export const useForgotUsername = () => useAction((body: ForgotUsernameRequest) => call(passwordCalls.forgotUsername, { body }));

/** POST /users/updatePwd (signed in). */
export const useChangePassword = () => useAction((body: ChangePasswordRequest) => call(passwordCalls.updatePassword, { body }));
