import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { forgetPlace, keepPlace, readPlace } from './kept-place';
import { sessionStore } from './session';

const Criteria = z.object({ claimNumber: z.string().check(z.minLength(1)) });

describe('a screen keeps its place for Back and a reload (docs/decisions/055)', () => {
  it('gives the place back to the person who kept it, in the shape the screen expects', () => {
    sessionStore.signIn({ token: 't', username: 'provadmin1' });
    keepPlace('billSearch', { claimNumber: 'WC10099001-4' });
    expect(readPlace('billSearch', Criteria)).toEqual({ claimNumber: 'WC10099001-4' });
    // The URL carries none of it.
    expect(window.location.href).not.toContain('WC10099001');

    sessionStorage.setItem('wcpp.place.billSearch', JSON.stringify({ owner: 'provadmin1|', value: { claimNumber: '' } }));
    expect(readPlace('billSearch', Criteria)).toBeNull();
    sessionStorage.setItem('wcpp.place.billSearch', '{not json');
    expect(readPlace('billSearch', Criteria)).toBeNull();
  });

  it('is nobody else\'s: another user, or the same administrator while mirroring, finds none', () => {
    sessionStore.signIn({ token: 't', username: 'sysadmin1' });
    keepPlace('userSearch', { claimNumber: 'x' });
    sessionStorage.setItem('wcpp.place.other', JSON.stringify({ owner: 'billing01|', value: { claimNumber: 'y' } }));
    expect(readPlace('other', Criteria)).toBeNull();

    sessionStore.signIn({ token: 't2', username: 'sysadmin1', mirror: { userNm: 'provuser1', displayName: 'Peter Ulrich' } });
    expect(readPlace('userSearch', Criteria)).toBeNull();
    expect(sessionStorage.getItem('wcpp.place.userSearch')).toBeNull();
  });

  it('is forgotten at sign-out, chosen or not, and when asked', () => {
    sessionStore.signIn({ token: 't', username: 'provuser1' });
    keepPlace('claimSearch', { claimNumber: 'a' });
    keepPlace('table.claimSearch', { page: 2 });
    forgetPlace('table.claimSearch');
    expect(sessionStorage.getItem('wcpp.place.table.claimSearch')).toBeNull();

    sessionStore.signOut('timeout', '/wcpp/ClaimSearch');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('wcpp.place.'))).toEqual([]);
    expect(readPlace('claimSearch', Criteria)).toBeNull();
    // Signed out, nothing is kept.
    keepPlace('claimSearch', { claimNumber: 'b' });
    expect(sessionStorage.getItem('wcpp.place.claimSearch')).toBeNull();
  });
});
