import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachmentCalls, attachmentLimits, attachmentMessages, authCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sweepIncompleteBlobs } from './store';
import { htmlPage, multipartBody, pdfFile, pngFile, sendingParts, tiffFile } from './test-files';

let t: TestApp;
let token: string;
/** Bills of provuser1's TIN 751234501, one per story so each counts its own rows; and one of 751234503, not theirs. */
let mine: number[] = [];
let notMine = 0;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('provuser1');
  mine = (await t.rows<{ id: number }>(`SELECT bill_id AS id FROM bill WHERE ftin = '751234501' ORDER BY bill_id LIMIT 14`)).map((r) => Number(r.id));
  notMine = Number((await t.rows<{ id: number }>(`SELECT bill_id AS id FROM bill WHERE ftin = '751234503' ORDER BY bill_id LIMIT 1`))[0]!.id);
});
afterAll(() => t.close());

type Files = Parameters<typeof sendingParts>[1];
const send = (billId: number | string, files: Files, as = token) => {
  const form = multipartBody(sendingParts(billId, files));
  return api(t.app).call(attachmentCalls.sendRecords, { token: as, headers: form.headers, body: form.payload });
};

/** What is stored for a bill: blobs (complete or not), chunks, sendings. */
async function storedFor(billId: number) {
  const [row] = await t.rows<{ blobs: number; complete: number; chunks: number; sendings: number }>(
    `SELECT (SELECT count(*)::int FROM attachment_blob WHERE bill_id = $1) AS blobs,
            (SELECT count(*)::int FROM attachment_blob WHERE bill_id = $1 AND complete) AS complete,
            (SELECT count(*)::int FROM attachment_chunk c JOIN attachment_blob b USING (attachment_blob_id) WHERE b.bill_id = $1) AS chunks,
            (SELECT count(*)::int FROM attachment_sending WHERE bill_id = $1) AS sendings`,
    [billId],
  );
  return row!;
}

