import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  appPropertyCalls,
  attachmentCalls,
  authCalls,
  billSearchCalls,
  claimCalls,
  claimSearchCalls,
  clientListCalls,
  feeScheduleCalls,
  notificationCalls,
  passwordCalls,
  providerCalls,
  signInSecurityCalls,
  tinCalls,
  urlOf,
  userAdminCalls,
  userCalls,
} from '@wcpp/contract';
import { DEMO_PASSWORD } from '../seed/accounts';
import { api } from './api';
import { createTestApp, type TestApp } from './app';
import { all, all403, callers, effectiveNames, fileRow, names, row, signInAll, type Row } from './permission-callers';
import { workspaceRows } from './permission-rows-workspace';
import { paymentRows } from './permission-rows-payments';
import { activityRows, notMeRow } from './permission-rows-activity';
import { notificationAdminRows } from './permission-rows-notifications';
import { attachmentRows, type AttachmentTargets } from './permission-rows-attachments';
import { multipartBody, pngFile, sendingParts } from '../modules/attachments/test-files';

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
/** A bill of 751234501 to send records to, and provadmin1's sending to a bill of 751234503. */
const attachments: AttachmentTargets = { bill501: 0, receipt503: '', file503: 0 };

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
  jwalker = (await api(t.app).call(userCalls.userByName, { params: { name: 'jwalker01' }, token: tokens.ISAD })).ok();
  const billOf = async (tin: string) => Number((await t.rows<{ id: number }>(`select bill_id as id from bill where ftin = $1 order by bill_id limit 1`, [tin]))[0]!.id);
  attachments.bill501 = await billOf('751234501');
  const form = multipartBody(sendingParts(await billOf('751234503'), [{ fileName: 'report.png', data: pngFile() }]));
  const sent = (await api(t.app).call(attachmentCalls.sendRecords, { token: tokens.PRAD, headers: form.headers, body: form.payload })).ok();
  attachments.receipt503 = sent.receiptNumber;
  attachments.file503 = sent.files[0]!.fileId;
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
  row(userCalls.userByName, { call: 'user details of provuser1', input: () => ({ params: { name: 'provuser1' } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(userCalls.userByName, { call: 'user details of billing01', input: () => ({ params: { name: 'billing01' } }), expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD_BILLING: 200 } }),
  row(tinCalls.userFtins, { call: 'TINs of provadmin1', input: () => ({ params: { userName: 'provadmin1' }, query: { activeFlag: 'true' } }), expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } }),
  // Read with the session for the caller's own list (decision 034); another's, or inactive ones too, by the TIN service.
  row(tinCalls.userFtins, { call: 'TINs of provuser1, inactive too', input: () => ({ params: { userName: 'provuser1' }, query: { activeFlag: 'false' } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(appPropertyCalls.appProperty, { call: 'idle timeout', input: () => ({ params: { name: 'FE_APP_TIMEOUT' } }), expect: all(200) }),
  row(notificationCalls.userNotifications, { call: 'notifications of provuser1', input: () => ({ params: { userId: ids.provuser1 } }), expect: { ...all(403), PRUS: 200, 'ISAD→PRUS': 200 } }),
  row(notificationCalls.notificationViewed, {
    call: 'mark a notification of provuser1 viewed',
    input: () => ({ params: { userId: ids.provuser1 }, body: { wcp_notification_id: 999999 } }),
    expect: { ...all(403), PRUS: 404 },
  }),
  row(userCalls.updateBackfill, {
    call: 'save own profile fields',
    input: () => ({ body: { userNm: 'provuser1', jobTitle: 'Billing Specialist', companyNm: 'Lakeside Orthopedic Associates', affiliationCd: 'OFC_STAFF' } }),
    // Only while the profile is incomplete, and provuser1's is complete (docs/decisions/026).
    expect: { ...all(403), PRUS: 409 },
  }),
  row(userCalls.updateUser, {
    call: "save provuser1's profile (provuser1 themself, or an administrator of the account)",
    input: () => ({ body: provuser1Profile() }),
    expect: { ...all(403), ISAD: 200, PRAD: 200, PRUS: 200 },
  }),
  row(userCalls.updateUser, {
    // A new address needs the owner's password, or the administrator's own (decision 075): refused without it.
    call: 'change the e-mail of provuser1 without a current password (refused to all: the owner or the administrator must give theirs)',
    input: () => ({ body: provuser1Profile({ emailAddr: 'peter.elsewhere@clinic.example' }) }),
    before: () => t.rows(`UPDATE user_info SET email_addr = 'provuser1@clinic.example' WHERE user_nm = 'provuser1'`),
    expect: { ...all(403), ISAD: 400, PRAD: 400, PRUS: 400 },
  }),
  row(userCalls.updateUser, {
    // With the caller's own password a link goes to the new address (the old address is told): restored before each caller.
    call: 'change the e-mail of provuser1 with the caller’s own current password',
    input: () => ({ body: provuser1Profile({ emailAddr: 'peter.elsewhere@clinic.example', currentPassword: DEMO_PASSWORD }) }),
    before: () => t.rows(`UPDATE user_info SET email_addr = 'provuser1@clinic.example' WHERE user_nm = 'provuser1'`),
    expect: { ...all(403), ISAD: 200, PRAD: 200, PRUS: 200 },
  }),
  row(userCalls.confirmEmailChange, {
    // Public: the link's token authorizes whoever follows it, so mirroring does not matter (docs/decisions/026).
    call: 'confirm an e-mail change with an unknown token',
    input: () => ({ body: { token: 'not-a-real-token' } }),
    readOnly: true,
    expect: { ...all(400), NONE: 400 },
  }),
  row(passwordCalls.updatePassword, {
    call: 'change the password of provuser1 (only provuser1 themself)',
    input: () => ({ body: { username: 'provuser1', password: 'Portal#2026', newPassword: 'Portal#2026' } }),
    expect: { ...all(403), PRUS: 200 },
  }),
  row(userCalls.needsBackfill, { call: 'whether provuser1 needs the profile dialog', input: () => ({ params: { userName: 'provuser1' } }), expect: { ...all(403), PRUS: 200, 'ISAD→PRUS': 200 } }),
  fileRow('/resources/api/assets/wcpp/provider-resources/provider-resources.json', {
    call: 'the provider-resources listing (the Provider Resources guard)',
    expect: { ...all(200), PRAD_BILLING: 403 },
  }),
  fileRow('/resources/docs/provider-manual-2026.pdf', { call: 'a secure file of the resource host (any signed-in user)', expect: all(200) }),
  row(billSearchCalls.imageExist, { call: 'whether a bill image of TIN 751234503 exists', input: () => ({ query: { billControlNumber: bcn.image, isEor: 'N' } }), expect: { ...all(200) } }),
  row(billSearchCalls.precheckEor, {
    call: 'whether the EOR of a bill of TIN 751234503 can be shown',
    input: () => ({ query: { url: urlOf(billSearchCalls.imageExist, {}, { billControlNumber: bcn.image, isEor: 'Y' }) } }),
    expect: all(200),
  }),
  row(billSearchCalls.billImageLink, { call: 'the bill image link of TIN 751234503', input: () => ({ params: { billControlNumber: bcn.image, isEor: 'N', exId: '-' } }), expect: group1001Document }),
  row(billSearchCalls.billImage, { call: 'the bill image PDF of TIN 751234503', input: () => ({ params: { id: `B${bcn.image}` } }), expect: group1001Document }),
  row(billSearchCalls.billImage, { call: 'the EOR PDF of TIN 751234503', input: () => ({ params: { id: `E${bcn.image}` } }), expect: group1001Document }),
  row(billSearchCalls.searchBillPriceSheet, {
    call: 'the pricing sheet of TIN 751234503',
    input: () => ({ body: { billRefNumber: bcn.priced } }),
    readOnly: true,
    expect: group1001Document,
  }),
  row(billSearchCalls.searchBillReference, {
    call: 'the reference lines of a second-source bill of TIN 751234503',
    input: () => ({ body: { billRefNumber: bcn.secondSource } }),
    readOnly: true,
    expect: group1001Document,
  }),
  // Sign-in security (issue 46): the person's own, never while mirroring; the step-up is the administrator's own.
  row(signInSecurityCalls.stepUpState, { call: "how this session proves itself again", expect: all(200) }),
  row(signInSecurityCalls.stepUp, {
    call: 'step up with a recovery code that is not one',
    readOnly: true,
    input: () => ({ body: { method: 'recovery', code: 'AAAA-AAAA-AAAA' } }),
    // An account with a factor judges the code (403, the session alive); one without answers with its password (400).
    expect: { NONE: 401, ISAD: 403, IRAD: 403, PRAD: 400, PRAD_BILLING: 400, PRUS: 400, 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  }),
  row(signInSecurityCalls.securityOverview, { call: "the own account's second factors", expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } }),
  row(signInSecurityCalls.appEnrolStart, { call: 'start setting up an authenticator app', expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } }),
  row(signInSecurityCalls.appEnrolConfirm, { call: 'confirm the app with a wrong code', input: () => ({ body: { code: '000000' } }), expect: all403() }),
  row(signInSecurityCalls.appRemove, { call: 'remove the authenticator app', expect: { ...all403(), ISAD: 409, IRAD: 409, PRAD: 404, PRAD_BILLING: 404, PRUS: 404 } }),
  row(signInSecurityCalls.recoveryCodesRenew, { call: 'make new recovery codes', expect: { ...all403(), ISAD: 200, IRAD: 200, PRAD: 409, PRAD_BILLING: 409, PRUS: 409 } }),
  row(signInSecurityCalls.browserForget, {
    call: 'forget a browser that is not remembered',
    input: () => ({ params: { browserId: '00000000-0000-4000-8000-000000000000' } }),
    expect: { ...all(404), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  }),
  row(signInSecurityCalls.stepUpPasskeyOptions, { call: 'a step-up passkey challenge (no caller has a passkey)', readOnly: true, expect: all(409) }),
  row(signInSecurityCalls.passkeyRegisterOptions, { call: 'start adding a passkey', expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } }),
  row(signInSecurityCalls.passkeyRegister, {
    call: 'add a passkey on a challenge never given',
    input: () => ({ body: { name: 'Laptop', credential: unknownPasskey.attestation } }),
    expect: { ...all(409), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  }),
  row(signInSecurityCalls.passkeyRename, {
    call: 'rename a passkey that is not the caller’s',
    input: () => ({ params: { passkeyId: 999999 }, body: { name: 'Laptop' } }),
    expect: { ...all(404), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  }),
  row(signInSecurityCalls.passkeyRemove, { call: 'remove a passkey that is not the caller’s', input: () => ({ params: { passkeyId: 999999 } }), expect: { ...all(404), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } }),
  row(signInSecurityCalls.groupFactorRule, {
    call: "group 1001's second-factor rule",
    input: () => ({ params: { groupId: 1001 } }),
    expect: { ...all403(), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 },
  }),
  row(signInSecurityCalls.saveGroupFactorRule, {
    call: "save group 1001's second-factor rule (not required)",
    input: () => ({ params: { groupId: 1001 }, body: { required: false } }),
    expect: { ...all403(), ISAD: 200, PRAD: 200 },
  }),
  row(signInSecurityCalls.resetSecondFactors, {
    call: "reset jwalker01's second factors",
    input: () => ({ body: { userName: 'jwalker01' } }),
    expect: { ...all403(), ISAD: 204, PRAD: 204 },
  }),
  row(authCalls.mirrorStart, {
    call: 'start mirroring jwalker01',
    input: () => ({ body: { userNm: 'jwalker01' } }),
    endsSession: true,
    expect: { ...all(403), ISAD: 200, IRAD: 200 },
  }),
  row(authCalls.mirrorStop, { call: 'stop mirroring (Revert)', readOnly: true, endsSession: true, expect: { ...all(409), 'ISAD→PRUS': 200, 'IRAD→PRAD': 200 } }),
  row(authCalls.session, { call: 'the session of the token', expect: all(200) }),
  row(authCalls.signOut, { call: 'sign out (ends the session)', readOnly: true, endsSession: true, expect: all(204) }),
  row(billSearchCalls.searchByAssorted, {
    call: 'search bills of TIN 751234501 (provuser1 and group 1001)',
    input: () => ({ body: { billControlNumber: '70000000001', ftin: '751234501' } }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403 },
  }),
  row(billSearchCalls.searchByAssorted, {
    call: 'search bills of TIN 751234503 (group 1001, not provuser1)',
    input: () => ({ body: { billControlNumber: '70000000001', ftin: '751234503' } }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 },
  }),
  row(billSearchCalls.mitchBillSearch, {
    call: 'search second-source bills of TIN 862001101 (group 1002)',
    input: () => ({ body: { billControlNumber: '70000000001', tins: ['862001101'] } }),
    readOnly: true,
    expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD_BILLING: 200 },
  }),
  row(billSearchCalls.findPaymentInfo, {
    call: 'payment information on TIN 751234503',
    input: () => ({ body: { ftin: '751234503', billControlNumber: '1' } }),
    readOnly: true,
    expect: { ...all(404), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 },
  }),
  row(billSearchCalls.tinSelection, { call: "Bill Search's kept TIN selection (the effective user's)", expect: all(200) }),
  row(billSearchCalls.saveTinSelection, {
    // A preference of the caller's own: a TIN in scope, never while mirroring (read-only).
    call: "keep Bill Search's TIN selection 751234501 (provuser1 and group 1001)",
    input: () => ({ body: { tins: ['751234501'] } }),
    expect: { ...all(204), PRAD_BILLING: 403, 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
  }),
  row(claimCalls.claimByNumber, {
    // A claim with no bill in the caller's scope is not found, as one that does not exist (docs/decisions/059).
    call: 'the claim page of WC10099001-4 (bills of 751234501 and 751234502: group 1001)',
    input: () => ({ params: { claimNumber: 'wc10099001-4' } }),
    expect: { ...all(200), PRAD_BILLING: 404 },
  }),
  row(claimSearchCalls.searchByClaimant, {
    call: 'claim search (office staff and administrators)',
    input: () => ({ body: { claimantFirstName: 'Ann', claimantLastName: 'Lee', claimantDOB: '1980-01-01', doi: '2025-01-01', wildCardFstName: 'N' } }),
    readOnly: true,
    expect: { ...all(200), PRAD_BILLING: 403 },
  }),
  // The claims workspace (issue 27): exports, document bundles, saved searches (permission-rows-workspace.ts).
  ...workspaceRows(() => ({ bcn, rate, ids })),
  // Payments (issue 28, permission-rows-payments.ts).
  ...paymentRows(() => payment503),
  ...activityRows(),
  // Sending records (issue 48, permission-rows-attachments.ts).
  ...attachmentRows(
    () => attachments,
    () => t.rows(`UPDATE attachment_file SET state = 'sent', withdrawn_at = NULL WHERE attachment_file_id = $1`, [attachments.file503]),
  ),
  // Administration (issue: Manage Users, User Search, Manage TINs for a user; docs/decisions/038).
  row(userAdminCalls.manageUsers, {
    call: 'users of group 1001 (Manage Users)',
    input: (c) => ({ params: { grpInfoId: '1001', actor: names[c] } }),
    expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 },
  }),
  row(userAdminCalls.userList, { call: 'user search', input: () => ({ body: { groupId: '1001' } }), expect: { ...all(403), ISAD: 200, IRAD: 200 } }),
  row(userAdminCalls.convertUserToAdmin, {
    call: 'convert jwalker01 to a Provider Admin',
    input: (c) => ({ params: { actor: names[c], target: 'jwalker01' } }),
    before: resetJwalker,
    expect: adminChange,
  }),
  row(userAdminCalls.convertAdminToUser, {
    call: 'convert kpatel01 to a Provider User',
    input: (c) => ({ params: { actor: names[c], target: 'kpatel01' } }),
    before: () => t.rows(`UPDATE user_info SET type_cd = 'PRAD' WHERE user_nm = 'kpatel01'`),
    expect: adminChange,
  }),
  row(userAdminCalls.terminateUser, { call: 'terminate jwalker01 (path)', input: (c) => ({ params: { actor: names[c], target: 'jwalker01' } }), before: resetJwalker, expect: adminChange }),
  row(userAdminCalls.terminate, { call: 'terminate jwalker01 (body)', input: () => ({ body: { userNm: 'jwalker01' } }), before: resetJwalker, expect: adminChange }),
  row(userAdminCalls.resetPasswordByAdmin, {
    call: "reset provuser1's password by an administrator",
    input: (c) => ({ body: { userName: 'provuser1', emailAddress: 'provuser1@clinic.example', adminUserName: names[c] } }),
    expect: adminChange,
  }),
  row(userAdminCalls.regenRegistrationByAdmin, { call: 'resend the registration of mreyes001', input: (c) => ({ params: { actor: names[c], email: 'mreyes001@clinic.example' } }), expect: adminChange }),
  row(tinCalls.managedUserFtins, { call: "provuser1's TINs to manage", input: () => ({ params: { userName: 'provuser1' } }), expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } }),
  row(tinCalls.saveManagedUserFtins, {
    call: "save provuser1's TINs",
    input: (c) => ({ params: { userName: 'provuser1' }, query: { lastUpdatedUserName: names[c] }, body: [{ ftin: '751234501', hasIt: true }, { ftin: '751234502', hasIt: true }] }),
    expect: adminChange,
  }),
  row(tinCalls.groupFtins, { call: 'TINs of group 1001 (Manage TINs)', input: () => ({ params: { groupId: '1001' }, query: { activeFlag: 'true' } }), expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } }),
  // Issue 27 §2 (decision 063): a change of the group's managers, never while mirroring.
  row(tinCalls.saveTinNickname, {
    call: 'name TIN 751234501 of group 1001',
    input: () => ({ params: { groupId: '1001', ftin: '751234501' }, body: { nickname: 'Main Street Clinic' } }),
    expect: { ...all403(), ISAD: 200, PRAD: 200 },
  }),
  // 409: the group holds the TIN already (permission passed, nothing changed).
  row(tinCalls.addGroupFtin, { call: 'add TIN 751234501 to group 1001', input: () => ({ params: { groupId: '1001', ftin: '751234501' }, body: { cpdId: '1' } }), expect: { ...all403(), ISAD: 409, PRAD: 409 } }),
  row(tinCalls.validateAndSaveFtin, { call: 'add TIN 751234501 to group 1001 (validateandSaveFtin)', input: () => ({ params: { groupId: '1001', ftin: '751234501' }, query: { cpdId: '1' } }), expect: { ...all403(), ISAD: 409, PRAD: 409 } }),
  // 409: the group holds the TIN already (permission passed, nothing proven); a system administrator names the group.
  row(tinCalls.validateFtin, { call: 'prove TIN 751234501 for group 1001 (validateFtin)', input: () => ({ params: { ftin: '751234501' }, query: { cpdId: '1', groupId: '1001' } }), expect: { ...all403(), ISAD: 409, PRAD: 409 } }),
  // Requests of another group for a TIN the group holds (docs/decisions/047).
  row(tinCalls.groupTinClaims, { call: 'TIN requests of group 1001', input: () => ({ params: { groupId: '1001' } }), expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 } }),
  row(tinCalls.allTinClaims, { call: 'every pending TIN request (internal administrators)', expect: { ...all(403), ISAD: 200, IRAD: 200 } }),
  ...([
    ['approve', tinCalls.approveTinClaim],
    ['deny', tinCalls.denyTinClaim],
  ] as const).map(([decision, endpoint]) =>
    row(endpoint, {
      // Group 1002 asks for 1001's TIN: a holder (provadmin1) or the ISAD decides; anyone else meets a request that does not exist.
      call: `${decision} group 1002's request for TIN 751234501`,
      input: () => ({ params: { claimId: 900001 } }),
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
  row(tinCalls.removeGroupFtin, { call: 'remove a TIN from group 1001', input: () => ({ params: { groupId: '1001', ftin: '999999999' } }), expect: { ...all403(), ISAD: 404, PRAD: 404 } }),
  // 409: the address is in use (permission passed, nothing created).
  row(userAdminCalls.createUser, {
    call: 'add a user to group 1001',
    input: () => ({ body: {
      userFirstName: 'Nina', userLastName: 'Brooks', phoneNum: '5125550199', emailAddr: 'provuser1@clinic.example', typeCd: 'PRUS', grpInfoId: 1001,
      userFtins: [{ ftin: '751234501' }], affiliationCd: 'OFC_STAFF', jobTitle: 'Scheduler', companyNm: 'Lakeside',
    } }),
    expect: { ...all403(), ISAD: 409, PRAD: 409 },
  }),
  row(userAdminCalls.checkEmailAddressExists, { call: 'whether an address is in use (Add User)', input: () => ({ params: { email: 'someone@clinic.example' } }), expect: { ...all403(), ISAD: 200, PRAD: 200, PRAD_BILLING: 200 } }),
  row(userAdminCalls.getUserTypes, { call: 'account types the caller may create', readOnly: true, expect: { ...all(200), PRUS: 403, 'ISAD→PRUS': 403 } }),
  // Provider Demographics: office staff and administrators; a provider user only its own TINs' providers.
  row(providerCalls.physician, { call: "a physician of TIN 751234501 (Demographics)", input: () => ({ params: { id: prv.physician } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(providerCalls.physicianSpecialties, { call: "a physician's specialties", input: () => ({ params: { id: prv.physician } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(providerCalls.physicianLocations, { call: "a physician's offices", input: () => ({ params: { id: prv.physician } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(providerCalls.physicianLicenses, { call: "a physician's licenses", input: () => ({ params: { id: prv.physician } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  // A provider of another TIN answers as an unknown one (decision 076): its id must not tell its TIN.
  row(providerCalls.physician, { call: 'a physician of TIN 751234503 (not provuser1s)', input: () => ({ params: { id: prv.otherPhysician } }), expect: { ...all(200), PRAD_BILLING: 403, PRUS: 404, 'ISAD→PRUS': 404 } }),
  row(providerCalls.facility, { call: 'a facility of TIN 751234501', input: () => ({ params: { id: prv.facility } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(providerCalls.facilityLocations, { call: "a facility's locations", input: () => ({ params: { id: prv.facility } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(providerCalls.facilityLicenses, { call: "a facility's licenses", input: () => ({ params: { id: prv.facility } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  // PPO Fee Schedule: every signed-in user, in its TIN scope; a request is the signed-in user's own, never a mirror's or the read-only administrator's.
  row(feeScheduleCalls.nationalRateCodes, { call: 'rate codes of a provider of TIN 751234501', input: () => ({ params: { lob: 'DPWC', prvId: rate.prv_id, tin: '751234501' } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(feeScheduleCalls.addFeeSchedRequest, {
    call: 'a fee-schedule request for a location of TIN 751234501',
    input: (caller) => ({ params: { userName: names[caller], rateCd: rate.code, prvName: rate.prv_name, zip: rate.zip, prvId: rate.prv_id } }),
    // The billing company's group does not hold the rate code's TIN: an unknown rate code to it (decision 076).
    expect: { ...all403(), ISAD: 200, PRAD: 200, PRUS: 200, PRAD_BILLING: 404 },
  }),
  row(feeScheduleCalls.userFeeSchedRequests, { call: "the caller's fee-schedule files", input: (caller) => ({ params: { userName: effectiveNames[caller] } }), expect: all(200) }),
  row(feeScheduleCalls.returnFileContent, { call: 'a fee-schedule file that is not the caller’s', input: (caller) => ({ params: { userName: effectiveNames[caller], feeSchedRqstId: '999999' } }), readOnly: true, expect: all(404) }),
  row(feeScheduleCalls.feeScheduleStream, { call: 'the stream of a request that is not the caller’s', input: (caller) => ({ query: { userName: effectiveNames[caller], feeSchedRqstId: '999999' } }), expect: all(404) }),
  // Client List: office staff and administrators (the billing company's admin has none); a provider user only its own TINs.
  row(clientListCalls.clientProviders, { call: 'Client List providers of TIN 751234501', input: () => ({ params: { tin: '751234501' } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(clientListCalls.clientProviders, { call: 'Client List providers of TIN 751234503 (not provuser1s)', input: () => ({ params: { tin: '751234503' } }), expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } }),
  row(clientListCalls.clientStates, { call: 'Client List states of a provider of TIN 751234501', input: () => ({ params: { providerType: client.prv_provider_type, providerId: client.prv_id } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  row(clientListCalls.clientProducts, {
    call: 'Client List products of a provider of TIN 751234501',
    input: () => ({ params: { lob: 'WC', providerId: client.prv_id, state: client.state, tin: '751234501' } }),
    expect: { ...all(200), PRAD_BILLING: 403 },
  }),
  row(clientListCalls.clientsByLob, {
    call: 'Client List clients of a provider of TIN 751234501',
    input: () => ({ params: { lob: 'WC', providerId: client.prv_id, state: client.state, productCd: client.product_cd, tin: '751234501' } }),
    expect: { ...all(200), PRAD_BILLING: 403 },
  }),
  row(providerCalls.providerList, { call: 'providers of TIN 751234501', input: () => ({ params: { tin: '751234501' } }), expect: { ...all(200), PRAD_BILLING: 403 } }),
  // Decision 077: a TIN named outside the scope answers 403, a TIN no one holds the same; a record named by
  // id outside the scope answers as an unknown id (404), the id no record has the same.
  row(providerCalls.providerList, { call: 'providers of TIN 751234503 (not provuser1s)', input: () => ({ params: { tin: '751234503' } }), expect: { ...all(200), PRAD_BILLING: 403, PRUS: 403, 'ISAD→PRUS': 403 } }),
  row(providerCalls.providerList, { call: 'providers of TIN 999999999 (no one holds it)', input: () => ({ params: { tin: '999999999' } }), expect: { ...all(403), ISAD: 200, IRAD: 200 } }),
  row(providerCalls.physician, { call: 'a physician id no provider has', input: () => ({ params: { id: '2147483647' } }), expect: { ...all(404), PRAD_BILLING: 403 } }),
  row(userCalls.updateUser, { call: "save jwalker01's profile (Edit Profile)", input: () => ({ body: jwalker }), before: resetJwalker, expect: adminChange }),
  // Notifications: the system administrator only, never while mirroring (part 1 §6; decision 043).
  ...notificationAdminRows(() => t, () => ids.provuser1!),
  // Last: it ends the table's own sessions.
  notMeRow(),
];

/** A passkey's answer, well formed, to a challenge the portal never gave. */
const unknownPasskey = (() => {
  const b = (text: string) => Buffer.from(text).toString('base64url');
  const clientDataJSON = b(JSON.stringify({ type: 'webauthn.create', challenge: b('never-given'), origin: 'http://localhost:8080' }));
  return { attestation: { id: b('cred'), rawId: b('cred'), type: 'public-key' as const, response: { clientDataJSON, attestationObject: b('none') }, clientExtensionResults: {} } };
})();

/** Calls made before sign-in: no role to tell apart (their limits and refusals are tested in their areas). */
const noRoles = new Set(allEndpoints.filter((e) => e.guard === 'public').map((e) => `${e.method} ${e.path}`));

describe('API permission table', () => {
  it('has a row for every described call that a role may or may not make', () => {
    const missing = allEndpoints.filter((e) => !noRoles.has(`${e.method} ${e.path}`) && !table.some((row) => row.endpoint === e));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  for (const row of table) {
    it(row.call, async () => {
      const actual: Record<string, number> = {};
      const own = row.endsSession ? await signInAll(t) : tokens;
      for (const caller of callers) {
        await row.before?.();
        const mine = row.endsOtherSessions ? await signInAll(t) : own;
        const res = await row.send(t.app, caller, caller === 'NONE' ? '' : mine[caller]);
        actual[caller] = res.statusCode;
        if (caller.includes('→') && row.method !== 'GET' && !row.readOnly) expect(res.json().code).toBe('MIRROR_READ_ONLY');
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
