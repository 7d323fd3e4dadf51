import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@wcpp/contract';
import { DEMO_PASSWORD } from '../seed/accounts';
import { bearer, createTestApp, type TestApp } from './app';
import { all, all403, callers, effectiveNames, names, signInAll, type Row } from './permission-callers';
import { workspaceRows } from './permission-rows-workspace';
import { paymentRows } from './permission-rows-payments';

/**
 * The permission table of the API: every guarded call × every user type × mirroring.
 * A row lists the status each caller gets; later features add their calls here.
 */
let t: TestApp;
/** NONE has no token: every guarded call answers 401. */
const tokens: Record<string, string> = { NONE: '' };
const ids: Record<string, number> = {};
/** Bills of TIN 751234503 (group 1001, not assigned to provuser1): with an image and EOR, network-priced, second source. */
const bcn: Record<'image' | 'priced' | 'secondSource', string> = { image: '', priced: '', secondSource: '' };


/** Providers of TIN 751234501 (provuser1's) and a physician of 751234503 (not provuser1's). */
const prv = { physician: 0, facility: 0, otherPhysician: 0 };
/** A provider of TIN 751234501 in the Client List, with a state and product it takes part in. */
let client = { prv_id: 0, prv_provider_type: '', state: '', product_cd: '' };
/** A DPWC rate code of a physician of TIN 751234501. */
let rate = { prv_id: 0, prv_name: '', code: '', zip: '', location: '' };
/** A payment whose bills are all of TIN 751234503. */
let payment503 = 0;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  Object.assign(tokens, await signInAll(t));
  for (const r of await t.rows<{ user_nm: string; user_info_id: number }>(`select user_nm, user_info_id from user_info`)) ids[r.user_nm] = r.user_info_id;
  const first = async (where: string) =>
    (await t.rows<{ bcn: string }>(`select bill_control_number as bcn from bill where ftin = '751234503' and ${where} order by bill_id limit 1`))[0]!.bcn;
  bcn.image = await first('has_image and eor and not mitch_bill');
  bcn.priced = await first('mcps_bill and recommended_allowance is not null');
  bcn.secondSource = await first('mitch_bill');
  payment503 = (
    await t.rows<{ id: number }>(
      `select bp.payment_id as id from bill_payment bp join bill b on b.bill_id = bp.bill_id where bp.payment_id is not null
       group by bp.payment_id having bool_and(b.ftin = '751234503') order by bp.payment_id limit 1`,
    )
  )[0]!.id;
  const provider = async (tin: string, physician: boolean) =>
    (await t.rows<{ prv_id: number }>(`select prv_id from provider where prv_tax_id = $1 and (prv_provider_type = 'P') = $2 order by prv_id limit 1`, [tin, physician]))[0]!.prv_id;
  prv.physician = await provider('751234501', true);
  prv.facility = await provider('751234501', false);
  prv.otherPhysician = await provider('751234503', true);
  [client] = await t.rows<typeof client>(
    `SELECT p.prv_id, p.prv_provider_type, cp.state, cp.product_cd FROM client_participation cp JOIN provider p USING (prv_id)
     WHERE cp.ftin = '751234501' AND cp.lob = 'WC' ORDER BY p.prv_name, p.prv_id, cp.product_cd LIMIT 1`,
  );
  [rate] = await t.rows<typeof rate>(
    `select p.prv_id, p.prv_name, r.national_rate_cd as code, r.lctn_zip_cd as zip, r.prov_lctn_name as location from provider p join rate_code r using (prv_id)
     where p.prv_tax_id = '751234501' and p.prv_provider_type = 'P' and r.lob = 'DPWC' order by p.prv_id, r.national_rate_cd limit 1`,
  );
  jwalker = (await t.app.inject({ url: '/api/users/userByName/jwalker01', headers: bearer(tokens.ISAD) })).json();
});
afterAll(() => t.close());

/** The administration changes: the system administrator and the group's Provider Admin, nobody else, never while mirroring. */
const adminChange = { ...all403(), ISAD: 200, PRAD: 200 };
/** jwalker01's profile as read before the table runs (Edit Profile's payload). */
let jwalker: Record<string, unknown> = {};
const resetJwalker = () => t.rows(`UPDATE user_info SET type_cd = 'PRUS', status_cd = 'ACTIV' WHERE user_nm = 'jwalker01'`);

