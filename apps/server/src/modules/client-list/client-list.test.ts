import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientColumns, clientListCalls, formatDate, formatPhone, todayIso, type ClientRow } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
/** A provider of TIN 751234501 (group 1001's first) that participates, with its first state and a WC product there. */
let pick: { prv_id: number; prv_provider_type: string; state: string; product_cd: string };
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  [pick] = await t.rows<typeof pick>(
    `SELECT p.prv_id, p.prv_provider_type, cp.state, cp.product_cd FROM client_participation cp JOIN provider p USING (prv_id)
     WHERE cp.ftin = '751234501' AND cp.lob = 'WC' ORDER BY p.prv_name, p.prv_id, cp.product_cd LIMIT 1`,
  );
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Client List: the cascade and the clients (part 1 §2, §7)', () => {
  it('lists the participating providers of a TIN by name, then their states, products and clients', async () => {
    const token = await t.signIn('provuser1');
    const providers = await api(t.app).call(clientListCalls.clientProviders, { params: { tin: '751234501' }, token: token });
    expect(providers.statusCode).toBe(200);
    const expected = await t.rows<{ prvId: number; prvName: string; prvProviderType: string }>(
      `SELECT DISTINCT p.prv_id AS "prvId", p.prv_name AS "prvName", p.prv_provider_type AS "prvProviderType"
       FROM provider p JOIN client_participation cp USING (prv_id) WHERE cp.ftin = '751234501' ORDER BY 2, 1`,
    );
    expect(providers.json()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);

    const states = await api(t.app).call(clientListCalls.clientStates, { params: { providerType: pick.prv_provider_type, providerId: pick.prv_id }, token: token });
    expect(states.json()).toContainEqual({ addState: pick.state });

    const products = await api(t.app).call(clientListCalls.clientProducts, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, tin: '751234501' }, token: token });
    const codes = (products.json() as { productCd: string; productName: string }[]).map((p) => p.productCd);
    expect(codes).toContain(pick.product_cd);
    expect(codes).not.toContain('AUTOPPO');

    const clients = await api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, productCd: pick.product_cd, tin: '751234501' }, token: token });
    const rows = clients.json() as ClientRow[];
    const onFile = await t.rows<{ ae_name: string }>(
      `SELECT DISTINCT c.ae_name FROM client c JOIN client_participation cp USING (client_id)
       WHERE cp.prv_id = $1 AND cp.ftin = '751234501' AND cp.lob = 'WC' AND cp.state = $2 AND cp.product_cd = $3 ORDER BY 1`,
      [pick.prv_id, pick.state, pick.product_cd],
    );
    expect(rows.map((r) => r.aeName)).toEqual(onFile.map((r) => r.ae_name));
    expect(Object.keys(rows[0]!).sort()).toEqual(['aeName', 'affltdPayorName', 'billClmAddr', 'billClmAttntn', 'billClmPhoneNum', 'ecsName', 'ecsPayorId', 'ecsPhoneNum']);
    const [audit] = await t.rows<{ actor_user_nm: string; target: string }>(`SELECT actor_user_nm, target FROM audit_log WHERE action = 'CLIENT_LIST_READ' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit).toEqual({ actor_user_nm: 'provuser1', target: '751234501' });
  });

  it('finds nothing for a state, product or type the provider has not, and refuses a provider of another TIN', async () => {
    const token = await t.signIn('provadmin1');
    const wrongType = pick.prv_provider_type === 'P' ? 'H' : 'P';
    expect((await api(t.app).call(clientListCalls.clientStates, { params: { providerType: wrongType, providerId: pick.prv_id }, token: token })).json()).toEqual([]);
    expect((await api(t.app).call(clientListCalls.clientProducts, { params: { lob: 'WC', providerId: pick.prv_id, state: 'ZZ', tin: '751234501' }, token: token })).json()).toEqual([]);
    expect((await api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, productCd: 'NOPE', tin: '751234501' }, token: token })).json()).toEqual([]);
    // The provider is on file under 751234501, not 751234502: not found there.
    expect((await api(t.app).call(clientListCalls.clientProducts, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, tin: '751234502' }, token: token })).statusCode).toBe(404);
    expect((await api(t.app).call(clientListCalls.clientStates, { params: { providerType: 'P', providerId: 99999999 }, token: token })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a message, never a stack trace', async () => {
    const token = await t.signIn('provadmin1');
    for (const [what, send] of [
      ['a short TIN', () => api(t.app).call(clientListCalls.clientProviders, { params: { tin: '75123' }, token })],
      ['an unknown line of business', () => api(t.app).call(clientListCalls.clientProducts, { params: { lob: 'HMO', providerId: pick.prv_id, state: pick.state, tin: '751234501' }, token })],
      ['a state by name', () => api(t.app).call(clientListCalls.clientProducts, { params: { lob: 'WC', providerId: pick.prv_id, state: 'texas', tin: '751234501' }, token })],
      [
        'a sort by an unknown column',
        () =>
          api(t.app).call(clientListCalls.clientsByLob, {
            params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, productCd: pick.product_cd, tin: '751234501' },
            query: { sort: 'password' },
            token,
          }),
      ],
      ['an unknown provider type', () => api(t.app).call(clientListCalls.clientStates, { params: { providerType: 'X', providerId: pick.prv_id }, token })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toEqual(expect.any(String));
      expect(res.body).not.toContain('at ');
    }
  });

  it("refuses a TIN outside the provider user's own, with an audit row; an internal administrator reads any", async () => {
    const user = await t.signIn('provuser1'); // TINs 751234501 and 751234502 only
    const foreign = await api(t.app).call(clientListCalls.clientProviders, { params: { tin: '751234503' }, token: user });
    expect(foreign.statusCode).toBe(403);
    const [other] = await t.rows<{ prv_id: number; prv_provider_type: string }>(`SELECT prv_id, prv_provider_type FROM provider WHERE prv_tax_id = '862001101' LIMIT 1`);
    // A provider named by id alone: another group's answers as an unknown one, naming no TIN (decision 076).
    const states = await api(t.app).call(clientListCalls.clientStates, { params: { providerType: other!.prv_provider_type, providerId: other!.prv_id }, token: user });
    expect(states.statusCode).toBe(404);
    expect(states.body).not.toContain('862001101');
    expect(foreign.body).not.toContain('751234503');
    expect((await api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: other!.prv_id, state: 'TX', productCd: 'PPO', tin: '862001101' }, token: user })).statusCode).toBe(403);
    const refused = await t.rows<{ target: string; detail: { action: string } }>(`SELECT target, detail FROM audit_log WHERE action = 'SCOPE_REFUSED' AND actor_user_nm = 'provuser1' ORDER BY audit_id`);
    expect(refused.map((r) => [r.target, r.detail.action])).toEqual([
      ['751234503', 'CLIENT_PROVIDERS'],
      ['862001101', 'CLIENT_STATES'],
      ['862001101', 'CLIENT_LIST'],
    ]);
    // The billing company's admin has no Client List (part 1 §6 office-staff rule); its providers call serves the Fee Schedule too.
    expect((await api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: other!.prv_id, state: 'TX', productCd: 'PPO', tin: '862001101' }, token: await t.signIn('billing01') })).statusCode).toBe(403);
    expect((await api(t.app).call(clientListCalls.clientProviders, { params: { tin: '862001101' }, token: await t.signIn('readonly1') })).statusCode).toBe(200);
  });
});

describe('Client_List.xlsx (part 1 §9)', () => {
  it('has the criteria in the header rows, the headings on row 11 and the rows the table shows', async () => {
    const token = await t.signIn('provadmin1');
    const clients = (query: Record<string, string> = {}, headers?: Record<string, string>) =>
      api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, productCd: pick.product_cd, tin: '751234501' }, query, token, headers });
    const rows = (await clients()).json() as ClientRow[];
    const load = async (query: Record<string, string>) => {
      const res = await clients(query, { accept: XLSX });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Client_List.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.getWorksheet('Client List')!;
    };

    const all = await load({});
    const [product] = await t.rows<{ product_name: string }>(`SELECT product_name FROM product WHERE product_cd = $1`, [pick.product_cd]);
    const header = [3, 4, 5, 6, 7, 8].map((n) => (all.getRow(n).values as unknown[]).slice(1));
    expect(header).toEqual([
      ['Line of Business', "Workers' Comp"],
      ['Tax ID', '751234501'],
      ['Provider ID', String(pick.prv_id)],
      ['State', pick.state],
      ['Product', `${product!.product_name} (${pick.product_cd})`],
      ['Date', formatDate(todayIso())],
    ]);
    expect((all.getRow(11).values as unknown[]).slice(1)).toEqual(clientColumns.map((c) => c.header));
    expect(all.rowCount).toBe(11 + rows.length);
    const first = [...rows].sort((a, b) => a.aeName.localeCompare(b.aeName))[0]!;
    expect(all.getRow(12).getCell(1).value).toBe(first.aeName);
    if (first.ecsPhoneNum) expect(all.getRow(12).getCell(4).value).toBe(formatPhone(first.ecsPhoneNum));

    // A filter and a sort: only the matching rows, in the table's order.
    const needle = first.aeName.slice(0, 3).toUpperCase();
    const matching = rows.filter((r) => r.aeName.toLowerCase().includes(needle.toLowerCase())).map((r) => r.aeName).sort().reverse();
    const filtered = await load({ aeName: needle, sort: 'aeName', desc: 'true' });
    expect(filtered.rowCount).toBe(11 + matching.length);
    expect(matching.map((_, i) => filtered.getRow(12 + i).getCell(1).value)).toEqual(matching);
    const [audit] = await t.rows<{ actor_user_nm: string }>(`SELECT actor_user_nm FROM audit_log WHERE action = 'CLIENT_LIST_EXPORT' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit).toEqual({ actor_user_nm: 'provadmin1' });
  });
});

