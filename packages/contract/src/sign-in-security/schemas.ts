import * as z from 'zod/mini';
import { MirrorInfoSchema } from '../auth/schemas';

/** The ways a person proves the second factor (issue 46). */
export const FactorMethodSchema = z.enum(['totp', 'recovery']);
export type FactorMethod = z.infer<typeof FactorMethodSchema>;

const ticket = z.string().check(z.minLength(20), z.maxLength(100));
/** A code as typed: spaces and dashes are the reader's, not the code's. */
const typedCode = z.string().check(z.minLength(1), z.maxLength(40));

// The codes' shapes live with their rules (rules.ts, no zod), so the browser checks them without loading zod.
export { isRecoveryCode, isTotpCode, normalizeCode, totpCodePattern } from './codes';

/** What a right password earns when the account has, or must set up, a second factor. */
export const SecondStepSchema = z.object({
  /** Single-use, for secondStepRule.ticketMinutes. */
  ticket: z.string(),
  expiresInSeconds: z.number(),
  /** The factors this account can answer with; empty when it must set one up first (enrol). */
  methods: z.array(FactorMethodSchema),
  /** The account has no second factor yet and must set one up to finish signing in. */
  enrol: z.boolean(),
  /** A browser may be remembered for this account (never for internal administrators). */
  mayRemember: z.boolean(),
});
export type SecondStep = z.infer<typeof SecondStepSchema>;

/**
 * POST /authenticate and the second step: the token once the sign-in is whole; only `secondStep`
 * while a factor is still to come (issue 46 §1).
 */
export const SignInAnswerSchema = z.object({
  token: z.optional(z.string()),
  username: z.optional(z.string()),
  mirror: z.optional(z.nullable(MirrorInfoSchema)),
  secondStep: z.optional(SecondStepSchema),
  /** Shown once: the recovery codes made with a first factor set up at sign-in. */
  recoveryCodes: z.optional(z.array(z.string())),
});
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

export const SecondStepRequestSchema = z.object({
  ticket,
  method: FactorMethodSchema,
  code: typedCode,
  rememberBrowser: z.optional(z.boolean()),
});
export type SecondStepRequest = z.infer<typeof SecondStepRequestSchema>;

export const TicketRequestSchema = z.object({ ticket });

/** An authenticator app waiting for its first code: the key as a QR code (SVG) and as text. */
export const AppEnrolmentSchema = z.object({
  /** Base32, in groups of four for reading. */
  secret: z.string(),
  /** otpauth://totp/… (Key Uri Format). */
  uri: z.string(),
  qrSvg: z.string(),
});
export type AppEnrolment = z.infer<typeof AppEnrolmentSchema>;

export const CodeRequestSchema = z.object({ code: typedCode });

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const AppConfirmedSchema = z.object({ recoveryCodes: z.optional(z.array(z.string())) });

export const RememberedBrowserSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});

/** GET /users/signInSecurity: the own account's factors, without a secret. */
export const SecurityOverviewSchema = z.object({
  /** The account must keep a second factor (its type, or its group's rule). */
  required: z.boolean(),
  app: z.nullable(z.object({ createdAt: z.string(), lastUsedAt: z.nullable(z.string()) })),
  recoveryCodes: z.nullable(z.object({ remaining: z.number(), createdAt: z.string() })),
  browsers: z.array(RememberedBrowserSchema),
  mayRemember: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

/** GET /auth/stepUp: how this session proves itself again, and until when its last proof holds. */
export const StepUpStateSchema = z.object({
  methods: z.array(z.enum(['totp', 'recovery', 'password'])),
  validUntil: z.nullable(z.string()),
});
export type StepUpState = z.infer<typeof StepUpStateSchema>;

export const StepUpRequestSchema = z.object({
  method: z.enum(['totp', 'recovery', 'password']),
  code: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type StepUpRequest = z.infer<typeof StepUpRequestSchema>;

/** A group's rule: every user of the group must have a second factor (Manage Users, issue 46 §2). */
export const GroupFactorRuleSchema = z.object({ required: z.boolean() });
export type GroupFactorRule = z.infer<typeof GroupFactorRuleSchema>;

export const ResetFactorsRequestSchema = z.object({ userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) });
