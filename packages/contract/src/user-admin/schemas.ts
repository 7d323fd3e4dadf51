/** Manage Users, User Search, Manage TINs for a user, the administrator's profile edit (part 2 §3, §5, §7). */
import * as z from 'zod/mini';
import { userTypeCodes } from '../enums';
import { accountLimits, emailField, middleInitial, optionalText, personName, phoneField } from '../shared/fields';
import { idField, MAX_ID } from '../shared/input';
import { transformed } from '../shared/mini';
import { profileMessages } from '../users/messages';
import { currentPasswordField, providerFieldErrors, normaliseProviderFields } from '../users/schemas';
import { addTinDialogMessages, addUserMessages, adminProfileMessages, userSearchMessages, userTinsMessages } from './messages';
import { userActionCodes } from './actions';

/** Part 2 §3 user row, as GET /users/manageUsers and POST /admin/userList answer it. */
export const UserRowSchema = z.object({
  id: z.int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  /** While `pendingRegistration`, the placeholder ADD USER gave the account: screens show userNameShown(row). */
  userNm: z.string(),
  /** Added by ADD USER and not registered yet: the person picks the user name when registering (issue 26 §4). */
  pendingRegistration: z.boolean(),
  emailAddr: z.nullable(z.string()),
  /** 'Locked' for an active account locked by failed sign-ins (decision 038); otherwise the status's description. */
  statusDesc: z.string(),
  statusCd: z.string(),
  typeDesc: z.string(),
  typeCd: z.string(),
  grpInfoId: z.nullable(z.int()),
  createdDt: z.string(),
  lastLoginDt: z.nullable(z.string()),
  /** What the caller may do with this account (actions.ts). */
  userActions: z.array(z.enum(userActionCodes)),
  mgrUserInfoId: z.nullable(z.int()),
});
export type UserRow = z.infer<typeof UserRowSchema>;
export const UserRowListSchema = z.array(UserRowSchema);

/** POST /admin/userList answers the rows and whether the list was cut at USER_SEARCH_LIMIT. */
export const USER_SEARCH_LIMIT = 500;
export const UserSearchResponseSchema = z.object({ users: UserRowListSchema, truncated: z.boolean() });
export type UserSearchResponse = z.infer<typeof UserSearchResponseSchema>;

/** Part 2 §5 user search limits. */
export const userSearchLimits = { usernameMin: 3, username: 14, groupId: 9, tin: 9, email: 120 } as const;

/** The four criteria of User Search: exactly one is used at a time (part 2 §2). */
export const userSearchFields = ['userName', 'emailAddress', 'ftin', 'groupId'] as const;
export type UserSearchField = (typeof userSearchFields)[number];

const trimmed = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * POST /admin/userList (part 2 §7). One of userName (part of a user name, at least 3 characters),
 * emailAddress (part of an address), ftin (a user's or a group's TIN) or groupId. userTypeCD and
 * status narrow the list; userIDs, or userName as a comma list with isUserNames 'true', name users
 * exactly. The recipient search of Notifications always sends isUserNames: then an e-mail address is
 * matched whole unless it starts with * (part 1 §5: a leading * gives a partial search).
 */
export const UserSearchRequestSchema = z
  .object({
    userName: trimmed(600),
    emailAddress: trimmed(userSearchLimits.email),
    ftin: trimmed(userSearchLimits.tin),
    groupId: trimmed(userSearchLimits.groupId),
    userTypeCD: z.optional(z.enum(userTypeCodes as [string, ...string[]])),
    status: z.optional(z.string().check(z.maxLength(5))),
    userIDs: z.optional(z.array(idField).check(z.maxLength(USER_SEARCH_LIMIT))),
    isUserNames: z.optional(z.enum(['true', 'false'])),
  })
  .check(
    z.superRefine((v, ctx) => {
      const byNames = v.isUserNames === 'true';
      const given = userSearchFields.filter((f) => v[f]);
      if (!given.length && !v.userIDs?.length) ctx.addIssue({ code: 'custom', path: ['userName'], message: userSearchMessages.enterOne });
      if (given.length > 1) ctx.addIssue({ code: 'custom', path: [given[1]!], message: userSearchMessages.onlyOne });
      if (v.userName && !byNames && v.userName.length < userSearchLimits.usernameMin) {
        ctx.addIssue({ code: 'custom', path: ['userName'], message: userSearchMessages.usernameMin });
      }
      if (v.userName && !byNames && v.userName.length > userSearchLimits.username) ctx.addIssue({ code: 'custom', path: ['userName'], message: userSearchMessages.usernameMin });
      if (v.groupId && !/^\d+$/.test(v.groupId)) ctx.addIssue({ code: 'custom', path: ['groupId'], message: userSearchMessages.groupIdNumeric });
      if (v.ftin && !/^\d+$/.test(v.ftin)) ctx.addIssue({ code: 'custom', path: ['ftin'], message: userSearchMessages.tinDigits });
      if (v.emailAddress?.startsWith('*') && v.emailAddress.slice(1).trim().length < 3) {
        ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: userSearchMessages.partialEmailMin });
      }
    }),
  );
