import { sql } from 'drizzle-orm';
import { NOTIFICATION_SEND_HOUR, SUMMARY_IDLE_DAYS, formatDate, summaryTexts as texts, todayIso, userTypes, type UserTypeCd } from '@wcpp/contract';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import { enqueueMail } from '../../plugins/mail';

/**
 * The monthly summary of each Provider Admin (issue 47 §2): the group's users with their type, last
 * sign-in and whether they have a second factor; the users idle SUMMARY_IDLE_DAYS days or more, with
 * the way to terminate them; the TIN requests still waiting. No PHI: accounts and TINs (by their last
 * four digits) only.
 *
 * Safe on several instances, never twice and none lost: a pass claims the admins not yet mailed this
 * month by inserting their activity_summary rows (the primary key refuses a second), and enqueues their
 * mail in the same transaction. An instance that dies before its commit leaves neither; the next pass,
 * on any instance, any day of the month after the send hour, takes them.
 */

/** Admins mailed in one pass at most (the rest in the next). */
const BATCH = 50;

const monthOf = (now: Date) => todayIso(now).slice(0, 7);
const monthWords = (month: string) => new Date(`${month}-15T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
const lastFour = (tin: string) => tin.slice(-4);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Admin {
  user_info_id: number;
  email_addr: string;
  grp_info_id: number;
}

interface GroupUser {
  user_nm: string;
  first: string;
  last: string;
  type_cd: string;
  last_login: string | null;
  factor: boolean;
  idle_days: number | null;
}

interface Waiting {
  ftin: string;
  days: number;
  theirs: boolean;
}

async function groupUsers(tx: DbOrTx, groupId: number): Promise<GroupUser[]> {
  return rowsOf<GroupUser>(
    await tx.execute(sql`
      SELECT u.user_nm, u.user_first_name AS first, u.user_last_name AS last, u.type_cd, u.last_login_dt::text AS last_login,
        (EXISTS (SELECT 1 FROM second_factor f WHERE f.user_info_id = u.user_info_id AND f.kind = 'TOTP' AND f.confirmed_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM passkey p WHERE p.user_info_id = u.user_info_id)) AS factor,
        (now()::date - coalesce(u.last_login_dt, u.created_dt)::date) AS idle_days
      FROM user_info u
      WHERE u.grp_info_id = ${groupId} AND u.status_cd = 'ACTIV'
      ORDER BY u.user_last_name, u.user_first_name, u.user_nm`),
  );
}

async function waitingRequests(tx: DbOrTx, groupId: number): Promise<Waiting[]> {
  return rowsOf<Waiting>(
    await tx.execute(sql`
      SELECT c.ftin, (now()::date - c.requested_at::date) AS days, (c.grp_info_id <> ${groupId}) AS theirs
      FROM tin_claim c
      WHERE c.status = 'PENDING'
        AND (c.grp_info_id = ${groupId} OR c.ftin IN (SELECT g.ftin FROM grp_ftin g WHERE g.grp_info_id = ${groupId}))
      ORDER BY c.requested_at`),
  );
}

/** The summary's text and HTML (no PHI). */
export function summaryMail(groupId: number, users: GroupUser[], waiting: Waiting[], links: { manageUsers: string; manageTins: string; profile: string }) {
  const idle = users.filter((u) => (u.idle_days ?? 0) >= SUMMARY_IDLE_DAYS);
  const userLines = users.map((u) =>
    texts.userLine(`${u.first} ${u.last}`, u.user_nm, userTypes[u.type_cd as UserTypeCd] ?? u.type_cd, u.last_login ? formatDate(u.last_login.slice(0, 10)) : null, Boolean(u.factor)),
  );
  const idleLines = idle.map((u) => `${u.first} ${u.last} (${u.user_nm}): ${u.idle_days} days`);
  const requestLines = waiting.map((w) => (w.theirs ? texts.theirRequest(lastFour(w.ftin), Number(w.days)) : texts.ourRequest(lastFour(w.ftin), Number(w.days))));
  const sections: { title: string; lines: string[]; link?: [string, string] }[] = [
    { title: texts.usersTitle, lines: userLines },
    { title: texts.idleTitle(SUMMARY_IDLE_DAYS), lines: idleLines.length ? idleLines : [texts.idleNone(SUMMARY_IDLE_DAYS)], ...(idleLines.length ? { link: [texts.idleAction, links.manageUsers] as [string, string] } : {}) },
    { title: texts.requestsTitle, lines: requestLines.length ? requestLines : [texts.requestsNone], ...(requestLines.length ? { link: ['Manage TINs:', links.manageTins] as [string, string] } : {}) },
  ];
  const text = [
    texts.intro(groupId),
    '',
    ...sections.flatMap((s) => [s.title, ...s.lines.map((l) => `- ${l}`), ...(s.link ? [`${s.link[0]} ${s.link[1]}`] : []), '']),
    `${texts.optOut} ${links.profile}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.intro(groupId))}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
        (s.link ? `<p>${escapeHtml(s.link[0])} <a href="${escapeHtml(s.link[1])}">${escapeHtml(s.link[1])}</a></p>` : ''),
    ),
    `<p>${escapeHtml(texts.optOut)} <a href="${escapeHtml(links.profile)}">${escapeHtml(links.profile)}</a></p>`,
  ].join('');
  return { text, html, idle: idle.length, waiting: waiting.length };
}

