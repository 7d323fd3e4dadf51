import { useMutation } from '@tanstack/react-query';
import {
  api,
  type ChangePasswordRequest,
  type ChangePasswordResponseSchema,
  type EmailSentResponseSchema,
  type ForgotUsernameRequest,
  type ResetCompleteRequest,
  type ResetCompleteResponseSchema,
  type ResetStartRequest,
} from '@wcpp/contract';
import { http } from '../../lib/http';

// Password and username calls are mutations only: nothing here is cached, so there are no query keys.

/** POST /public/resetPasswordByUser/start. */
export const useResetStart = () =>
  useMutation({ mutationFn: (body: ResetStartRequest) => http.post<typeof EmailSentResponseSchema>(api.resetPasswordStart, body, { anonymous: true }) });

/** POST /public/resetPassword/complete. */
export const useResetComplete = () =>
  useMutation({ mutationFn: (body: ResetCompleteRequest) => http.post<typeof ResetCompleteResponseSchema>(api.resetPasswordComplete, body, { anonymous: true }) });

/** POST /public/forgotUsername. */
export const useForgotUsername = () =>
  useMutation({ mutationFn: (body: ForgotUsernameRequest) => http.post<typeof EmailSentResponseSchema>(api.forgotUsername, body, { anonymous: true }) });

/** POST /users/updatePwd (signed in). */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => http.post<typeof ChangePasswordResponseSchema>(api.updatePassword, body) });
