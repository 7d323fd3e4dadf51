import { billSearchCalls, claimCalls, exportCalls, feeScheduleCalls, savedSearchCalls, tinCalls, userAdminCalls } from '@wcpp/contract';
import { all, row, type Row } from './permission-callers';

/** What the workspace's rows name, read when each row runs (the table's fixtures are filled in its beforeAll). */
interface Fixtures {
  bcn: { image: string };
  rate: { prv_id: number; code: string; location: string };
  ids: Record<string, number>;
}

/**
 * The permission table's rows of the claims workspace (issue 27): exports (decision 061), the document
 * bundle (062) and saved searches (064). The claim page's and the nickname's rows stand with their areas.
 */
export function workspaceRows(f: () => Fixtures): Row[] {
  return [
    // Exports (issue 27 §3, docs/decisions/061): the rows named, in the caller's scope; reads, so allowed while mirroring.
    row(exportCalls.exportBills, {
      call: 'export a bill of 751234503 (group 1001, not provuser1\'s) as CSV',
      input: () => ({ body: { format: 'csv', billControlNumbers: [f().bcn.image] } }),
      readOnly: true,
      expect: { ...all(200), PRAD_BILLING: 404, PRUS: 404, 'ISAD→PRUS': 404 },
    }),
    row(billSearchCalls.documentBundle, {
      // Issue 27 §4 (decision 062): one ZIP of the bill's image and EOR.
      call: 'the documents of a bill of 751234503 as one ZIP',
      input: () => ({ body: { billControlNumbers: [f().bcn.image] } }),
      readOnly: true,
      expect: { ...all(200), PRAD_BILLING: 404, PRUS: 404, 'ISAD→PRUS': 404 },
    }),
    row(exportCalls.exportClaims, {
      call: 'export claim WC10099001-4 (office staff and administrators)',
      input: () => ({ body: { format: 'xlsx', claimNumbers: ['WC10099001-4'] } }),
      readOnly: true,
      expect: { ...all(200), PRAD_BILLING: 403 },
    }),
    row(claimCalls.claimBillsExport, {
      call: 'export every bill of claim WC10099001-4 (the claim page)',
      input: () => ({ params: { claimNumber: 'wc10099001-4' }, query: { format: 'csv' } }),
      expect: { ...all(200), PRAD_BILLING: 404 },
    }),
    row(userAdminCalls.exportGroupUsers, {
      call: "export provadmin1's row of Manage Users (group 1001)",
      input: () => ({ body: { format: 'csv', grpInfoId: 1001, ids: [f().ids.provadmin1] } }),
      readOnly: true,
      expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 },
    }),
    row(tinCalls.exportGroupTins, {
      call: 'export TIN 751234501 of Manage TINs (group 1001)',
      input: () => ({ body: { format: 'csv', groupId: 1001, ftins: ['751234501'] } }),
      readOnly: true,
      expect: { ...all(403), ISAD: 200, IRAD: 200, PRAD: 200, 'IRAD→PRAD': 200 },
    }),
    row(feeScheduleCalls.exportRateCodes, {
      call: 'export a rate code of a provider of TIN 751234501',
      input: () => ({ body: { format: 'csv', lob: 'DPWC', prvId: f().rate.prv_id, tin: '751234501', rows: [{ nationalRateCd: f().rate.code, provLctnName: f().rate.location }] } }),
      readOnly: true,
      expect: { ...all(200), PRAD_BILLING: 403 },
    }),
    // Saved and recent searches (issue 27 §5, decision 064): the signed-in person's own; keeping and deleting are changes.
    row(savedSearchCalls.listSearches, { call: "the caller's saved and recent Bill Searches", input: () => ({ query: { kind: 'bill' } }), expect: all(200) }),
    row(savedSearchCalls.saveSearch, {
      call: 'keep a recent Claim Search',
      input: () => ({ body: { kind: 'claim', criteria: { claimantFirstName: 'Ann', claimantLastName: 'Lee', claimantDOB: '01/01/1980', doi: '01/01/2025', wildCardFstName: false } } }),
      expect: { ...all(201), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
    }),
    row(savedSearchCalls.deleteSearch, { call: 'delete a saved search that is not the caller\'s', input: () => ({ params: { id: '999999' } }), expect: { ...all(404), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } }),
  ];
}
