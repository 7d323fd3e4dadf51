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
    row(activityCalls.exportActivity, { call: 'export the sign-ins of the activity as CSV', input: () => ({ query: { format: 'csv', kind: 'signIn' } }), expect: viewers }),
  ];
}
