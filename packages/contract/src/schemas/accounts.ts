import { z } from 'zod';
import { optionalText } from './fields';
import {
  changePasswordMessages,
  forgotUsernameMessages,
  profileMessages,
  registrationMessages as reg,
  resetPasswordMessages,
} from '../account-messages';
import { affiliationCodes } from '../enums';
import { passwordProblems, type PasswordContext } from '../password-rules';

/** Part 2 §3 and §9 field limits of the account screens. */
export const accountLimits = {
  authCode: 23,
  tin: 9,
  billControlNumberInput: 22,
  billControlNumberDigits: 14,
  providerId: 8,
  name: 40,
  middleInitial: 1,
  registrationPhone: 14,
  profilePhone: 15,
  usernameMin: 6,
  username: 14,
  resetUsername: 50,
  email: 120,
  jobTitle: 120,
  companyNm: 120,
  companyUrl: 120,
  otherDesc: 40,
  tempPassword: 23,
  campaign: 64,
  /** Longest password the wire accepts; the rules allow 20 (the refusal then names the rules). */
  passwordWire: 128,
  token: 200,
} as const;

// ─── Shared format checks (part 1 §5 "shared helper rules") ─────────────────────────────────────

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Four groups of five capital letters or digits: the authentication code. */
export const AUTH_CODE = /^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
const NAME = /^[A-Za-z][A-Za-z' -]*$/;
const USERNAME = /^[A-Za-z0-9]{6,14}$/;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Part 2 §4: on blur a phone with at least 10 digits is shown 3-3-4 with hyphens. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value);
  if (d.length < 10) return value;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 10)}${d.length > 10 ? ` ${d.slice(10)}` : ''}`;
}

export const isEmail = (value: string): boolean => value.length <= accountLimits.email && EMAIL.test(value);

export const emailField = (message: string) =>
  z.string().trim().min(1, message).max(accountLimits.email, message).regex(EMAIL, message).transform((v) => v.toLowerCase());

const personName = (message: string) => z.string().trim().min(1, message).max(accountLimits.name, message).regex(NAME, message);

const middleInitial = z
  .string()
  .trim()
  .max(1, reg.middleInitial)
  .regex(/^[A-Za-z]?$/, reg.middleInitial)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

/** Ten digits once everything else is stripped; the output is the digits (part 2 §3: digits only when sent). */
const phoneField = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((v) => digitsOnly(v).length === 10 && /^[\d\s().+-]+$/.test(v), message)
    .transform(digitsOnly);

const usernameField = z.string().trim().regex(USERNAME, reg.username).transform((v) => v.toLowerCase());

const authCodeField = z
  .string()
  .trim()
  .min(1, reg.enterAuthCode)
  .max(accountLimits.authCode, reg.authCodeInvalid)
  .transform((v) => v.toUpperCase())
  .refine((v) => AUTH_CODE.test(v), reg.authCodeInvalid);

const tinField = z.string().trim().min(1, reg.enterTin).regex(/^\d{9}$/, reg.tinInvalid);


/** Checks a new password and its confirmation into the given fields (part 2 §5). */
function checkNewPassword(
  ctx: z.RefinementCtx,
  value: { password: string; confirm: string },
  paths: { password: string; confirm: string },
  messages: { required: string; rules: string; confirm: string; mismatch: string },
  context: PasswordContext,
) {
  if (!value.password) ctx.addIssue({ code: 'custom', path: [paths.password], message: messages.required });
  else if (passwordProblems(value.password, context).length) ctx.addIssue({ code: 'custom', path: [paths.password], message: messages.rules });
  if (!value.confirm) ctx.addIssue({ code: 'custom', path: [paths.confirm], message: messages.confirm });
  else if (value.password && value.confirm !== value.password) ctx.addIssue({ code: 'custom', path: [paths.confirm], message: messages.mismatch });
}

const registrationPasswordMessages = {
  required: reg.enterNewPassword,
  rules: reg.passwordRequirements,
  confirm: reg.confirmNewPassword,
  mismatch: reg.passwordsDoNotMatch,
};

// ─── Registration (part 2 §2, §3, §5, §7) ───────────────────────────────────────────────────────

/** The registration start form: e-mail and the terms checkbox that gates submit. */
export const RegistrationStartFormSchema = z.object({
  emailAddress: emailField(reg.enterEmail),
  // Submit stays disabled until the box is ticked (part 2 §4); the rule backs that up.
  termsAccepted: z.boolean().refine((v) => v),
});

/** POST /public/registration/start. */
export const RegistrationStartRequestSchema = z.object({
  emailAddress: emailField(reg.enterEmail),
  campaign: optionalText(accountLimits.campaign, 'Campaign: at most 64 characters.'),
});
export type RegistrationStartRequest = z.input<typeof RegistrationStartRequestSchema>;

const bcnField = z
  .string()
  .trim()
  .max(accountLimits.billControlNumberInput, reg.bcnInvalid)
  .regex(/^\d{0,14}$/, reg.bcnInvalid)
  .nullish()
  .transform((v) => (v ? v : null));
const providerIdField = z
  .string()
  .trim()
  .max(accountLimits.providerId, reg.providerIdInvalid)
  .regex(/^\d{0,8}$/, reg.providerIdInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** Exactly one of bill control number and provider ID (part 2 §2: the two are mutually exclusive). */
function oneOfBcnOrProvider(ctx: z.RefinementCtx, bcn: string | null, providerId: string | null, paths: [string, string]) {
  if (!bcn && !providerId) {
    ctx.addIssue({ code: 'custom', path: [paths[0]], message: reg.bcnOrProviderId });
  } else if (bcn && providerId) {
    ctx.addIssue({ code: 'custom', path: [paths[1]], message: reg.bcnOrProviderId });
  }
}

/** The confirm-registration form of a person registering a group (part 2 §2 field list, §5 rules). */
export const RegistrationFormSchema = z
  .object({
    authenticationCode: authCodeField,
    taxId: tinField,
    billControlNumber: bcnField,
    providerId: providerIdField,
    firstName: personName(reg.firstName),
    lastName: personName(reg.lastName),
    middleInitial,
    phoneNumber: phoneField(reg.phone, accountLimits.registrationPhone),
    userName: usernameField,
    password: z.string(),
    verifyPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    oneOfBcnOrProvider(ctx, v.billControlNumber, v.providerId, ['billControlNumber', 'providerId']);
    checkNewPassword(ctx, { password: v.password, confirm: v.verifyPassword }, { password: 'password', confirm: 'verifyPassword' }, registrationPasswordMessages, {
      userName: v.userName,
      firstName: v.firstName,
      lastName: v.lastName,
    });
  });
export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationForm = z.output<typeof RegistrationFormSchema>;

/** POST /public/registration/complete (docs/decisions/020-registration.md names the fields). */
export const RegistrationCompleteRequestSchema = z
  .object({
    activationToken: z.string().trim().min(1, reg.authCodeInvalid).max(accountLimits.token, reg.authCodeInvalid),
    authenticationCode: authCodeField,
    ftin: tinField,
    billCntrlNum: bcnField,
    cpdId: providerIdField,
    userName: usernameField,
    firstName: personName(reg.firstName),
    lastName: personName(reg.lastName),
    middleName: middleInitial,
    phoneNumber: phoneField(reg.phone, accountLimits.registrationPhone),
    password: z.string().min(1, reg.enterNewPassword).max(accountLimits.passwordWire, reg.passwordRequirements),
    failWhenFtinAlreadyRegistered: z.boolean().default(true),
    campaign: optionalText(accountLimits.campaign, 'Campaign: at most 64 characters.'),
  })
  .superRefine((v, ctx) => oneOfBcnOrProvider(ctx, v.billCntrlNum, v.cpdId, ['billCntrlNum', 'cpdId']));
export type RegistrationCompleteRequest = z.input<typeof RegistrationCompleteRequestSchema>;

/** The confirm-registration form of an internal user invited by ADD USER: code, user name, password. */
export const InternalRegistrationFormSchema = z
  .object({
    authenticationCode: authCodeField,
    userName: usernameField,
    password: z.string(),
    verifyPassword: z.string(),
  })
  .superRefine((v, ctx) =>
    checkNewPassword(ctx, { password: v.password, confirm: v.verifyPassword }, { password: 'password', confirm: 'verifyPassword' }, registrationPasswordMessages, {
      userName: v.userName,
    }),
  );
export type InternalRegistrationFormInput = z.input<typeof InternalRegistrationFormSchema>;

/** POST /public/completeInternalUserRegistration: token, authCode, password, userDetailsInfo (part 2 §7). */
export const InternalRegistrationRequestSchema = z.object({
  token: z.string().trim().min(1, reg.authCodeInvalid).max(accountLimits.token, reg.authCodeInvalid),
  authCode: authCodeField,
  password: z.string().min(1, reg.enterNewPassword).max(accountLimits.passwordWire, reg.passwordRequirements),
  userDetailsInfo: z.object({ userNm: usernameField }),
});
export type InternalRegistrationRequest = z.input<typeof InternalRegistrationRequestSchema>;

export const RegistrationCompleteResponseSchema = z.object({ userNm: z.string() });

// ─── Reset password and forgot username ─────────────────────────────────────────────────────────

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

// ─── Own profile and change password ────────────────────────────────────────────────────────────

const profileFields = {
  userFirstName: personName(profileMessages.firstName),
  userLastName: personName(profileMessages.lastName),
  userMidName: middleInitial,
  emailAddr: emailField(profileMessages.email),
  phoneNum: phoneField(profileMessages.phone, accountLimits.profilePhone),
  affiliationCd: z.string().trim().nullish().transform((v) => (v ? v : null)),
  affiliationDesc: optionalText(accountLimits.otherDesc, profileMessages.otherDesc),
  jobTitle: optionalText(accountLimits.jobTitle, profileMessages.jobTitle),
  companyNm: optionalText(accountLimits.companyNm, profileMessages.companyNm),
  companyUrl: optionalText(accountLimits.companyUrl, 'Company website: at most 120 characters.'),
};

/** Part 2 §5: the additional fields are required of PRAD and PRUS only, and dropped for others. */
function checkProviderFields(
  v: { affiliationCd: string | null; affiliationDesc: string | null; jobTitle: string | null; companyNm: string | null },
  typeCd: string,
  ctx: z.RefinementCtx,
) {
  if (typeCd !== 'PRAD' && typeCd !== 'PRUS') return;
  if (!v.affiliationCd || !(affiliationCodes as string[]).includes(v.affiliationCd)) {
    ctx.addIssue({ code: 'custom', path: ['affiliationCd'], message: profileMessages.affiliation });
  }
  if (v.affiliationCd === 'OTHER' && !v.affiliationDesc) ctx.addIssue({ code: 'custom', path: ['affiliationDesc'], message: profileMessages.otherDesc });
  if (!v.jobTitle) ctx.addIssue({ code: 'custom', path: ['jobTitle'], message: profileMessages.jobTitle });
  if (!v.companyNm) ctx.addIssue({ code: 'custom', path: ['companyNm'], message: profileMessages.companyNm });
}

/** The field errors of the PRAD/PRUS-only fields for an account of this type (the server's check). */
export function providerFieldErrors(
  v: { affiliationCd: string | null; affiliationDesc: string | null; jobTitle: string | null; companyNm: string | null },
  typeCd: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  checkProviderFields(v, typeCd, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      errors[String(issue.path?.[0] ?? '_')] ??= issue.message ?? '';
    },
  } as unknown as z.RefinementCtx);
  return errors;
}

/** Drops the PRAD/PRUS-only fields for other types, and the description unless the affiliation is Other. */
export function normaliseProviderFields<T extends { affiliationCd: string | null; affiliationDesc: string | null; jobTitle: string | null; companyNm: string | null; companyUrl: string | null }>(
  v: T,
  typeCd: string,
): T {
  if (typeCd !== 'PRAD' && typeCd !== 'PRUS') return { ...v, affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null, companyUrl: null };
  return { ...v, affiliationDesc: v.affiliationCd === 'OTHER' ? v.affiliationDesc : null };
}

/** The own-profile form (part 2 §5 profile edit); typeCd is the user's, carried to judge the extra fields. */
export const ProfileFormSchema = z
  .object({ typeCd: z.string(), ...profileFields })
  .superRefine((v, ctx) => checkProviderFields(v, v.typeCd, ctx))
  .transform((v) => normaliseProviderFields(v, v.typeCd));
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/**
 * PUT /users/updateUser: the user details with the edited fields. Identity fields (id, userNm, typeCd,
 * grpInfoId) say whose account it is and must match it; fields not listed here are not changed.
 */
export const UpdateUserRequestSchema = z
  .object({
    id: z.number().int().positive(),
    userNm: z.string().trim().min(1).max(50),
    typeCd: z.string().max(4).optional(),
    grpInfoId: z.number().int().nullable().optional(),
    ...profileFields,
  });
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

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

// ─── Links ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Part 2 §9: a link expires when its expire timestamp is before now. Values below 10^12 are read as
 * seconds since the epoch, larger ones as milliseconds; a missing or unreadable value has expired.
 */
export function isLinkExpired(expire: string | null | undefined, now: number = Date.now()): boolean {
  if (!expire || !/^\d{1,16}$/.test(expire.trim())) return true;
  const value = Number(expire.trim());
  const ms = value < 1e12 ? value * 1000 : value;
  return ms < now;
}
