import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { authCalls, billSearchCalls, BUNDLE_DOCUMENTS_HEADER, DOCUMENT_BUNDLE_MAX_BILLS, documentBundleMessages } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { claimHistory } from '../../seed/demo-claims';

let t: TestApp;
/** The tour claim's bills: `72` + n in nine digits; 4, 5 and 8 are at 751234503, which is not provuser1's. */
const bcn = (n: number) => `72${String(n).padStart(9, '0')}`;
const tokenOf = signedInOnce(() => t);

beforeAll(async () => {
  // A small buffer: a bundle nobody reads stops after a few bills (the reader sets the pace).
  t = await createTestApp({ BUNDLE_BUFFER_BYTES: 16 * 1024 });
});
afterAll(() => t.close());

const bundle = async (user: string, billControlNumbers: unknown) =>
  api(t.app).call(billSearchCalls.documentBundle, { token: await tokenOf(user), body: { billControlNumbers } });

/** The ZIP's entries: name and bytes, in order. */
function entries(zip: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const found: { name: string; bytes: Buffer }[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(found));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
const auditRows = async (since: number) =>
  t.rows<{ action: string; target: string | null; actor_user_nm: string; detail: Record<string, unknown> }>(
    `SELECT action, target, actor_user_nm, detail FROM audit_log WHERE audit_id > $1 AND action <> 'SIGN_IN' ORDER BY audit_id`,
    [since],
  );
const lastAuditId = async () => Number((await t.rows<{ id: string | null }>(`SELECT max(audit_id) AS id FROM audit_log`))[0]!.id ?? 0);

describe('POST /bills/documents.zip', () => {
  it("bundles each bill's image and EOR (or reference lines) as PDFs, one folder per bill, each document audited", async () => {
    const since = await lastAuditId();
    // 1: paid first-source bill (image and EOR); 6: second source (reference lines and EOR); 9: in review (image only).
    const res = await bundle('provuser1', [bcn(1), bcn(6), bcn(9)]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Bill documents.zip"');
    const files = await entries(res.rawPayload);
    expect(files.map((f) => f.name)).toEqual([
      `${bcn(1)}/Bill_${bcn(1)}.pdf`,
      `${bcn(1)}/EOR_${bcn(1)}.pdf`,
      `${bcn(6)}/Reference_${bcn(6)}.pdf`,
      `${bcn(6)}/EOR_${bcn(6)}.pdf`,
      `${bcn(9)}/Bill_${bcn(9)}.pdf`,
    ]);
    expect(res.headers[BUNDLE_DOCUMENTS_HEADER]).toBe(String(files.length));
    for (const f of files) expect(f.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await auditRows(since);
    expect(rows[0]).toMatchObject({ action: 'DOCUMENT_BUNDLE', actor_user_nm: 'provuser1', detail: { found: true, documents: 5, billControlNumbers: [bcn(1), bcn(6), bcn(9)] } });
    const each = rows.slice(1).map((r) => `${r.action} ${r.target}`);
    expect(each.sort()).toEqual(
      [`BILL_IMAGE_VIEW ${bcn(1)}`, `EOR_VIEW ${bcn(1)}`, `BILL_REFERENCE_VIEW ${bcn(6)}`, `EOR_VIEW ${bcn(6)}`, `BILL_IMAGE_VIEW ${bcn(9)}`].sort(),
    );
    expect(rows.slice(1).every((r) => r.detail.bundle === true)).toBe(true);
  });

  it("refuses the whole bundle when one bill is outside the caller's scope, exactly as a bill that does not exist: no ZIP, no document audited", async () => {
    const since = await lastAuditId();
    const outOfScope = await bundle('provuser1', [bcn(1), bcn(4)]);
    const missing = await bundle('provuser1', [bcn(1), '99999999999']);
    for (const res of [outOfScope, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toBe(documentBundleMessages.notFound);
    }
    const { requestId: _a, ...refused } = outOfScope.json();
    const { requestId: _b, ...absent } = missing.json();
    expect(refused).toEqual(absent);
    const rows = await auditRows(since);
    // Both refusals do the same work: the call's row and the one scope refusal's (decision 077).
    expect(rows.map((r) => r.action)).toEqual(['DOCUMENT_BUNDLE', 'SCOPE_REFUSED', 'DOCUMENT_BUNDLE', 'SCOPE_REFUSED']);
    expect(rows[0]!.detail).toMatchObject({ found: false, documents: 0 });
    // The group's Provider Admin has 751234503: the denied bill's EOR is bundled.
    const admin = await bundle('provadmin1', [bcn(5)]);
    expect(admin.statusCode).toBe(200);
    expect((await entries(admin.rawPayload)).map((f) => f.name)).toEqual([`${bcn(5)}/Bill_${bcn(5)}.pdf`, `${bcn(5)}/EOR_${bcn(5)}.pdf`]);
  });

  it('refuses no bills, too many bills and malformed numbers with a message and a 400', async () => {
    const cases: [unknown, string][] = [
      [[], documentBundleMessages.noBills],
      [Array.from({ length: DOCUMENT_BUNDLE_MAX_BILLS + 1 }, (_, i) => String(i)), documentBundleMessages.tooManyBills],
    ];
    for (const [numbers, message] of cases) {
      const res = await bundle('provuser1', numbers);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await bundle('provuser1', ['x'.repeat(40)])).statusCode).toBe(400);
    expect((await bundle('provuser1', 'not a list')).statusCode).toBe(400);
  });

  it("a mirror bundles with the mirrored user's scope; the audit rows name both", async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).json().token as string;
    const send = (numbers: string[]) => api(t.app).call(billSearchCalls.documentBundle, { token: mirror, body: { billControlNumbers: numbers } });
    expect((await send([bcn(4)])).statusCode).toBe(404);
    const since = await lastAuditId();
    expect((await send([bcn(2)])).statusCode).toBe(200);
    const rows = await t.rows<{ actor_user_nm: string; as_user_nm: string }>(`SELECT actor_user_nm, as_user_nm FROM audit_log WHERE audit_id > $1`, [since]);
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.actor_user_nm === 'sysadmin1' && r.as_user_nm === 'provuser1')).toBe(true);
  });

  it('says so when none of the bills has a document', async () => {
    const [row] = await t.rows<{ bcn: string }>(
      `INSERT INTO bill (mitch_bill, mcps_bill, bill_control_number, ftin, claim_number, patient_first_name, patient_last_name, patient_dob,
         begin_service_date, end_service_date, bill_charges, bill_status, eor, form_type, has_image)
       VALUES (false, false, '74000000001', '751234501', $1, 'Marcus', 'Bell', DATE '1971-09-03', DATE '2026-11-20', DATE '2026-11-20', 90, 'In Progress', false, 'HCFA', false)
       RETURNING bill_control_number AS bcn`,
      [claimHistory.claimNumber],
    );
    const res = await bundle('provuser1', [row!.bcn]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(documentBundleMessages.noDocuments);
  });

  it('makes one bundle at a time per person: a second while the first is written is refused with 429, and the next one is made', async () => {
    const numbers = (await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234501' AND has_image AND eor ORDER BY bill_id LIMIT 30`)).map((r) => r.bcn);
    const since = await lastAuditId();
    // The first answer's head has come, its body not yet read: the bundle is being written.
    const first = await api(t.app).call(billSearchCalls.documentBundle, { token: await tokenOf('provadmin1'), body: { billControlNumbers: numbers }, payloadAsStream: true });
    expect(first.statusCode).toBe(200);
    const second = await bundle('provadmin1', numbers.slice(0, 1));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(documentBundleMessages.busy);
    // Unread, the bundle waits: only the first few bills' documents have been made (and audited).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const made = async () => Number((await t.rows<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE audit_id > $1 AND detail->>'bundle' = 'true'`, [since]))[0]!.n);
    expect(await made()).toBeLessThan(20);
    const chunks: Buffer[] = [];
    for await (const chunk of first.stream()) chunks.push(chunk as Buffer);
    expect(await made()).toBe(60);
    expect((await entries(Buffer.concat(chunks))).length).toBe(60);
    // Another person is not held up by it.
    expect((await bundle('sysadmin1', numbers.slice(0, 1))).statusCode).toBe(200);
    await expect.poll(async () => (await bundle('provadmin1', numbers.slice(0, 1))).statusCode).toBe(200);
  });
});

describe('a control number that reads as a path (it comes from a payer’s feed)', () => {
  it('names its folder and files without a slash or a leading dot, and the bundle is whole', async () => {
    const [row] = await t.rows<{ id: number }>(`SELECT bill_id AS id FROM bill WHERE bill_control_number = $1 ORDER BY bill_id LIMIT 1`, [bcn(1)]);
    await t.rows(`UPDATE bill SET bill_control_number = '../../evil' WHERE bill_id = $1`, [row!.id]);
    try {
      const res = await bundle('provuser1', ['../../evil']);
      expect(res.statusCode).toBe(200);
      const names = (await entries(res.rawPayload)).map((f) => f.name);
      expect(names).toEqual(['_._.._evil/Bill__._.._evil.pdf', '_._.._evil/EOR__._.._evil.pdf']);
      expect(names.some((name) => name.startsWith('/') || name.split('/').some((part) => part === '..' || part === '.'))).toBe(false);
    } finally {
      await t.rows(`UPDATE bill SET bill_control_number = $2 WHERE bill_id = $1`, [row!.id, bcn(1)]);
    }
  });
});

describe('two bills with one control number on two TINs (the schema allows it)', () => {
  it('bundles both, each under a name of its own: unzipped, every entry is there once, with its own bytes', async () => {
    const [first] = await t.rows<{ id: number; ftin: string }>(`SELECT bill_id AS id, ftin FROM bill WHERE bill_control_number = $1 ORDER BY bill_id LIMIT 1`, [bcn(1)]);
    const [other] = await t.rows<{ id: number; ftin: string; number: string }>(
      `SELECT bill_id AS id, ftin, bill_control_number AS number FROM bill
        WHERE ftin IN ('751234501', '751234502') AND ftin <> $1 AND eor AND NOT mitch_bill AND NOT mcps_bill ORDER BY bill_id LIMIT 1`,
      [first!.ftin],
    );
    await t.rows(`UPDATE bill SET bill_control_number = $2 WHERE bill_id = $1`, [other!.id, bcn(1)]);
    try {
      const res = await bundle('provuser1', [bcn(1)]);
      expect(res.statusCode).toBe(200);
      const files = await entries(res.rawPayload);
      const names = files.map((f) => f.name);
      // Both bills of the number by id: the first keeps the plain folder, the second adds its TIN.
      const second = `${bcn(1)}_TIN${(other!.id > first!.id ? other : first)!.ftin}`;
      expect(names).toEqual([`${bcn(1)}/Bill_${bcn(1)}.pdf`, `${bcn(1)}/EOR_${bcn(1)}.pdf`, `${second}/Bill_${second}.pdf`, `${second}/EOR_${second}.pdf`]);
      expect(new Set(names).size).toBe(names.length);
      // Two bills' EORs, not one twice.
      expect(files[1]!.bytes.equals(files[3]!.bytes)).toBe(false);
    } finally {
      await t.rows(`UPDATE bill SET bill_control_number = $2 WHERE bill_id = $1`, [other!.id, other!.number]);
    }
  });
});
