import { APP_VERSION, type UserDetails, type UserRow } from '@wcpp/contract';

/** A user as GET /users/userByName answers it; tests override what matters to them. */
export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    userNm: 'provadmin1',
    userFirstName: 'Paula',
    userLastName: 'Adams',
    userMidName: null,
    emailAddr: 'paula.adams@clinic.example',
    phoneNum: '555-010-2000',
    employeeId: null,
    grpInfoId: 1001,
    typeCd: 'PRAD',
    typeDesc: 'Provider Admin',
    statusCd: 'ACTIV',
    statusDesc: 'Active',
    affiliationCd: 'OFC_STAFF',
    affiliationDesc: null,
    jobTitle: 'Office Manager',
    companyNm: 'Clinic',
    companyUrl: null,
    enlyteEmployee: false,
    appVersion: APP_VERSION,
    ...overrides,
  };
}

/** A row of Manage Users or User Search: Janet Walker, a Provider User of group 1001, unless overridden. */
export const userRow = (over: Partial<UserRow> = {}): UserRow => ({
  id: 20,
  userFirstName: 'Janet',
  userLastName: 'Walker',
  userNm: 'jwalker01',
  pendingRegistration: false,
  emailAddr: 'jwalker01@clinic.example',
  statusDesc: 'Active',
  statusCd: 'ACTIV',
  typeDesc: 'Provider User',
  typeCd: 'PRUS',
  grpInfoId: 1001,
  createdDt: '2022-03-04T14:00:00.000Z',
  lastLoginDt: '2024-11-09T15:30:00.000Z',
  userActions: ['EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_ADMIN', 'TERMINATE', 'RESET_PASSWORD'],
  mgrUserInfoId: 7,
  ...over,
});
