import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, FEE_SCHEDULE_IN_PROCESS, feeScheduleCalls, feeScheduleDocument, feeScheduleMessages, urlOf } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { baseSchedule, cents, rateFactor } from './base-schedule';
import { STREAMS_PER_PERSON } from './routes';

let t: TestApp;
/** A physician of TIN 751234501 (provuser1's) and a hospital of group 1001 (provadmin1's), each with its first DPWC rate code. */
let physician: { prv_id: number; prv_name: string; rate: string; zip: string };
let hospital: { prv_id: number; prv_name: string; rate: string; zip: string };
/** Other locations (not hospitals) in provuser1's TINs and in group 1001's: an identical request would get the file already asked for (decision 048). */
let others: (typeof physician)[];
let groupRates: (typeof physician)[];
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, JOB_POLL_MS: 100 });
  const first = async (type: string, tins: string[]) =>
    (
      await t.rows<typeof physician>(
        `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
         WHERE p.prv_tax_id = ANY($2) AND p.prv_provider_type = $1 AND r.lob = 'DPWC' ORDER BY p.prv_tax_id, p.prv_id, r.national_rate_cd LIMIT 1`,
        [type, tins],
      )
    )[0]!;
  physician = await first('P', ['751234501']);
  hospital = await first('H', ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
  const rates = (tins: string[]) =>
    t.rows<typeof physician>(
      `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
       WHERE p.prv_tax_id = ANY($1) AND p.prv_provider_type <> 'H' AND r.national_rate_cd <> $2 ORDER BY p.prv_tax_id, p.prv_id, r.national_rate_cd`,
      [tins, physician.rate],
    );
  others = await rates(['751234501', '751234502']);
  groupRates = await rates(['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
});
afterAll(() => t.close());

const request = (token: string, who = 'provuser1', p = physician) =>
  api(t.app).call(feeScheduleCalls.addFeeSchedRequest, { params: { userName: who, rateCd: p.rate, prvName: p.prv_name, zip: p.zip, prvId: p.prv_id }, token });
/** The stream's events as [event name, data] pairs (it ends by itself once the request is settled). */
function events(body: string): [string, unknown][] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      return [event, JSON.parse(/^data: (.*)$/m.exec(block)![1]!)];
    });
}

