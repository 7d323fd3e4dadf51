import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, notificationCalls, todayIso } from '@wcpp/contract';
import type { FastifyInstance } from 'fastify';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { NOTIFICATION_SWEEP } from './routes';
import { publishDueNotifications, sendMoment } from './service';

/*
 * The scheduler on several instances (docs/decisions/043): an instance that dies in the middle of
 * publishing leaves nothing behind, and another publishes the notification whole, once. Two servers
 * with their own connections need PostgreSQL: this runs in the CI's second run (DATABASE_URL).
 */
const shared = { JWT_SECRET: 'notification-instances-share-this-secret-0123456789', SIGN_IN_RATE_LIMIT: 1000, JOB_POLL_MS: 60_000 } as const;
type Instance = { app: FastifyInstance; close(): Promise<void> };

describe.skipIf(!process.env.DATABASE_URL)('publishing on two instances', () => {
  let a: TestApp;
  let b: Instance;
  beforeAll(async () => {
    a = await createTestApp(shared);
    b = await a.secondInstance(shared);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an instance killed before its publish commits leaves no copies and no audit row; the other instance then publishes it once', async () => {
    const [provuser1, billing01] = (await a.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm IN ('provuser1', 'billing01') ORDER BY user_nm DESC`)).map((r) => r.id);
    const day = addDays(todayIso(), 2);
    const token = await a.signIn('sysadmin1');
    const res = await api(a.app).call(notificationCalls.createNotification, {
      token,
      body: { name: 'Network changes', campaign: 'NET', link: '/content/notices/network', userNotList: `${provuser1},${billing01}`, sendDt: day },
    });
    const id = res.json().wcp_notification_id as number;
    const state = async () => ({
      status: (await a.rows<{ status: string }>(`SELECT status FROM wcp_notification WHERE wcp_notification_id = $1`, [id]))[0]!.status,
      copies: (await a.rows<{ n: number }>(`SELECT count(*)::int AS n FROM wcp_notification_user WHERE wcp_notification_id = $1`, [id]))[0]!.n,
      audited: (await a.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'NOTIFICATION_SEND_SCHEDULED' AND target = $1`, [String(id)]))[0]!.n,
    });

    // The dying instance claims the notification, writes its copies, and stops before committing.
    const dying = await a.secondInstance(shared);
    let claimed!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((resolve) => (claimed = resolve));
    dying.app.jobs.every(NOTIFICATION_SWEEP, (db, now) =>
      publishDueNotifications(db, now, { beforeCommit: () => (claimed(), new Promise<void>((resolve) => (release = resolve))) }),
    );
    for (const app of [dying.app, b.app]) app.jobs.clock = () => sendMoment(day);
    dying.app.jobs.kick();
    await taken;

    // Meanwhile the other instance passes it over (it is claimed), and nothing is visible yet.
    await b.app.jobs.flush();
    expect(await state()).toEqual({ status: 'SCHEDULED', copies: 0, audited: 0 });

    // The instance dies: its connection is gone, its transaction rolled back.
    await a.rows(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`);
    release();
    dying.app.jobs.abandon();
    await dying.close().catch(() => undefined);
    expect(await state()).toEqual({ status: 'SCHEDULED', copies: 0, audited: 0 });

    // The next pass of the other instance publishes it, once.
    await b.app.jobs.flush();
    expect(await state()).toEqual({ status: 'SENT', copies: 2, audited: 1 });
    await b.app.jobs.flush();
    expect(await state()).toEqual({ status: 'SENT', copies: 2, audited: 1 });
  });
});
