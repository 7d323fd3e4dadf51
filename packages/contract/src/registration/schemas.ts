/** Registration: the start form and the confirm forms and calls (part 2 §2, §3, §5, §7). */
import * as z from 'zod/mini';
import {
  accountLimits,
  authCodeField,
  checkNewPassword,
  emailField,
  middleInitial,
  optionalText,
  personName,
  phoneField,
  registrationPasswordMessages,
  tinField,
  usernameField,
} from '../shared/fields';
import { transformed, type RefinementCtx } from '../shared/mini';
import { registrationMessages as reg } from './messages';

/** The registration start form: e-mail and the terms checkbox that gates submit. */
export const RegistrationStartFormSchema = z.object({
  emailAddress: emailField(reg.enterEmail),
  // Submit stays disabled until the box is ticked (part 2 §4); the rule backs that up.
  termsAccepted: z.boolean().check(z.refine((v: boolean) => v)),
});

/** POST /public/registration/start. */
export const RegistrationStartRequestSchema = z.object({
  emailAddress: emailField(reg.enterEmail),
  campaign: optionalText(accountLimits.campaign, 'Campaign: at most 64 characters.'),
});
export type RegistrationStartRequest = z.input<typeof RegistrationStartRequestSchema>;

const bcnField = transformed(
  z.nullish(z.string().check(z.trim(), z.maxLength(accountLimits.billControlNumberInput, reg.bcnInvalid), z.regex(/^\d{0,14}$/, reg.bcnInvalid))),
  (v) => (v ? v : null),
);
const providerIdField = transformed(
  z.nullish(z.string().check(z.trim(), z.maxLength(accountLimits.providerId, reg.providerIdInvalid), z.regex(/^\d{0,8}$/, reg.providerIdInvalid))),
  (v) => (v ? v : null),
);

/** Exactly one of bill control number and provider ID (part 2 §2: the two are mutually exclusive). */
function oneOfBcnOrProvider(ctx: RefinementCtx, bcn: string | null, providerId: string | null, paths: [string, string]) {
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
  .check(
    z.superRefine((v, ctx) => {
      oneOfBcnOrProvider(ctx, v.billControlNumber, v.providerId, ['billControlNumber', 'providerId']);
      checkNewPassword(ctx, { password: v.password, confirm: v.verifyPassword }, { password: 'password', confirm: 'verifyPassword' }, registrationPasswordMessages, {
        userName: v.userName,
        firstName: v.firstName,
        lastName: v.lastName,
      });
    }),
  );
export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationForm = z.output<typeof RegistrationFormSchema>;

/** POST /public/registration/complete (docs/decisions/020-registration.md names the fields). */
export const RegistrationCompleteRequestSchema = z
  .object({
    activationToken: z.string().check(z.trim(), z.minLength(1, reg.authCodeInvalid), z.maxLength(accountLimits.token, reg.authCodeInvalid)),
    authenticationCode: authCodeField,
    ftin: tinField,
    billCntrlNum: bcnField,
    cpdId: providerIdField,
    userName: usernameField,
    firstName: personName(reg.firstName),
    lastName: personName(reg.lastName),
    middleName: middleInitial,
    phoneNumber: phoneField(reg.phone, accountLimits.registrationPhone),
    password: z.string().check(z.minLength(1, reg.enterNewPassword), z.maxLength(accountLimits.passwordWire, reg.passwordRequirements)),
    failWhenFtinAlreadyRegistered: z._default(z.boolean(), true),
    campaign: optionalText(accountLimits.campaign, 'Campaign: at most 64 characters.'),
  })
  .check(z.superRefine((v, ctx) => oneOfBcnOrProvider(ctx, v.billCntrlNum, v.cpdId, ['billCntrlNum', 'cpdId'])));
export type RegistrationCompleteRequest = z.input<typeof RegistrationCompleteRequestSchema>;

/** The confirm-registration form of an internal user invited by ADD USER: code, user name, password. */
export const InternalRegistrationFormSchema = z
  .object({
    authenticationCode: authCodeField,
    userName: usernameField,
    password: z.string(),
    verifyPassword: z.string(),
  })
  .check(
    z.superRefine((v, ctx) =>
      checkNewPassword(ctx, { password: v.password, confirm: v.verifyPassword }, { password: 'password', confirm: 'verifyPassword' }, registrationPasswordMessages, {
        userName: v.userName,
      }),
    ),
  );
export type InternalRegistrationFormInput = z.input<typeof InternalRegistrationFormSchema>;

/** POST /public/completeInternalUserRegistration: token, authCode, password, userDetailsInfo (part 2 §7). */
export const InternalRegistrationRequestSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, reg.authCodeInvalid), z.maxLength(accountLimits.token, reg.authCodeInvalid)),
  authCode: authCodeField,
  password: z.string().check(z.minLength(1, reg.enterNewPassword), z.maxLength(accountLimits.passwordWire, reg.passwordRequirements)),
  userDetailsInfo: z.object({ userNm: usernameField }),
});
export type InternalRegistrationRequest = z.input<typeof InternalRegistrationRequestSchema>;

export const RegistrationCompleteResponseSchema = z.object({
  userNm: z.string(),
  /** A TIN another group holds: the new group's claim waits for the holders' approval (docs/decisions/047). */
  pendingFtin: z.optional(z.string()),
});
