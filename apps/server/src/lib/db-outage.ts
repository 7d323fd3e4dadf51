import type { FastifyBaseLogger } from 'fastify';

/** What a 503 tells the caller to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1000;

/**
 * One outage of the database, as the log tells it: the first call refused writes one warning, the
 * following ones are counted, and a probe (the readiness ping, once a second) writes one line when
 * the database answers again, with how long it was away and how many calls were refused.
 */
export class DatabaseOutage {
  private since: number | null = null;
  private refusedCalls = 0;
  private probe: NodeJS.Timeout | null = null;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get active(): boolean {
    return this.since !== null;
  }

  /** A call was answered 503 because the database could not be reached. */
  refused(log: FastifyBaseLogger, error: unknown): void {
    this.refusedCalls++;
    if (this.since !== null) return;
    this.since = Date.now();
    log.warn({ err: error }, 'database unreachable: calls answer 503 until it is back');
    this.probe = setInterval(() => void this.check(), PROBE_EVERY_MS);
    this.probe.unref();
  }

  private checking = false;
  private async check(): Promise<void> {
    if (this.checking || this.since === null) return;
    this.checking = true;
    try {
      await this.ping();
      const seconds = Math.round((Date.now() - this.since) / 100) / 10;
      this.log.info({ seconds, refusedCalls: this.refusedCalls }, 'database reachable again');
      this.stop();
    } catch {
      // still away: the next probe tries again
    } finally {
      this.checking = false;
    }
  }

  stop(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    this.since = null;
    this.refusedCalls = 0;
  }
}
