import { and, asc, count, desc, eq, gt, inArray, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { feeScheduleDocument, type FeeSchedFile, type FeeScheduleLob, feeScheduleCalls, urlOf } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { feeScheduleRequests, rateCodes } from '../../db/schema';
import { atMostEvery, enqueueJob, type ClaimedJob, type JobHandler, type Sweep } from '../../plugins/jobs';
import { feeScheduleWorkbook } from './document';

export const FEE_SCHEDULE_JOB = 'FEE_SCHEDULE';
/** A user may have this many requests being produced at once (decision 042). */
export const MAX_PENDING_REQUESTS = 5;
/** New files a user may have produced in a rolling hour and a rolling day (decision 048). */
export const FEE_SCHEDULE_QUOTA_PER_HOUR = 20;
export const FEE_SCHEDULE_QUOTA_PER_DAY = 60;
/** Days a produced file is kept; then its content is deleted and opening it answers 410 (decision 048). */
export const FEE_SCHEDULE_RETENTION_DAYS = 30;
/** How often an instance's retention sweep looks for files past their retention. */
export const FEE_SCHEDULE_RETENTION_SWEEP_MS = 10 * 60_000;

/** GET /feeSchedule/getNationalRateCodes: a provider's rate codes in a line of business, by code and location. */
export async function rateCodesOf(db: DbOrTx, where: { lob: FeeScheduleLob; prvId: number; ftin: string }) {
  return db
    .select({
      nationalRateCd: rateCodes.nationalRateCd,
      provLctnName: rateCodes.provLctnName,
      provLctnAddr: rateCodes.provLctnAddr,
      provLctnDetails: rateCodes.provLctnDetails,
      lctnZipCd: rateCodes.lctnZipCd,
      cpdProvId: rateCodes.cpdProvId,
    })
    .from(rateCodes)
    .where(and(eq(rateCodes.lob, where.lob), eq(rateCodes.prvId, where.prvId), eq(rateCodes.ftin, where.ftin)))
    .orderBy(asc(rateCodes.nationalRateCd), asc(rateCodes.provLctnName));
}

/** The rate code row a request names (a code is one location of one provider). */
export async function findRateCode(db: DbOrTx, nationalRateCd: string, prvId: number) {
  const [row] = await db
    .select()
    .from(rateCodes)
    .where(and(eq(rateCodes.nationalRateCd, nationalRateCd), eq(rateCodes.prvId, prvId)))
    .limit(1);
  return row ?? null;
}

export interface RequestInput {
  userInfoId: number;
  nationalRateCd: string;
  prvName: string;
  zip: string;
  prvId: number;
}

/** What a request comes to: a new file, the user's identical file not yet opened, or a refusal. */
export type RequestOutcome = { kind: 'created' | 'reused'; id: number } | { kind: 'busy' } | { kind: 'quota'; per: 'hour' | 'day' };

const HOUR_MS = 3_600_000;
const requests = feeScheduleRequests;
/** The moment before which a produced file is past its retention period. */
const retentionStart = (now: Date) => new Date(now.getTime() - FEE_SCHEDULE_RETENTION_DAYS * 24 * HOUR_MS);
/** A produced file still kept at `now`. */
const kept = (now: Date) => and(eq(requests.status, 'DONE'), gt(requests.completedAt, retentionStart(now)));

/**
 * Decides a request and writes it with its job, in one transaction under the user's row lock, so
 * requests sent at once are decided one after another (decision 048):
 * - the same file (rate code, provider, name, ZIP code) asked for before and not yet opened, still
 *   queued or kept, is given again: nothing is written;
 * - past FEE_SCHEDULE_QUOTA_PER_HOUR new files in the last hour or FEE_SCHEDULE_QUOTA_PER_DAY in the
 *   last day ('quota'), or with MAX_PENDING_REQUESTS still being produced ('busy'), nothing is written;
 * - otherwise the request and its job are written.
 */
export async function createRequest(db: Db, input: RequestInput, now: Date): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM user_info WHERE user_info_id = ${input.userInfoId} FOR UPDATE`);
    const mine = eq(requests.userInfoId, input.userInfoId);
    const [same] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          mine,
          eq(requests.nationalRateCd, input.nationalRateCd),
          eq(requests.prvId, input.prvId),
          eq(requests.prvName, input.prvName),
          eq(requests.zip, input.zip),
          eq(requests.fileViewed, false),
          or(eq(requests.status, 'QUEUED'), kept(now)),
        ),
      )
      .orderBy(desc(requests.id))
      .limit(1);
    if (same) return { kind: 'reused' as const, id: same.id };
    const [made] = await tx
      .select({
        hour: count(sql`CASE WHEN ${gt(requests.createdAt, new Date(now.getTime() - HOUR_MS))} THEN 1 END`),
        day: count(sql`CASE WHEN ${gt(requests.createdAt, new Date(now.getTime() - 24 * HOUR_MS))} THEN 1 END`),
        pending: count(sql`CASE WHEN ${eq(requests.status, 'QUEUED')} THEN 1 END`),
      })
      .from(requests)
      .where(mine);
    if (made!.hour >= FEE_SCHEDULE_QUOTA_PER_HOUR) return { kind: 'quota' as const, per: 'hour' as const };
    if (made!.day >= FEE_SCHEDULE_QUOTA_PER_DAY) return { kind: 'quota' as const, per: 'day' as const };
    if (made!.pending >= MAX_PENDING_REQUESTS) return { kind: 'busy' as const };
    const [row] = await tx
      .insert(requests)
      .values({ ...input, status: 'QUEUED', createdAt: now })
      .returning({ id: requests.id });
    await enqueueJob(tx, FEE_SCHEDULE_JOB, { feeSchedRqstId: row!.id });
    return { kind: 'created' as const, id: row!.id };
  });
}

/** A request with its owner and state (no file content). */
export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: feeScheduleRequests.id, userInfoId: feeScheduleRequests.userInfoId, status: feeScheduleRequests.status, fileName: feeScheduleRequests.fileName })
    .from(feeScheduleRequests)
    .where(eq(feeScheduleRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** A user's produced files still kept, newest first, and how many are not yet opened. */
export async function userFiles(db: DbOrTx, userInfoId: number, userNm: string, now: Date): Promise<{ feeSchedRqstsCnt: number; feeSchedRqsts: FeeSchedFile[] }> {
  const rows = await db
    .select({ id: requests.id, fileName: requests.fileName, viewed: requests.fileViewed, requestedAt: requests.createdAt })
    .from(requests)
    .where(and(eq(requests.userInfoId, userInfoId), kept(now)))
    .orderBy(desc(requests.completedAt), desc(requests.id))
    .limit(100);
  const files = rows.map((r) => ({ feeSchedRqstId: r.id, fileName: r.fileName ?? '', schedUri: urlOf(feeScheduleCalls.returnFileContent, { userName: userNm, feeSchedRqstId: r.id }), fileViwed: r.viewed, feeSchedRqstDt: r.requestedAt.toISOString() }));
  return { feeSchedRqstsCnt: files.filter((file) => !file.fileViwed).length, feeSchedRqsts: files };
}

/**
 * A user's produced file; opened, it counts as viewed unless `markViewed` is false (a mirror's look).
 * 'expired' once past its retention period, swept or not yet; null when the user has no such file.
 */
export async function openFile(db: DbOrTx, userInfoId: number, id: number, markViewed: boolean, now: Date) {
  const [row] = await db
    .select({ status: requests.status, completedAt: requests.completedAt, fileName: requests.fileName, content: requests.fileContent })
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.userInfoId, userInfoId), inArray(requests.status, ['DONE', 'EXPIRED'])))
    .limit(1);
  if (!row) return null;
  if (row.status === 'EXPIRED' || !row.completedAt || row.completedAt <= retentionStart(now)) return 'expired' as const;
  if (!row.content) return null;
  if (markViewed) await db.update(requests).set({ fileViewed: true }).where(and(eq(requests.id, id), ne(requests.fileViewed, true)));
  return { fileName: row.fileName ?? 'FeeSchedule.xlsx', content: row.content };
}

/**
 * Deletes the content of the files past their retention period (status EXPIRED; the row stays, so
 * opening it answers 410 and its request still counts). Safe on several instances at once. Answers
 * how many it expired.
 */
export async function expireFiles(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .update(requests)
    .set({ status: 'EXPIRED', fileContent: null })
    .where(and(eq(requests.status, 'DONE'), lte(requests.completedAt, retentionStart(now))))
    .returning({ id: requests.id });
  return expired.length;
}

/** The runner's retention sweep: expireFiles at most once per FEE_SCHEDULE_RETENTION_SWEEP_MS on an instance. */
export function retentionSweep(): Sweep {
  return atMostEvery(FEE_SCHEDULE_RETENTION_SWEEP_MS, expireFiles);
}

/**
 * The job that produces a request's file. Run twice (its first worker died after writing), it keeps
 * the first file: the write only takes a request that is not DONE (or EXPIRED) yet.
 */
export const feeScheduleJob: JobHandler = {
  async run(job: ClaimedJob, db: Db) {
    const id = Number(job.payload.feeSchedRqstId);
    const [request] = await db.select().from(feeScheduleRequests).where(eq(feeScheduleRequests.id, id)).limit(1);
    if (!request) throw new Error(`fee schedule request ${id} not found`);
    if (request.status === 'DONE' || request.status === 'EXPIRED') return { feeSchedRqstId: id, kept: 'earlier run' };
    const rate = await findRateCode(db, request.nationalRateCd, request.prvId);
    if (!rate) throw new Error(`rate code ${request.nationalRateCd} of provider ${request.prvId} not found`);
    const bytes = await feeScheduleWorkbook({ ...rate, prvName: request.prvName }, new Date());
    const fileName = feeScheduleDocument.fileName(rate.nationalRateCd, rate.lctnZipCd);
    await db
      .update(feeScheduleRequests)
      .set({ status: 'DONE', fileName, fileContent: bytes, completedAt: new Date() })
      .where(and(eq(feeScheduleRequests.id, id), notInArray(feeScheduleRequests.status, ['DONE', 'EXPIRED'])));
    return { feeSchedRqstId: id, fileName, bytes: bytes.length };
  },
  async onFailed(job: ClaimedJob, db: Db) {
    await db
      .update(feeScheduleRequests)
      .set({ status: 'FAILED', completedAt: new Date() })
      .where(and(eq(feeScheduleRequests.id, Number(job.payload.feeSchedRqstId)), ne(feeScheduleRequests.status, 'DONE')));
  },
};