export type UserSearchRequest = z.input<typeof UserSearchRequestSchema>;

/** PUT /users/terminate: the account (by id or user name) and the administrator's id (the server uses the caller's). */
export const TerminateRequestSchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  userNm: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  mgrUserInfoId: z.optional(z.nullable(z.int())),
});
export type TerminateRequest = z.input<typeof TerminateRequestSchema>;
/** Terminate succeeded (part 2 §7: data 1). */
export const TerminateResponseSchema = z.literal(1);
/** Convert succeeded (part 2 §7: data 'success'). */
export const ConvertResponseSchema = z.literal('success');

/** POST /users/resetPasswordByAdmin/start (part 2 §7). */
export const AdminResetRequestSchema = z.object({
  userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(accountLimits.resetUsername)),
  emailAddress: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(accountLimits.email)))),
  adminUserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(accountLimits.resetUsername)),
});
export type AdminResetRequest = z.input<typeof AdminResetRequestSchema>;

/** PUT /users/getUserTypes: the account types the caller may create. */
export const UserTypeSchema = z.object({ userTypeCd: z.string(), userTypeDesc: z.string() });
export const UserTypeListSchema = z.array(UserTypeSchema);

/** GET /ftin/managedUserFtins/{user}: the group's TINs, and which of them the user has (part 2 §3 TIN for a user). */
export const ManagedUserFtinSchema = z.object({ ftin: z.string(), hasIt: z.boolean(), createdDate: z.nullable(z.string()) });
export type ManagedUserFtin = z.infer<typeof ManagedUserFtinSchema>;
export const ManagedUserFtinListSchema = z.array(ManagedUserFtinSchema);

/** POST /ftin/managedUserFtins/{user}: the full list with the chosen TINs flagged; at least one (part 2 §5). */
export const ManagedUserFtinSaveSchema = z
  .array(z.object({ ftin: z.string().check(z.regex(/^\d{9}$/)), hasIt: z.boolean() }))
  .check(
    z.maxLength(1000),
    z.refine((list) => list.some((t) => t.hasIt), { message: userTinsMessages.removeAll }),
    z.refine((list) => new Set(list.map((t) => t.ftin)).size === list.length, { message: userTinsMessages.listedTwice }),
  );
export type ManagedUserFtinSave = z.input<typeof ManagedUserFtinSaveSchema>;

/** An internal user's employee id: letters and digits, 1 to 20 (the column's limit). */
export const employeeIdField = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,20}$/, adminProfileMessages.employeeId));

/**
 * The administrator's Edit Profile form (part 2 §5): the own profile's rules with the administrator's
 * phone message, the affiliation chosen by the administrator, and the employee id required of
 * internal accounts (shown only with the admin flag).
 */
export const AdminProfileFormSchema = transformed(
  z
    .object({
      typeCd: z.string(),
      userFirstName: personName(profileMessages.firstName),
      userLastName: personName(profileMessages.lastName),
      userMidName: middleInitial,
      emailAddr: emailField(profileMessages.email),
      phoneNum: phoneField(adminProfileMessages.phone, accountLimits.profilePhone),
      affiliationCd: transformed(z.nullish(z.string().check(z.trim())), (v) => (v ? v : null)),
      affiliationDesc: optionalText(accountLimits.otherDesc, profileMessages.otherDesc),
      jobTitle: optionalText(accountLimits.jobTitle, profileMessages.jobTitle),
      companyNm: optionalText(accountLimits.companyNm, profileMessages.companyNm),
      companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
      employeeId: transformed(z.nullish(z.string().check(z.trim())), (v) => (v ? v : null)),
      /** The administrator's own current password, which a new Email Address needs (decision 075). */
      currentPassword: currentPasswordField,
    })
    .check(
      z.superRefine((v, ctx) => {
        for (const [path, message] of Object.entries(providerFieldErrors(v, v.typeCd))) ctx.addIssue({ code: 'custom', path: [path], message });
        if ((v.typeCd === 'ISAD' || v.typeCd === 'IRAD') && !employeeIdField.safeParse(v.employeeId ?? '').success) {
          ctx.addIssue({ code: 'custom', path: ['employeeId'], message: adminProfileMessages.employeeId });
        }
      }),
    ),
  (v) => ({ ...normaliseProviderFields(v, v.typeCd), employeeId: v.typeCd === 'ISAD' || v.typeCd === 'IRAD' ? v.employeeId : null }),
);
export type AdminProfileFormInput = z.input<typeof AdminProfileFormSchema>;
export type AdminProfileForm = z.output<typeof AdminProfileFormSchema>;

// ─── Add User (part 2 §2, §3 add-user payload, §5) ─────────────────────────────────────────────

/** The add-user form's limit on the group id (part 2 §9). */
export const ADD_USER_GROUP_ID_MAX = 11;

/**
 * PUT /users/createUser and the Add User form (part 2 §3 add-user payload, §5 add user). A PRAD with
 * no group id starts a new group with the TINs chosen in the Add TIN Provider dialog; a PRUS, or a
 * PRAD of an existing group, needs the group id; a PRUS at least one of its TINs; internal accounts an
 * employee id and no group. mgrUserInfoId and statusDesc are the creator's: the server uses the caller.
 */
