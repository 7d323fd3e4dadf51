import { activityKindWords } from './actions';

/** "1 read", "1,204 reads". */
const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The words of the Activity screen (issue 47 §1). */
export const activityTexts = {
  title: 'Activity',
  introGroup: "What your group's users did in the portal: what they opened, searched, exported and changed, and their sign-ins.",
  introNetwork: 'What every group’s users and the network’s administrators did in the portal.',
  recordsSince: (date: string) => `The records each row names (bill, claim, payment, TIN) are complete from ${date}; earlier rows name what could be read from them.`,
  filters: 'Filters',
  person: 'User Name',
  patient: 'Patient Last Name',
  tin: 'TIN',
  anyTin: 'Any TIN',
  claimNumber: 'Claim Number',
  bill: 'Bill Control Number',
  payment: 'Payment Number',
  kind: 'Action',
  anyKind: 'Any action',
  kinds: activityKindWords,
  from: 'From',
  to: 'To',
  group: 'Group ID',
  ip: 'Address',
  search: 'SEARCH',
  clear: 'CLEAR',
  more: 'SHOW MORE',
  none: 'No activity matches.',
  shown: (n: number, more: boolean) => `${n} row${n === 1 ? '' : 's'} shown${more ? ', more to show' : ''}.`,
  defaultRange: 'The last 7 days unless you choose dates.',
  columns: {
    at: 'Time',
    person: 'User',
    action: 'Action',
    records: 'Records',
    result: 'Result',
    ip: 'Address',
    browser: 'Browser',
    group: 'Group',
  },
  as: (admin: string) => `as ${admin}`,
  done: 'Done',
  refused: 'Refused',
  /** The check of the record (decision 090), for the network's administrators (decision 094). */
  check: {
    title: 'The record itself',
    intro: 'Seals what is committed and checks the whole chain of the activity record: no row changed, deleted, added or out of order.',
    run: 'CHECK THE RECORD',
    checking: 'Checking the whole record…',
    whole: (blocks: number, rows: number) => `The chain is whole: ${count(rows, 'row')} in ${count(blocks, 'sealed block')}.`,
    unsealed: (rows: number) => `${count(rows, 'newer row')} ${rows === 1 ? 'is' : 'are'} not sealed yet.`,
    broken: 'TAMPERING FOUND:',
    kinds: { changed: 'changed rows', deleted: 'deleted rows', added: 'rows added to a sealed block', outOfOrder: 'rows out of order', chain: 'broken or rewritten seals' },
    /** A kind of tampering found: how many, and the first one's position in words. */
    finding: (kind: string, n: number, first: string) => `${kind}: ${n.toLocaleString('en-US')}; the first: ${first}`,
    result: 'Result',
    wholeWord: 'Whole',
    brokenWord: 'Tampering found',
    blocks: 'Sealed blocks',
    sealedRows: 'Sealed rows',
    unsealedRows: 'Rows not sealed yet',
    /** Shown once retention has retired a month (decision 093). */
    retiredRows: 'Sealed rows retired by retention',
    retiredMonths: (first: string, last: string, months: number) => (months === 1 ? first : `${first} to ${last} (${months} months)`),
    retiredMonthsTerm: 'Months retired',
    checkedAt: 'Checked',
  },
  /** Who outside the group read its TINs (decision 091), for a group's Provider Admins: by group, never by person. */
  readers: {
    title: 'Who outside your group read your TINs',
    intro: (days: number) =>
      `For each TIN your group holds: the other groups whose users opened, searched or exported its records in the last ${days} days, by group ID and how many times, and the network’s administrators’ reads as one number. Never by person.`,
    loading: 'Loading who read your TINs…',
    tin: (label: string) => `TIN ${label}`,
    group: (groupId: number, reads: number) => `Group ${groupId}: ${count(reads, 'read')}`,
    network: (reads: number) => `The network’s administrators: ${count(reads, 'read')}`,
    nobody: 'No one outside your group read this TIN.',
    noTins: 'Your group holds no TIN.',
  },
  recordKinds: { bill: 'Bill', claim: 'Claim', payment: 'Payment', tin: 'TIN' },
  // The screen's own words (web features/activity).
  results: 'Activity found',
  loading: 'Loading activity…',
  invalidDate: 'Enter a date as MM/DD/YYYY.',
  range: (from: string, to: string) => `From ${from} to ${to}`,
  /** A row naming more records than its cell shows: the export holds them all. */
  moreRecords: (n: number) => `and ${n.toLocaleString('en-US')} more`,
  exportAll: 'every row of this search',
  rowLabel: (time: string, person: string) => `${time}, ${person}`,
} as const;
