import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { api, feeScheduleDocument, type FeeSchedFile, type FeeScheduleLob } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { feeScheduleRequests, rateCodes } from '../../db/schema';
import { enqueueJob, type ClaimedJob, type JobHandler } from '../../plugins/jobs';
import { feeScheduleWorkbook } from './document';

export const FEE_SCHEDULE_JOB = 'FEE_SCHEDULE';
/** A user may have this many requests being produced at once (decision 042). */
export const MAX_PENDING_REQUESTS = 5;

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

/**
 * Writes the request and its job in one transaction; refuses ('busy') when the user already has
 * MAX_PENDING_REQUESTS being produced. The user's row is locked so two requests at once count right.
 */
export async function createRequest(db: Db, input: { userInfoId: number; nationalRateCd: string; prvName: string; zip: string; prvId: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM user_info WHERE user_info_id = ${input.userInfoId} FOR UPDATE`);
    const [pending] = await tx
      .select({ n: count() })
      .from(feeScheduleRequests)
      .where(and(eq(feeScheduleRequests.userInfoId, input.userInfoId), inArray(feeScheduleRequests.status, ['QUEUED'])));
    if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS) return { busy: true as const };
    const [row] = await tx
      .insert(feeScheduleRequests)
      .values({ userInfoId: input.userInfoId, nationalRateCd: input.nationalRateCd, prvName: input.prvName, zip: input.zip, prvId: input.prvId, status: 'QUEUED' })
      .returning({ id: feeScheduleRequests.id });
    await enqueueJob(tx, FEE_SCHEDULE_JOB, { feeSchedRqstId: row!.id });
    return { busy: false as const, id: row!.id };
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

/** A user's produced files, newest first, and how many are not yet opened. */
export async function userFiles(db: DbOrTx, userInfoId: number, userNm: string): Promise<{ feeSchedRqstsCnt: number; feeSchedRqsts: FeeSchedFile[] }> {
  const rows = await db
    .select({ id: feeScheduleRequests.id, fileName: feeScheduleRequests.fileName, viewed: feeScheduleRequests.fileViewed })
    .from(feeScheduleRequests)
    .where(and(eq(feeScheduleRequests.userInfoId, userInfoId), eq(feeScheduleRequests.status, 'DONE')))
    .orderBy(desc(feeScheduleRequests.completedAt), desc(feeScheduleRequests.id))
    .limit(100);
  const files = rows.map((r) => ({ feeSchedRqstId: r.id, fileName: r.fileName ?? '', schedUri: api.returnFileContent(userNm, r.id), fileViwed: r.viewed }));
  return { feeSchedRqstsCnt: files.filter((f) => !f.fileViwed).length, feeSchedRqsts: files };
}

/** A user's produced file; opened, it counts as viewed unless `markViewed` is false (a mirror's look). */
export async function openFile(db: DbOrTx, userInfoId: number, id: number, markViewed: boolean) {
  const [row] = await db
    .select({ fileName: feeScheduleRequests.fileName, content: feeScheduleRequests.fileContent })
    .from(feeScheduleRequests)
    .where(and(eq(feeScheduleRequests.id, id), eq(feeScheduleRequests.userInfoId, userInfoId), eq(feeScheduleRequests.status, 'DONE')))
    .limit(1);
  if (!row?.content) return null;
  if (markViewed) await db.update(feeScheduleRequests).set({ fileViewed: true }).where(and(eq(feeScheduleRequests.id, id), ne(feeScheduleRequests.fileViewed, true)));
  return { fileName: row.fileName ?? 'FeeSchedule.xlsx', content: row.content };
}

/**
 * The job that produces a request's file. Run twice (its first worker died after writing), it keeps
 * the first file: the write only takes a request that is not DONE yet.
 */
export const feeScheduleJob: JobHandler = {
  async run(job: ClaimedJob, db: Db) {
    const id = Number(job.payload.feeSchedRqstId);
    const [request] = await db.select().from(feeScheduleRequests).where(eq(feeScheduleRequests.id, id)).limit(1);
    if (!request) throw new Error(`fee schedule request ${id} not found`);
    if (request.status === 'DONE') return { feeSchedRqstId: id, kept: 'earlier run' };
    const rate = await findRateCode(db, request.nationalRateCd, request.prvId);
    if (!rate) throw new Error(`rate code ${request.nationalRateCd} of provider ${request.prvId} not found`);
    const bytes = await feeScheduleWorkbook({ ...rate, prvName: request.prvName }, new Date());
    const fileName = feeScheduleDocument.fileName(rate.nationalRateCd, rate.lctnZipCd);
    await db
      .update(feeScheduleRequests)
      .set({ status: 'DONE', fileName, fileContent: bytes, completedAt: new Date() })
      .where(and(eq(feeScheduleRequests.id, id), ne(feeScheduleRequests.status, 'DONE')));
    return { feeSchedRqstId: id, fileName, bytes: bytes.length };
  },
  async onFailed(job: ClaimedJob, db: Db) {
    await db
      .update(feeScheduleRequests)
      .set({ status: 'FAILED', completedAt: new Date() })
      .where(and(eq(feeScheduleRequests.id, Number(job.payload.feeSchedRqstId)), ne(feeScheduleRequests.status, 'DONE')));
  },
};
