import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddFeeSchedResponseSchema,
  ApiErrorSchema,
  FEE_SCHEDULE_IN_PROCESS,
  feeScheduleMessages,
  FeeScheduleLobSchema,
  RateCodeListSchema,
  UserFeeSchedRequestsSchema, idParam } from '@wcpp/contract';
import { assertInScope } from '../../identity/tin-scope';
import { assertEffectiveUser } from '../../identity/access';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sendEventStream, type ServerEvent } from '../../lib/event-stream';
import { sendWorkbook } from '../../lib/workbook';
import { findProvider } from '../providers/service';
import { assertRequester } from './access';
import {
  createRequest,
  FEE_SCHEDULE_JOB,
  FEE_SCHEDULE_QUOTA_PER_DAY,
  FEE_SCHEDULE_QUOTA_PER_HOUR,
  FEE_SCHEDULE_RETENTION_DAYS,
  feeScheduleJob,
  findRateCode,
  findRequest,
  openFile,
  rateCodesOf,
  retentionSweep,
  userFiles,
} from './service';

const tags = ['fee-schedule'];
const userName = z.string().min(1).max(50);
const prvId = idParam;
const rqstId = idParam;
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The runner's sweep that deletes files past their retention period (decision 048). */
export const FEE_SCHEDULE_RETENTION_SWEEP = 'FEE_SCHEDULE_RETENTION';

/** How often the stream reads the request, how often it says 'Request in process', and when it gives up. */
export const STREAM_POLL_MS = 250;
const STREAM_PROGRESS_MS = 2000;
const STREAM_LIMIT_MS = 120_000;

/**
 * PPO Fee Schedule (part 2 §2, §4, §7, §8): a provider's rate codes, a request for a location's
 * file, the event stream that reports it whichever instance produced it (the request row is read,
 * so any instance can answer), and the user's files. Every TIN is judged on the caller's scope.
 */
