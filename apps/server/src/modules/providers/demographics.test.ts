import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCalls, scopeMessages, type FacilityLocation, type License, type PhysicianLocation } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
/** A physician and a facility of TIN 751234501 (provuser1's), and a physician of 862001101 (group 1002's). */
let physician: { prv_id: number; phy_last_name: string };
let facility: { prv_id: number; prv_name: string };
let foreign: { prv_id: number };
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  [physician] = await t.rows<typeof physician>(`SELECT prv_id, phy_last_name FROM provider WHERE prv_tax_id = '751234501' AND prv_provider_type = 'P' ORDER BY prv_id LIMIT 1`);
  // The facility with the most location attributes, so every table of its dialog has rows.
  [facility] = await t.rows<typeof facility>(
    `SELECT p.prv_id, p.prv_name FROM provider p JOIN provider_location l USING (prv_id) JOIN location_attribute a USING (ofc_id)
     WHERE p.prv_tax_id = '751234501' AND p.prv_provider_type <> 'P' GROUP BY p.prv_id, p.prv_name ORDER BY count(DISTINCT a.kind) DESC, p.prv_id LIMIT 1`,
  );
  [foreign] = await t.rows<typeof foreign>(`SELECT prv_id FROM provider WHERE prv_tax_id = '862001101' AND prv_provider_type = 'P' LIMIT 1`);
});
afterAll(() => t.close());