/** Bills outside the caller's scope are not found (404), as if they did not exist. */
const group1001Document = { ...all(404), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 };

/** provuser1's profile as the form sends it, with what a row changes. */
const provuser1Profile = (changes: Record<string, unknown> = {}) => ({
  id: ids.provuser1,
  userNm: 'provuser1',
  userFirstName: 'Peter',
  userLastName: 'Ulrich',
  emailAddr: 'provuser1@clinic.example',
  phoneNum: '512-555-0103',
  affiliationCd: 'OFC_STAFF',
  jobTitle: 'Billing Specialist',
  companyNm: 'Lakeside Orthopedic Associates',
  ...changes,
});

const table: Row[] = [
  { call: 'user details of provuser1', url: () => '/api/users/userByName/provuser1', expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: 'user details of billing01', url: () => '/api/users/userByName/billing01', expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD_BILLING: 200 } },
  { call: 'TINs of provadmin1', url: () => '/api/ftin/userFtins/provadmin1?activeFlag=true', expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } },
  // Read with the session for the caller's own list (decision 034); another's, or inactive ones too, by the TIN service.
  { call: 'TINs of provuser1, inactive too', url: () => '/api/ftin/userFtins/provuser1?activeFlag=false', expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: 'idle timeout', url: () => '/api/appProperties/property/FE_APP_TIMEOUT', expect: all(200) },
  { call: 'notifications of provuser1', url: () => `/api/notifications/user/${ids.provuser1}`, expect: { ...all(403), PRUS: 200, 'ISAD→PRUS': 200 } },
  {
    call: 'mark a notification of provuser1 viewed',
    method: 'PATCH',
    url: () => `/api/notifications/viewed/${ids.provuser1}`,
    payload: () => ({ wcp_notification_id: 999999 }),
    expect: { ...all(403), PRUS: 404 },
  },
  {
    call: 'save own profile fields',
    method: 'POST',
    url: () => '/api/users/updateBackfill',
    payload: () => ({ userNm: 'provuser1', jobTitle: 'Billing Specialist', companyNm: 'Lakeside Orthopedic Associates', affiliationCd: 'OFC_STAFF' }),
    // Only while the profile is incomplete, and provuser1's is complete (docs/decisions/026).
    expect: { ...all(403), PRUS: 409 },
  },
  {
    call: "save provuser1's profile (provuser1 themself, or an administrator of the account)",
    method: 'PUT',
    url: () => '/api/users/updateUser',
    payload: () => provuser1Profile(),
    expect: { ...all(403), ISAD: 200, PRAD: 200, PRUS: 200 },
  },
  {
    // A new address needs the owner's password, or the administrator's own (decision 075): refused without it.
    call: 'change the e-mail of provuser1 without a current password (refused to all: the owner or the administrator must give theirs)',
    method: 'PUT',
    url: () => '/api/users/updateUser',
    payload: () => provuser1Profile({ emailAddr: 'peter.elsewhere@clinic.example' }),
    before: () => t.rows(`UPDATE user_info SET email_addr = 'provuser1@clinic.example' WHERE user_nm = 'provuser1'`),
    expect: { ...all(403), ISAD: 400, PRAD: 400, PRUS: 400 },
  },
  {
    // With the caller's own password a link goes to the new address (the old address is told): restored before each caller.
    call: 'change the e-mail of provuser1 with the caller’s own current password',
    method: 'PUT',
    url: () => '/api/users/updateUser',
    payload: () => provuser1Profile({ emailAddr: 'peter.elsewhere@clinic.example', currentPassword: DEMO_PASSWORD }),
    before: () => t.rows(`UPDATE user_info SET email_addr = 'provuser1@clinic.example' WHERE user_nm = 'provuser1'`),
    expect: { ...all(403), ISAD: 200, PRAD: 200, PRUS: 200 },
  },
  {
    // Public: the link's token authorizes whoever follows it, so mirroring does not matter (docs/decisions/026).
    call: 'confirm an e-mail change with an unknown token',
    method: 'POST',
    url: () => '/api/public/confirmEmailChange',
    payload: () => ({ token: 'not-a-real-token' }),
    readOnly: true,
    expect: { ...all(400), NONE: 400 },
  },
  {
    call: 'change the password of provuser1 (only provuser1 themself)',
    method: 'POST',
    url: () => '/api/users/updatePwd',
    payload: () => ({ username: 'provuser1', password: 'Portal#2026', newPassword: 'Portal#2026' }),
    expect: { ...all(403), PRUS: 200 },
  },
  { call: 'whether provuser1 needs the profile dialog', url: () => '/api/users/needsBackfill/provuser1', expect: { ...all(403), PRUS: 200, 'ISAD→PRUS': 200 } },
  {
    call: 'the provider-resources listing (the Provider Resources guard)',
    url: () => '/resources/api/assets/wcpp/provider-resources/provider-resources.json',
    expect: { ...all(200), PRAD_BILLING: 403 },
  },
  { call: 'a secure file of the resource host (any signed-in user)', url: () => '/resources/docs/provider-manual-2026.pdf', expect: all(200) },
  { call: 'whether a bill image of TIN 751234503 exists', url: () => `/api/billSearch/imageExist?billControlNumber=${bcn.image}&isEor=N`, expect: { ...all(200) } },
  {
    call: 'whether the EOR of a bill of TIN 751234503 can be shown',
    url: () => `/api/billSearch/precheckEor?url=${encodeURIComponent(`/billSearch/imageExist?billControlNumber=${bcn.image}&isEor=Y`)}`,
    expect: all(200),
  },
  { call: 'the bill image link of TIN 751234503', url: () => `/api/billSearch/billImage/${bcn.image}/N/-`, expect: group1001Document },
  { call: 'the bill image PDF of TIN 751234503', url: () => `/api/billSearch/billImage/B${bcn.image}`, expect: group1001Document },
  { call: 'the EOR PDF of TIN 751234503', url: () => `/api/billSearch/billImage/E${bcn.image}`, expect: group1001Document },
  {
    call: 'the pricing sheet of TIN 751234503',
    method: 'POST',
    url: () => '/api/billSearch/searchBillPriceSheet',
    payload: () => ({ billRefNumber: bcn.priced }),
    readOnly: true,
    expect: group1001Document,
  },
  {
    call: 'the reference lines of a second-source bill of TIN 751234503',
    method: 'POST',
    url: () => '/api/billSearch/searchBillReference',
    payload: () => ({ billRefNumber: bcn.secondSource }),
    readOnly: true,
    expect: group1001Document,
  },
  {
    call: 'start mirroring jwalker01',
    method: 'POST',
    url: () => '/api/admin/mirror',
    payload: () => ({ userNm: 'jwalker01' }),
    endsSession: true,
    expect: { ...all(403), ISAD: 200, IRAD: 200 },
  },
  { call: 'stop mirroring (Revert)', method: 'DELETE', url: () => '/api/admin/mirror', readOnly: true, endsSession: true, expect: { ...all(409), 'ISAD→PRUS': 200, 'IRAD→PRAD': 200 } },
  { call: 'the session of the token', url: () => '/api/auth/session', expect: all(200) },
  { call: 'sign out (ends the session)', method: 'POST', url: () => '/api/auth/signOut', readOnly: true, endsSession: true, expect: all(204) },
  {
    call: 'search bills of TIN 751234501 (provuser1 and group 1001)',
    method: 'POST',
    url: () => '/api/billSearch/searchByAssorted',
    payload: () => ({ billControlNumber: '70000000001', ftin: '751234501' }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403 },
  },
  {
    call: 'search bills of TIN 751234503 (group 1001, not provuser1)',
    method: 'POST',
    url: () => '/api/billSearch/searchByAssorted',
    payload: () => ({ billControlNumber: '70000000001', ftin: '751234503' }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 },
  },
  {
    call: 'search second-source bills of TIN 862001101 (group 1002)',
    method: 'POST',
    url: () => '/api/billSearch/mitchBillSearch',
    payload: () => ({ billControlNumber: '70000000001', tins: ['862001101'] }),
    readOnly: true,
    expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD_BILLING: 200 },
  },
  {
    call: 'payment information on TIN 751234503',
    method: 'POST',
    url: () => '/api/billSearch/findPaymentInfo',
    payload: () => ({ ftin: '751234503', billControlNumber: '1' }),
    readOnly: true,
    expect: { ...all(404), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 },
  },
  { call: "Bill Search's kept TIN selection (the effective user's)", url: () => '/api/billSearch/tinSelection', expect: all(200) },
  {
    // A preference of the caller's own: a TIN in scope, never while mirroring (read-only).
    call: "keep Bill Search's TIN selection 751234501 (provuser1 and group 1001)",
    method: 'PUT',
    url: () => '/api/billSearch/tinSelection',
    payload: () => ({ tins: ['751234501'] }),
    expect: { ...all(204), PRAD_BILLING: 403, 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  },
  {
    // A claim with no bill in the caller's scope is not found, as one that does not exist (docs/decisions/059).
    call: 'the claim page of WC10099001-4 (bills of 751234501 and 751234502: group 1001)',
    url: () => '/api/claims/wc10099001-4',
    expect: { ...all(200), PRAD_BILLING: 404 },
  },
  {
    call: 'claim search (office staff and administrators)',
    method: 'POST',
    url: () => '/api/globalclaim/searchByClaimant',
    payload: () => ({ claimantFirstName: 'Ann', claimantLastName: 'Lee', claimantDOB: '1980-01-01', doi: '2025-01-01', wildCardFstName: 'N' }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403 },
  },
  // The claims workspace (issue 27): exports, document bundles, saved searches (permission-rows-workspace.ts).
  ...workspaceRows(() => ({ bcn, rate, ids })),
  // Payments (issue 28, permission-rows-payments.ts).
  ...paymentRows(() => payment503),
  // Administration (issue: Manage Users, User Search, Manage TINs for a user; docs/decisions/038).
  {
    call: 'users of group 1001 (Manage Users)',
    url: (c) => `/api/users/manageUsers/1001/${names[c]}`,
    expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 },
  },
  { call: 'user search', method: 'POST', url: () => '/api/admin/userList', payload: () => ({ groupId: '1001' }), expect: { ...all(403), ISAD: 200, IRAD: 200 } },
  {
    call: 'convert jwalker01 to a Provider Admin',
    method: 'POST',
    url: (c) => `/api/users/convertUserToAdmin/${names[c]}/jwalker01`,
    before: resetJwalker,
    expect: adminChange,
  },
  {
    call: 'convert kpatel01 to a Provider User',
    method: 'POST',
    url: (c) => `/api/users/convertAdminToUser/${names[c]}/kpatel01`,
    before: () => t.rows(`UPDATE user_info SET type_cd = 'PRAD' WHERE user_nm = 'kpatel01'`),
    expect: adminChange,
  },
  { call: 'terminate jwalker01 (path)', method: 'PUT', url: (c) => `/api/users/terminateUser/${names[c]}/jwalker01`, before: resetJwalker, expect: adminChange },
  { call: 'terminate jwalker01 (body)', method: 'PUT', url: () => '/api/users/terminate', payload: () => ({ userNm: 'jwalker01' }), before: resetJwalker, expect: adminChange },
  {
    call: "reset provuser1's password by an administrator",
    method: 'POST',
    url: () => '/api/users/resetPasswordByAdmin/start',
    payload: (c) => ({ userName: 'provuser1', emailAddress: 'provuser1@clinic.example', adminUserName: names[c] }),
    expect: adminChange,
  },
  { call: 'resend the registration of mreyes001', method: 'POST', url: (c) => `/api/users/regenRegistrationByAdmin/${names[c]}/mreyes001@clinic.example`, expect: adminChange },
  { call: "provuser1's TINs to manage", url: () => '/api/ftin/managedUserFtins/provuser1', expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } },
  {
    call: "save provuser1's TINs",
    method: 'POST',
    url: (c) => `/api/ftin/managedUserFtins/provuser1?lastUpdatedUserName=${names[c]}`,
    payload: () => [{ ftin: '751234501', hasIt: true }, { ftin: '751234502', hasIt: true }],
    expect: adminChange,
  },
  { call: 'TINs of group 1001 (Manage TINs)', url: () => '/api/ftin/groupFtins/1001?activeFlag=true', expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } },
  // Issue 27 §2 (decision 063): a change of the group's managers, never while mirroring.
  {
    call: 'name TIN 751234501 of group 1001',
    method: 'PATCH',
    url: () => '/api/ftin/groupFtins/1001/751234501',
    payload: () => ({ nickname: 'Main Street Clinic' }),
    expect: { ...all403(), ISAD: 200, PRAD: 200 },
  },
  // 409: the group holds the TIN already (permission passed, nothing changed).
  { call: 'add TIN 751234501 to group 1001', method: 'POST', url: () => '/api/ftin/groupFtins/1001/751234501', payload: () => ({ cpdId: '1' }), expect: { ...all403(), ISAD: 409, PRAD: 409 } },
  { call: 'add TIN 751234501 to group 1001 (validateandSaveFtin)', method: 'POST', url: () => '/api/ftin/validateandSaveFtin/1001/751234501?cpdId=1', expect: { ...all403(), ISAD: 409, PRAD: 409 } },
  // 409: the group holds the TIN already (permission passed, nothing proven); a system administrator names the group.
  { call: 'prove TIN 751234501 for group 1001 (validateFtin)', url: () => '/api/ftin/validateFtin/751234501/?cpdId=1&groupId=1001', expect: { ...all403(), ISAD: 409, PRAD: 409 } },
  // Requests of another group for a TIN the group holds (docs/decisions/047).
  { call: 'TIN requests of group 1001', url: () => '/api/ftin/tinClaims/1001', expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } },
  { call: 'every pending TIN request (internal administrators)', url: () => '/api/ftin/tinClaims', expect: { ...all(403), ISAD: 200, IRAD: 200 } },
  ...(['approve', 'deny'] as const).map(
    (decision): Row => ({
      // Group 1002 asks for 1001's TIN: a holder (provadmin1) or the ISAD decides; anyone else meets a request that does not exist.
      call: `${decision} group 1002's request for TIN 751234501`,
      method: 'POST',
      url: () => `/api/ftin/tinClaims/900001/${decision}`,
      before: async () => {
        await t.rows(`DELETE FROM grp_ftin WHERE grp_info_id = 1002 AND ftin = '751234501'`);
        await t.rows(
          `INSERT INTO tin_claim (tin_claim_id, grp_info_id, ftin, status, proof_kind, requested_by) VALUES (900001, 1002, '751234501', 'PENDING', 'CPD', 'billing01')
           ON CONFLICT (tin_claim_id) DO UPDATE SET status = 'PENDING', decided_by = NULL, decided_at = NULL`,
        );
      },
      expect: { ...all403(), ISAD: 200, PRAD: 200, IRAD: 404, PRAD_BILLING: 404 },
    }),
  ),
  // 404: a TIN the group does not hold.
  { call: 'remove a TIN from group 1001', method: 'DELETE', url: () => '/api/ftin/groupFtins/1001/999999999', expect: { ...all403(), ISAD: 404, PRAD: 404 } },
  // 409: the address is in use (permission passed, nothing created).
  {
    call: 'add a user to group 1001',
    method: 'PUT',
    url: () => '/api/users/createUser',
    payload: () => ({
      userFirstName: 'Nina', userLastName: 'Brooks', phoneNum: '5125550199', emailAddr: 'provuser1@clinic.example', typeCd: 'PRUS', grpInfoId: 1001,
      userFtins: [{ ftin: '751234501' }], affiliationCd: 'OFC_STAFF', jobTitle: 'Scheduler', companyNm: 'Lakeside',
    }),
    expect: { ...all403(), ISAD: 409, PRAD: 409 },
  },
  { call: 'whether an address is in use (Add User)', method: 'POST', url: () => '/api/users/checkEmailAddressExists/someone%40clinic.example', expect: { ...all403(), ISAD: 200, PRAD: 200, PRAD_BILLING: 200 } },
  { call: 'account types the caller may create', method: 'PUT', url: () => '/api/users/getUserTypes', readOnly: true, expect: { ...all(200), PRUS: 403, 'ISAD→PRUS': 403 } },
  // Provider Demographics: office staff and administrators; a provider user only its own TINs' providers.
  { call: "a physician of TIN 751234501 (Demographics)", url: () => `/api/provider/Phys/${prv.physician}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: "a physician's specialties", url: () => `/api/provider/Phys/Spec/${prv.physician}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: "a physician's offices", url: () => `/api/provider/Phys/Loc/${prv.physician}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: "a physician's licenses", url: () => `/api/provider/Phys/Lic/${prv.physician}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  // A provider of another TIN answers as an unknown one (decision 076): its id must not tell its TIN.
  { call: 'a physician of TIN 751234503 (not provuser1s)', url: () => `/api/provider/Phys/${prv.otherPhysician}`, expect: { ...all(200), PRAD_BILLING: 403, PRUS: 404, 'ISAD→PRUS': 404 } },
  { call: 'a facility of TIN 751234501', url: () => `/api/provider/facility/${prv.facility}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: "a facility's locations", url: () => `/api/provider/facility/Loc/${prv.facility}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: "a facility's licenses", url: () => `/api/provider/Fac/Lic/${prv.facility}`, expect: { ...all(200), PRAD_BILLING: 403 } },
  // PPO Fee Schedule: every signed-in user, in its TIN scope; a request is the signed-in user's own, never a mirror's or the read-only administrator's.
  { call: 'rate codes of a provider of TIN 751234501', url: () => `/api/feeSchedule/getNationalRateCodes/DPWC/${rate.prv_id}/751234501`, expect: { ...all(200), PRAD_BILLING: 403 } },
  {
    call: 'a fee-schedule request for a location of TIN 751234501',
    method: 'POST',
    url: (caller) => `/api/feeSchedule/addFeeSchedRequest/${names[caller]}/${rate.code}/${encodeURIComponent(rate.prv_name)}/${rate.zip}/${rate.prv_id}`,
    // The billing company's group does not hold the rate code's TIN: an unknown rate code to it (decision 076).
    expect: { ...all403(), ISAD: 200, PRAD: 200, PRUS: 200, PRAD_BILLING: 404 },
  },
  { call: "the caller's fee-schedule files", url: (caller) => `/api/feeSchedule/getUserFeeSchedRequests/${effectiveNames[caller]}`, expect: all(200) },
  { call: 'a fee-schedule file that is not the caller’s', method: 'POST', url: (caller) => `/api/feeSchedule/returnFileContent/${effectiveNames[caller]}/999999`, readOnly: true, expect: all(404) },
  { call: 'the stream of a request that is not the caller’s', url: (caller) => `/api/feeSchedule/submitFeeScheduleAndNotify?userName=${effectiveNames[caller]}&feeSchedRqstId=999999`, expect: all(404) },
  // Client List: office staff and administrators (the billing company's admin has none); a provider user only its own TINs.
  { call: 'Client List providers of TIN 751234501', url: () => '/api/clients/list/751234501', expect: { ...all(200), PRAD_BILLING: 403 } },
  { call: 'Client List providers of TIN 751234503 (not provuser1s)', url: () => '/api/clients/list/751234503', expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } },
  { call: 'Client List states of a provider of TIN 751234501', url: () => `/api/clients/states/${client.prv_provider_type}/${client.prv_id}/`, expect: { ...all(200), PRAD_BILLING: 403 } },
  {
    call: 'Client List products of a provider of TIN 751234501',
    url: () => `/api/clients/getProductsByProv/WC/${client.prv_id}/${client.state}/751234501/`,
    expect: { ...all(200), PRAD_BILLING: 403 },
  },
  {
    call: 'Client List clients of a provider of TIN 751234501',
    url: () => `/api/clients/getClientsByLOB/WC/${client.prv_id}/${client.state}/${client.product_cd}/751234501/`,
    expect: { ...all(200), PRAD_BILLING: 403 },
  },
  { call: 'providers of TIN 751234501', url: () => '/api/provider/list/751234501', expect: { ...all(200), PRAD_BILLING: 403 } },
  // Decision 077: a TIN named outside the scope answers 403, a TIN no one holds the same; a record named by
  // id outside the scope answers as an unknown id (404), the id no record has the same.
  { call: 'providers of TIN 751234503 (not provuser1s)', url: () => '/api/provider/list/751234503', expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } },
  { call: 'providers of TIN 999999999 (no one holds it)', url: () => '/api/provider/list/999999999', expect: { ...all(403), ISAD: 200, IRAD: 200 } },
  { call: 'a physician id no provider has', url: () => '/api/provider/Phys/2147483647', expect: { ...all(404), PRAD_BILLING: 403 } },
  { call: "save jwalker01's profile (Edit Profile)", method: 'PUT', url: () => '/api/users/updateUser', payload: () => jwalker, before: resetJwalker, expect: adminChange },
  // Notifications: the system administrator only, never while mirroring (part 1 §6; decision 043).
  { call: 'the notifications list', url: () => '/api/notifications/list', expect: { ...all403(), ISAD: 200 } },
  { call: 'create a notification', method: 'PUT', url: () => '/api/notifications/create', payload: () => ({ name: 'Permission table' }), expect: { ...all403(), ISAD: 200 } },
  {
    call: 'update a notification',
    method: 'PUT',
    url: () => '/api/notifications/update',
    payload: () => ({ wcp_notification_id: NOTE.update, name: 'Permission table draft' }),
    before: () => notification(NOTE.update, 'DRAFT'),
    expect: { ...all403(), ISAD: 200 },
  },
  { call: 'delete a notification', method: 'DELETE', url: () => `/api/notifications/delete/${NOTE.remove}`, before: () => notification(NOTE.remove, 'DRAFT'), expect: { ...all403(), ISAD: 204 } },
  { call: 'un-publish a notification', method: 'DELETE', url: () => `/api/notifications/deleteUser/${NOTE.unpublish}`, before: () => notification(NOTE.unpublish, 'SENT'), expect: { ...all403(), ISAD: 200 } },
  { call: 'send a notification now', method: 'POST', url: () => `/api/notifications/send/${NOTE.send}`, before: () => notification(NOTE.send, 'READY'), expect: { ...all403(), ISAD: 200 } },
];