export const feeScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(FEE_SCHEDULE_JOB, feeScheduleJob);
  app.jobs.every(FEE_SCHEDULE_RETENTION_SWEEP, retentionSweep());
  const now = () => app.jobs.clock();

  async function assertTin(request: FastifyRequest, ftin: string, action: string) {
    try {
      assertInScope(await request.tinScope(), [ftin]);
    } catch (err) {
      await request.audit('SCOPE_REFUSED', ftin, { action });
      throw err;
    }
  }

  app.get(
    '/feeSchedule/getNationalRateCodes/:lob/:prvId/:tin',
    {
      preHandler: app.guard('signedIn'),
      config: { readsTinScope: true },
      schema: {
        tags,
        summary: "A provider's national rate codes in a line of business (DPWC or DPAUT)",
        params: z.object({ lob: z.enum(FeeScheduleLobSchema.options), prvId, tin: z.string().regex(/^\d{9}$/) }),
        response: { 200: RateCodeListSchema, ...errors },
      },
    },
    async (request) => {
      const { lob, prvId: id, tin } = request.params;
      await assertTin(request, tin, 'RATE_CODES');
      const provider = await findProvider(app.db, id);
      if (!provider || provider.prvTaxId !== tin) throw notFound(feeScheduleMessages.providerNotFound);
      return rateCodesOf(app.db, { lob, prvId: id, ftin: tin });
    },
  );

  app.post(
    '/feeSchedule/addFeeSchedRequest/:userName/:rateCd/:prvName/:zip/:prvId',
    {
      preHandler: app.guard('signedIn'),
      config: { readsTinScope: true },
      schema: {
        tags,
        summary:
          "Asks for a provider location's fee-schedule file; answers the request's id (the file is produced in the background, or the same unopened file is given again). 429 past the user's quota",
        params: z.object({ userName, rateCd: z.string().min(1).max(20), prvName: z.string().min(1).max(120), zip: z.string().min(1).max(10), prvId }),
        response: { 200: AddFeeSchedResponseSchema, ...errors, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const p = request.params;
      assertRequester(auth, p.userName);
      const rate = await findRateCode(app.db, p.rateCd, p.prvId);
      if (!rate) throw notFound(feeScheduleMessages.noRateCodes);
      await assertTin(request, rate.ftin, 'FEE_SCHEDULE_REQUEST');
      const provider = await findProvider(app.db, p.prvId);
      if (!provider) throw notFound(feeScheduleMessages.providerNotFound);
      // Part 2 §8: a hospital's schedule is asked for in writing.
      if (provider.prvProviderType === 'H') throw new AppError(409, 'HOSPITAL_LETTERHEAD', feeScheduleMessages.hospitalLetterhead);
      // The name and ZIP code come from the data, not the path; a path that differs is a mistake or a forgery.
      if (p.prvName !== provider.prvName || p.zip !== rate.lctnZipCd) throw badRequest(feeScheduleMessages.requestFailed);
      const outcome = await createRequest(app.db, { userInfoId: auth.user.id, nationalRateCd: rate.nationalRateCd, prvName: provider.prvName, zip: rate.lctnZipCd, prvId: p.prvId }, now());
      if (outcome.kind === 'busy') throw new AppError(429, 'TOO_MANY_REQUESTS', feeScheduleMessages.tooMany);
      if (outcome.kind === 'quota') {
        const message = outcome.per === 'hour' ? feeScheduleMessages.quotaHour(FEE_SCHEDULE_QUOTA_PER_HOUR) : feeScheduleMessages.quotaDay(FEE_SCHEDULE_QUOTA_PER_DAY);
        throw new AppError(429, 'FEE_SCHEDULE_QUOTA', message);
      }
      if (outcome.kind === 'created') app.jobs.kick();
      const reused = outcome.kind === 'reused' ? { reused: true } : {};
      await request.audit('FEE_SCHEDULE_REQUEST', String(outcome.id), { ftin: rate.ftin, prvId: p.prvId, rateCd: rate.nationalRateCd, ...reused });
      return { feeSchedRqstId: outcome.id };
    },
  );

  app.get(
    '/feeSchedule/submitFeeScheduleAndNotify',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags,
        summary: "The request's progress as server-sent events: 'Request in process', then successCount and feeSchedList; event 'failure' when it cannot be produced",
        querystring: z.object({ userName, feeSchedRqstId: rqstId }),
        response: errors,
      },
    },
    async (request, reply) => {
      assertEffectiveUser(request.auth!, request.query.userName);
      const effective = request.auth!.effective;
      const owned = await findRequest(app.db, request.query.feeSchedRqstId);
      if (!owned || owned.userInfoId !== effective.id) throw notFound('Request not found.');
      let gone = false;
      request.raw.on('close', () => (gone = true));
      const started = Date.now();
      async function* events(): AsyncGenerator<ServerEvent> {
        let lastProgress = 0;
        while (!gone) {
          const current = await findRequest(app.db, owned!.id);
          if (current?.status === 'DONE') {
            const files = await userFiles(app.db, effective.id, effective.userNm, now());
            yield { data: JSON.stringify({ successCount: 1, feeSchedList: files.feeSchedRqsts }) };
            return;
          }
          if (!current || current.status === 'FAILED' || current.status === 'EXPIRED' || Date.now() - started > STREAM_LIMIT_MS) {
            yield { event: 'failure', data: JSON.stringify({ code: 'FEE_SCHEDULE_FAILED', message: feeScheduleMessages.requestFailed }) };
            return;
          }
          if (Date.now() - lastProgress >= STREAM_PROGRESS_MS) {
            lastProgress = Date.now();
            yield { data: JSON.stringify({ message: FEE_SCHEDULE_IN_PROCESS }) };
          }
          await new Promise((resolve) => setTimeout(resolve, STREAM_POLL_MS));
        }
      }
      void sendEventStream(reply, events());
      return reply;
    },
  );

  app.get(
    '/feeSchedule/getUserFeeSchedRequests/:userName',
    {
      preHandler: app.guard('signedIn'),
      schema: { tags, summary: "The user's fee-schedule files, newest first, and how many are not yet opened", params: z.object({ userName }), response: { 200: UserFeeSchedRequestsSchema, ...errors } },
    },
    async (request) => {
      assertEffectiveUser(request.auth!, request.params.userName);
      const effective = request.auth!.effective;
      return userFiles(app.db, effective.id, effective.userNm, now());
    },
  );

  app.post(
    '/feeSchedule/returnFileContent/:userName/:feeSchedRqstId',
    {
      preHandler: app.guard('signedIn'),
      // Opening a file changes nothing but its "opened" mark, which a mirror's look does not set.
      config: { allowWhileMirroring: true },
      schema: {
        tags,
        summary: 'One fee-schedule file (a workbook); opening it marks it opened. 410 once past its retention period',
        params: z.object({ userName, feeSchedRqstId: rqstId }),
        response: { ...errors, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      assertEffectiveUser(request.auth!, request.params.userName);
      const auth = request.auth!;
      const file = await openFile(app.db, auth.effective.id, request.params.feeSchedRqstId, !auth.mirror, now());
      if (!file) throw notFound('File not found.');
      if (file === 'expired') throw new AppError(410, 'FEE_SCHEDULE_EXPIRED', feeScheduleMessages.expired(FEE_SCHEDULE_RETENTION_DAYS));
      await request.audit('FEE_SCHEDULE_FILE_READ', String(request.params.feeSchedRqstId));
      return sendWorkbook(reply, Buffer.from(file.content), file.fileName);
    },
  );
};
