import type { FastifyPluginAsync } from 'fastify';
import { exportMessages, FEE_SCHEDULE_IN_PROCESS, feeScheduleCalls, feeScheduleMessages, rateCodesExport } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { assertTinsInScope, recordInScope } from '../../plugins/scope';
import { assertEffectiveUser } from '../../identity/access';
import { AppError, notFound, rateLimited } from '../../lib/errors';
import { sendEventStream, type ServerEvent } from '../../lib/event-stream';
import { sendWorkbook } from '../../lib/workbook';
import { pickRows, sendTable } from '../../lib/table-file';
import { providerOfTin } from '../providers/service';
import { assertRequestMade, assertRequester, requestableProvider } from './access';
import {
  createRequest,
  FEE_SCHEDULE_JOB,
  FEE_SCHEDULE_RETENTION_DAYS,
  feeScheduleJob,
  findRateCode,
  findRequest,
  openFile,
  rateCodesOf,
  retentionSweep,
  userFiles,
} from './service';
import { spendDownload } from '../../lib/downloads';

/** The runner's sweep that deletes files past their retention period (decision 048). */
export const FEE_SCHEDULE_RETENTION_SWEEP = 'FEE_SCHEDULE_RETENTION';

/** How often the stream reads the request, how often it says 'Request in process', and when it gives up. */
export const STREAM_POLL_MS = 250;
const STREAM_PROGRESS_MS = 2000;
const STREAM_LIMIT_MS = 120_000;
/** Streams one person may hold open at once on an instance: each reads the request every STREAM_POLL_MS. */
export const STREAMS_PER_PERSON = 4;

/**
 * PPO Fee Schedule (part 2 §2, §4, §7, §8): a provider's rate codes, a request for a location's
 * file, the event stream that reports it whichever instance produced it (the request row is read,
 * so any instance can answer), and the user's files. Every TIN is judged on the caller's scope.
 */
export const feeScheduleRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.handle(FEE_SCHEDULE_JOB, feeScheduleJob);
  app.jobs.every(FEE_SCHEDULE_RETENTION_SWEEP, retentionSweep());
  const now = () => app.jobs.clock();

  /** The event streams open on this instance, by the signed-in person. */
  const openStreams = new Map<number, number>();

  registerEndpoints(app, feeScheduleCalls, {
    nationalRateCodes: {
      config: { readsTinScope: true },
      handler: async (request) => {
        const { lob, prvId: id, tin } = request.params;
        await assertTinsInScope(request, [tin], 'RATE_CODES');
        await providerOfTin(app.db, id, tin, feeScheduleMessages.providerNotFound);
        return rateCodesOf(app.db, { lob, prvId: id, ftin: tin });
      },
    },
    // The rate codes' export (decision 061): the codes named, with the list's checks.
    exportRateCodes: {
      config: { readsTinScope: true, allowWhileMirroring: true, readOnly: true },
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format, lob, prvId, tin, rows } = request.body;
        await assertTinsInScope(request, [tin], 'RATE_CODES');
        await providerOfTin(app.db, prvId, tin, feeScheduleMessages.providerNotFound);
        const key = (r: { nationalRateCd: string; provLctnName: string }) => `${r.nationalRateCd}|${r.provLctnName}`;
        const picked = pickRows(await rateCodesOf(app.db, { lob, prvId, ftin: tin }), key, rows.map(key));
        await request.audit('RATE_CODES_EXPORT', tin, { format, found: Boolean(picked), prvId, lob, codes: rows.map((r) => r.nationalRateCd) });
        if (!picked) throw notFound(exportMessages.notFound);
        return sendTable(reply, format, rateCodesExport, picked);
      },
    },
    addFeeSchedRequest: {
      config: { readsTinScope: true },
      handler: async (request) => {
        const auth = request.auth!;
        const p = request.params;
        assertRequester(auth, p.userName);
        // Its TIN came from the rate code: one of another TIN answers as an unknown one (decision 077).
        const found = await findRateCode(app.db, p.rateCd, p.prvId);
        const rate = await recordInScope(request, found, () => notFound(feeScheduleMessages.noRateCodes), 'FEE_SCHEDULE_REQUEST', { prvId: p.prvId }, (r) => r.ftin);
        const provider = await requestableProvider(app.db, p.prvId, p, rate.lctnZipCd);
        const outcome = assertRequestMade(await createRequest(app.db, { userInfoId: auth.user.id, nationalRateCd: rate.nationalRateCd, prvName: provider.prvName, zip: rate.lctnZipCd, prvId: p.prvId }, now()));
        if (outcome.kind === 'created') app.jobs.kick();
        const reused = outcome.kind === 'reused' ? { reused: true } : {};
        await request.audit('FEE_SCHEDULE_REQUEST', String(outcome.id), { ftin: rate.ftin, prvId: p.prvId, rateCd: rate.nationalRateCd, ...reused });
        return { feeSchedRqstId: outcome.id };
      },
    },
    feeScheduleStream: async (request, reply) => {
      assertEffectiveUser(request.auth!, request.query.userName);
      const effective = request.auth!.effective;
      const owned = await findRequest(app.db, request.query.feeSchedRqstId);
      if (!owned || owned.userInfoId !== effective.id) throw notFound(feeScheduleMessages.requestNotFound);
      // A few at once per person (tabs); past that a script would make the server poll without end (decision 076).
      const person = request.auth!.user.id;
      const open = openStreams.get(person) ?? 0;
      if (open >= STREAMS_PER_PERSON) throw rateLimited();
      openStreams.set(person, open + 1);
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
      void sendEventStream(reply, events()).finally(() => {
        const left = (openStreams.get(person) ?? 1) - 1;
        if (left > 0) openStreams.set(person, left);
        else openStreams.delete(person);
      });
      return reply;
    },
    userFeeSchedRequests: async (request) => {
      assertEffectiveUser(request.auth!, request.params.userName);
      const effective = request.auth!.effective;
      return userFiles(app.db, effective.id, effective.userNm, now());
    },
    returnFileContent: {
      // Opening a file changes nothing but its "opened" mark, which a mirror's look does not set.
      config: { allowWhileMirroring: true },
      handler: async (request, reply) => {
        assertEffectiveUser(request.auth!, request.params.userName);
        const auth = request.auth!;
        const file = await openFile(app.db, auth.effective.id, request.params.feeSchedRqstId, !auth.mirror, now());
        if (!file) throw notFound(feeScheduleMessages.fileNotFound);
        if (file === 'expired') throw new AppError(410, 'FEE_SCHEDULE_EXPIRED', feeScheduleMessages.expired(FEE_SCHEDULE_RETENTION_DAYS));
        await request.audit('FEE_SCHEDULE_FILE_READ', String(request.params.feeSchedRqstId));
        return sendWorkbook(reply, Buffer.from(file.content), file.fileName);
      },
    },
  });
};
