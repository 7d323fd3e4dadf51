import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { GroupTinsExportRequestSchema } from '../exports/schemas';
import { tableExportAnswers } from '../exports/call';
import { ApiErrorSchema } from '../shared/answers';
import { tinParam } from '../shared/fields';
import { idParam } from '../shared/input';
import { ManagedUserFtinListSchema, ManagedUserFtinSaveSchema } from '../user-admin/schemas';
import {
  AddGroupFtinRequestSchema,
  GroupFtinListSchema,
  GroupFtinSchema,
  MessageResponseSchema,
  TinClaimListSchema,
  TinNicknameSchema,
  TinClaimPendingResponseSchema,
  TinClaimSchema,
  UserFtinListSchema,
} from './schemas';

/**
 * The TIN calls (part 2 §7, and the requests for a held TIN of docs/decisions/047). This module holds
 * descriptions only: the contract exports it as the namespace `tinCalls`.
 */

const activeFlag = z.object({ activeFlag: z.optional(z.enum(['true', 'false'])) });
const managedParams = z.object({ userName: z.string().check(z.minLength(1), z.maxLength(50)) });
const actorQuery = z.object({ lastUpdatedUserName: z.optional(z.string().check(z.minLength(1), z.maxLength(50))) });
const groupParams = z.object({ groupId: idParam });
const groupTinParams = z.object({ groupId: idParam, ftin: tinParam });
const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema } as const;

export const userFtins = defineEndpoint({
  method: 'GET',
  path: '/ftin/userFtins/:userName',
  params: z.object({ userName: z.string().check(z.minLength(1), z.maxLength(120)) }),
  query: activeFlag,
  responses: { 200: UserFtinListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A user's TINs (the mirrored user's while mirroring)",
  tags: ['tins'],
});

export const managedUserFtins = defineEndpoint({
  method: 'GET',
  path: '/ftin/managedUserFtins/:userName',
  params: managedParams,
  responses: { 200: ManagedUserFtinListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'groupManager',
  summary: "The group's TINs and which of them the user has (Manage TINs for a user)",
  tags: ['tins'],
});

export const saveManagedUserFtins = defineEndpoint({
  method: 'POST',
  path: '/ftin/managedUserFtins/:userName',
  params: managedParams,
  query: actorQuery,
  body: ManagedUserFtinSaveSchema,
  responses: { 200: ManagedUserFtinListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Saves which of the group's TINs a Provider User has; at least one",
  tags: ['tins'],
});

export const groupFtins = defineEndpoint({
  method: 'GET',
  path: '/ftin/groupFtins/:groupId',
  params: groupParams,
  query: activeFlag,
  responses: { 200: GroupFtinListSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: "The group's TINs, newest first (Manage TINs)",
  tags: ['tins'],
});

export const validateFtin = defineEndpoint({
  method: 'GET',
  path: '/ftin/validateFtin/:ftin/',
  params: z.object({ ftin: tinParam }),
  query: z.object({
    bcn: z.optional(z.string().check(z.maxLength(22))),
    cpdId: z.optional(z.string().check(z.maxLength(8))),
    groupId: z.optional(idParam),
  }),
  responses: { 200: MessageResponseSchema, ...refusals },
  guard: 'groupManager',
  summary: "Proves a TIN for a group without adding it: the caller's own group, or groupId for a system administrator",
  tags: ['tins'],
});

export const addGroupFtin = defineEndpoint({
  method: 'POST',
  path: '/ftin/groupFtins/:groupId/:ftin',
  params: groupTinParams,
  body: AddGroupFtinRequestSchema,
  responses: { 200: MessageResponseSchema, 202: TinClaimPendingResponseSchema, ...refusals },
  guard: 'groupManager',
  summary: 'Adds a TIN to the group, proven by a bill control number or provider id on file under it',
  tags: ['tins'],
});

export const validateAndSaveFtin = defineEndpoint({
  method: 'POST',
  path: '/ftin/validateandSaveFtin/:groupId/:ftin',
  params: groupTinParams,
  query: z.object({ cpdId: z.optional(z.string().check(z.maxLength(8))), bcn: z.optional(z.string().check(z.maxLength(22))) }),
  responses: { 200: MessageResponseSchema, 202: TinClaimPendingResponseSchema, ...refusals },
  guard: 'groupManager',
  summary: 'The same as POST /ftin/groupFtins/{groupId}/{ftin}, with the proof in the query',
  tags: ['tins'],
});

export const removeGroupFtin = defineEndpoint({
  method: 'DELETE',
  path: '/ftin/groupFtins/:groupId/:ftin',
  params: groupTinParams,
  query: actorQuery,
  responses: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Removes a TIN from the group and from every user of the group; never the group's last TIN",
  tags: ['tins'],
});

export const groupTinClaims = defineEndpoint({
  method: 'GET',
  path: '/ftin/tinClaims/:groupId',
  params: groupParams,
  responses: { 200: TinClaimListSchema, 403: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Other groups' pending requests for the group's TINs, and the group's own requests",
  tags: ['tins'],
});

export const allTinClaims = defineEndpoint({
  method: 'GET',
  path: '/ftin/tinClaims',
  responses: { 200: TinClaimListSchema, 403: ApiErrorSchema },
  guard: 'admin',
  summary: 'Every pending request for a TIN that another group holds (internal administrators)',
  tags: ['tins'],
});

export const approveTinClaim = defineEndpoint({
  method: 'POST',
  path: '/ftin/tinClaims/:claimId/approve',
  params: z.object({ claimId: idParam }),
  responses: { 200: TinClaimSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'groupManager',
  summary:
    "Approves another group's request for a TIN the caller's group holds (or, for an internal system administrator, any): the TIN joins that group",
  tags: ['tins'],
});

export const denyTinClaim = defineEndpoint({
  method: 'POST',
  path: '/ftin/tinClaims/:claimId/deny',
  params: z.object({ claimId: idParam }),
  responses: { 200: TinClaimSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Denies another group's request for a TIN the caller's group holds",
  tags: ['tins'],
});

/** Manage TINs as CSV or XLSX (issue 27 §3, docs/decisions/061-exports.md): the rows named, read again with the list's own checks. */
export const exportGroupTins = defineEndpoint({
  method: 'POST',
  path: '/exports/groupTins',
  body: GroupTinsExportRequestSchema,
  responses: tableExportAnswers,
  guard: 'groupManager',
  summary: "Manage TINs' rows as CSV or XLSX: the TINs named, of a group the caller manages",
  tags: ['tins', 'exports'],
});

/** Issue 27 §2 (decision 063): a Provider Admin names the group's TIN; an empty nickname removes it. */
export const saveTinNickname = defineEndpoint({
  method: 'PATCH',
  path: '/ftin/groupFtins/:groupId/:ftin',
  params: groupTinParams,
  body: TinNicknameSchema,
  responses: { 200: GroupFtinSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'groupManager',
  summary: "Gives one of the group's active TINs a nickname (the practice's name), shown beside the number wherever it is listed or chosen",
  tags: ['tins'],
});
