import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ALERT_UNSUBSCRIBE_DAYS, alertKinds, alertTexts, NOTIFICATION_SEND_HOUR, todayIso, type AlertKind, type AlertPreferences } from '@wcpp/contract';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import { alertPreferences } from '../../db/schema';
import { enqueueMail } from '../../plugins/mail';
import { deliverSystemNotification } from '../notifications/service';

/*
 * Alerts when money or an EOR arrives (issue 28 §4, docs/decisions/067-remittance-alerts.md).
 * Whatever posts a payment or an EOR writes a remittance_arrival per TIN; a sweep on every instance
 * reads the new ones once (the watermark row is taken FOR UPDATE SKIP LOCKED, so two instances never
 * read the same arrivals), puts a notice in the bell of each person who asked for it and whose TINs
 * it concerns, and counts it toward their daily e-mail. The e-mail holds counts and a link: no claim,
 * bill, amount or TIN.
 */

const ARRIVALS_PER_SWEEP = 5_000;

export async function readPreferences(db: DbOrTx, userId: number): Promise<AlertPreferences> {
  const rows = await db.select().from(alertPreferences).where(sql`${alertPreferences.userInfoId} = ${userId}`);
  const of = (kind: AlertKind) => rows.find((r) => r.kind === kind) ?? { bell: false, email: false };
  return Object.fromEntries(alertKinds.map((kind) => [kind, { bell: of(kind).bell, email: of(kind).email }])) as AlertPreferences;
}

export async function savePreferences(db: Db, userId: number, preferences: AlertPreferences): Promise<AlertPreferences> {
  await db.transaction(async (tx) => {
    for (const kind of alertKinds) {
      const { bell, email } = preferences[kind];
      await tx
        .insert(alertPreferences)
        .values({ userInfoId: userId, kind, bell, email })
        .onConflictDoUpdate({ target: [alertPreferences.userInfoId, alertPreferences.kind], set: { bell, email } });
    }
    // A kind no longer e-mailed forgets what it was counting.
    await tx.execute(sql`DELETE FROM alert_digest d USING alert_preference p
      WHERE d.user_info_id = ${userId} AND p.user_info_id = d.user_info_id AND p.kind = d.kind AND NOT p.email`);
  });
  return readPreferences(db, userId);
}

/** Records that a payment was posted, or an EOR made, for these TINs (inside the poster's transaction). */
export async function recordArrivals(tx: DbOrTx, arrivals: { kind: AlertKind; ftin: string; ref: number }[]): Promise<void> {
  for (const a of arrivals) await tx.execute(sql`INSERT INTO remittance_arrival (kind, ftin, ref) VALUES (${a.kind}, ${a.ftin}, ${a.ref})`);
}

/**
 * The people an arrival concerns: active provider users whose own TINs (the rule of identity/tin-scope.ts:
 * assigned and still the group's, or every active TIN of the group a Provider Admin manages) include its
 * TIN, and who asked for its kind in the bell or by e-mail.
 */
const concerned = (from: number, to: number) => sql`
  SELECT a.kind, p.user_info_id, p.bell, p.email, count(DISTINCT a.ref)::int AS n
  FROM remittance_arrival a
  JOIN alert_preference p ON p.kind = a.kind AND (p.bell OR p.email)
  JOIN user_info u ON u.user_info_id = p.user_info_id AND u.status_cd = 'ACTIV'
  WHERE a.arrival_id > ${from} AND a.arrival_id <= ${to} AND (
    EXISTS (SELECT 1 FROM user_ftin uf JOIN grp_ftin g ON g.grp_info_id = u.grp_info_id AND g.ftin = uf.ftin AND g.inactive_dt IS NULL
            WHERE uf.user_info_id = u.user_info_id AND uf.active_flag AND uf.ftin = a.ftin)
    OR (u.type_cd = 'PRAD' AND EXISTS (SELECT 1 FROM grp_ftin g WHERE g.grp_info_id = u.grp_info_id AND g.ftin = a.ftin AND g.inactive_dt IS NULL)))
  GROUP BY a.kind, p.user_info_id, p.bell, p.email`;

/** Reads the arrivals no sweep has read: bell notices now, counts for the digest. Returns how many arrivals it read. */
export async function sweepArrivals(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [state] = rowsOf<{ last: string }>(await tx.execute(sql`SELECT last_arrival_id AS last FROM alert_state WHERE name = 'remittance' FOR UPDATE SKIP LOCKED`));
    if (!state) return 0; // another instance is reading them
    const from = Number(state.last);
    const [top] = rowsOf<{ id: string | null }>(
      await tx.execute(sql`SELECT max(arrival_id) AS id FROM (SELECT arrival_id FROM remittance_arrival WHERE arrival_id > ${from} ORDER BY arrival_id LIMIT ${ARRIVALS_PER_SWEEP}) a`),
    );
    if (!top?.id) return 0;
    const to = Number(top.id);
    const people = rowsOf<{ kind: AlertKind; user_info_id: number; bell: boolean; email: boolean; n: number }>(await tx.execute(concerned(from, to)));
    for (const kind of alertKinds) {
      const byCount = new Map<number, number[]>();
      for (const p of people.filter((x) => x.kind === kind && x.bell)) byCount.set(p.n, [...(byCount.get(p.n) ?? []), p.user_info_id]);
      for (const [n, userIds] of byCount) await deliverSystemNotification(tx, { name: alertTexts.bellNotice(kind, n), link: kind === 'payment' ? '/wcpp/payments' : '/wcpp/billSearch', userIds }, now);
    }
    for (const p of people.filter((x) => x.email)) {
      await tx.execute(sql`INSERT INTO alert_digest (user_info_id, kind, count) VALUES (${p.user_info_id}, ${p.kind}, ${p.n})
        ON CONFLICT (user_info_id, kind) DO UPDATE SET count = alert_digest.count + EXCLUDED.count`);
    }
    await tx.execute(sql`UPDATE alert_state SET last_arrival_id = ${to} WHERE name = 'remittance'`);
    return to - from;
  });
}


