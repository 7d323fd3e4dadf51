import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

/** One message as a service writes it; the dispatcher delivers it after the transaction commits. */
export interface MailMessage {
  /** What the message is for (registration-code, temporary-password, …): shown at /mailbox and counted by limits. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the alert digest's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** Writes a message into the outbox, inside the caller's transaction: it goes out only if the change commits. */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({ kind: message.kind, toAddr: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: message.headers ?? null });
}

/** How often the dispatcher looks for due mail besides the kick after each request. */
export const MAIL_POLL_MS = 10_000;
/** Attempts before a message is given up (FAILED). */
export const MAIL_MAX_ATTEMPTS = 8;
/** While a send runs the row is leased this long, so another instance does not send it twice. */
const LEASE = '2 minutes';
const BATCH = 20;

/** Seconds to wait after failed attempt n: 30 s, 1 min, 2 min, … up to an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

/**
 * The embedded transport: nodemailer composes the whole MIME message (so addresses and encodings are
 * checked as for SMTP) and the outbox row itself is the delivered mail, readable at /mailbox.
 */
const outboxTransport = {
  name: 'outbox',
  version: '1',
  send(
    mail: { message: { build(cb: (err: Error | null, raw: Buffer) => void): void; getEnvelope(): unknown; messageId(): string } },
    callback: (err: Error | null, info?: unknown) => void,
  ) {
    mail.message.build((err) => (err ? callback(err) : callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() })));
  },
};

export function createMailTransport(config: Pick<Config, 'SMTP_URL'>): Transporter {
  return config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : nodemailer.createTransport(outboxTransport as never);
}

interface DueRow {
  mail_id: number;
  to_addr: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so several instances
 * can run dispatchers on one database; a failure reschedules the row with a growing delay, and a
 * permanent refusal (or the last attempt) marks it FAILED with the error kept.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private pending = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(pollMs = MAIL_POLL_MS): void {
    this.timer ??= setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain;
    this.transport.close();
  }

  /** Asks for a delivery pass soon; passes never overlap within one process. */
  kick(): void {
    if (this.pending) return;
    this.pending = true;
    this.chain = this.chain.then(async () => {
      this.pending = false;
      await this.deliverDue().catch((err: unknown) => this.log.error({ err }, 'mail delivery pass failed'));
    });
  }

  /** Delivers everything due now and waits for it (tests, and shutdown). */
  async flush(): Promise<void> {
    this.kick();
    await this.chain;
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      const result = await this.db.execute(sql`
        UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + ${LEASE}::interval
        WHERE mail_id IN (
          SELECT mail_id FROM mail_outbox WHERE status = 'PENDING' AND next_attempt_at <= now()
          ORDER BY mail_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING mail_id, to_addr, subject, text_body, html_body, headers, attempts`);
      const rows = (result as unknown as { rows: DueRow[] }).rows;
      if (!rows.length) return;
      for (const row of rows) await this.deliver(row);
    }
  }

  private async deliver(row: DueRow): Promise<void> {
    try {
      const info = await this.transport.sendMail({ from: this.from, to: row.to_addr, subject: row.subject, text: row.text_body, html: row.html_body, ...(row.headers ? { headers: row.headers } : {}) });
      await this.db.execute(sql`
        UPDATE mail_outbox SET status = 'SENT', sent_at = now(), message_id = ${String(info.messageId ?? '').slice(0, 200)}, last_error = NULL
        WHERE mail_id = ${row.mail_id}`);
    } catch (err) {
      const error = err as Error & { permanent?: boolean; responseCode?: number };
      const permanent = error.permanent === true || (typeof error.responseCode === 'number' && error.responseCode >= 500);
      const giveUp = permanent || row.attempts >= MAIL_MAX_ATTEMPTS;
      const detail = `${error.message}`.slice(0, 500);
      this.log.warn({ mailId: row.mail_id, attempt: row.attempts, giveUp }, 'mail delivery failed');
      await this.db.execute(
        giveUp
          ? sql`UPDATE mail_outbox SET status = 'FAILED', last_error = ${detail} WHERE mail_id = ${row.mail_id}`
          : sql`UPDATE mail_outbox SET last_error = ${detail}, next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
                WHERE mail_id = ${row.mail_id}`,
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDispatcher;
  }
}

/** Decorates app.mail and runs the dispatcher while the server runs. */
export const mailPlugin = fp(async (app: FastifyInstance, options: { transport?: Transporter }) => {
  const transport = options.transport ?? createMailTransport(app.config);
  const dispatcher = new MailDispatcher(app.db, transport, app.config.MAIL_FROM, app.log);
  app.decorate('mail', dispatcher);
  if (!app.config.SMTP_URL && app.config.NODE_ENV === 'production') {
    app.log.warn('SMTP_URL is not set: portal mail stays in the outbox table and is not delivered');
  }
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
});
