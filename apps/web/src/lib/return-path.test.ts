import { describe, expect, it } from 'vitest';
import { safeReturnPath, sessionStore } from './session';

describe('return path after sign-in (docs/decisions/027)', () => {
  it.each([
    ['/wcpp/billSearch', '/wcpp/billSearch'],
    ['/wcpp/ClaimSearch?claim=12&x=%2F', '/wcpp/ClaimSearch?claim=12&x=%2F'],
    ['/wcpp/UserProfile#top', '/wcpp/UserProfile'],
  ])('keeps the same-origin path %s', (path, kept) => {
    expect(safeReturnPath(path)).toBe(kept);
  });

  it.each([
    'https://evil.example/wcpp/home',
    '//evil.example/wcpp/home',
    '/\\evil.example/wcpp',
    '/wcpp\\..\\..\\evil',
    '\\\\evil.example',
    'javascript:alert(1)',
    'wcpp/home',
    '/wcpp/../evil',
    '/wcpp/%2e%2e/api/x',
    '/api/users',
    '/wcppx/home',
    '/wcpp/login',
    '/wcpp/logout',
    '/wcpp/authenticate?code=x',
    ' /wcpp/home',
    '/wcpp/home\n//evil.example',
    '',
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('is kept after an involuntary sign-out and given back once, to the same person only', () => {
    sessionStore.signIn({ token: 't', username: 'ProvUser1' });
    sessionStore.signOut('ended', '/wcpp/billSearch?tin=1');
    expect(sessionStore.takeReturnPath('someoneelse')).toBeNull();

    sessionStore.signIn({ token: 't', username: 'provuser1' });
    sessionStore.signOut('timeout', '/wcpp/billSearch?tin=1');
    expect(sessionStore.takeReturnPath('PROVUSER1')).toBe('/wcpp/billSearch?tin=1');
    expect(sessionStore.takeReturnPath('provuser1')).toBeNull();
  });

  it('the guard keeps no path after a chosen sign-out, and updates it after an involuntary one, never to an unsafe one', () => {
    sessionStore.signIn({ token: 't0', username: 'provuser1' });
    sessionStore.signOut();
    sessionStore.rememberReturnPath('/wcpp/billSearch');
    expect(sessionStorage.getItem('wcpp.returnTo')).toBeNull();

    sessionStore.signIn({ token: 't', username: 'provuser1' });
    sessionStore.signOut('ended');
    sessionStore.rememberReturnPath('/wcpp/ClaimSearch?x=1');
    sessionStore.rememberReturnPath('//evil.example/wcpp/x');
    expect(sessionStore.takeReturnPath('provuser1')).toBe('/wcpp/ClaimSearch?x=1');
  });

  it('a page opened signed out (a bookmark, a link) is where the next sign-in of anyone goes, once (docs/decisions/054)', () => {
    sessionStore.reload(); // a page just loaded, signed out
    sessionStore.rememberReturnPath('/wcpp/ClaimSearch');
    expect(sessionStore.takeReturnPath('billing01')).toBe('/wcpp/ClaimSearch');
    expect(sessionStore.takeReturnPath('billing01')).toBeNull();

    sessionStore.rememberReturnPath('/wcpp/login');
    sessionStore.rememberReturnPath('https://evil.example/wcpp/home');
    expect(sessionStore.takeReturnPath('billing01')).toBeNull();
  });

  it('a chosen sign-out forgets it', () => {
    sessionStore.signIn({ token: 't', username: 'provuser1' });
    sessionStore.signOut('timeout', '/wcpp/billSearch');
    sessionStore.signIn({ token: 't2', username: 'provuser1' });
    sessionStore.signOut();
    expect(sessionStore.takeReturnPath('provuser1')).toBeNull();
  });

  it('refuses a tampered stored value', () => {
    sessionStorage.setItem('wcpp.returnTo', JSON.stringify({ userName: 'provuser1', path: 'https://evil.example/' }));
    expect(sessionStore.takeReturnPath('provuser1')).toBeNull();
    sessionStorage.setItem('wcpp.returnTo', '{not json');
    expect(sessionStore.takeReturnPath('provuser1')).toBeNull();
  });
});
