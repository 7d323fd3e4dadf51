/** Reset password, forgot username and change password (part 2 §2, §3, §5, §7). */
import * as z from 'zod/mini';
import { registrationMessages as reg } from '../registration/messages';
import { accountLimits, checkNewPassword, emailField, registrationPasswordMessages } from '../shared/fields';
import { transformed } from '../shared/mini';
import { changePasswordMessages, forgotUsernameMessages, resetPasswordMessages } from './messages';

/** POST /public/resetPasswordByUser/start (part 2 §3, §5). */
export const ResetStartRequestSchema = z.object({
  userName: transformed(
    z.string().check(z.trim(), z.minLength(1, resetPasswordMessages.enterUsername), z.maxLength(accountLimits.resetUsername, resetPasswordMessages.enterUsername)),
    (v) => v.toLowerCase(),
  ),
  emailAddress: emailField(resetPasswordMessages.enterEmail),
});
export type ResetStartRequest = z.input<typeof ResetStartRequestSchema>;

const tempPasswordField = z
  .string()
  .check(z.trim(), z.minLength(1, resetPasswordMessages.enterTempPassword), z.maxLength(accountLimits.tempPassword, resetPasswordMessages.enterTempPassword));

/** The confirm-reset form: temporary password, new password, confirm new password. */
export const ResetConfirmFormSchema = z
  .object({ tempPassword: tempPasswordField, newPassword: z.string().check(z.trim()), confirmPassword: z.string().check(z.trim()) })
  .check(
    z.superRefine((v, ctx) =>
      checkNewPassword(ctx, { password: v.newPassword, confirm: v.confirmPassword }, { password: 'newPassword', confirm: 'confirmPassword' }, registrationPasswordMessages, {}),
    ),
  );
export type ResetConfirmFormInput = z.input<typeof ResetConfirmFormSchema>;

/** POST /public/resetPassword/complete: token, tempPassword, newPassword, all trimmed. */
export const ResetCompleteRequestSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(accountLimits.token)),
  tempPassword: tempPasswordField,
  newPassword: z.string().check(z.trim(), z.minLength(1, reg.enterNewPassword), z.maxLength(accountLimits.passwordWire, reg.passwordRequirements)),
});
export type ResetCompleteRequest = z.input<typeof ResetCompleteRequestSchema>;

/** POST /public/resetPassword/complete answers the user name of the account. */
export const ResetCompleteResponseSchema = z.object({ userNm: z.string() });

/** POST /public/forgotUsername. */
export const ForgotUsernameRequestSchema = z.object({ emailAddress: emailField(forgotUsernameMessages.enterEmail) });
export type ForgotUsernameRequest = z.input<typeof ForgotUsernameRequestSchema>;

/** The change-password form (part 2 §5). */
export const ChangePasswordFormSchema = z
  .object({ currentPassword: z.string().check(z.minLength(1, changePasswordMessages.enterCurrent)), newPassword: z.string(), confirmPassword: z.string() })
  .check(
    z.superRefine((v, ctx) =>
      checkNewPassword(
        ctx,
        { password: v.newPassword, confirm: v.confirmPassword },
        { password: 'newPassword', confirm: 'confirmPassword' },
        { required: changePasswordMessages.enterNew, rules: changePasswordMessages.requirements, confirm: changePasswordMessages.enterConfirm, mismatch: changePasswordMessages.passwordsDoNotMatch },
        {},
      ),
    ),
  );
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

/** POST /users/updatePwd: username, password (the current one), newPassword. */
export const ChangePasswordRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  password: z.string().check(z.minLength(1, changePasswordMessages.enterCurrent), z.maxLength(accountLimits.passwordWire)),
  newPassword: z
    .string()
    .check(z.minLength(1, changePasswordMessages.enterNew), z.maxLength(accountLimits.passwordWire, changePasswordMessages.requirements)),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** POST /users/updatePwd answers success (a refusal is an ApiError). */
export const ChangePasswordResponseSchema = z.object({ result: z.literal('success') });
