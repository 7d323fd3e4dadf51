import { activityCalls } from '@wcpp/contract';
import { all, row, type Row } from './permission-callers';

/**
 * The permission table's rows of the Activity (issue 47 §4): Provider Admins see their group's rows,
 * internal administrators every group's (judged on the effective user, so a mirror of a provider user
 * sees none and a mirror of a Provider Admin sees that admin's group); a provider user sees none. The
 * network's own filters are refused to a Provider Admin rather than ignored.
 */
export function activityRows(): Row[] {
  const viewers = { ...all(200), PRUS: 403, 'ISAD→PRUS': 403 };
  const network = { ...all(403), ISAD: 200, IRAD: 200 };
  return [
    row(activityCalls.activity, { call: "the activity of the caller's group (or every group), the last 7 days", expect: viewers }),
    row(activityCalls.activity, { call: 'the activity of sign-ins only', input: () => ({ query: { kind: 'signIn' } }), expect: viewers }),
    row(activityCalls.activity, { call: "one group's activity (group 1001)", input: () => ({ query: { group: '1001' } }), expect: network }),
    row(activityCalls.activity, { call: 'the activity from one address', input: () => ({ query: { ip: '127.0.0.1' } }), expect: network }),
    // The person's own sign-ins: anyone signed in (while mirroring, the mirrored user's).
    row(activityCalls.ownSignIns, { call: 'my recent sign-ins', expect: all(200) }),
    // The monthly summary's opt-out: the effective admin's own; saving is a change, refused while mirroring.
    row(activityCalls.summaryChoice, { call: 'whether I am mailed the monthly summary', expect: viewers }),
    row(activityCalls.saveSummaryChoice, {
      call: 'keep the monthly summary',
      input: () => ({ body: { monthly: true } }),
      expect: { ...viewers, 'IRAD→PRAD': 403 },
    }),
    // Decision 091: a Provider Admin's group's TINs (the mirrored admin's while mirroring); nobody else's.
    row(activityCalls.tinReaders, { call: "who outside my group read its TINs", expect: { ...all(403), PRAD: 200, PRAD_BILLING: 200, 'IRAD→PRAD': 200 } }),
    // The check of the whole record: the network's administrators (it seals and reads, changes no row).
    row(activityCalls.verifyRecord, { call: 'check the activity record', readOnly: true, expect: network }),
    row(activityCalls.exportActivity, { call: 'export the sign-ins of the activity as CSV', input: () => ({ query: { format: 'csv', kind: 'signIn' } }), expect: viewers }),
  ];
}

/**
 * "This wasn't me" ends the caller's other sessions, the table's own tokens among them (a mirror's
 * too): the last row of the table, each caller with fresh tokens of their own.
 */
export function notMeRow(): Row {
  return row(activityCalls.notMe, { call: "this wasn't me: sign out my other sessions", endsOtherSessions: true, expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 } });
}
