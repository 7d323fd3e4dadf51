import { APP_VERSION, type UserDetails } from '@wcpp/contract';

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
