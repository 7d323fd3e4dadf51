/** The user's details, the profile-completion dialog, the own profile and the e-mail change (part 1 §3, §5; part 2 §3, §5). */
import * as z from 'zod/mini';
import { affiliationCodes } from '../enums';
import { accountLimits, emailField, middleInitial, optionalText, personName, phoneField } from '../shared/fields';
import { fieldErrors, type FieldIssue } from '../shared/field-errors';
import { transformed, type RefinementCtx } from '../shared/mini';
import { changePasswordCodeMessages } from '../password/messages';
import { backfillMessages, emailChangeMessages, profileMessages } from './messages';

/** User details as read by GET /users/userByName/{name} (part 1 §3, part 2 §3). */
export const UserDetailsSchema = z.object({
  id: z.int(),
  userNm: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userMidName: z.nullable(z.string()),
  emailAddr: z.nullable(z.string()),
  phoneNum: z.nullable(z.string()),
  employeeId: z.nullable(z.string()),
  grpInfoId: z.nullable(z.int()),
  typeCd: z.string(),
  typeDesc: z.string(),
  statusCd: z.string(),
  statusDesc: z.string(),
  affiliationCd: z.nullable(z.string()),
  affiliationDesc: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  companyNm: z.nullable(z.string()),
  companyUrl: z.nullable(z.string()),
  enlyteEmployee: z.boolean(),
  appVersion: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Part 1 §5 profile-completion dialog; the same rules validate the form and POST /users/updateBackfill. */
export const BackfillSchema = transformed(
  z
    .object({
      userNm: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
      jobTitle: z
        .string()
        .check(z.trim(), z.minLength(1, backfillMessages.jobTitle), z.maxLength(accountLimits.jobTitle, `Job title: at most ${accountLimits.jobTitle} characters.`)),
      companyNm: z
        .string()
        .check(z.trim(), z.minLength(1, backfillMessages.companyNm), z.maxLength(accountLimits.companyNm, `Company name: at most ${accountLimits.companyNm} characters.`)),
      companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
      affiliationCd: z.enum(affiliationCodes as [string, ...string[]], backfillMessages.affiliationCd),
      affiliationDesc: optionalText(accountLimits.otherDesc, `Account type description: at most ${accountLimits.otherDesc} characters.`),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.affiliationCd === 'OTHER' && !value.affiliationDesc) {
          ctx.addIssue({ code: 'custom', path: ['affiliationDesc'], message: backfillMessages.affiliationDesc });
        }
      }),
    ),
  (value) => ({ ...value, affiliationDesc: value.affiliationCd === 'OTHER' ? value.affiliationDesc : null }),
);
export type BackfillInput = z.input<typeof BackfillSchema>;
export type Backfill = z.output<typeof BackfillSchema>;

// ─── The own profile: its form, the update call and the PRAD/PRUS-only fields (part 2 §3, §5) ────

const profileFields = {
  userFirstName: personName(profileMessages.firstName),
  userLastName: personName(profileMessages.lastName),
  userMidName: middleInitial,
  emailAddr: emailField(profileMessages.email),
  phoneNum: phoneField(profileMessages.phone, accountLimits.profilePhone),
  affiliationCd: transformed(z.nullish(z.string().check(z.trim())), (v) => (v ? v : null)),
  affiliationDesc: optionalText(accountLimits.otherDesc, profileMessages.otherDesc),
  jobTitle: optionalText(accountLimits.jobTitle, profileMessages.jobTitle),
  companyNm: optionalText(accountLimits.companyNm, profileMessages.companyNm),
  companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
};

type ProviderFields = { affiliationCd: string | null; affiliationDesc: string | null; jobTitle: string | null; companyNm: string | null };

