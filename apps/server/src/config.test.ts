import { describe, expect, it } from 'vitest';
import { authCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { loadConfig, TEST_FACTOR_KEYS } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({ PORT: 8080, API_URL: '/api', EAS_URL: apiPath(authCalls.sso), embeddedSso: true, publicUrl: 'http://localhost:8080' });
    expect(config.pgliteDir).toMatch(/data[/\\]pg$/);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Configuration error: PORT /],
    [{ PORT: '70000' }, /^Configuration error: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuration error: DATABASE_URL must start with postgres/],
    [{ OIDC_ISSUER: 'https://idp.example' }, /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /^Configuration error: JWT_SECRET must be at least 32 characters/],
    [{ PASSKEY_RP_ID: 'https://portal.example.com' }, /^Configuration error: PASSKEY_RP_ID must be a domain name/],
    [{ PUBLIC_URL: 'https://portal.example.com', PASSKEY_RP_ID: 'example.net' }, /PASSKEY_RP_ID must be PUBLIC_URL's host \(portal.example.com\) or a domain it is under/],
    [{ PUBLIC_URL: 'https://portal.example.com', PASSKEY_RP_ID: 'ample.com' }, /PASSKEY_RP_ID must be PUBLIC_URL's host/],
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@localhost/db' }).pgliteDir).toBeNull();
  });
});

describe('the passkeys’ relying party (decision 088)', () => {
  it('is PUBLIC_URL’s host and origin by default, or a domain the host is under', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).passkeys).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080'] });
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://portal.example.com/' }).passkeys).toEqual({ rpId: 'portal.example.com', origins: ['https://portal.example.com'] });
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://portal.example.com', PASSKEY_RP_ID: 'example.com' }).passkeys).toEqual({ rpId: 'example.com', origins: ['https://portal.example.com'] });
  });
});

describe('where the activity record’s seals are published (decision 090)', () => {
  it('DATA_DIR/audit-seals.jsonl on the embedded defaults, none in production or tests unless set, none for off', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/srv/wcpp', JWT_SECRET: 'x'.repeat(32), FACTOR_KEYS: TEST_FACTOR_KEYS }).auditSealFile).toBe('/srv/wcpp/audit-seals.jsonl');
    expect(loadConfig({ NODE_ENV: 'test' }).auditSealFile).toBeNull();
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), FACTOR_KEYS: TEST_FACTOR_KEYS } as const;
    expect(loadConfig(production).auditSealFile).toBeNull();
    expect(loadConfig({ ...production, AUDIT_SEAL_FILE: '/worm/seals.jsonl' }).auditSealFile).toBe('/worm/seals.jsonl');
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32), FACTOR_KEYS: TEST_FACTOR_KEYS, AUDIT_SEAL_FILE: 'off' }).auditSealFile).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_SEAL_SECONDS: '0' } as never)).toThrow(/AUDIT_SEAL_SECONDS/);
  });

  it('the monthly summary is mailed but in tests, unless MONTHLY_SUMMARY says', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).monthlySummary).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', MONTHLY_SUMMARY: 'on' }).monthlySummary).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), FACTOR_KEYS: TEST_FACTOR_KEYS }).monthlySummary).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), FACTOR_KEYS: TEST_FACTOR_KEYS, MONTHLY_SUMMARY: 'off' }).monthlySummary).toBe(false);
  });
});