describe('Provider Demographics (part 2 §2, §3, §7)', () => {
  it("gives a physician's general information, specialties by rank, offices with their focus lists and licenses", async () => {
    const token = await t.signIn('provuser1');
    const id = physician.prv_id;
    const general = await api(t.app).call(providerCalls.physician, { params: { id }, token });
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({ prvId: id, phyLastName: physician.phy_last_name, prvTaxId: '751234501' });
    expect(general.json().phyDateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const specialties = (await api(t.app).call(providerCalls.physicianSpecialties, { params: { id }, token })).json() as { srrRank: number }[];
    expect(specialties.length).toBeGreaterThan(0);
    expect(specialties.map((s) => s.srrRank)).toEqual([...specialties.map((s) => s.srrRank)].sort());

    const locations = (await api(t.app).call(providerCalls.physicianLocations, { params: { id }, token })).json() as PhysicianLocation[];
    const onFile = await t.rows<{ ofc_id: number; city: string; primary_flag: boolean }>(`SELECT ofc_id, city, primary_flag FROM provider_location WHERE prv_id = $1`, [id]);
    expect(locations.map((l) => l.poflOfcId).sort()).toEqual(onFile.map((l) => l.ofc_id).sort());
    expect(locations[0]!.poflPrimaryOfficeFlag).toBe('Y');
    expect(locations[0]!.address).toContain(onFile.find((l) => l.primary_flag)!.city);
    expect(locations[0]!.ptcTaxId).toBe('751234501');
    const focuses = await t.rows<{ description: string }>(`SELECT description FROM location_attribute WHERE ofc_id = $1 AND kind = 'FOCUS'`, [locations[0]!.poflOfcId]);
    expect(locations[0]!.details).toEqual(focuses.map((f) => ({ focusShortDesc: f.description })));

    const licenses = (await api(t.app).call(providerCalls.physicianLicenses, { params: { id }, token })).json() as License[];
    expect(licenses[0]).toMatchObject({ prvId: id, ltrLicenseType: 'Medical License' });
    expect(licenses[0]!.plicIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [audit] = await t.rows<{ target: string }>(`SELECT target FROM audit_log WHERE action = 'PROVIDER_READ' AND actor_user_nm = 'provuser1' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit).toEqual({ target: String(id) });
  });

  it("gives a facility's general information and its locations with what each offers", async () => {
    const token = await t.signIn('provadmin1');
    const general = await api(t.app).call(providerCalls.facility, { params: { id: facility.prv_id }, token });
    expect(general.json()).toMatchObject({ prvId: facility.prv_id, faclFacilityName: facility.prv_name, faclTaxId: '751234501' });
    const locations = (await api(t.app).call(providerCalls.facilityLocations, { params: { id: facility.prv_id }, token })).json() as FacilityLocation[];
    const withAny = locations.find((l) => l.services.length + l.specialties.length + l.focuses.length + l.languagues.length > 0)!;
    const attributes = await t.rows<{ kind: string; description: string }>(`SELECT kind, description FROM location_attribute WHERE ofc_id = $1 ORDER BY description`, [withAny.poflOfcId]);
    const of = (kind: string) => attributes.filter((a) => a.kind === kind).map((a) => a.description);
    expect(withAny.services.map((s) => s.fsrShortDesc)).toEqual(of('SERVICE'));
    expect(withAny.languagues.map((s) => s.lngLanguageName)).toEqual(of('LANGUAGE'));
    expect((await api(t.app).call(providerCalls.facilityLicenses, { params: { id: facility.prv_id }, token })).json()[0]).toMatchObject({ ltrLicenseType: 'Facility License' });
  });

  it('finds no physician behind a facility id, nor a facility behind a physician id, nor an unknown id', async () => {
    const token = await t.signIn('provadmin1');
    expect((await api(t.app).call(providerCalls.physician, { params: { id: facility.prv_id }, token })).statusCode).toBe(404);
    expect((await api(t.app).call(providerCalls.facilityLocations, { params: { id: physician.prv_id }, token })).statusCode).toBe(404);
    expect((await api(t.app).call(providerCalls.facilityLicenses, { params: { id: 99999999 }, token })).statusCode).toBe(404);
    expect((await api(t.app).call(providerCalls.physician, { params: { id: 'abc' }, token })).statusCode).toBe(400);
  });

  it("answers another group's provider as an unknown one, naming no TIN, with an audit row; internal administrators read any; the billing company none", async () => {
    const user = await t.signIn('provuser1');
    const unknown = await api(t.app).call(providerCalls.physician, { params: { id: 999999999 }, token: user });
    for (const endpoint of [providerCalls.physician, providerCalls.physicianLocations, providerCalls.physicianLicenses]) {
      const res = await api(t.app).call(endpoint, { params: { id: foreign.prv_id }, token: user });
      // Decision 076: a guessed id must not tell another group's TIN (nor that the id exists).
      expect(res.statusCode, endpoint.path).toBe(404);
      expect(res.body).not.toContain('862001101');
    }
    const { requestId: _a, ...foreignBody } = (await api(t.app).call(providerCalls.physician, { params: { id: foreign.prv_id }, token: user })).json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect(foreignBody).toEqual(unknownBody);
    const refused = await t.rows<{ target: string; detail: { action: string } }>(`SELECT target, detail FROM audit_log WHERE action = 'SCOPE_REFUSED' AND actor_user_nm = 'provuser1' ORDER BY audit_id`);
    // Decision 077: the unknown id writes the same row (its target no TIN), so both do the same work.
    expect(refused.map((r) => [r.target, r.detail.action])).toEqual([
      [null, 'PHYSICIAN'],
      ['862001101', 'PHYSICIAN'],
      ['862001101', 'PHYSICIAN_LOCATIONS'],
      ['862001101', 'PHYSICIAN_LICENSES'],
      ['862001101', 'PHYSICIAN'],
    ]);
    expect((await api(t.app).call(providerCalls.physician, { params: { id: foreign.prv_id }, token: await t.signIn('readonly1') })).statusCode).toBe(200);
    // A TIN named outside the scope answers as a TIN no one holds: 403, one body naming neither (decision 077).
    const held = await api(t.app).call(providerCalls.providerList, { params: { tin: '862001101' }, token: user });
    const unheld = await api(t.app).call(providerCalls.providerList, { params: { tin: '999999999' }, token: user });
    expect([held.statusCode, unheld.statusCode]).toEqual([403, 403]);
    const { requestId: _c, ...heldBody } = held.json();
    const { requestId: _d, ...unheldBody } = unheld.json();
    expect(heldBody).toEqual(unheldBody);
    expect(heldBody).toMatchObject({ code: 'TIN_NOT_IN_SCOPE', message: scopeMessages.tinNotInScope });
    expect((await api(t.app).call(providerCalls.physician, { params: { id: foreign.prv_id }, token: await t.signIn('billing01') })).statusCode).toBe(403);
  });
});
