import { useMutation } from '@tanstack/react-query';
import { passwordCalls, type ChangePasswordRequest, type ForgotUsernameRequest, type ResetCompleteRequest, type ResetStartRequest } from '@wcpp/contract';
import { call } from '../../lib/http';

// Password and username calls are mutations only: nothing here is cached, so there are no query keys.
// The reset and the forgotten user name are public: `call` sends them without the session.

/** POST /public/resetPasswordByUser/start. */
export const useResetStart = () => useMutation({ mutationFn: (body: ResetStartRequest) => call(passwordCalls.resetPasswordStart, { body }) });

/** POST /public/resetPassword/complete. */
export const useResetComplete = () => useMutation({ mutationFn: (body: ResetCompleteRequest) => call(passwordCalls.resetPasswordComplete, { body }) });

/** POST /public/forgotUsername. */
export const useForgotUsername = () => useMutation({ mutationFn: (body: ForgotUsernameRequest) => call(passwordCalls.forgotUsername, { body }) });

/** POST /users/updatePwd (signed in). */
export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordRequest) => call(passwordCalls.updatePassword, { body }) });
