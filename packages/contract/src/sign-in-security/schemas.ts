import * as z from 'zod/mini';
import { MirrorInfoSchema } from '../auth/schemas';
import { passkeyNameRule } from './rules';

/** The ways a person proves the second factor (issue 46). */
export const FactorMethodSchema = z.enum(['passkey', 'totp', 'recovery']);
export type FactorMethod = z.infer<typeof FactorMethodSchema>;

const ticket = z.string().check(z.minLength(20), z.maxLength(100));
const b64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

/**
 * What navigator.credentials.get() answers, as JSON (WebAuthn Level 3 §5.1, toJSON()): the passkey's
 * assertion. Sizes are bounded: a credential id is at most 1023 bytes (§5.1.3).
 */
export const PasskeyAssertionSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(2048),
    userHandle: z.optional(b64url(128)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** What navigator.credentials.create() answers, as JSON: a new passkey (attestation "none"). */
export const PasskeyAttestationSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16384),
    authenticatorData: z.optional(b64url(16384)),
    transports: z.optional(z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).check(z.maxLength(8))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(b64url(4096)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});
export type PasskeyAttestation = z.infer<typeof PasskeyAttestationSchema>;

/**
 * The options a browser passes to navigator.credentials.get() or create() (PublicKeyCredential*OptionsJSON),
 * as @simplewebauthn/server makes them: passed through to @simplewebauthn/browser unread.
 */
export const PasskeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;
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

/** The second step: the ticket, and a code (app or recovery) or a passkey's assertion. */
export const SecondStepRequestSchema = z.union([
  z.object({ ticket, method: z.enum(['totp', 'recovery']), code: typedCode, rememberBrowser: z.optional(z.boolean()) }),
  z.object({ ticket, method: z.literal('passkey'), credential: PasskeyAssertionSchema, rememberBrowser: z.optional(z.boolean()) }),
]);
export type SecondStepRequest = z.infer<typeof SecondStepRequestSchema>;

export const TicketRequestSchema = z.object({ ticket });

/** POST /auth/passkey/options: with the second step's ticket, that account's passkeys; without, any (discoverable). */
export const PasskeyOptionsRequestSchema = z.object({ ticket: z.optional(ticket) });

/** POST /auth/passkey: "Sign in with a passkey", no user name typed. */
export const PasskeySignInRequestSchema = z.object({ credential: PasskeyAssertionSchema });

/** A passkey's name, as its owner gives it. */
const passkeyName = z.string().check(z.trim(), z.minLength(1, passkeyNameRule.messages.empty), z.maxLength(passkeyNameRule.maxLength, passkeyNameRule.messages.tooLong));
export const PasskeyRegisterRequestSchema = z.object({ name: passkeyName, credential: PasskeyAttestationSchema });
export const PasskeyRenameRequestSchema = z.object({ name: passkeyName });
export const SecondStepPasskeyEnrolRequestSchema = z.object({ ticket, name: passkeyName, credential: PasskeyAttestationSchema, rememberBrowser: z.optional(z.boolean()) });

/** A passkey of the own account, without its key or credential id. */
export const PasskeySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  /** Synced between the person's devices by its provider (backup state, WebAuthn §6.1 BS flag). */
  synced: z.boolean(),
});
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;
export const PasskeyRegisteredSchema = z.object({ passkey: PasskeySummarySchema, recoveryCodes: z.optional(z.array(z.string())) });

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
  passkeys: z.array(PasskeySummarySchema),
  app: z.nullable(z.object({ createdAt: z.string(), lastUsedAt: z.nullable(z.string()) })),
  recoveryCodes: z.nullable(z.object({ remaining: z.number(), createdAt: z.string() })),
  browsers: z.array(RememberedBrowserSchema),
  mayRemember: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

/** GET /auth/stepUp: how this session proves itself again, and until when its last proof holds. */
export const StepUpStateSchema = z.object({
  methods: z.array(z.enum(['passkey', 'totp', 'recovery', 'password'])),
  validUntil: z.nullable(z.string()),
});
export type StepUpState = z.infer<typeof StepUpStateSchema>;

export const StepUpRequestSchema = z.union([
  z.object({ method: z.literal('password'), code: z.string().check(z.minLength(1), z.maxLength(128)) }),
  z.object({ method: z.enum(['totp', 'recovery']), code: typedCode }),
  z.object({ method: z.literal('passkey'), credential: PasskeyAssertionSchema }),
]);
export type StepUpRequest = z.infer<typeof StepUpRequestSchema>;

/** A group's rule: every user of the group must have a second factor (Manage Users, issue 46 §2). */
export const GroupFactorRuleSchema = z.object({ required: z.boolean() });
export type GroupFactorRule = z.infer<typeof GroupFactorRuleSchema>;

export const ResetFactorsRequestSchema = z.object({ userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) });
