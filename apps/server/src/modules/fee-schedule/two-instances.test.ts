import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeScheduleCalls } from '@wcpp/contract';
import type { FastifyInstance } from 'fastify';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

/*
 * Two portal instances on one database (part 2 §7; docs/decisions/042): a request made on one is
 * produced by whichever instance claims its job, and streamed and downloaded from either. On
 * PostgreSQL (the CI's second run) each instance has its own pool, as two servers would.
 */
const shared = { JWT_SECRET: 'two-instances-share-this-signing-secret-0123456789', SIGN_IN_RATE_LIMIT: 1000, JOB_POLL_MS: 100, JOB_LEASE_SECONDS: 1 } as const;
let a: TestApp;
let b: { app: FastifyInstance; close(): Promise<void> };
let rate: { prv_id: number; prv_name: string; rate: string; zip: string };
beforeAll(async () => {
  a = await createTestApp(shared);
  b = await a.secondInstance(shared);
  [rate] = await a.rows<typeof rate>(
    `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
     WHERE p.prv_tax_id = '751234501' AND p.prv_provider_type = 'P' AND r.lob = 'DPWC' ORDER BY p.prv_id, r.national_rate_cd LIMIT 1`,
  );
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const ask = (app: FastifyInstance, token: string) =>
  api(app).call(feeScheduleCalls.addFeeSchedRequest, { params: { userName: 'provuser1', rateCd: rate.rate, prvName: rate.prv_name, zip: rate.zip, prvId: rate.prv_id }, token });
const jobOf = async (id: number) =>
  (await a.rows<{ status: string; attempts: number }>(`SELECT status, attempts FROM job WHERE payload->>'feeSchedRqstId' = $1`, [String(id)]))[0];

describe('the fee-schedule job on two instances', () => {
  it('is asked on one instance, produced by the other, and streamed and downloaded from the other', async () => {
    const token = await a.signIn('provuser1');
    a.app.jobs.abandon(); // only B works
    const res = await ask(a.app, token);
    const id = res.json().feeSchedRqstId as number;
    const stream = await api(b.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(stream.body).toContain('"successCount":1');
    const file = await api(b.app).call(feeScheduleCalls.returnFileContent, { params: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(await jobOf(id)).toEqual({ status: 'DONE', attempts: 1 });
  });

  it('is finished by the other instance when the worker that took it dies mid-job, once', async () => {
    // A third instance takes the job and never finishes: its work hangs, then the instance is gone.
    const dying = await a.secondInstance(shared);
    let claimed!: () => void;
    const taken = new Promise<void>((resolve) => (claimed = resolve));
    dying.app.jobs.handle('FEE_SCHEDULE', { run: () => (claimed(), new Promise<never>(() => undefined)) });
    await b.app.jobs.stop();
    const token = await a.signIn('provuser1');
    const id = (await ask(dying.app, token)).json().feeSchedRqstId as number;
    await taken;
    expect(await jobOf(id)).toEqual({ status: 'RUNNING', attempts: 1 });
    dying.app.jobs.abandon();
    await dying.close();

    // B comes back, and takes the job once its lease (1 s) has run out.
    b.app.jobs.start();
    const stream = await api(b.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(stream.body).toContain('"successCount":1');
    expect(await jobOf(id)).toEqual({ status: 'DONE', attempts: 2 });
    const files = await a.rows<{ n: number }>(`SELECT count(*)::int AS n FROM fee_sched_rqst WHERE fee_sched_rqst_id = $1 AND status = 'DONE' AND file_content IS NOT NULL`, [id]);
    expect(files).toEqual([{ n: 1 }]);
  });
});