/** Part 2 §5: the additional fields are required of PRAD and PRUS only, and dropped for others. */
function checkProviderFields(v: ProviderFields, typeCd: string, ctx: Pick<RefinementCtx, 'addIssue'>) {
  if (typeCd !== 'PRAD' && typeCd !== 'PRUS') return;
  if (!v.affiliationCd || !(affiliationCodes as string[]).includes(v.affiliationCd)) {
    ctx.addIssue({ code: 'custom', path: ['affiliationCd'], message: profileMessages.affiliation });
  }
  if (v.affiliationCd === 'OTHER' && !v.affiliationDesc) ctx.addIssue({ code: 'custom', path: ['affiliationDesc'], message: profileMessages.otherDesc });
  if (!v.jobTitle) ctx.addIssue({ code: 'custom', path: ['jobTitle'], message: profileMessages.jobTitle });
  if (!v.companyNm) ctx.addIssue({ code: 'custom', path: ['companyNm'], message: profileMessages.companyNm });
}

/** The field errors of the PRAD/PRUS-only fields for an account of this type (the server's check). */
export function providerFieldErrors(v: ProviderFields, typeCd: string): Record<string, string> {
  const issues: FieldIssue[] = [];
  checkProviderFields(v, typeCd, {
    addIssue: (issue) => {
      if (typeof issue !== 'string') issues.push({ path: issue.path ?? [], message: issue.message ?? '' });
    },
  });
  return fieldErrors(issues);
}

/** Drops the PRAD/PRUS-only fields for other types, and the description unless the affiliation is Other. */
export function normaliseProviderFields<T extends ProviderFields & { companyUrl: string | null }>(v: T, typeCd: string): T {
  if (typeCd !== 'PRAD' && typeCd !== 'PRUS') return { ...v, affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null, companyUrl: null };
  return { ...v, affiliationDesc: v.affiliationCd === 'OTHER' ? v.affiliationDesc : null };
}

/** The current password that a change of the e-mail address needs (docs/decisions/026); not trimmed. */
export const currentPasswordField = z.optional(z.string().check(z.maxLength(accountLimits.passwordWire, changePasswordCodeMessages.incorrect_password)));

/** Whether `entered` is another address than the stored one (addresses compare case-insensitively). */
export const isEmailChange = (stored: string | null | undefined, entered: string | null | undefined): boolean =>
  (entered ?? '').trim().toLowerCase() !== (stored ?? '').trim().toLowerCase();

/**
 * The own-profile form (part 2 §5 profile edit); typeCd is the user's, carried to judge the extra
 * fields. Given the stored address, a changed address also needs the current password.
 */
export const ownProfileFormSchema = (storedEmail?: string | null) =>
  transformed(
    z.object({ typeCd: z.string(), ...profileFields, currentPassword: currentPasswordField }).check(
      z.superRefine((v, ctx) => {
        checkProviderFields(v, v.typeCd, ctx);
        if (storedEmail !== undefined && isEmailChange(storedEmail, v.emailAddr) && !v.currentPassword) {
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: emailChangeMessages.enterCurrent });
        }
      }),
    ),
    (v) => normaliseProviderFields(v, v.typeCd),
  );
/** The profile form's field rules alone, without the e-mail change's password rule. */
export const ProfileFormSchema = ownProfileFormSchema();
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/**
 * PUT /users/updateUser: the user details with the edited fields. Identity fields (id, userNm, typeCd,
 * grpInfoId) say whose account it is and must match it; fields not listed here are not changed.
 */
export const UpdateUserRequestSchema = z.object({
  id: z.int().check(z.positive()),
  userNm: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  typeCd: z.optional(z.string().check(z.maxLength(4))),
  grpInfoId: z.optional(z.nullable(z.int())),
  ...profileFields,
  /** An internal account's employee id: only an internal system administrator changes it (Edit Profile). */
  employeeId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
  /**
   * Required when emailAddr differs from the stored address: the owner's, or on another account the
   * administrator's own (decision 075). The address then changes only through the e-mailed link.
   */
  currentPassword: currentPasswordField,
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

/** POST /public/confirmEmailChange: the token of the link sent to the new address. */
export const ConfirmEmailChangeRequestSchema = z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(accountLimits.token)) });
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequestSchema>;

/** The address the account has now (the user name is not disclosed to whoever holds the link). */
export const ConfirmEmailChangeResponseSchema = z.object({ emailAddr: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;