describe('Client_List.csv (issue 27 §3, decision 061)', () => {
  it('answers the rows the table shows as CSV when Accept asks for it, with the table headings, audited', async () => {
    const token = await t.signIn('provadmin1');
    const clients = (query: Record<string, string> = {}, headers?: Record<string, string>) =>
      api(t.app).call(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: pick.prv_id, state: pick.state, productCd: pick.product_cd, tin: '751234501' }, query, token, headers });
    const rows = (await clients()).json() as ClientRow[];
    const res = await clients({ sort: 'aeName', desc: 'true' }, { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Client_List.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(clientColumns.map((c) => (c.header.includes(',') ? `"${c.header}"` : c.header)).join(','));
    expect(lines).toHaveLength(1 + rows.length);
    const names = rows.map((r) => r.aeName).sort().reverse();
    expect(lines[1]!.startsWith(names[0]!.includes(',') ? `"${names[0]}"` : names[0]!)).toBe(true);
    const [audit] = await t.rows<{ detail: { format: string } }>(`SELECT detail FROM audit_log WHERE action = 'CLIENT_LIST_EXPORT' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit!.detail.format).toBe('csv');
    // The file is one of the person's downloads an hour (decision 073); the table's own read is not.
    const downloads = async () => (await t.rows<{ n: number }>(`SELECT failures AS n FROM attempt_counter WHERE counter_key = 'limit:downloads:provadmin1'`))[0]?.n ?? 0;
    const before = await downloads();
    await clients();
    expect(await downloads()).toBe(before);
    await clients({}, { accept: 'text/csv' });
    expect(await downloads()).toBe(before + 1);
  });
});
