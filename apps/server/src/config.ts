import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DataDirError, ensurePrivateDir } from './lib/data-dir';

const optionalUrl = z.url().optional();

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Loopback by default: the embedded defaults (outbox, demo accounts) are for this machine only.
  HOST: z.string().min(1).default('127.0.0.1'),
  // Proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated. Unset = none.
  TRUST_PROXY: z
    .string()
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
    .refine((list) => list.length > 0 && list.every(isAddressOrCidr), 'must be a comma-separated list of IP addresses or CIDRs')
    .optional(),
  // /mailbox shows codes and temporary passwords: loopback callers only, unless this is 'on' (demos).
  MAILBOX: z.enum(['on', 'off', 'loopback']).default('loopback'),
  // /metrics answers loopback callers, or callers sending this bearer token.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Keys that encrypt the authenticator apps' secrets at rest (issue 46): `id:key` pairs, comma-separated,
   * each key 32 bytes in base64url. The first encrypts; every one listed decrypts, so a key can be rotated.
   * Generated into DATA_DIR by default; required in production, the same on every instance.
   */
  FACTOR_KEYS: z
    .string()
    .refine((v) => parseFactorKeys(v) !== null, 'must be id:key pairs, comma-separated, each key 32 bytes in base64url, each id [A-Za-z0-9_-]{1,16} once')
    .optional(),
  /**
   * The passkeys' relying party id (WebAuthn §5.1.4): a domain the portal's host is, or is under. By
   * default PUBLIC_URL's host. Passkeys are bound to it: changing it later orphans every passkey.
   */
  PASSKEY_RP_ID: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'must be a domain name, such as portal.example.com')
    .optional(),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(480),
  API_URL: z.string().min(1).default('/api'),
  RESOURCE_URL: z.string().min(1).default('/resources'),
  AEM_HOMEPAGE: z.string().min(1).default('/content/home'),
  AEM_LOGINPAGE: z.string().min(1).default('/content/login'),
  EAS_URL: z.string().min(1).default('/api/auth/sso'),
  /** The network's public website for providers, linked from Provider Resources (decision 041). */
  PROVIDER_WEBSITE_URL: z.string().min(1).default('/content/for-providers'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * When the identity provider's ID token says a second factor was proved (RFC 8176 amr: otp, hwk, mfa …),
   * the portal does not ask again (issue 46 §2). 'false' asks anyway.
   */
  SSO_TRUST_MFA: z.enum(['true', 'false']).default('true'),
  /**
   * The `acr` values of the corporate identity provider that mean a second factor was proved, comma-
   * separated (for example `urn:okta:loa:2fa:any`); read only when SSO_TRUST_MFA is 'true'. Unset: amr alone.
   */
  SSO_MFA_ACR: z
    .string()
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** Background jobs (plugins/jobs.ts): how often each instance looks, how long a claim is leased, attempts. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** How often an open page asks for the bell's list (answered 304 while unchanged; decision 043). */
  NOTIFICATIONS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_FROM: z.string().min(3).default('Provider Portal <no-reply@provider-portal.example>'),
  LIVE_CHAT_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  MAX_FAILED_LOGINS: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  PUBLIC_MIN_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** How much of a document bundle may wait unread before its next bill is made (decision 062). */
  BUNDLE_BUFFER_BYTES: z.coerce.number().int().min(16 * 1024).max(64 * 1024 * 1024).default(1024 * 1024),
  /**
   * Where each seal of the activity record is also published, one JSON line each (issue 47 §3, decision
   * 090): a file outside the database, best on storage the database's operators cannot rewrite. The log
   * carries every seal too. By default DATA_DIR/audit-seals.jsonl, except in production ('off' for none).
   */
  AUDIT_SEAL_FILE: z.string().min(1).optional(),
  /** The Provider Admins' monthly summary mail (issue 47 §2): on by default, off in tests (which send it themselves). */
  MONTHLY_SUMMARY: z.enum(['on', 'off']).optional(),
  /** How often an instance seals the activity record's committed rows (seconds). */
  AUDIT_SEAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How many months of the activity record are kept (decision 093): older months are retired whole,
   * once sealed, and each retirement is recorded. Six years by default (HIPAA §164.316(b)(2)'s period
   * for required documentation; whether it binds the network is the operator's question). At least 1.
   */
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(72),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  jwtSecret: Uint8Array;
  /** FACTOR_KEYS, read: the first encrypts (lib/factor-keys.ts). */
  factorKeys: FactorKey[];
  /** Where passkeys are made and used: the relying party id and the origins its ceremonies may come from. */
  passkeys: { rpId: string; origins: string[] };
  /** true when the embedded OpenID Connect provider at /sso is the sign-in service. */
  embeddedSso: boolean;
  /** PGlite data directory, or null when DATABASE_URL names a PostgreSQL server. */
  pgliteDir: string | null;
  /** The file each seal of the activity record is appended to, or null (the log only). */
  auditSealFile: string | null;
  /** Whether this instance mails the monthly summaries. */
  monthlySummary: boolean;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuration error: ${issue.path.join('.')} ${issue.message}`);
  }
  const values = parsed.data;
  const oidcParts = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcParts !== 0 && oidcParts !== 3) {
    throw new ConfigError('Configuration error: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new ConfigError('Configuration error: JWT_SECRET is required when NODE_ENV=production');
  }
  if (values.NODE_ENV === 'production' && !values.FACTOR_KEYS) {
    throw new ConfigError('Configuration error: FACTOR_KEYS is required when NODE_ENV=production');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const host = new URL(publicUrl).hostname;
  const rpId = values.PASSKEY_RP_ID ?? host;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) {
    throw new ConfigError(`Configuration error: PASSKEY_RP_ID must be PUBLIC_URL's host (${host}) or a domain it is under`);
  }
  return {
    ...values,
    publicUrl,
    passkeys: { rpId, origins: [new URL(publicUrl).origin] },
    jwtSecret: new TextEncoder().encode(values.JWT_SECRET ?? localSecret(dataDir, values.NODE_ENV === 'test')),
    factorKeys: parseFactorKeys(values.FACTOR_KEYS ?? localFactorKey(dataDir, values.NODE_ENV === 'test'))!,
    embeddedSso: oidcParts === 0,
    pgliteDir: values.DATABASE_URL ? null : path.join(dataDir, 'pg'),
    auditSealFile: sealFileOf(values.AUDIT_SEAL_FILE, dataDir, values.NODE_ENV),
    monthlySummary: (values.MONTHLY_SUMMARY ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    DATA_DIR: dataDir,
  };
}

/** AUDIT_SEAL_FILE read: 'off' is none; unset is DATA_DIR/audit-seals.jsonl but in production and tests. */
function sealFileOf(value: string | undefined, dataDir: string, env: Env['NODE_ENV']): string | null {
  if (value === 'off') return null;
  if (value) return path.resolve(value);
  return env === 'development' ? path.join(dataDir, 'audit-seals.jsonl') : null;
}

/** The factor key of NODE_ENV=test only: never read elsewhere (production requires FACTOR_KEYS). */
export const TEST_FACTOR_KEYS = `test:${Buffer.alloc(32, 7).toString('base64url')}`;

export interface FactorKey {
  id: string;
  key: Buffer;
}

/** `id:key,id:key` into keys, or null when any pair is malformed, a key is not 32 bytes or an id repeats. */
export function parseFactorKeys(value: string): FactorKey[] | null {
  const keys: FactorKey[] = [];
  for (const pair of value.split(',').map((p) => p.trim())) {
    const match = /^([A-Za-z0-9_-]{1,16}):([A-Za-z0-9_-]{43}=?)$/.exec(pair);
    if (!match) return null;
    const key = Buffer.from(match[2]!, 'base64url');
    if (key.length !== 32 || keys.some((k) => k.id === match[1])) return null;
    keys.push({ id: match[1]!, key });
  }
  return keys.length ? keys : null;
}

/** The embedded default keeps a generated factor key in the data folder, as it keeps the token secret. */
function localFactorKey(dataDir: string, test: boolean): string {
  const make = () => `k1:${randomBytes(32).toString('base64url')}`;
  // Tests share one key, so the seeded template's demo apps open in every test's app (test/global-setup.ts).
  if (test) return TEST_FACTOR_KEYS;
  const file = path.join(dataDir, 'factor-keys');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    ensurePrivateDir(dataDir);
    const keys = make();
    writeFileSync(file, keys, { mode: 0o600 });
    return keys;
  } catch (err) {
    throw new DataDirError(dataDir, err);
  }
}

/** The embedded default keeps a generated token secret in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string, ephemeral: boolean): string {
  if (ephemeral) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  // An unreadable or unwritable data folder is named in one line (DataDirError), not as a raw EACCES.
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    ensurePrivateDir(dataDir);
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (err) {
    throw new DataDirError(dataDir, err);
  }
}
