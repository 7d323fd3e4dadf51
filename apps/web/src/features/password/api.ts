import { useMutation } from '@tanstack/react-query';
import { api, type ChangePasswordRequest, type ForgotUsernameRequest, type ResetCompleteRequest, type ResetStartRequest } from '@wcpp/contract';
import { http } from '../../lib/http';

/** POST /public/resetPasswordByUser/start. */
export const useResetStart = () =>
  useMutation({ mutationFn: (body: ResetStartRequest) => http.post<{ emailAddress: string }>(api.resetPasswordStart, body, { anonymous: true }) });

/** POST /public/resetPassword/complete. */
export const useResetComplete = () =>
  useMutation({ mutationFn: (body: ResetCompleteRequest) => http.post<{ userNm: string }>(api.resetPasswordComplete, body, { anonymous: true }) });

/** POST /public/forgotUsername. */
export const useForgotUsername = () =>
  useMutation({ mutationFn: (body: ForgotUsernameRequest) => http.post<{ emailAddress: string }>(api.forgotUsername, body, { anonymous: true }) });

/** POST /users/updatePwd (signed in). */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => http.post<{ result: 'success' }>(api.updatePassword, body) });
