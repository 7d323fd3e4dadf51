import * as z from 'zod/mini';
import { defineEndpoint, file, negotiated, XLSX_TYPE } from '../endpoint';
import { GroupUsersExportRequestSchema } from '../exports/schemas';
import { tableExportAnswers } from '../exports/call';
import { ApiErrorSchema, EmailSentResponseSchema, YesNoResponseSchema } from '../shared/answers';
import { idParam } from '../shared/input';
import {
  AddUserRequestSchema,
  AdminResetRequestSchema,
  ConvertResponseSchema,
  TerminateRequestSchema,
  TerminateResponseSchema,
  UserRowListSchema,
  UserRowSchema,
  UserSearchRequestSchema,
  UserSearchResponseSchema,
  UserTypeListSchema,
} from './schemas';

/**
 * The administration calls: Manage Users, User Search, Add User (part 2 §2, §7; decision 038). `actor`
 * in a path is the signed-in administrator's user name, checked by the server. This module holds call
 * descriptions only: the contract exports it as `userAdminCalls`.
 */

const tags = ['user administration'];
const name = z.string().check(z.minLength(1), z.maxLength(50));
const actorAndTarget = z.object({ actor: name, target: name });
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema } as const;

export const manageUsers = defineEndpoint({
  method: 'GET',
  path: '/users/manageUsers/:grpInfoId/:actor',
  params: z.object({ grpInfoId: idParam, actor: name }),
  responses: { 200: UserRowListSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: "The provider accounts of a group, each with the caller's actions (a Provider Admin: its own group only)",
  tags,
});

/** JSON, or UserSearch.xlsx when Accept names the spreadsheet type (part 2 §9). */
export const userList = defineEndpoint({
  method: 'POST',
  path: '/admin/userList',
  body: UserSearchRequestSchema,
  responses: {
    200: negotiated(UserSearchResponseSchema, file(XLSX_TYPE)),
    400: ApiErrorSchema,
    403: ApiErrorSchema,
    /** The workbook past the person's downloads an hour (DOWNLOADS_PER_HOUR). */
    429: ApiErrorSchema,
  },
  guard: 'admin',
  summary: 'User Search (internal administrators); with Accept: the spreadsheet type, the same search as UserSearch.xlsx',
  tags,
});

export const convertUserToAdmin = defineEndpoint({
  method: 'POST',
  path: '/users/convertUserToAdmin/:actor/:target',
  params: actorAndTarget,
  responses: { 200: ConvertResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'Converts a Provider User to a Provider Admin',
  tags,
});

export const convertAdminToUser = defineEndpoint({
  method: 'POST',
  path: '/users/convertAdminToUser/:actor/:target',
  params: actorAndTarget,
  responses: { 200: ConvertResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'Converts a Provider Admin to a Provider User (not the last active one)',
  tags,
});

export const terminate = defineEndpoint({
  method: 'PUT',
  path: '/users/terminate',
  body: TerminateRequestSchema,
  responses: { 200: TerminateResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'Terminates an account: 1, or 409 with code 600 when no other active Admin would remain',
  tags,
});

export const terminateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/terminateUser/:actor/:target',
  params: actorAndTarget,
  responses: { 200: TerminateResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'Terminates an account (path form of PUT /users/terminate)',
  tags,
});

export const resetPasswordByAdmin = defineEndpoint({
  method: 'POST',
  path: '/users/resetPasswordByAdmin/start',
  body: AdminResetRequestSchema,
  responses: { 200: EmailSentResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'E-mails the account a temporary password and link (the reset flow completes it)',
  tags,
});

export const regenRegistrationByAdmin = defineEndpoint({
  method: 'POST',
  path: '/users/regenRegistrationByAdmin/:actor/:email',
  params: z.object({ actor: name, email: z.string().check(z.minLength(3), z.maxLength(120)) }),
  responses: { 200: EmailSentResponseSchema, ...errors },
  guard: 'groupManager',
  summary: 'Sends a new registration invitation to an account not yet registered; the earlier link stops working',
  tags,
});

export const getUserTypes = defineEndpoint({
  method: 'PUT',
  path: '/users/getUserTypes',
  responses: { 200: UserTypeListSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: 'The account types the caller may create',
  tags,
});

export const checkEmailAddressExists = defineEndpoint({
  method: 'POST',
  path: '/users/checkEmailAddressExists/:email',
  params: z.object({ email: z.string().check(z.minLength(1), z.maxLength(120)) }),
  responses: { 200: YesNoResponseSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'groupManager',
  summary: 'Whether an account (not terminated) uses the address: Add User asks before continuing',
  tags,
});

export const createUser = defineEndpoint({
  method: 'PUT',
  path: '/users/createUser',
  body: AddUserRequestSchema,
  responses: { 200: UserRowSchema, ...errors },
  guard: 'groupManager',
  summary: 'Adds an account (NEW) and e-mails its registration invitation',
  tags,
});

/** Manage Users as CSV or XLSX (issue 27 §3, docs/decisions/061-exports.md): the rows named, read again with the list's own checks. */
export const exportGroupUsers = defineEndpoint({
  method: 'POST',
  path: '/exports/groupUsers',
  body: GroupUsersExportRequestSchema,
  responses: tableExportAnswers,
  guard: 'groupManager',
  summary: "Manage Users' rows as CSV or XLSX: the accounts named, of a group the caller manages",
  tags: [...tags, 'exports'],
});