/**
 * One pass: from the send hour on, the Provider Admins of active accounts with an e-mail address, not
 * opted out and not yet mailed this month, at most BATCH, each mailed once. Returns how many were.
 */
export async function sendMonthlySummaries(db: Db, now: Date, links: { manageUsers: string; manageTins: string; profile: string }): Promise<number> {
  if (now.getHours() < NOTIFICATION_SEND_HOUR) return 0;
  const month = monthOf(now);
  return db.transaction(async (tx) => {
    const claimed = rowsOf<Admin>(
      await tx.execute(sql`
        WITH due AS (
          SELECT u.user_info_id FROM user_info u
          WHERE u.type_cd = 'PRAD' AND u.status_cd = 'ACTIV' AND u.email_addr IS NOT NULL AND u.grp_info_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM activity_summary_opt_out o WHERE o.user_info_id = u.user_info_id)
            AND NOT EXISTS (SELECT 1 FROM activity_summary s WHERE s.user_info_id = u.user_info_id AND s.month = ${month})
          ORDER BY u.user_info_id
          LIMIT ${BATCH}
        ), taken AS (
          INSERT INTO activity_summary (user_info_id, month) SELECT user_info_id, ${month} FROM due
          ON CONFLICT DO NOTHING RETURNING user_info_id
        )
        SELECT u.user_info_id, u.email_addr, u.grp_info_id FROM taken t JOIN user_info u ON u.user_info_id = t.user_info_id`),
    );
    for (const admin of claimed) {
      const mail = summaryMail(admin.grp_info_id, await groupUsers(tx, admin.grp_info_id), await waitingRequests(tx, admin.grp_info_id), links);
      await enqueueMail(tx, { kind: 'activity-summary', to: admin.email_addr, subject: texts.subject(monthWords(month)), text: mail.text, html: mail.html });
    }
    return claimed.length;
  });
}

/** Whether the admin is mailed the summary (no opt-out row). */
export async function summaryWanted(db: Db, userId: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM activity_summary_opt_out WHERE user_info_id = ${userId}`)).length === 0;
}

/** Keeps or stops the summary (the opt-out); saving the same choice twice changes nothing. */
export async function saveSummaryWanted(db: Db, userId: number, monthly: boolean): Promise<void> {
  if (monthly) await db.execute(sql`DELETE FROM activity_summary_opt_out WHERE user_info_id = ${userId}`);
  else await db.execute(sql`INSERT INTO activity_summary_opt_out (user_info_id) VALUES (${userId}) ON CONFLICT DO NOTHING`);
}
