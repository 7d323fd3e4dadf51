import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export const DEMO_PASSWORD = 'Portal#2026';

/** TINs by group, in the order the reference seed assigns them to providers. */
export const demoGroups = [
  { id: 1001, name: 'Lakeside Orthopedic Associates', tins: ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506'] },
  { id: 1002, name: 'Summit Medical Billing Services', tins: ['862001101', '862001102', '862001103', '862001104'] },
  { id: 1003, name: 'Riverbend Physical Therapy', tins: ['593310201', '593310202', '593310203'] },
  { id: 1004, name: 'Northgate Imaging Center', tins: ['204567801', '204567802', '204567803'] },
  { id: 1005, name: 'Bayview Family Chiropractic', tins: ['330998701', '330998702', '330998703', '330998704'] },
];
export const allDemoTins = demoGroups.flatMap((g) => g.tins);

interface DemoUser {
  userNm: string;
  first: string;
  last: string;
  typeCd: 'PRUS' | 'PRAD' | 'IRAD' | 'ISAD';
  statusCd?: 'ACTIV' | 'NEW' | 'INACT' | 'DEACT' | 'TERMD';
  group?: number;
  tins?: number[];
  affiliationCd?: string | null;
  employeeId?: string;
  jobTitle?: string | null;
  companyNm?: string | null;
  locked?: boolean;
  manager?: string;
  /** Shown in the README and printed at start. */
  role: string;
}

/** The demo accounts of the foundation issue §4, plus a few colleagues so group screens have rows. */
export const demoUsers: DemoUser[] = [
  { userNm: 'sysadmin1', first: 'Sandra', last: 'Okafor', typeCd: 'ISAD', employeeId: 'E100234', role: 'Internal System Admin (ISAD)' },
  { userNm: 'readonly1', first: 'Raymond', last: 'Castillo', typeCd: 'IRAD', employeeId: 'E100877', role: 'Internal Read-Only Admin (IRAD)' },
  { userNm: 'provadmin1', first: 'Paula', last: 'Adams', typeCd: 'PRAD', group: 1001, tins: [0, 1, 2, 3, 4, 5], affiliationCd: 'OFC_STAFF', jobTitle: 'Practice Manager', role: 'Provider Admin, office staff, group 1001, six TINs' },
  { userNm: 'provuser1', first: 'Peter', last: 'Ulrich', typeCd: 'PRUS', group: 1001, tins: [0, 1], affiliationCd: 'OFC_STAFF', jobTitle: 'Billing Specialist', manager: 'provadmin1', role: 'Provider User, office staff, group 1001, two TINs' },
  { userNm: 'billing01', first: 'Brenda', last: 'Ingram', typeCd: 'PRAD', group: 1002, tins: [0, 1, 2, 3], affiliationCd: 'BILLING_CO', jobTitle: 'Account Executive', role: 'Provider Admin, billing company, group 1002' },
  { userNm: 'backfill1', first: 'Bianca', last: 'Fulton', typeCd: 'PRUS', group: 1001, tins: [2], affiliationCd: null, jobTitle: null, companyNm: null, manager: 'provadmin1', role: 'Provider User who must complete the profile dialog' },
  { userNm: 'locked01', first: 'Leon', last: 'Ochoa', typeCd: 'PRUS', group: 1003, tins: [0], affiliationCd: 'OFC_STAFF', jobTitle: 'Front Desk', locked: true, role: 'sign-in failure: locked account' },
  { userNm: 'termd001', first: 'Terrence', last: 'Dunn', typeCd: 'PRUS', statusCd: 'TERMD', group: 1003, tins: [1], affiliationCd: 'OFC_STAFF', jobTitle: 'Front Desk', role: 'sign-in failure: terminated account' },
  { userNm: 'deact001', first: 'Denise', last: 'Acosta', typeCd: 'PRUS', statusCd: 'DEACT', group: 1003, tins: [1], affiliationCd: 'OFC_STAFF', jobTitle: 'Scheduler', role: 'sign-in failure: deactivated account' },
  { userNm: 'inact001', first: 'Ivan', last: 'Nash', typeCd: 'PRUS', statusCd: 'INACT', group: 1004, tins: [0], affiliationCd: 'OFC_STAFF', jobTitle: 'Office Assistant', role: 'sign-in failure: temporary password not used yet' },
  { userNm: 'noemp001', first: 'Nora', last: 'Emery', typeCd: 'ISAD', role: 'sign-in failure: internal admin without an employee id' },
  { userNm: 'jwalker01', first: 'Janet', last: 'Walker', typeCd: 'PRUS', group: 1001, tins: [3, 4], affiliationCd: 'OFC_STAFF', jobTitle: 'Medical Biller', manager: 'provadmin1', role: 'colleague in group 1001' },
  { userNm: 'mreyes001', first: 'Marco', last: 'Reyes', typeCd: 'PRUS', statusCd: 'NEW', group: 1001, tins: [5], affiliationCd: 'OFC_STAFF', jobTitle: 'Receptionist', manager: 'provadmin1', role: 'colleague in group 1001 who has not registered yet' },
  { userNm: 'summitbill2', first: 'Grace', last: 'Holloway', typeCd: 'PRUS', group: 1002, tins: [0, 1], affiliationCd: 'BILLING_CO', jobTitle: 'Claims Analyst', manager: 'billing01', role: 'colleague in group 1002' },
  { userNm: 'riverbend1', first: 'Omar', last: 'Haddad', typeCd: 'PRAD', group: 1003, tins: [0, 1, 2], affiliationCd: 'OFC_STAFF', jobTitle: 'Clinic Director', role: 'admin of group 1003' },
  { userNm: 'northgate1', first: 'Yvonne', last: 'Chen', typeCd: 'PRAD', group: 1004, tins: [0, 1, 2], affiliationCd: 'OTHER', jobTitle: 'Revenue Cycle Lead', role: 'admin of group 1004' },
  { userNm: 'lhart01', first: 'Lena', last: 'Hart', typeCd: 'PRUS', group: 1004, tins: [0], affiliationCd: 'OTHER', jobTitle: 'Billing Specialist', manager: 'northgate1', role: 'colleague in group 1004 (sets up sign-in security in the browser tests)' },
  { userNm: 'tmorgan01', first: 'Tessa', last: 'Morgan', typeCd: 'PRUS', group: 1004, tins: [1], affiliationCd: 'OTHER', jobTitle: 'Front Desk Lead', manager: 'northgate1', role: 'colleague in group 1004 (adds a passkey in the browser tests)' },
  { userNm: 'invite-isad1', first: 'Nadia', last: 'Petrov', typeCd: 'ISAD', statusCd: 'NEW', employeeId: 'E100990', role: 'internal admin added by ADD USER who has not registered yet' },
  { userNm: 'bayview01', first: 'Derek', last: 'Lindqvist', typeCd: 'PRAD', group: 1005, tins: [0, 1, 2, 3], affiliationCd: 'OFC_STAFF', jobTitle: 'Office Manager', role: 'admin of group 1005' },
  { userNm: 'rdiaz01', first: 'Rosa', last: 'Diaz', typeCd: 'PRUS', group: 1005, tins: [0], affiliationCd: 'OFC_STAFF', jobTitle: 'Front Desk', manager: 'bayview01', role: "colleague in group 1005 (says a sign-in wasn't hers in the browser tests)" },
  // Group 1001 has every kind of account Manage Users shows (issue: administration).
  { userNm: 'kpatel01', first: 'Kavita', last: 'Patel', typeCd: 'PRAD', group: 1001, tins: [0, 1, 2, 3, 4, 5], affiliationCd: 'OFC_STAFF', jobTitle: 'Billing Manager', manager: 'provadmin1', role: 'second Provider Admin of group 1001' },
  { userNm: 'sgreene01', first: 'Samuel', last: 'Greene', typeCd: 'PRUS', group: 1001, tins: [1, 2], affiliationCd: 'OFC_STAFF', jobTitle: 'Coder', locked: true, manager: 'provadmin1', role: 'colleague in group 1001 locked out by failed sign-ins' },
  { userNm: 'hwong001', first: 'Helen', last: 'Wong', typeCd: 'PRUS', statusCd: 'TERMD', group: 1001, tins: [4], affiliationCd: 'OFC_STAFF', jobTitle: 'Front Desk', manager: 'provadmin1', role: 'terminated colleague in group 1001' },
];

/** Accounts that wait for registration: the seed e-mails them their invitations. */
export const invitedDemoUsers = ['mreyes001', 'invite-isad1'];

/** The accounts printed at start and listed in the README (the sign-in roles and failures). */
export const printedDemoAccounts = demoUsers.slice(0, 11);

/** Writes groups, TINs, users and their TINs, properties and notifications. */
export async function seedAccounts(db: Db): Promise<void> {
  const byGroup = new Map(demoGroups.map((g) => [g.id, g]));
  await db.insert(t.groups).values(demoGroups.map((g) => ({ id: g.id, name: g.name, createdDt: new Date('2021-03-01T13:00:00Z') })));
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('grp_info', 'grp_info_id'), 1005)`);
  await db.insert(t.groupFtins).values(
    demoGroups.flatMap((g) =>
      g.tins.map((ftin, i) => ({
        grpInfoId: g.id,
        ftin,
        createdDate: new Date(Date.UTC(2021, 2 + i, 1, 13)),
        addedDate: new Date(Date.UTC(2021, 2 + i, 1, 13)),
        lastUpdatedUserName: 'seed',
      })),
    ),
  );
  await db.insert(t.restrictedFtins).values([
    { ftin: '990000001', reason: 'Network-owned TIN' },
    { ftin: '990000002', reason: 'Network-owned TIN' },
  ]);

  const ids = new Map<string, number>();
  for (const [index, u] of demoUsers.entries()) {
    const group = u.group ? byGroup.get(u.group) : undefined;
    const provider = u.typeCd === 'PRUS' || u.typeCd === 'PRAD';
    const [row] = await db
      .insert(t.users)
      .values({
        userNm: u.userNm,
        userFirstName: u.first,
        userLastName: u.last,
        emailAddr: `${u.userNm}@${provider ? 'clinic' : 'network'}.example`,
        phoneNum: `${5125550100 + index}`,
        employeeId: u.employeeId ?? null,
        typeCd: u.typeCd,
        statusCd: u.statusCd ?? 'ACTIV',
        affiliationCd: provider ? (u.affiliationCd ?? null) : null,
        affiliationDesc: u.affiliationCd === 'OTHER' ? 'Revenue cycle vendor' : null,
        jobTitle: provider ? (u.jobTitle ?? null) : null,
        companyNm: provider ? (u.companyNm === null ? null : (group?.name ?? null)) : null,
        enlyteEmployee: !provider,
        grpInfoId: u.group ?? null,
        mgrUserInfoId: u.manager ? ids.get(u.manager) : null,
        passwordHash: u.statusCd === 'NEW' ? null : await hash(DEMO_PASSWORD),
        failedAttempts: u.locked ? 5 : 0,
        // A demo account that stays locked: the lock ends long after any demo.
        lockedUntil: u.locked ? new Date('2099-12-31T00:00:00Z') : null,
        createdDt: new Date(Date.UTC(2022, index % 12, 1 + index, 14)),
      })
      .returning({ id: t.users.id });
    ids.set(u.userNm, row.id);
    if (group && u.tins?.length) {
      await db.insert(t.userFtins).values(
        u.tins.map((i) => ({ userInfoId: row.id, ftin: group.tins[i], createdDate: new Date(Date.UTC(2022, 5, 1, 13)), lastUpdatedUserName: 'seed' })),
      );
    }
  }

  await db.insert(t.appProperties).values([{ name: 'FE_APP_TIMEOUT', value: '30' }]);
  await db.insert(t.securityQuestions).values([
    { question: 'What was the name of your first pet?' },
    { question: 'In what city were you born?' },
    { question: 'What was the make of your first car?' },
  ]);

  const sent = await db
    .insert(t.notifications)
    .values([
      { name: 'New claim-form requirements for 2027', status: 'SENT', lastUpdateBy: 'sysadmin1', campaign: 'FORMS2027', requestedBy: 'Network Relations', link: '/content/notices/claim-forms-2027', sendDt: new Date('2026-10-05T12:00:00Z') },
      { name: 'Holiday processing schedule', status: 'SENT', lastUpdateBy: 'sysadmin1', campaign: 'HOLIDAY26', requestedBy: 'Operations', link: '/content/notices/holiday-schedule', sendDt: new Date('2026-11-02T13:00:00Z') },
      { name: 'Portal maintenance window', status: 'SENT', lastUpdateBy: 'sysadmin1', campaign: 'MAINT', requestedBy: 'IT Service Desk', link: '/content/notices/maintenance', sendDt: new Date('2026-09-14T12:00:00Z') },
      { name: 'Fee schedule update draft', status: 'DRAFT', lastUpdateBy: 'sysadmin1', campaign: null, requestedBy: 'Network Relations', link: null },
    ])
    .returning({ id: t.notifications.id });
  const recipients = ['provadmin1', 'provuser1', 'billing01', 'backfill1', 'jwalker01'].map((n) => ids.get(n)!);
  await db.insert(t.notificationUsers).values(
    sent.slice(0, 3).flatMap((n, i) => recipients.map((userInfoId) => ({ notificationId: n.id, userInfoId, dwnld: i === 2 ? 'Y' : 'N' }))),
  );
  for (const n of sent.slice(0, 3)) {
    await db.update(t.notifications).set({ userNotList: recipients.join(',') }).where(sql`${t.notifications.id} = ${n.id}`);
  }
}
