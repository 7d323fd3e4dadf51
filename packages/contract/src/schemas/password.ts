/** Reset password, forgot username and change password (part 2 §2, §3, §5, §7). */
import { z } from 'zod';
import { changePasswordMessages, forgotUsernameMessages, registrationMessages as reg, resetPasswordMessages } from '../account-messages';
import { accountLimits, checkNewPassword, emailField, registrationPasswordMessages } from './fields';

/** POST /public/resetPasswordByUser/start (part 2 §3, §5). */
export const ResetStartRequestSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, resetPasswordMessages.enterUsername)
    .max(accountLimits.resetUsername, resetPasswordMessages.enterUsername)
    .transform((v) => v.toLowerCase()),
  emailAddress: emailField(resetPasswordMessages.enterEmail),
});
export type ResetStartRequest = z.input<typeof ResetStartRequestSchema>;

const tempPasswordField = z
  .string()
  .trim()
  .min(1, resetPasswordMessages.enterTempPassword)
  .max(accountLimits.tempPassword, resetPasswordMessages.enterTempPassword);

/** The confirm-reset form: temporary password, new password, confirm new password. */
export const ResetConfirmFormSchema = z
  .object({ tempPassword: tempPasswordField, newPassword: z.string().trim(), confirmPassword: z.string().trim() })
  .superRefine((v, ctx) =>
    checkNewPassword(ctx, { password: v.newPassword, confirm: v.confirmPassword }, { password: 'newPassword', confirm: 'confirmPassword' }, registrationPasswordMessages, {}),
  );
export type ResetConfirmFormInput = z.input<typeof ResetConfirmFormSchema>;

/** POST /public/resetPassword/complete: token, tempPassword, newPassword, all trimmed. */
export const ResetCompleteRequestSchema = z.object({
  token: z.string().trim().min(1).max(accountLimits.token),
  tempPassword: tempPasswordField,
  newPassword: z.string().trim().min(1, reg.enterNewPassword).max(accountLimits.passwordWire, reg.passwordRequirements),
});
export type ResetCompleteRequest = z.input<typeof ResetCompleteRequestSchema>;

/** POST /public/forgotUsername. */
export const ForgotUsernameRequestSchema = z.object({ emailAddress: emailField(forgotUsernameMessages.enterEmail) });
export type ForgotUsernameRequest = z.input<typeof ForgotUsernameRequestSchema>;

/** The change-password form (part 2 §5). */
export const ChangePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, changePasswordMessages.enterCurrent), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) =>
    checkNewPassword(
      ctx,
      { password: v.newPassword, confirm: v.confirmPassword },
      { password: 'newPassword', confirm: 'confirmPassword' },
      { required: changePasswordMessages.enterNew, rules: changePasswordMessages.requirements, confirm: changePasswordMessages.enterConfirm, mismatch: changePasswordMessages.passwordsDoNotMatch },
      {},
    ),
  );
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

/** POST /users/updatePwd: username, password (the current one), newPassword. */
export const ChangePasswordRequestSchema = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1, changePasswordMessages.enterCurrent).max(accountLimits.passwordWire),
  newPassword: z.string().min(1, changePasswordMessages.enterNew).max(accountLimits.passwordWire, changePasswordMessages.requirements),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
