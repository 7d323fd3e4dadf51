import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AuditAction, GuardName } from '@wcpp/contract';
import type { AuditOptions } from './audit';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';

export interface SsoClient {
  /** Redirects the browser to the identity provider's authorization endpoint (code flow with PKCE). */
  start(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Redeems a returned code at the token endpoint; the user name it names and the ID token's RFC 8176
   * `amr` (how the identity provider authenticated the person), or null (never throws).
   * Takes the reply to clear the cookie that carried state and PKCE verifier from start().
   */
  redeem(request: FastifyRequest, reply: FastifyReply, code: string, state: string | undefined): Promise<{ userNm: string; amr: string[]; acr?: string | null } | null>;
}

export type { AuthUser, RequestAuth } from '../identity/request-auth';
import type { RequestAuth } from '../identity/request-auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** This instance's session checks, forgotten at every announced change (identity/session-cache.ts). */
    sessionCache: import('../identity/session-cache').SessionCache;
    /** preHandler that admits the request only when the named guard admits the effective user. */
    guard(name: GuardName): preHandlerHookHandler;
    /** Single sign-on: the embedded provider at /sso or the configured OIDC issuer. */
    sso: SsoClient;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The effective user's TIN scope, memoised per request (plugins/scope.ts). */
    tinScope(): Promise<import('../identity/tin-scope').TinScope>;
    /**
     * Writes an audit row for this request: who, as whom, what, when, from where, and the records it
     * disclosed or changed (issue 47 §0). `actor` names the person of a call made signed out (null: none).
     */
    audit(action: AuditAction, target?: string | null, detail?: Record<string, unknown>, options?: AuditOptions): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Reachable without a portal token. */
    public?: boolean;
    /** A POST that changes nothing (a search) or the Revert itself: allowed while mirroring. */
    allowWhileMirroring?: boolean;
    /**
     * A POST that changes no account, session, TIN or property (a search): the instance's session
     * checks are kept after it; after any other POST, PUT, PATCH or DELETE they are forgotten (decision 057).
     */
    readOnly?: boolean;
    /** Asks the second factor again when the session's last proof is older than 5 minutes (contract stepUpCalls, issue 46 §3). */
    stepUp?: boolean;
    /** A GET with effects (a TIN proof counts wrong attempts): refused while mirroring like a change. */
    refuseWhileMirroring?: boolean;
    /** The route judges the TIN scope: it is read with the session, in the same statement (decision 034). */
    readsTinScope?: boolean;
    /**
     * A call the browser makes on its own (the bell's refresh), not the user's activity: it does not
     * renew the session's idle clock, so an open tab left alone still ends at the idle limit.
     */
    background?: boolean;
    /** The answer may stay in the browser's private cache, revalidated on every use by its ETag (plugins/api-no-store.ts). */
    revalidate?: boolean;
  }
}
