import type { UserRow } from './users';

/** The user a request acts for; loaded from the database on every request. */
export interface AuthUser {
  id: number;
  userNm: string;
  userFirstName: string;
  userLastName: string;
  typeCd: string;
  statusCd: string;
  affiliationCd: string | null;
  grpInfoId: number | null;
}

export interface RequestAuth {
  /** The person signed in. */
  user: AuthUser;
  /** The provider user being mirrored, when an administrator mirrors one. */
  mirror: AuthUser | null;
  /** Whose permissions, TINs and data scope apply: the mirrored user while mirroring. */
  effective: AuthUser;
  /** The full rows as loaded for this request, so handlers need not read them again. */
  rows: UserRow[];
  /** The server session the token belongs to (identity/sessions.ts). */
  sessionId: string;
  /** When the person signed in (the token's `iat`, seconds): Mirror and Revert keep it (decision 075). */
  signedInAt: number;
  /** When the person last proved a second factor in this session (ms), or null (issue 46 §3). */
  factorAt: number | null;
  /** The idle limit the server enforces on this session (FE_APP_TIMEOUT, minutes). */
  idleMinutes: number;
  /** The effective user's TIN scope, read with the session in one statement (decision 034); request.tinScope() answers it. */
  tinScope?: import('./tin-scope').TinScope;
  /** The effective user's own TINs (by TIN, with their dates), read with the session on routes with readsTinScope. */
  ownTins?: import('./tin-scope').OwnTin[];
}