/**
 * Once a day from 08:00: one e-mail to each person with counts waiting, then the counts are cleared.
 * The day's row is taken FOR UPDATE SKIP LOCKED and marked in the same transaction as the outbox rows,
 * so two instances never send a day twice. Returns how many e-mails were written.
 */
export async function sendDigests(db: Db, now: Date, links: { portal: string; unsubscribe: (userId: number) => string }): Promise<number> {
  // The hour scheduled notifications go out, in the portal's time zone (decision 043).
  if (now.getHours() < NOTIFICATION_SEND_HOUR) return 0;
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    const [state] = rowsOf<{ day: string | null }>(
      await tx.execute(sql`SELECT last_digest_day::text AS day FROM alert_state WHERE name = 'digest' FOR UPDATE SKIP LOCKED`),
    );
    if (!state || (state.day !== null && state.day >= today)) return 0;
    const waiting = rowsOf<{ user_info_id: number; email_addr: string; payment: number; eor: number }>(
      await tx.execute(sql`
        SELECT d.user_info_id, u.email_addr, sum(d.count) FILTER (WHERE d.kind = 'payment')::int AS payment, sum(d.count) FILTER (WHERE d.kind = 'eor')::int AS eor
        FROM alert_digest d JOIN alert_preference p ON p.user_info_id = d.user_info_id AND p.kind = d.kind AND p.email
        JOIN user_info u ON u.user_info_id = d.user_info_id AND u.status_cd = 'ACTIV' AND u.email_addr IS NOT NULL
        WHERE d.count > 0 GROUP BY d.user_info_id, u.email_addr`),
    );
    for (const w of waiting) {
      const lines = [w.payment ? alertTexts.digestLine('payment', w.payment) : null, w.eor ? alertTexts.digestLine('eor', w.eor) : null].filter(Boolean) as string[];
      const unsubscribe = links.unsubscribe(w.user_info_id);
      const text = [...lines, '', `${alertTexts.digestOpen} ${links.portal}`, '', `${alertTexts.digestUnsubscribe} ${unsubscribe}`].join('\n');
      const html = `${lines.map((l) => `<p>${l}</p>`).join('')}<p>${alertTexts.digestOpen} <a href="${links.portal}">${links.portal}</a></p><p>${alertTexts.digestUnsubscribe} <a href="${unsubscribe}">${unsubscribe}</a></p>`;
      // RFC 8058: a mail program's own Unsubscribe button posts to the same link, one click.
      const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      await enqueueMail(tx, { kind: 'alert-digest', to: w.email_addr, subject: alertTexts.digestSubject, text, html, headers });
    }
    await tx.execute(sql`DELETE FROM alert_digest`);
    await tx.execute(sql`UPDATE alert_state SET last_digest_day = ${today}::date WHERE name = 'digest'`);
    return waiting.length;
  });
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);
const macOf = (secret: string, body: string) => createHmac('sha256', `alert-unsubscribe:${secret}`).update(body).digest('base64url');

/**
 * The daily e-mail's one-click unsubscribe: the user id and the last day the link works (ALERT_UNSUBSCRIBE_DAYS
 * after it was sent, as a day since 1970), signed, so a link cannot be made for another person nor kept for ever.
 */
export function unsubscribeToken(secret: string, userId: number, sentAt: Date): string {
  const body = `${userId}.${dayOf(sentAt) + ALERT_UNSUBSCRIBE_DAYS}`;
  return `${body}.${macOf(secret, body)}`;
}

/** The user a token names; 'invalid' when this portal did not make it, 'expired' past its last day. */
export function userOfToken(secret: string, token: string, now: Date): number | 'invalid' | 'expired' {
  const [id, lastDay, mac, ...rest] = token.split('.');
  if (!id || !lastDay || !mac || rest.length || !/^\d{1,9}$/.test(id) || !/^\d{1,7}$/.test(lastDay)) return 'invalid';
  const expected = Buffer.from(macOf(secret, `${id}.${lastDay}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return dayOf(now) > Number(lastDay) ? 'expired' : Number(id);
}

export async function unsubscribe(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE alert_preference SET email = false WHERE user_info_id = ${userId}`);
  await db.execute(sql`DELETE FROM alert_digest WHERE user_info_id = ${userId}`);
}
