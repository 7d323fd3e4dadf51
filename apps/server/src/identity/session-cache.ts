import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { loadSession, type LoadedSession } from './sessions';

/** The channel the database announces identity changes on (migration 0005, docs/decisions/057). */
export const IDENTITY_CHANNEL = 'wcpp_identity';
/** How long a session check is reused at most, whatever the announcements say. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions known at once per instance; the least recently used is forgotten first. */
const SESSION_CACHE_MAX = 10_000;
/** Wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1_000;

interface Entry {
  session: LoadedSession;
  until: number;
}

/**
 * The session checks of one instance, reused for a few seconds (docs/decisions/057): a call of a
 * session checked less than SESSION_CACHE_MS ago, by a call of the same kind, does not read it again.
 *
 * What keeps this as strict as reading the session on every call:
 * - Only while the instance listens to the database's announcements: the triggers of migration 0005
 *   announce, at its commit, every change to a session's end or mirror, a user row, a user's or a
 *   group's TINs and the properties, and each announcement forgets every session known. When the
 *   listening connection is lost, nothing is reused until it listens again (and forgets all then).
 * - A change made by a call of this instance is forgotten before its answer is sent (forgetAll in
 *   plugins/auth.ts), not when the announcement comes back.
 * - A check under way when something is forgotten is not kept: it may have read the state before.
 * - Only open sessions are kept, each no longer than its idle limit leaves it; a refused token is read
 *   every time. The idle clock is renewed on the reads, at most every 15 s as before, so it is never
 *   more than SESSION_CACHE_MS behind the calls.
 */
export class SessionCache {
  readonly #database: Database;
  readonly #entries = new LRUCache<string, Entry>({ max: SESSION_CACHE_MAX });
  /** Bumped by every forgetting: a check that began before it is not kept. */
  #generation = 0;
  #listening = false;
  #stop: (() => Promise<void>) | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  #probes = new Map<string, () => void>();
  #probeCount = 0;

  /** Told once when the instance stops hearing the announcements (and reads every session), and when it hears them again. */
  readonly #tell: (message: string, level: 'warn' | 'info') => void;
  #told = false;

  constructor(database: Database, tell: (message: string, level: 'warn' | 'info') => void = () => undefined) {
    this.#database = database;
    this.#tell = tell;
  }

  /** Starts listening; resolves when the first listen is in place or has failed (it is then retried). */
  async start(): Promise<void> {
    if (this.#closed) return;
    try {
      const stop = await this.#database.listen(IDENTITY_CHANNEL, (payload) => this.#announced(payload), () => this.#lost());
      // Closed while the listen was on its way: its connection is not left open.
      if (this.#closed) return void (await stop());
      this.#stop = stop;
      this.forgetAll();
      this.#listening = true;
      if (this.#told) this.#tell('session checks reused again: the database announcements are heard', 'info');
      this.#told = false;
    } catch {
      this.#lost();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    if (this.#retry) clearTimeout(this.#retry);
    this.forgetAll();
    await this.#stop?.();
  }

  /** True while checks are reused (the instance listens to the announcements). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Forgets every session known: a change was made, or announced. */
  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** loadSession, reused for a few seconds while the instance listens; see the class. */
  async load(sessionId: string, withTins: boolean, renew: boolean): Promise<LoadedSession | null> {
    const key = `${withTins ? 't' : '-'}${renew ? 'r' : '-'}${sessionId}`;
    if (this.#listening) {
      const known = this.#entries.get(key);
      if (known && Date.now() < known.until) return known.session;
    }
    const generation = this.#generation;
    const started = Date.now();
    const session = await loadSession(this.#database.db, sessionId, withTins, renew);
    if (session && this.#listening && generation === this.#generation) {
      this.#entries.set(key, { session, until: started + Math.min(SESSION_CACHE_MS, session.idleLeftMs) });
    }
    return session;
  }

  /**
   * Resolves once every announcement committed before the call has been heard: an announcement of its
   * own is sent and waited for (they arrive in commit order). For a change made outside the instance's
   * calls (a test's own statement) that the next call must see.
   */
  async settled(): Promise<void> {
    if (!this.#listening) return;
    const probe = `probe:${++this.#probeCount}`;
    const heard = new Promise<void>((resolve) => this.#probes.set(probe, resolve));
    await this.#database.exec(`SELECT pg_notify('${IDENTITY_CHANNEL}', '${probe}')`);
    await heard;
  }

  #announced(payload: string): void {
    const probe = this.#probes.get(payload);
    if (probe) {
      this.#probes.delete(payload);
      probe();
      return;
    }
    this.forgetAll();
  }

  #lost(): void {
    this.#listening = false;
    this.#stop = null;
    this.forgetAll();
    for (const resolve of this.#probes.values()) resolve();
    this.#probes.clear();
    if (this.#closed) return;
    if (!this.#told) this.#tell('session checks not reused: the database announcements cannot be heard; every call reads its session', 'warn');
    this.#told = true;
    if (this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.start();
    }, RELISTEN_MS);
    this.#retry.unref();
  }
}