/** Notifications the table's rows act on, put back in their state before each caller. */
const NOTE = { update: 900001, remove: 900002, unpublish: 900003, send: 900004 } as const;
const notification = (id: number, status: string) =>
  t.rows(
    `INSERT INTO wcp_notification (wcp_notification_id, name, status, last_update_by, campaign, link, user_not_list, send_dt)
     VALUES ($1, 'Permission table', $2::varchar, 'sysadmin1', 'PERM', '/content/notices/maintenance', $3, CASE WHEN $2::varchar = 'SENT' THEN now() END)
     ON CONFLICT (wcp_notification_id) DO UPDATE SET status = EXCLUDED.status, send_dt = EXCLUDED.send_dt`,
    [id, status, String(ids.provuser1)],
  );

/** Whether a row's request reaches this described call. */
function reaches(row: Row, call: Endpoint): boolean {
  if ((row.method ?? 'GET') !== call.method) return false;
  const path = new URL(row.url('ISAD'), 'http://portal.invalid').pathname.replace(/^\/api/, '');
  const pattern = new RegExp(`^${call.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
  return pattern.test(path);
}

/** Calls made before sign-in: no role to tell apart (their limits and refusals are tested in their areas). */
const noRoles = new Set(allEndpoints.filter((e) => e.guard === 'public').map((e) => `${e.method} ${e.path}`));

describe('API permission table', () => {
  it('has a row for every described call that a role may or may not make', () => {
    const missing = allEndpoints.filter((e) => !noRoles.has(`${e.method} ${e.path}`) && !table.some((row) => reaches(row, e)));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  for (const row of table) {
    it(row.call, async () => {
      const actual: Record<string, number> = {};
      const own = row.endsSession ? await signInAll(t) : tokens;
      for (const caller of callers) {
        const headers = caller === 'NONE' ? {} : bearer(own[caller]);
        await row.before?.();
        const res = await t.app.inject({ method: row.method ?? 'GET', url: row.url(caller), headers, payload: row.payload?.(caller) });
        actual[caller] = res.statusCode;
        if (caller.includes('→') && row.method && row.method !== 'GET' && !row.readOnly) expect(res.json().code).toBe('MIRROR_READ_ONLY');
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
