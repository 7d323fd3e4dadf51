import { z } from 'zod';
import { loginMessages } from '../messages';

/** Part 1 §5 login form. */
export const LoginFormSchema = z.object({
  username: z.string().trim().min(1, loginMessages.enterUsername).max(120, loginMessages.enterUsername),
  password: z.string().min(1, loginMessages.enterPassword).max(128, loginMessages.enterPassword),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** POST /authenticate: username and password, or the single sign-on return code. */
export const AuthenticateRequestSchema = z.union([
  LoginFormSchema,
  z.object({ code: z.string().min(1).max(2048), state: z.string().max(512).optional() }),
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
  mirror: MirrorInfoSchema.nullable().optional(),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** The new endpoint that starts mirroring (part 1 §4 Mirror; docs/decisions/004-mirror-endpoint.md). */
export const MirrorStartRequestSchema = z.object({ userNm: z.string().trim().min(1).max(120) });

/** Every error the API sends has this shape; `code` drives the client's catalogue. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** GET /auth/session: the session is alive; its idle limit (FE_APP_TIMEOUT, minutes) as the server enforces it. */
export const SessionInfoSchema = z.object({
  username: z.string(),
  mirror: MirrorInfoSchema.nullable(),
  idleTimeoutMinutes: z.number(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
