import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordCalls } from '@wcpp/contract';
import { SMTPServer } from 'smtp-server';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { atLeast } from '../accounts/limits';
import { MAIL_MAX_ATTEMPTS, retryDelaySeconds } from '../../plugins/mail';

describe('the embedded outbox and /mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers the invitations the seed wrote and lists them at /mailbox, newest first, links clickable', async () => {
    await t.app.mail.flush();
    const [pending] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'SENT'`);
    expect(pending!.n).toBe(0);
    const res = await t.app.inject({ url: '/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const subjects = [...res.body.matchAll(/<h2 id="mail-(\d+)">([^<]+)<\/h2>/g)].map((m) => Number(m[1]));
    expect(subjects.length).toBeGreaterThanOrEqual(4);
    expect(subjects).toEqual([...subjects].sort((a, b) => b - a));
    expect(res.body).toMatch(/<a href="http:\/\/localhost:8080\/wcpp\/confirmRegistration\?token=[\w-]+&amp;expire=\d+">/);
  });

  it('narrows to one address with ?to= and escapes what it shows', async () => {
    const res = await t.app.inject({ url: '/mailbox?to=MREYES001@clinic.example' });
    expect(res.body).toContain('To mreyes001@clinic.example');
    expect(res.body).not.toContain('invite-isad1@network.example');
    expect(res.body).toContain('Your Provider Portal authentication code');
    const none = await t.app.inject({ url: '/mailbox?to=%3Cscript%3E@x.example' });
    expect(none.body).toContain('No messages.');
    expect(none.body).not.toContain('<script>');
  });
});

describe('SMTP delivery with retries', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: string[] = [];
  let failNext: { code: number; message: string } | null = null;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          if (failNext) {
            const error = Object.assign(new Error(failNext.message), { responseCode: failNext.code });
            failNext = null;
            return callback(error);
          }
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await t.app.mail.flush();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends through SMTP as text and HTML, from MAIL_FROM', async () => {
    expect(received.length).toBeGreaterThanOrEqual(4);
    const message = received.find((m) => m.includes('Subject: Your Provider Portal authentication code'))!;
    expect(message).toContain('From: Provider Portal <no-reply@provider-portal.example>');
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
  });

  it('keeps the request and retries a temporary refusal until it goes out', async () => {
    failNext = { code: 451, message: 'Try again later' };
    const res = await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'provuser1@clinic.example' } });
    expect(res.statusCode).toBe(200);
    await t.app.mail.flush();
    const [failed] = await t.rows<{ status: string; attempts: number; last_error: string; due_later: boolean }>(
      `SELECT status, attempts, last_error, next_attempt_at > now() + interval '20 seconds' AS due_later FROM mail_outbox WHERE kind = 'username' ORDER BY mail_id DESC LIMIT 1`,
    );
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, due_later: true });
    expect(failed!.last_error).toContain('Try again later');
    // The retry is due (as if 30 seconds had passed): the next pass delivers it.
    await t.rows(`UPDATE mail_outbox SET next_attempt_at = now() WHERE kind = 'username'`);
    await t.app.mail.flush();
    const [sent] = await t.rows<{ status: string; attempts: number }>(`SELECT status, attempts FROM mail_outbox WHERE kind = 'username' ORDER BY mail_id DESC LIMIT 1`);
    expect(sent).toEqual({ status: 'SENT', attempts: 2 });
    expect(received.some((m) => m.includes('Subject: Your Provider Portal username') && m.includes('provuser1'))).toBe(true);
  });

  it('gives up at once on a permanent refusal and keeps the error', async () => {
    failNext = { code: 550, message: 'Mailbox unavailable' };
    await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'provadmin1@clinic.example' } });
    await t.app.mail.flush();
    const [row] = await t.rows<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM mail_outbox WHERE to_addr = 'provadmin1@clinic.example' ORDER BY mail_id DESC LIMIT 1`,
    );
    expect(row!.status).toBe('FAILED');
    expect(row!.last_error).toContain('Mailbox unavailable');
  });

  it('does not serve /mailbox when mail goes out by SMTP', async () => {
    expect((await t.app.inject({ url: '/mailbox' })).statusCode).toBe(404);
  });

  it('waits longer after each failure, and gives up after the last attempt', () => {
    expect([1, 2, 3, 8, 12].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
    expect(MAIL_MAX_ATTEMPTS).toBe(8);
  });
});

describe('answer-time floor of the public account calls', () => {
  it('answers no sooner than the floor, whether the work succeeds or is refused', async () => {
    vi.useFakeTimers();
    try {
      const states: string[] = [];
      const ok = atLeast(300, async () => 'sent').then((v) => states.push(v));
      const refused = atLeast(300, async () => Promise.reject(new Error('INVALID_EMAIL'))).catch((e: Error) => states.push(e.message));
      await vi.advanceTimersByTimeAsync(299);
      expect(states).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all([ok, refused]);
      expect(states.sort()).toEqual(['INVALID_EMAIL', 'sent']);
    } finally {
      vi.useRealTimers();
    }
  });
});