export const AddUserRequestSchema = transformed(
  z
    .object({
      typeCd: z.string().check(z.trim()),
      userFirstName: personName(profileMessages.firstName),
      userLastName: personName(profileMessages.lastName),
      userMidName: middleInitial,
      emailAddr: emailField(addUserMessages.email),
      phoneNum: phoneField(addUserMessages.phone, accountLimits.profilePhone),
      grpInfoId: z.optional(z.nullable(z.union([z.int(), z.string().check(z.trim())]))),
      mgrUserInfoId: z.optional(z.nullable(z.int())),
      statusDesc: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
      userFtins: z.optional(z.array(z.object({ ftin: z.string().check(z.regex(/^\d{9}$/, addTinDialogMessages.tinNine)) })).check(z.maxLength(200))),
      employeeId: transformed(z.nullish(z.string().check(z.trim())), (v) => (v ? v : null)),
      affiliationCd: transformed(z.nullish(z.string().check(z.trim())), (v) => (v ? v : null)),
      affiliationDesc: optionalText(accountLimits.otherDesc, profileMessages.otherDesc),
      jobTitle: optionalText(accountLimits.jobTitle, addUserMessages.jobTitle),
      companyNm: optionalText(accountLimits.companyNm, addUserMessages.companyNm),
      companyUrl: optionalText(accountLimits.companyUrl, `Company website: at most ${accountLimits.companyUrl} characters.`),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (!(userTypeCodes as string[]).includes(v.typeCd)) return issue('typeCd', addUserMessages.typeCd);
        const group = v.grpInfoId === null || v.grpInfoId === undefined ? '' : String(v.grpInfoId).trim();
        if (group && (!new RegExp(`^\\d{1,${ADD_USER_GROUP_ID_MAX}}$`).test(group) || Number(group) > MAX_ID)) issue('grpInfoId', addUserMessages.groupId);
        if (v.typeCd === 'PRUS' && !group) issue('grpInfoId', addUserMessages.groupId);
        if (v.typeCd === 'PRUS' && !v.userFtins?.length) issue('userFtins', addUserMessages.selectTin);
        if (v.typeCd === 'PRAD' || v.typeCd === 'PRUS') {
          for (const [path, message] of Object.entries(providerFieldErrors(v, v.typeCd))) {
            issue(path, path === 'affiliationCd' ? addUserMessages.affiliation : path === 'companyNm' ? addUserMessages.companyNm : path === 'jobTitle' ? addUserMessages.jobTitle : message);
          }
        } else if (!employeeIdField.safeParse(v.employeeId ?? '').success) issue('employeeId', addUserMessages.employeeId);
      }),
    ),
  (v) => {
    const group = v.grpInfoId === null || v.grpInfoId === undefined || String(v.grpInfoId).trim() === '' ? null : Number(v.grpInfoId);
    const internal = v.typeCd === 'ISAD' || v.typeCd === 'IRAD';
    return {
      ...normaliseProviderFields(v, v.typeCd),
      grpInfoId: internal ? null : group,
      employeeId: internal ? v.employeeId : null,
      userFtins: internal ? [] : [...new Set((v.userFtins ?? []).map((t) => t.ftin))],
    };
  },
);
export type AddUserRequest = z.input<typeof AddUserRequestSchema>;
export type AddUser = z.output<typeof AddUserRequestSchema>;

/**
 * The search form of the Add TIN Provider dialog (part 2 §2, §5; decision 038): a 9-digit TIN and at
 * least one option (a provider type, a provider id of digits, a facility name or a physician's name).
 * "Enter one of the options" is said only when the TIN and the provider id are themselves fine.
 */
export const AddTinSearchFormSchema = z
  .object({
    tin: z.string().check(z.trim(), z.maxLength(accountLimits.tin, addTinDialogMessages.tinNine)),
    type: z.enum(['', 'P', 'F']),
    prvId: z.string().check(z.trim(), z.maxLength(accountLimits.providerId, addTinDialogMessages.providerId)),
    facility: z.string().check(z.trim(), z.maxLength(120)),
    first: z.string().check(z.trim(), z.maxLength(accountLimits.name)),
    last: z.string().check(z.trim(), z.maxLength(accountLimits.name)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const tinBad = !/^\d*$/.test(v.tin) ? addTinDialogMessages.tinDigits : v.tin.length !== 9 ? addTinDialogMessages.tinNine : null;
      if (tinBad) ctx.addIssue({ code: 'custom', path: ['tin'], message: tinBad });
      const prvIdBad = v.prvId !== '' && !/^\d+$/.test(v.prvId);
      if (prvIdBad) ctx.addIssue({ code: 'custom', path: ['prvId'], message: addTinDialogMessages.providerId });
      if (!tinBad && !prvIdBad && !(v.type || v.prvId || v.facility || v.first || v.last)) {
        ctx.addIssue({ code: 'custom', path: ['type'], message: addTinDialogMessages.enterOption });
      }
    }),
  );
export type AddTinSearchForm = z.input<typeof AddTinSearchFormSchema>;
