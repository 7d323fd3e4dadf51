import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

/** One claimed job as a handler sees it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run; more when an earlier run failed or its instance died. */
  attempt: number;
}

/**
 * Runs one job. It returns the result to keep (the job is then DONE) or throws (the job is retried
 * later, or FAILED after the last attempt). `onFailed` runs once when the job is given up.
 */
export interface JobHandler {
  run(job: ClaimedJob, db: Db): Promise<Record<string, unknown>>;
  onFailed?(job: ClaimedJob, db: Db, error: Error): Promise<void>;
}

/**
 * Work every instance looks for on each pass besides the job table (due scheduled notifications):
 * it must be safe to run on several instances at once, by claiming its rows with SKIP LOCKED.
 */
export type Sweep = (db: Db, now: Date) => Promise<unknown>;

/** A sweep run at most once per `ms` on an instance: a pass comes every poll, and some sweeps read a whole table. */
export function atMostEvery(ms: number, sweep: Sweep): Sweep {
  let last: number | null = null;
  return async (db, now) => {
    if (last !== null && Math.abs(now.getTime() - last) < ms) return 0;
    last = now.getTime();
    return sweep(db, now);
  };
}

export interface JobRunnerOptions {
  /** How often an instance looks for due jobs besides the kick after an enqueue. */
  pollMs: number;
  /** How long a claimed job is leased: a job whose instance died is taken again after it. */
  leaseSeconds: number;
  maxAttempts: number;
}

/** Writes a job, inside the caller's transaction: it runs only if the change commits. */
export async function enqueueJob(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<number> {
  const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
  return row!.id;
}

/** Seconds before the next attempt after `attempt` failed: 2, 4, 8 … at most 5 minutes. */
export const retryDelaySeconds = (attempt: number) => Math.min(300, 2 ** attempt);

/**
 * The background jobs of every instance on one database (the `job` table). A job is claimed with
 * FOR UPDATE SKIP LOCKED and leased: two instances never run it at once, and one whose instance
 * died (its lease ran out while RUNNING) is taken again by another. Only the latest claim may end a
 * job (its attempt number must still be the job's), so a worker that wakes after its lease ran out
 * changes nothing; handlers write their work so that a second run keeps the first one's.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private pending = false;
  private stopped = false;
  private abandoned = false;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sweeps = new Map<string, Sweep>();
  /** The time the sweeps are given (tests stand in a fake clock). */
  clock: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly options: JobRunnerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Names the handler of a kind of job (a later call replaces it: tests stand in a slow or dying worker). */
  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Names a sweep run on every pass (a later call replaces it, as with handle). */
  every(name: string, sweep: Sweep): void {
    this.sweeps.set(name, sweep);
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops looking for jobs and waits for the running pass. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.abandoned) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain;
  }

  /** Stops at once without waiting: what a killed instance leaves behind (its claimed jobs stay leased). */
  abandon(): void {
    this.stopped = true;
    this.abandoned = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Asks for a pass soon; passes never overlap within one process. */
  kick(): void {
    if (this.pending || this.stopped) return;
    this.pending = true;
    this.chain = this.chain.then(async () => {
      this.pending = false;
      await this.runDue().catch((err: unknown) => this.log.warn({ err }, 'job pass failed'));
    });
  }

  /** Runs everything due now and waits for it (tests). */
  async flush(): Promise<void> {
    this.kick();
    await this.chain;
  }

  private async runDue(): Promise<void> {
    for (const [name, sweep] of this.sweeps) {
      if (this.stopped) return;
      await sweep(this.db, this.clock()).catch((err: unknown) => this.log.warn({ err, sweep: name }, 'sweep failed'));
    }
    const kinds = [...this.handlers.keys()];
    while (!this.stopped && kinds.length) {
      const job = await this.claim(kinds);
      if (!job) return;
      await this.run(job);
    }
  }

  /** Takes one due job: QUEUED and due, or RUNNING with its lease run out (its instance died). */
  private async claim(kinds: string[]): Promise<ClaimedJob | null> {
    const lease = `${this.options.leaseSeconds} seconds`;
    const result = await this.db.execute(sql`
      UPDATE job SET status = 'RUNNING', attempts = attempts + 1, run_at = now() + ${lease}::interval
      WHERE job_id = (
        SELECT job_id FROM job
        WHERE status IN ('QUEUED', 'RUNNING') AND run_at <= now() AND kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        ORDER BY job_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING job_id, kind, payload, attempts`);
    const [row] = (result as unknown as { rows: { job_id: number; kind: string; payload: Record<string, unknown>; attempts: number }[] }).rows;
    return row ? { id: row.job_id, kind: row.kind, payload: row.payload, attempt: row.attempts } : null;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      const result = await handler.run(job, this.db);
      if (this.stopped) return;
      await this.db.execute(sql`UPDATE job SET status = 'DONE', result = ${JSON.stringify(result)}::jsonb WHERE job_id = ${job.id} AND attempts = ${job.attempt}`);
    } catch (err) {
      if (this.stopped) return;
      const error = err instanceof Error ? err : new Error(String(err));
      const giveUp = job.attempt >= this.options.maxAttempts;
      this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempt, giveUp, err: error.message }, 'job failed');
      await this.db.execute(
        giveUp
          ? sql`UPDATE job SET status = 'FAILED', result = ${JSON.stringify({ error: error.message.slice(0, 500) })}::jsonb WHERE job_id = ${job.id} AND attempts = ${job.attempt}`
          : sql`UPDATE job SET status = 'QUEUED', run_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempt)}) WHERE job_id = ${job.id} AND attempts = ${job.attempt}`,
      );
      if (giveUp) await handler.onFailed?.(job, this.db, error);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Decorates app.jobs and runs it while the server runs; modules name their handlers before it starts. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const runner = new JobRunner(
    app.db,
    { pollMs: app.config.JOB_POLL_MS, leaseSeconds: app.config.JOB_LEASE_SECONDS, maxAttempts: app.config.JOB_MAX_ATTEMPTS },
    app.log,
  );
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
});
