import { describe, expect, it } from 'vitest';
import { authCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { loadConfig } from './config';

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
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@localhost/db' }).pgliteDir).toBeNull();
  });
});
