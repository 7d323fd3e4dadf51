/** The own profile: its form, the update call and the PRAD/PRUS-only fields (part 2 §3, §5). */
import { z } from 'zod';
import { changePasswordCodeMessages, emailChangeMessages, profileMessages } from '../account-messages';
import { affiliationCodes } from '../enums';
import { accountLimits, emailField, middleInitial, optionalText, personName, phoneField } from './fields';

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
  companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
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

/** The current password that a change of the e-mail address needs (docs/decisions/026); not trimmed. */
const currentPassword = z.string().max(accountLimits.passwordWire, changePasswordCodeMessages.incorrect_password).optional();

/** Whether `entered` is another address than the stored one (addresses compare case-insensitively). */
export const isEmailChange = (stored: string | null | undefined, entered: string | null | undefined): boolean =>
  (entered ?? '').trim().toLowerCase() !== (stored ?? '').trim().toLowerCase();

/**
 * The own-profile form (part 2 §5 profile edit); typeCd is the user's, carried to judge the extra
 * fields. Given the stored address, a changed address also needs the current password.
 */
export const ownProfileFormSchema = (storedEmail?: string | null) =>
  z
    .object({ typeCd: z.string(), ...profileFields, currentPassword })
    .superRefine((v, ctx) => {
      checkProviderFields(v, v.typeCd, ctx);
      if (storedEmail !== undefined && isEmailChange(storedEmail, v.emailAddr) && !v.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: emailChangeMessages.enterCurrent });
      }
    })
    .transform((v) => normaliseProviderFields(v, v.typeCd));
/** The profile form's field rules alone, without the e-mail change's password rule. */
export const ProfileFormSchema = ownProfileFormSchema();
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
    /** Required when emailAddr differs from the stored address; the address then changes only through the e-mailed link. */
    currentPassword,
  });
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

/** POST /public/confirmEmailChange: the token of the link sent to the new address. */
export const ConfirmEmailChangeRequestSchema = z.object({ token: z.string().trim().min(1).max(accountLimits.token) });
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequestSchema>;

/** The address the account has now (the user name is not disclosed to whoever holds the link). */
export const ConfirmEmailChangeResponseSchema = z.object({ emailAddr: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;
