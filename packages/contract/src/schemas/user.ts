import { z } from 'zod';
import { accountLimits, optionalText } from './fields';
import { affiliationCodes } from '../enums';
import { backfillMessages } from '../messages';

/** User details as read by GET /users/userByName/{name} (part 1 §3, part 2 §3). */
export const UserDetailsSchema = z.object({
  id: z.number().int(),
  userNm: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userMidName: z.string().nullable(),
  emailAddr: z.string().nullable(),
  phoneNum: z.string().nullable(),
  employeeId: z.string().nullable(),
  grpInfoId: z.number().int().nullable(),
  typeCd: z.string(),
  typeDesc: z.string(),
  statusCd: z.string(),
  statusDesc: z.string(),
  affiliationCd: z.string().nullable(),
  affiliationDesc: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyNm: z.string().nullable(),
  companyUrl: z.string().nullable(),
  enlyteEmployee: z.boolean(),
  appVersion: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;


/** Part 1 §5 profile-completion dialog; the same rules validate the form and POST /users/updateBackfill. */
export const BackfillSchema = z
  .object({
    userNm: z.string().trim().min(1).max(120),
    jobTitle: z.string().trim().min(1, backfillMessages.jobTitle).max(accountLimits.jobTitle, `Job title: at most ${accountLimits.jobTitle} characters.`),
    companyNm: z.string().trim().min(1, backfillMessages.companyNm).max(accountLimits.companyNm, `Company name: at most ${accountLimits.companyNm} characters.`),
    companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
    affiliationCd: z.enum(affiliationCodes as [string, ...string[]], backfillMessages.affiliationCd),
    affiliationDesc: optionalText(accountLimits.otherDesc, `Account type description: at most ${accountLimits.otherDesc} characters.`),
  })
  .superRefine((value, ctx) => {
    if (value.affiliationCd === 'OTHER' && !value.affiliationDesc) {
      ctx.addIssue({ code: 'custom', path: ['affiliationDesc'], message: backfillMessages.affiliationDesc });
    }
  })
  .transform((value) => ({
    ...value,
    affiliationDesc: value.affiliationCd === 'OTHER' ? value.affiliationDesc : null,
  }));
export type BackfillInput = z.input<typeof BackfillSchema>;
export type Backfill = z.output<typeof BackfillSchema>;

/** GET /appProperties/property/{name}. */
export const AppPropertySchema = z.object({ propertyNm: z.string(), propertyValue: z.string() });

/** GET /ftin/userFtins/{userName}. */
export const UserFtinSchema = z.object({ ftin: z.string(), createdDate: z.string().nullable(), activeFlag: z.boolean() });
export type UserFtin = z.infer<typeof UserFtinSchema>;

/** Per-user notification (part 1 §3). */
export const UserNotificationSchema = z.object({
  wcp_notification_id: z.number().int(),
  name: z.string(),
  notification_link: z.string().nullable(),
  notification_user_dwnld: z.enum(['Y', 'N']),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

export const NotificationViewedSchema = z.object({ wcp_notification_id: z.number().int().positive() });