describe('sending records for a bill', () => {
  it('takes a PDF, a TIFF and a PNG, each typed by its content, and answers a receipt', async () => {
    const pdf = await pdfFile();
    const tiff = tiffFile();
    const png = pngFile();
    const res = await send(mine[0]!, [
      { fileName: 'progress report.pdf', data: pdf, documentType: '09' },
      { fileName: 'scan.tif', data: tiff, documentType: 'RR', type: 'application/octet-stream' },
      { fileName: 'C:\\Users\\front desk\\wound photo.png', data: png, documentType: 'XP', type: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(201);
    const receipt = res.ok();
    expect(receipt.receiptNumber).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE bill_id = $1`, [mine[0]]);
    expect(receipt.billControlNumber).toBe(bill!.bcn);
    expect(receipt.sentBy).toBe('provuser1');
    expect(receipt.files.map((f) => [f.fileName, f.contentType, f.documentType, f.bytes, f.sha256, f.alreadyReceived, f.pages, f.state])).toEqual([
      ['progress report.pdf', 'application/pdf', '09', pdf.length, sha256(pdf), false, null, 'sent'],
      ['scan.tif', 'image/tiff', 'RR', tiff.length, sha256(tiff), false, null, 'sent'],
      ['wound photo.png', 'image/png', 'XP', png.length, sha256(png), false, null, 'sent'],
    ]);
    expect(receipt.files[0]!.documentTypeText).toBe('Progress report');
    expect(await storedFor(mine[0]!)).toEqual({ blobs: 3, complete: 3, chunks: 3, sendings: 1 });
    const [audit] = await t.rows<{ target: string; refs: string[] }>(
      `SELECT a.target, array_agg(r.kind || ' ' || r.ref ORDER BY r.kind) AS refs FROM audit_log a JOIN audit_record r USING (audit_id) WHERE a.action = 'ATTACHMENT_SENT' GROUP BY a.audit_id, a.target`,
    );
    expect(audit!.target).toBe(receipt.receiptNumber);
    expect(audit!.refs).toContain(`bill ${mine[0]}`);
  });

  it('reads a receipt back by its number as a person gives it, and serves each file as a download', async () => {
    const pdf = await pdfFile();
    const sent = (await send(mine[1]!, [{ fileName: 'Évaluation <initiale>.pdf', data: pdf, documentType: '06' }])).ok();
    const spoken = sent.receiptNumber.replace(/-/g, '').toLowerCase();
    const again = await api(t.app).call(attachmentCalls.receipt, { params: { receipt: spoken }, token });
    expect(again.ok()).toEqual(sent);

    const file = await api(t.app).call(attachmentCalls.attachmentFile, { params: { fileId: sent.files[0]!.fileId }, token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="_valuation _initiale_.pdf"; filename*=UTF-8''%C3%89valuation%20_initiale_.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.headers['cache-control']).toBe('no-store');
    const [read] = await t.rows<{ refs: string[] }>(
      `SELECT array_agg(r.kind || ' ' || r.ref ORDER BY r.kind, r.ref) AS refs FROM audit_log a JOIN audit_record r USING (audit_id) WHERE a.action = 'ATTACHMENT_READ' AND a.target = $1 GROUP BY a.audit_id`,
      [String(sent.files[0]!.fileId)],
    );
    expect(read!.refs).toEqual(expect.arrayContaining([`bill ${mine[1]}`, 'tin 751234501']));
  });

  it('stores the same file sent twice for one bill once, and the second receipt says it was already received', async () => {
    const pdf = await pdfFile();
    const first = (await send(mine[2]!, [{ fileName: 'a.pdf', data: pdf }])).ok();
    const second = (await send(mine[2]!, [{ fileName: 'a again.pdf', data: pdf }, { fileName: 'a once more.pdf', data: pdf }])).ok();
    expect(first.files[0]!.alreadyReceived).toBe(false);
    expect(second.files.map((f) => f.alreadyReceived)).toEqual([true, true]);
    expect(await storedFor(mine[2]!)).toEqual({ blobs: 1, complete: 1, chunks: 1, sendings: 2 });
  });

  it('refuses an HTML page named .pdf and declared a PDF, by its content, and keeps nothing', async () => {
    const res = await send(mine[3]!, [
      { fileName: 'good.png', data: pngFile() },
      { fileName: 'report.pdf', type: 'application/pdf', data: htmlPage() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ATTACHMENT_TYPE', message: attachmentMessages.wrongType });
    expect(await storedFor(mine[3]!)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it('refuses eleven files and keeps none of them', async () => {
    const files = Array.from({ length: attachmentLimits.filesPerSending + 1 }, (_, i) => ({ fileName: `p${i}.png`, data: pngFile() }));
    const res = await send(mine[4]!, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ATTACHMENT_TOO_MANY', message: attachmentMessages.tooManyFiles });
    expect(await storedFor(mine[4]!)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it('refuses a file one byte past 60 MB, as it arrives, and keeps nothing', async () => {
    const big = Buffer.alloc(attachmentLimits.fileBytes + 1, 7);
    pngFile().copy(big);
    const res = await send(mine[5]!, [{ fileName: 'huge.png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE', message: attachmentMessages.fileTooLarge });
    expect(await storedFor(mine[5]!)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  }, 60_000);

  it('refuses a form without a document type, with an unknown one, or with the bill after the files', async () => {
    const png = pngFile();
    const noType = multipartBody([{ name: 'billId', value: String(mine[6]) }, { name: 'file', fileName: 'x.png', data: png }]);
    expect((await api(t.app).call(attachmentCalls.sendRecords, { token, headers: noType.headers, body: noType.payload })).json()).toMatchObject({ message: attachmentMessages.documentTypeFirst });
    expect((await send(mine[6]!, [{ fileName: 'x.png', data: png, documentType: 'ZZ' }])).json()).toMatchObject({ message: attachmentMessages.unknownDocumentType });
    const late = multipartBody([{ name: 'documentType', value: 'PY' }, { name: 'file', fileName: 'x.png', data: png }, { name: 'billId', value: String(mine[6]) }]);
    expect((await api(t.app).call(attachmentCalls.sendRecords, { token, headers: late.headers, body: late.payload })).json()).toMatchObject({ message: attachmentMessages.billFirst });
    const json = await api(t.app).call(attachmentCalls.sendRecords, { token, body: { billId: mine[6] } });
    expect(json.statusCode).toBe(400);
    expect(await storedFor(mine[6]!)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it('answers a malformed form with a 4xx, never a 500, and keeps nothing', async () => {
    const billId = mine[13]!;
    const png = pngFile();
    const whole = multipartBody(sendingParts(billId, [{ fileName: 'x.png', data: png }]));
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const bodies: { headers: Record<string, string>; body: Buffer | string }[] = [
      { headers: { 'content-type': 'multipart/form-data' }, body: whole.payload },
      { headers: whole.headers, body: cut },
      { headers: whole.headers, body: '' },
      { headers: whole.headers, body: 'not a form at all' },
      { headers: { 'content-type': 'application/octet-stream' }, body: png },
    ];
    for (const { headers, body } of bodies) {
      const res = await api(t.app).call(attachmentCalls.sendRecords, { token, headers, body });
      expect(res.statusCode, `${headers['content-type']} ${String(body).slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${headers['content-type']} ${res.body}`).toBeLessThan(500);
    }
    expect(await storedFor(billId)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it("answers a bill outside the caller's TINs as an unknown one, and a receipt and a file of it alike", async () => {
    const outside = await send(notMine, [{ fileName: 'x.png', data: pngFile() }]);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: attachmentMessages.unknownBill });
    const unknown = await send(999_999_999, [{ fileName: 'x.png', data: pngFile() }]);
    expect(unknown.json()).toEqual({ ...outside.json(), requestId: unknown.json().requestId });
    expect(await storedFor(notMine)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });

    // provadmin1's group holds 751234503: its sending is unknown to provuser1.
    const theirs = (await send(notMine, [{ fileName: 'y.png', data: pngFile() }], await t.signIn('provadmin1'))).ok();
    const receipt = await api(t.app).call(attachmentCalls.receipt, { params: { receipt: theirs.receiptNumber }, token });
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json()).toMatchObject({ message: attachmentMessages.unknownReceipt });
    const file = await api(t.app).call(attachmentCalls.attachmentFile, { params: { fileId: theirs.files[0]!.fileId }, token });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: attachmentMessages.unknownFile });
  });

  it('is refused while mirroring, and to the network administrators', async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).ok().token;
    const res = await send(mine[7]!, [{ fileName: 'x.png', data: pngFile() }], mirror);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MIRROR_READ_ONLY');
    // The mirror replaced the administrator's own session: signed in again, as the network, they may not send.
    expect((await send(mine[7]!, [{ fileName: 'x.png', data: pngFile() }], await t.signIn('sysadmin1'))).statusCode).toBe(403);
    expect(await storedFor(mine[7]!)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it('lets the sender withdraw a file the network has not opened, once; it is no longer served', async () => {
    const sent = (await send(mine[8]!, [{ fileName: 'wrong patient.pdf', data: await pdfFile() }])).ok();
    const fileId = sent.files[0]!.fileId;
    const other = await api(t.app).call(attachmentCalls.withdrawFile, { params: { fileId }, token: await t.signIn('billing01') });
    expect(other.statusCode).toBe(404);
    const withdrawn = await api(t.app).call(attachmentCalls.withdrawFile, { params: { fileId }, token });
    expect(withdrawn.ok().state).toBe('withdrawn');
    const again = await api(t.app).call(attachmentCalls.withdrawFile, { params: { fileId }, token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: attachmentMessages.notWithdrawable });
    const file = await api(t.app).call(attachmentCalls.attachmentFile, { params: { fileId }, token });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: attachmentMessages.withdrawn });
    expect((await api(t.app).call(attachmentCalls.receipt, { params: { receipt: sent.receiptNumber }, token })).ok().files[0]!.state).toBe('withdrawn');
  });

  it('sweeps the blobs of interrupted sendings after the grace, and leaves complete ones and recent ones', async () => {
    const billId = mine[9]!;
    const kept = (await send(billId, [{ fileName: 'kept.png', data: pngFile() }])).ok();
    await t.rows(`INSERT INTO attachment_blob (bill_id, sha256, bytes, created_at) VALUES ($1, '', 0, now() - interval '3 hours'), ($1, '', 0, now())`, [billId]);
    await t.rows(`INSERT INTO attachment_chunk (attachment_blob_id, seq, data) SELECT attachment_blob_id, 0, '\\x00'::bytea FROM attachment_blob WHERE bill_id = $1 AND NOT complete`, [billId]);
    expect(await sweepIncompleteBlobs(t.app.db, new Date(Date.now() - 2 * 3600_000))).toBe(1);
    expect(await storedFor(billId)).toEqual({ blobs: 2, complete: 1, chunks: 2, sendings: 1 });
    expect(kept.files).toHaveLength(1);
  });
});

describe('sendings interrupted or at once', () => {
  it('an upload aborted halfway leaves no sending, and after the sweep no blob or chunk', async () => {
    const billId = mine[10]!;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.alloc(2 * 1024 * 1024, 1);
    pngFile().copy(big);
    const form = multipartBody(sendingParts(billId, [{ fileName: 'big.png', data: big }]));
    const req = http.request(new URL(apiPath(attachmentCalls.sendRecords), address), {
      method: 'POST',
      headers: { ...form.headers, 'content-length': String(form.payload.length), authorization: `Bearer ${token}` },
    });
    req.on('error', () => undefined);
    req.write(form.payload.subarray(0, form.payload.length / 2));
    // The first half is in the store while the rest has not come: streamed, not held until the end.
    await vi.waitFor(async () => expect((await storedFor(billId)).chunks).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    req.destroy();
    await vi.waitFor(async () => expect((await storedFor(billId)).blobs).toBe(0), { timeout: 10_000, interval: 50 });
    await sweepIncompleteBlobs(t.app.db, new Date(Date.now() + 3600_000));
    expect(await storedFor(billId)).toEqual({ blobs: 0, complete: 0, chunks: 0, sendings: 0 });
  });

  it('two identical sendings at once store one copy', async () => {
    const billId = mine[11]!;
    const pdf = await pdfFile();
    const answers = await Promise.all([0, 1, 2, 3].map(() => send(billId, [{ fileName: 'same.pdf', data: pdf }])));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.ok().files[0]!.alreadyReceived).sort()).toEqual([false, true, true, true]);
    expect(await storedFor(billId)).toEqual({ blobs: 1, complete: 1, chunks: 1, sendings: 4 });
  });

  it("parallel sendings do not pass the group's day quota together", async () => {
    const billId = mine[12]!;
    const [{ grp }] = (await t.rows<{ grp: number }>(`SELECT grp_info_id AS grp FROM user_info WHERE user_nm = 'provuser1'`)) as [{ grp: number }];
    const day = new Date().toISOString().slice(0, 10);
    await t.rows(`INSERT INTO attachment_quota (grp_info_id, day, files, bytes) VALUES ($1, $2, $3, 0) ON CONFLICT (grp_info_id, day) DO UPDATE SET files = EXCLUDED.files`, [grp, day, attachmentLimits.groupFilesPerDay - 1]);
    try {
      const answers = await Promise.all([0, 1, 2, 3, 4].map(() => send(billId, [{ fileName: 'p.png', data: pngFile() }])));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
      expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ code: 'ATTACHMENT_QUOTA', message: attachmentMessages.groupQuota });
      const [quota] = await t.rows<{ files: number }>(`SELECT files FROM attachment_quota WHERE grp_info_id = $1 AND day = $2`, [grp, day]);
      expect(quota!.files).toBe(attachmentLimits.groupFilesPerDay);
      expect(await storedFor(billId)).toEqual({ blobs: 1, complete: 1, chunks: 1, sendings: 1 });
      // The day is full: the next sending is refused before any byte is stored.
      expect((await send(billId, [{ fileName: 'q.png', data: pngFile() }])).statusCode).toBe(429);
    } finally {
      await t.rows(`DELETE FROM attachment_quota WHERE grp_info_id = $1`, [grp]);
    }
  });
});