describe('PPO Fee Schedule (part 2 §2, §4, §7, §8)', () => {
  it("lists a provider's rate codes by line of business, and refuses another TIN's provider", async () => {
    const token = await t.signIn('provuser1');
    const res = await api(t.app).call(feeScheduleCalls.nationalRateCodes, { params: { lob: 'DPWC', prvId: physician.prv_id, tin: '751234501' }, token });
    expect(res.statusCode).toBe(200);
    const onFile = await t.rows<{ national_rate_cd: string }>(`SELECT national_rate_cd FROM rate_code WHERE prv_id = $1 AND lob = 'DPWC' ORDER BY 1`, [physician.prv_id]);
    expect((res.json() as { nationalRateCd: string }[]).map((r) => r.nationalRateCd)).toEqual(onFile.map((r) => r.national_rate_cd));
    const notHis = await api(t.app).call(feeScheduleCalls.nationalRateCodes, { params: { lob: 'DPWC', prvId: physician.prv_id, tin: '751234502' }, token });
    expect(notHis.statusCode).toBe(404);
    expect(notHis.json().message).toBe(feeScheduleMessages.providerNotFound);
    expect((await api(t.app).call(feeScheduleCalls.nationalRateCodes, { params: { lob: 'DPWC', prvId: physician.prv_id, tin: '751234503' }, token })).statusCode).toBe(403);
    expect((await api(t.app).call(feeScheduleCalls.nationalRateCodes, { params: { lob: 'HMO', prvId: physician.prv_id, tin: '751234501' }, token })).statusCode).toBe(400);
  });

  it('produces the requested file in the background, reports it on the stream, lists it, and opens it once counted', async () => {
    const token = await t.signIn('provuser1');
    const res = await request(token);
    expect(res.statusCode).toBe(200);
    const id = res.json().feeSchedRqstId as number;
    const stream = await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const received = events(stream.body);
    const [lastEvent, last] = received.at(-1)!;
    expect(lastEvent).toBe('message');
    const fileName = feeScheduleDocument.fileName(physician.rate, physician.zip);
    expect(last).toEqual({ successCount: 1, feeSchedList: [{ feeSchedRqstId: id, fileName, schedUri: urlOf(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: id }), fileViwed: false, feeSchedRqstDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/) }] });
    expect(received.slice(0, -1).every(([, data]) => (data as { message: string }).message === FEE_SCHEDULE_IN_PROCESS)).toBe(true);

    const mine = await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'provuser1' }, token });
    expect(mine.json()).toMatchObject({ feeSchedRqstsCnt: 1, feeSchedRqsts: [{ feeSchedRqstId: id, fileName }] });
    const file = await api(t.app).call(feeScheduleCalls.returnFileContent, { params: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(feeScheduleDocument.sheetName)!;
    expect(sheet.getCell('B2').value).toBe(physician.prv_name);
    expect(sheet.getCell('B5').value).toBe(physician.rate);
    expect((sheet.getRow(9).values as unknown[]).slice(1)).toEqual([...feeScheduleDocument.headings]);
    expect(sheet.rowCount).toBe(9 + baseSchedule.length);
    expect(sheet.getCell('D10').value).toBe(cents(baseSchedule[0]!.base * rateFactor(physician.rate)));
    expect((await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'provuser1' }, token })).json().feeSchedRqstsCnt).toBe(0);
    const audit = await t.rows<{ action: string }>(`SELECT action FROM audit_log WHERE actor_user_nm = 'provuser1' AND action LIKE 'FEE_SCHEDULE%' ORDER BY audit_id`);
    expect(audit.map((a) => a.action)).toEqual(['FEE_SCHEDULE_REQUEST', 'FEE_SCHEDULE_FILE_READ']);
  });

  it('answers the event stream with no-store, as every /api answer, and the security headers', async () => {
    const token = await t.signIn('provuser1');
    const id = (await request(token)).json().feeSchedRqstId as number;
    const stream = await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: id }, token });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(events(stream.body).at(-1)![1]).toMatchObject({ successCount: 1 });
    // Opened, so that the next request for this location makes a file of its own (decision 048).
    expect((await api(t.app).call(feeScheduleCalls.returnFileContent, { params: { userName: 'provuser1', feeSchedRqstId: id }, token })).statusCode).toBe(200);
  });

  it("refuses another user's name, a hospital (letterhead), a forged name, a mirror and a sixth pending request", async () => {
    const token = await t.signIn('provuser1');
    expect((await request(token, 'provadmin1')).statusCode).toBe(403);
    const letterhead = await request(await t.signIn('provadmin1'), 'provadmin1', hospital);
    expect(letterhead.statusCode).toBe(409);
    expect(letterhead.json().message).toBe(feeScheduleMessages.hospitalLetterhead);
    const forged = await request(token, 'provuser1', { ...physician, prv_name: 'Someone Else' });
    expect(forged.statusCode).toBe(400);
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provuser1' } })).json().token as string;
    expect((await request(mirror, 'sysadmin1')).statusCode).toBe(403);
    const before = await t.rows(`SELECT 1 FROM fee_sched_rqst`);

    const admin = await t.signIn('provadmin1');
    await t.app.jobs.stop();
    try {
      for (let i = 0; i < 5; i += 1) expect((await request(admin, 'provadmin1', groupRates[i])).statusCode).toBe(200);
      const sixth = await request(admin, 'provadmin1', groupRates[5]);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(feeScheduleMessages.tooMany);
    } finally {
      t.app.jobs.start();
    }
    expect((await t.rows(`SELECT 1 FROM fee_sched_rqst`)).length).toBe(before.length + 5);
  });

  it("shows a mirror the user's files without marking them opened; no one else's stream or file", async () => {
    const user = await t.signIn('provuser1');
    const id = (await request(user)).json().feeSchedRqstId as number;
    await t.app.jobs.flush();
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provuser1' } })).json().token as string;
    const before = (await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'provuser1' }, token: mirror })).json().feeSchedRqstsCnt as number;
    expect(before).toBeGreaterThan(0);
    expect((await api(t.app).call(feeScheduleCalls.returnFileContent, { params: { userName: 'provuser1', feeSchedRqstId: id }, token: mirror })).statusCode).toBe(200);
    expect((await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'provuser1' }, token: mirror })).json().feeSchedRqstsCnt).toBe(before);
    const other = await t.signIn('provadmin1');
    expect((await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provadmin1', feeSchedRqstId: id }, token: other })).statusCode).toBe(404);
    expect((await api(t.app).call(feeScheduleCalls.returnFileContent, { params: { userName: 'provadmin1', feeSchedRqstId: id }, token: other })).statusCode).toBe(404);
    expect((await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'provuser1' }, token: other })).statusCode).toBe(403);
  });

  it('retries a failed run, and reports a request it gave up as a failure on the stream', async () => {
    const token = await t.signIn('provuser1');
    let calls = 0;
    const real = (await import('./service')).feeScheduleJob;
    t.app.jobs.handle('FEE_SCHEDULE', {
      run: async (job, db) => {
        calls += 1;
        if (calls === 1) throw new Error('the document service is busy');
        return real.run(job, db);
      },
      onFailed: real.onFailed,
    });
    const id = (await request(token, 'provuser1', others.at(-1))).json().feeSchedRqstId as number;
    await t.app.jobs.flush();
    await t.rows(`UPDATE job SET run_at = now() WHERE payload->>'feeSchedRqstId' = $1`, [String(id)]);
    await t.app.jobs.flush();
    const [job] = await t.rows<{ status: string; attempts: number }>(`SELECT status, attempts FROM job WHERE payload->>'feeSchedRqstId' = $1`, [String(id)]);
    expect(job).toEqual({ status: 'DONE', attempts: 2 });

    t.app.jobs.handle('FEE_SCHEDULE', { run: async () => Promise.reject(new Error('never')), onFailed: real.onFailed });
    const doomed = (await request(token, 'provuser1', others[1])).json().feeSchedRqstId as number;
    for (let i = 0; i < 5; i += 1) {
      await t.app.jobs.flush();
      await t.rows(`UPDATE job SET run_at = now() WHERE payload->>'feeSchedRqstId' = $1 AND status = 'QUEUED'`, [String(doomed)]);
    }
    t.app.jobs.handle('FEE_SCHEDULE', real);
    const [events_] = [events((await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: doomed }, token })).body)];
    expect(events_.at(-1)).toEqual(['failure', { code: 'FEE_SCHEDULE_FAILED', message: feeScheduleMessages.requestFailed }]);
  });

  it(`holds at most ${STREAMS_PER_PERSON} streams of one person open at once; a stream that ends frees its place`, async () => {
    const token = await t.signIn('provuser1');
    // A busy runner: the request waits, and its streams stay open, each reading it every quarter second.
    await t.app.jobs.stop();
    const id = (await request(token, 'provuser1', others.at(-1))).json().feeSchedRqstId as number;
    await t.rows(`UPDATE fee_sched_rqst SET status = 'QUEUED' WHERE fee_sched_rqst_id = $1`, [id]);
    const stream = () => api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provuser1', feeSchedRqstId: id }, token });
    const open = Array.from({ length: STREAMS_PER_PERSON }, stream);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await stream();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Its file is made (as the runner would), and the runner goes on.
    await t.rows(`UPDATE fee_sched_rqst SET status = 'DONE' WHERE fee_sched_rqst_id = $1`, [id]);
    t.app.jobs.start();
    const ended = await Promise.all(open);
    expect(ended.map((s) => (events(s.body).at(-1)![1] as { successCount?: number }).successCount)).toEqual(Array(STREAMS_PER_PERSON).fill(1));
    // Their places are free again.
    expect((await stream()).statusCode).toBe(200);
  });
});
