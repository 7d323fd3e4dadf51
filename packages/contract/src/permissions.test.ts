import { describe, expect, it } from 'vitest';
import { canBeMirrored, guards, type EffectiveUser, type GuardName } from './permissions';
import { adminMenu, providerMenu, signedInRoutes } from './routes';

const users: Record<string, EffectiveUser> = {
  ISAD: { typeCd: 'ISAD' },
  IRAD: { typeCd: 'IRAD' },
  'PRAD OFC_STAFF': { typeCd: 'PRAD', affiliationCd: 'OFC_STAFF' },
  'PRAD BILLING_CO': { typeCd: 'PRAD', affiliationCd: 'BILLING_CO' },
  'PRAD OTHER': { typeCd: 'PRAD', affiliationCd: 'OTHER' },
  'PRAD none': { typeCd: 'PRAD', affiliationCd: null },
  'PRUS OFC_STAFF': { typeCd: 'PRUS', affiliationCd: 'OFC_STAFF' },
  'PRUS BILLING_CO': { typeCd: 'PRUS', affiliationCd: 'BILLING_CO' },
  'PRUS none': { typeCd: 'PRUS', affiliationCd: null },
};

// The permission table of part 1 §6 / part 2 §6 as read in docs/decisions/002-route-guards.md.
const expected: Record<GuardName, string[]> = {
  signedIn: Object.keys(users),
  groupManager: ['ISAD', 'IRAD', 'PRAD OFC_STAFF', 'PRAD BILLING_CO', 'PRAD OTHER'],
  officeStaffOrAdmin: ['ISAD', 'IRAD', 'PRAD OFC_STAFF', 'PRUS OFC_STAFF'],
  admin: ['ISAD', 'IRAD'],
  activityViewer: ['ISAD', 'IRAD', 'PRAD OFC_STAFF', 'PRAD BILLING_CO', 'PRAD OTHER', 'PRAD none'],
  recordsSender: ['PRAD OFC_STAFF', 'PRAD BILLING_CO', 'PRAD OTHER', 'PRAD none', 'PRUS OFC_STAFF', 'PRUS BILLING_CO', 'PRUS none'],
  systemAdmin: ['ISAD'],
};

describe('route guards', () => {
  for (const [guard, admitted] of Object.entries(expected) as [GuardName, string[]][]) {
    it(`${guard} admits exactly ${admitted.join(', ')}`, () => {
      const actual = Object.entries(users).filter(([, u]) => guards[guard](u)).map(([k]) => k);
      expect(actual).toEqual(admitted);
    });
  }

  it('denies a missing user everywhere', () => {
    for (const guard of Object.values(guards)) {
      expect(guard(null)).toBe(false);
      expect(guard(undefined)).toBe(false);
    }
  });

  it('shows each menu item exactly when its route guard admits the user', () => {
    for (const item of [...providerMenu, ...adminMenu]) {
      const route = signedInRoutes.find((r) => r.path === item.path);
      expect(route, item.path).toBeDefined();
      expect(item.guard).toBe(route!.guard);
    }
  });

  it('shows Manage Users and Manage TINs to group-managing PRAD users, not to PRUS (decision 003)', () => {
    const visible = (u: EffectiveUser) => providerMenu.filter((i) => guards[i.guard](u)).map((i) => i.label);
    expect(visible(users['PRAD OFC_STAFF'])).toEqual(['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Manage Users', 'Manage TINs', 'Demographics', 'Provider Resources', 'Activity']);
    expect(visible(users['PRUS OFC_STAFF'])).toEqual(['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Demographics', 'Provider Resources']);
    expect(visible(users['PRAD BILLING_CO'])).toEqual(['Bill Search', 'Payments', 'Manage Users', 'Manage TINs', 'Activity']);
    const admin = (u: EffectiveUser) => adminMenu.filter((i) => guards[i.guard](u)).map((i) => i.label);
    expect(admin(users.ISAD)).toEqual(['User Search', 'Claim Search', 'Provider Resources', 'ADD USER', 'Notifications', 'Activity']);
    expect(admin(users.IRAD)).toEqual(['User Search', 'Claim Search', 'Provider Resources', 'Activity']);
  });
});

describe('canBeMirrored', () => {
  it.each([
    ['PRUS', 'ACTIV', true],
    ['PRAD', 'ACTIV', true],
    ['PRUS', 'TERMD', false],
    ['PRAD', 'NEW', false],
    ['ISAD', 'ACTIV', false],
    ['IRAD', 'ACTIV', false],
  ])('%s %s → %s', (typeCd, statusCd, result) => {
    expect(canBeMirrored({ typeCd, statusCd })).toBe(result);
  });
});
