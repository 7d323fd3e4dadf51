/** The activity record's screens (issue 47 §1): the search, its rows and their export. */
import * as z from 'zod/mini';
import { daysBetween } from '../dates';
import { isoDate } from '../shared/date-fields';
import { tinParam } from '../shared/fields';
import { ExportFormatSchema } from '../exports/format';
import type { ExportTable } from '../exports/schemas';
import { activityKinds, auditActions, type AuditAction } from './actions';
import { activityMessages as m } from './messages';
import { activityTexts } from './texts';

/** Rows on one page of the Activity (keyset paging: SHOW MORE asks for the rows after the last one). */
export const ACTIVITY_PAGE_SIZE = 50;
/** Without dates, the Activity shows the last 7 days. */
export const ACTIVITY_DEFAULT_DAYS = 7;
/** The longest range one search covers. */
export const ACTIVITY_RANGE_MAX_DAYS = 366;

const text = (max: number, message: string, min = 1) => z.optional(z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message)));

const filterFields = {
  /** The person who did it (or was mirrored), by user name, without case. */
  person: text(50, m.invalidPerson),
  /** The patient (claimant) of a claim the row names, by last name, without case. */
  patient: text(40, m.invalidPatient, 2),
  tin: z.optional(tinParam),
  claimNumber: text(40, m.invalidClaimNumber),
  bill: text(22, m.invalidBill),
  payment: z.optional(z.string().check(z.regex(/^\d{1,9}$/, m.invalidPayment))),
  kind: z.optional(z.enum(activityKinds, m.invalidKind)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Internal administrators only: one group's rows. */
  group: z.optional(z.string().check(z.regex(/^\d{1,9}$/, m.invalidGroup))),
  /** Internal administrators only: one address. */
  ip: text(60, m.invalidIp),
};
type Range = { from?: string; to?: string };
const rangeChecks = [
  z.refine<Range>((q) => !q.from || !q.to || q.from <= q.to, { message: m.toBeforeFrom, path: ['to'] }),
  z.refine<Range>((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= ACTIVITY_RANGE_MAX_DAYS, { message: m.rangeTooLong, path: ['to'] }),
] as const;

/** GET /activity: the filters, and `after` (the cursor of the last row shown) for the next page. */
export const ActivityQuerySchema = z.object({ ...filterFields, after: z.optional(z.string().check(z.regex(/^\d{1,20}\.\d{1,20}$/, m.invalidCursor))) }).check(...rangeChecks);
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

/** GET /activity/export: every row of the filters (at most EXPORT_MAX_ROWS), as CSV or XLSX. */
export const ActivityExportQuerySchema = z.object({ ...filterFields, format: ExportFormatSchema }).check(...rangeChecks);

export const ActivityRecordSchema = z.object({
  kind: z.enum(['bill', 'claim', 'payment', 'tin']),
  /** The bill's id, the claim's number, the payment's id, the TIN. */
  ref: z.string(),
  /** What the screen shows: a bill's control number, else the reference. */
  label: z.string(),
});
export type ActivityRecord = z.infer<typeof ActivityRecordSchema>;

export const ActivityRowSchema = z.object({
  id: z.number(),
  /** ISO 8601 with the time zone: the screen shows it local. */
  at: z.string(),
  /** Who did it: the user, or the mirrored user while mirroring. */
  person: z.nullable(z.string()),
  /** The internal administrator who acted as `person`, while mirroring. */
  asAdmin: z.nullable(z.string()),
  action: z.string(),
  /** The action in words (the catalogue's), or the action's code for one the catalogue no longer holds. */
  words: z.string(),
  records: z.array(ActivityRecordSchema),
  result: z.enum(['done', 'refused']),
  ip: z.nullable(z.string()),
  browser: z.nullable(z.string()),
  /** Internal administrators see the group of each row. */
  group: z.nullable(z.number()),
});
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

export const ActivityPageSchema = z.object({
  rows: z.array(ActivityRowSchema),
  /** The cursor of the last row, when more rows match; null at the end. */
  next: z.nullable(z.string()),
  /** The dates searched, after the default (yyyy-MM-dd). */
  from: z.string(),
  to: z.string(),
  /** From when every row names its records (yyyy-MM-dd). */
  recordsSince: z.nullable(z.string()),
  /** Whether the caller sees every group (internal administrators) or their own. */
  network: z.boolean(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** The words of an action, from the catalogue. */
export const actionWords = (action: string): string => (Object.hasOwn(auditActions, action) ? auditActions[action as AuditAction].words : action);

const c = activityTexts.columns;
const recordsText = (r: ActivityRow) => r.records.map((x) => `${activityTexts.recordKinds[x.kind]} ${x.label}`).join('; ');
/** The Activity as its export writes it. */
export const activityExport: ExportTable<ActivityRow> = {
  fileName: 'Activity',
  sheetName: 'Activity',
  columns: [
    { header: c.at, kind: 'text', width: 26, value: (r) => r.at },
    { header: c.person, kind: 'text', width: 16, value: (r) => r.person },
    { header: 'As', kind: 'text', width: 14, value: (r) => r.asAdmin },
    { header: c.action, kind: 'text', width: 36, value: (r) => r.words },
    { header: c.records, kind: 'text', width: 40, value: recordsText },
    { header: c.result, kind: 'text', width: 10, value: (r) => (r.result === 'done' ? activityTexts.done : activityTexts.refused) },
    { header: c.ip, kind: 'text', width: 16, value: (r) => r.ip },
    { header: c.browser, kind: 'text', width: 40, value: (r) => r.browser },
    { header: c.group, kind: 'text', width: 8, value: (r) => (r.group === null ? null : String(r.group)) },
  ],
};

/** How many of the person's own recent sign-ins the profile shows, and over how many days. */
export const OWN_SIGN_INS_SHOWN = 20;
export const OWN_SIGN_INS_DAYS = 30;

export const OwnSignInSchema = z.object({
  at: z.string(),
  /** Signed in, or a refused attempt (a wrong password, a failed second factor). */
  result: z.enum(['signedIn', 'failed']),
  /** The words of the row (the catalogue's). */
  words: z.string(),
  ip: z.nullable(z.string()),
  browser: z.nullable(z.string()),
});
export type OwnSignIn = z.infer<typeof OwnSignInSchema>;

export const OwnSignInsSchema = z.object({ signIns: z.array(OwnSignInSchema), days: z.number() });
export type OwnSignIns = z.infer<typeof OwnSignInsSchema>;

/** "This wasn't me": the other sessions ended and the remembered browsers forgotten; the person changes the password next. */
export const NotMeSchema = z.object({ endedSessions: z.number(), forgottenBrowsers: z.number() });

/** Users idle this many days or more are listed in the monthly summary (issue 47 §2). */
export const SUMMARY_IDLE_DAYS = 20;

/** GET and PUT /activity/summary: whether the Provider Admin is mailed the monthly summary. */
export const SummaryChoiceSchema = z.object({ monthly: z.boolean() });
export type SummaryChoice = z.infer<typeof SummaryChoiceSchema>;

/** The window of "who outside the group read your TINs" (issue 47 §1, decision 091). */
export const TIN_READERS_DAYS = 90;

export const TinReadersSchema = z.object({
  days: z.number(),
  tins: z.array(
    z.object({
      ftin: z.string(),
      /** Other groups that read this TIN's records, by group ID (never by person), with how many reads. */
      groups: z.array(z.object({ groupId: z.number(), reads: z.number() })),
      /** Reads by the network's administrators acting as themselves (not mirroring). */
      network: z.number(),
    }),
  ),
});
export type TinReaders = z.infer<typeof TinReadersSchema>;

/** POST /activity/verify: the record sealed, then the whole chain checked (decision 090), for the network's administrators. */
export const ChainCheckSchema = z.object({
  whole: z.boolean(),
  blocks: z.number(),
  sealedRows: z.number(),
  /** Sealed rows gone with the months retention retired (decision 093), and those months ('YYYY-MM'). */
  retiredRows: z.number(),
  retiredMonths: z.array(z.string()),
  unsealedRows: z.number(),
  /** Each kind of tampering found, with how many and its first position's words. */
  findings: z.array(z.object({ kind: z.enum(['changed', 'deleted', 'added', 'outOfOrder', 'chain']), count: z.number(), first: z.string() })),
  checkedAt: z.string(),
});
export type ChainCheck = z.infer<typeof ChainCheckSchema>;
