import * as z from 'zod/mini';
import { loginRules } from './login-rules';

const { username, password } = loginRules;

/** Part 1 §5 login form, from its rules (auth/login-rules.ts: the sign-in page checks the same ones). */
export const LoginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, username.message), z.maxLength(username.maxLength, username.message)),
  password: z.string().check(z.minLength(1, password.message), z.maxLength(password.maxLength, password.message)),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** POST /authenticate: username and password, or the single sign-on return code. */
export const AuthenticateRequestSchema = z.union([
  LoginFormSchema,
  z.object({ code: z.string().check(z.minLength(1), z.maxLength(2048)), state: z.optional(z.string().check(z.maxLength(512))) }),
]);
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;

export const MirrorInfoSchema = z.object({
  userNm: z.string(),
  displayName: z.string(),
});
export type MirrorInfo = z.infer<typeof MirrorInfoSchema>;

export const AuthenticateResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  /** Present while an administrator mirrors a provider user. */
  mirror: z.optional(z.nullable(MirrorInfoSchema)),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/**
 * The new endpoint that starts mirroring (part 1 §4 Mirror; docs/decisions/004-mirror-endpoint.md).
 * Served by the server's admin module; it answers a sign-in (AuthenticateResponseSchema), so it lives here.
 */
export const MirrorStartRequestSchema = z.object({ userNm: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) });

/** GET /auth/session: the session is alive; its idle limit (FE_APP_TIMEOUT, minutes) as the server enforces it. */
export const SessionInfoSchema = z.object({
  username: z.string(),
  mirror: z.nullable(MirrorInfoSchema),
  idleTimeoutMinutes: z.number(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
