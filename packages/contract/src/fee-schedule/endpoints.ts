import * as z from 'zod/mini';
import { defineEndpoint, eventStream, file, XLSX_TYPE } from '../endpoint';
import { RateCodesExportRequestSchema } from '../exports/schemas';
import { tableExportAnswers } from '../exports/call';
import { ApiErrorSchema } from '../shared/answers';
import { tinParam } from '../shared/fields';
import { idParam } from '../shared/input';
import { AddFeeSchedResponseSchema, FeeScheduleLobSchema, FeeScheduleStreamResultSchema, RateCodeListSchema, UserFeeSchedRequestsSchema } from './schemas';

/** PPO Fee Schedule (part 2 §7). This module holds call descriptions only: the contract exports it as `feeScheduleCalls`. */

const tags = ['fee-schedule'];
const userName = z.string().check(z.minLength(1), z.maxLength(50));
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

export const nationalRateCodes = defineEndpoint({
  method: 'GET',
  path: '/feeSchedule/getNationalRateCodes/:lob/:prvId/:tin',
  params: z.object({ lob: z.enum(FeeScheduleLobSchema.options), prvId: idParam, tin: tinParam }),
  responses: { 200: RateCodeListSchema, ...errors },
  guard: 'signedIn',
  summary: "A provider's national rate codes in a line of business (DPWC or DPAUT)",
  tags,
});

export const addFeeSchedRequest = defineEndpoint({
  method: 'POST',
  path: '/feeSchedule/addFeeSchedRequest/:userName/:rateCd/:prvName/:zip/:prvId',
  params: z.object({
    userName,
    rateCd: z.string().check(z.minLength(1), z.maxLength(20)),
    prvName: z.string().check(z.minLength(1), z.maxLength(120)),
    zip: z.string().check(z.minLength(1), z.maxLength(10)),
    prvId: idParam,
  }),
  responses: { 200: AddFeeSchedResponseSchema, ...errors, 409: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary:
    "Asks for a provider location's fee-schedule file; answers the request's id (the file is produced in the background, or the same unopened file is given again). 429 past the user's quota",
  tags,
});

export const feeScheduleStream = defineEndpoint({
  method: 'GET',
  path: '/feeSchedule/submitFeeScheduleAndNotify',
  query: z.object({ userName, feeSchedRqstId: idParam }),
  responses: { 200: eventStream(FeeScheduleStreamResultSchema), ...errors, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The request's progress as server-sent events: 'Request in process', then successCount and feeSchedList; event 'failure' when it cannot be produced",
  tags,
});

export const userFeeSchedRequests = defineEndpoint({
  method: 'GET',
  path: '/feeSchedule/getUserFeeSchedRequests/:userName',
  params: z.object({ userName }),
  responses: { 200: UserFeeSchedRequestsSchema, ...errors },
  guard: 'signedIn',
  summary: "The user's fee-schedule files, newest first, and how many are not yet opened",
  tags,
});

export const returnFileContent = defineEndpoint({
  method: 'POST',
  path: '/feeSchedule/returnFileContent/:userName/:feeSchedRqstId',
  params: z.object({ userName, feeSchedRqstId: idParam }),
  responses: { 200: file(XLSX_TYPE), ...errors, 410: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'One fee-schedule file (a workbook); opening it marks it opened. 410 once past its retention period',
  tags,
});

/** A provider's rate codes as CSV or XLSX (issue 27 §3, docs/decisions/061-exports.md): the rows named, read again with the list's own checks. */
export const exportRateCodes = defineEndpoint({
  method: 'POST',
  path: '/exports/rateCodes',
  body: RateCodesExportRequestSchema,
  responses: tableExportAnswers,
  guard: 'signedIn',
  summary: "The PPO Fee Schedule's rate codes as CSV or XLSX: the codes named, of a provider of a TIN in scope",
  tags: [...tags, 'exports'],
});
