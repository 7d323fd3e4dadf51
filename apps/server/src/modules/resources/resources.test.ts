import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditRows = (action: string) =>
  t.rows<{ actor_user_nm: string; target: string }>(`SELECT actor_user_nm, target FROM audit_log WHERE action = $1 ORDER BY audit_id`, [action]);

describe('the resource host audits downloads (finding 15)', () => {
  it('writes a RESOURCE_DOWNLOAD row naming the path of the file sent', async () => {
    const token = await t.signIn('provuser1');
    const res = await t.app.inject({ url: '/resources/docs/provider-manual-2026.pdf', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const video = await t.app.inject({ url: '/resources/videos/portal-training-bill-search.mp4', cookies: { authorization: token } });
    expect(video.statusCode).toBe(200);
    expect(await auditRows('RESOURCE_DOWNLOAD')).toEqual([
      { actor_user_nm: 'provuser1', target: 'docs/provider-manual-2026.pdf' },
      { actor_user_nm: 'provuser1', target: 'videos/portal-training-bill-search.mp4' },
    ]);
  });

  it('writes no row for the listing, a missing file or a refused request', async () => {
    const before = (await auditRows('RESOURCE_DOWNLOAD')).length;
    const token = await t.signIn('provadmin1');
    expect((await t.app.inject({ url: '/resources/api/assets/wcpp/provider-resources/provider-resources.json', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/resources/docs/no-such-file.pdf', headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/resources/docs/provider-manual-2026.pdf' })).statusCode).toBe(401);
    expect(await auditRows('RESOURCE_DOWNLOAD')).toHaveLength(before);
  });

  it('answers a path no document can have with 404, not an error', async () => {
    const token = await t.signIn('provuser1');
    for (const url of ['/resources/docs/%01.pdf', `/resources/${'a'.repeat(250)}.pdf`]) {
      expect((await t.app.inject({ url, headers: bearer(token) })).statusCode).toBe(404);
    }
  });
});
