import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './app';

/**
 * Finding 2: protection must follow the route the router matched, not the spelling of the URL. Every
 * protected prefix is asked for in spellings the router may decode or normalise; none may answer 200
 * without a valid token, and with a token an encoded spelling answers as the plain one (or a 4xx when
 * the spelling names no route). docs/decisions/028-audit-disclosures-and-resource-host.md.
 */
let t: TestApp;
let token: string;
let billImage: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('provuser1');
  const [bill] = await t.rows<{ bcn: string }>(
    `SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234501' AND NOT mitch_bill AND has_image ORDER BY bill_id LIMIT 1`,
  );
  billImage = `/api/billSearch/billImage/B${bill!.bcn}`;
});
afterAll(() => t.close());

const REMOTE = '203.0.113.9';
const FILE = '/resources/docs/provider-manual-2026.pdf';
const LISTING = '/resources/api/assets/wcpp/provider-resources/provider-resources.json';
const USER = '/api/users/userByName/provuser1';

/** The first letter of the path's segment `index` (1-based) as %XX, e.g. /%72esources/… or /api/%75sers/…. */
function encodeLetter(path: string, index: number): string {
  const parts = path.split('/');
  const seg = parts[index]!;
  parts[index] = `%${seg.charCodeAt(0).toString(16)}${seg.slice(1)}`;
  return parts.join('/');
}

/** Spellings that a router, a proxy or a client may decode or normalise into `path`, or nearly so. */
function spellingsOf(path: string): { name: string; url: string; decodesToPlain: boolean }[] {
  const rest = path.slice(1);
  const [first, second] = rest.split('/');
  return [
    { name: 'first letter percent-encoded', url: encodeLetter(path, 1), decodesToPlain: true },
    { name: 'second segment percent-encoded', url: encodeLetter(path, 2), decodesToPlain: true },
    { name: 'every letter of the first segment upper-hex encoded', url: `/${[...first!].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')}/${rest.slice(first!.length + 1)}`, decodesToPlain: true },
    { name: 'leading %2F', url: `/%2F${rest}`, decodesToPlain: false },
    { name: 'encoded slash after the prefix', url: `/${first}%2F${rest.slice(first!.length + 1)}`, decodesToPlain: false },
    { name: 'double leading slash', url: `//${rest}`, decodesToPlain: false },
    { name: 'double slash inside', url: `/${first}//${rest.slice(first!.length + 1)}`, decodesToPlain: false },
    { name: '/./ segment', url: `/./${rest}`, decodesToPlain: false },
    { name: '/x/../ segment', url: `/x/../${rest}`, decodesToPlain: false },
    { name: 'encoded dot segments', url: `/x/%2e%2e/${rest}`, decodesToPlain: false },
    { name: 'mixed case', url: `/${first![0]!.toUpperCase()}${first!.slice(1)}/${rest.slice(first!.length + 1)}`, decodesToPlain: false },
    { name: 'upper-case second segment', url: `/${first}/${second!.toUpperCase()}/${rest.split('/').slice(2).join('/')}`, decodesToPlain: false },
    { name: 'trailing encoded NUL', url: `${path}%00`, decodesToPlain: false },
  ];
}

/** A refusal: 400 is the input guard's answer to a NUL, before any route runs. */
const REFUSED = [400, 401, 403, 404];

/** The same answer: status, type, and for JSON the same body (a PDF is rendered anew each time). */
const answerOf = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
  status: res.statusCode,
  type: res.headers['content-type'],
  body: String(res.headers['content-type']).startsWith('application/json') ? res.body : undefined,
});

describe('the resource host and the API judge the matched route, however the path is spelled', () => {
  const guarded = [
    { what: 'a secure file', path: () => FILE },
    { what: 'the provider-resources listing', path: () => LISTING },
    { what: 'user details (/api/users/userByName)', path: () => USER },
    { what: 'a bill image PDF (/api/billSearch/billImage)', path: () => billImage },
  ];

  it.each(guarded)('refuses every spelling of $what without a valid token', async ({ path }) => {
    for (const s of spellingsOf(path())) {
      for (const headers of [{}, bearer('not-a-token')]) {
        const res = await t.app.inject({ url: s.url, headers, remoteAddress: REMOTE });
        expect({ url: s.url, status: res.statusCode }).toEqual({ url: s.url, status: expect.toBeOneOf(REFUSED) });
      }
    }
  });

  it.each(guarded)('answers every spelling of $what with a token as the plain spelling, or with a 4xx', async ({ path }) => {
    const plain = await t.app.inject({ url: path(), headers: bearer(token), remoteAddress: REMOTE });
    expect(plain.statusCode).toBe(200);
    for (const s of spellingsOf(path())) {
      const res = await t.app.inject({ url: s.url, headers: bearer(token), remoteAddress: REMOTE });
      if (s.decodesToPlain || res.statusCode === 200) {
        // (inject's URL parser removes dot segments before routing: such a spelling is then the plain one.)
        expect({ url: s.url, ...answerOf(res) }).toEqual({ url: s.url, ...answerOf(plain) });
      } else {
        expect({ url: s.url, status: res.statusCode }).toEqual({ url: s.url, status: expect.toBeOneOf([400, 404]) });
      }
    }
  });

  it('refuses %72esources without a token and serves it with one (finding 2)', async () => {
    const url = '/%72esources/docs/provider-manual-2026.pdf';
    const anonymous = await t.app.inject({ url, remoteAddress: REMOTE });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const signedIn = await t.app.inject({ url, cookies: { authorization: token }, remoteAddress: REMOTE });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toBe('application/pdf');
  });
});

describe('over a real socket (no client-side normalisation of the path)', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends the path exactly as written, as curl --path-as-is would. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([FILE, LISTING, USER])('refuses every spelling of %s without a token, and answers the decoded ones with a token', async (path) => {
    for (const s of spellingsOf(path)) {
      expect({ url: s.url, status: await raw(s.url) }).toEqual({ url: s.url, status: expect.toBeOneOf(REFUSED) });
      const withToken = await raw(s.url, bearer(token));
      expect({ url: s.url, status: withToken }).toEqual({ url: s.url, status: s.decodesToPlain ? 200 : expect.toBeOneOf([400, 404]) });
    }
  });
});

describe('loopback-only pages (/mailbox, /metrics) from a remote caller', () => {
  const pages = ['/mailbox', '/metrics'];
  const spellings = (path: string) => [
    path,
    `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`,
    `/${path[1]!.toUpperCase()}${path.slice(2)}`,
    `//${path.slice(1)}`,
    `/./${path.slice(1)}`,
    `/x/..${path}`,
    `${path}%00`,
    `${path}/`,
    `${path}?to=a`,
  ];

  it.each(pages)('never answers %s in any spelling to a remote caller', async (path) => {
    for (const url of spellings(path)) {
      const res = await t.app.inject({ url, remoteAddress: REMOTE });
      expect({ url, status: res.statusCode }).toEqual({ url, status: expect.toBeOneOf(REFUSED) });
    }
  });

  it.each(pages)('answers the encoded spelling of %s to a loopback caller as the plain one', async (path) => {
    const plain = await t.app.inject({ url: path });
    const encoded = await t.app.inject({ url: spellings(path)[1]! });
    expect(encoded.statusCode).toBe(plain.statusCode);
  });
});
