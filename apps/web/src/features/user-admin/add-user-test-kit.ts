import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { tinCalls, userAdminCalls, type UserDetails } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { mockApi, on, type Route, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

/** What the Add User tests share (AddUserPage.test.tsx, AddUserBySystemAdmin.test.tsx): the users, the API, step 1's person. */
export const PRAD = userDetails();
export const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null, employeeId: 'E100234' });
const groupTins = [
  { ftin: '751234502', createdDate: '2021-04-01T13:00:00Z', addedDate: '2021-04-01T13:00:00Z', displayDate: '4/1/2021', lastUpdatedUserName: 'seed' },
  { ftin: '751234501', createdDate: '2021-03-01T13:00:00Z', addedDate: '2021-03-01T13:00:00Z', displayDate: '3/1/2021', lastUpdatedUserName: 'seed' },
];
const allTypes = [
  { userTypeCd: 'PRUS', userTypeDesc: 'Provider User' },
  { userTypeCd: 'PRAD', userTypeDesc: 'Provider Admin' },
  { userTypeCd: 'IRAD', userTypeDesc: 'Internal Read-Only Admin' },
  { userTypeCd: 'ISAD', userTypeDesc: 'Internal System Admin' },
];

export function serve(me: UserDetails, extra: Route[] = [], emailInUse = false) {
  return mockApi([
    ...extra,
    ...shellRoutes(me),
    on(userAdminCalls.getUserTypes, () => (me.typeCd === 'ISAD' ? allTypes : allTypes.slice(0, 2))),
    on(tinCalls.groupFtins, { groupId: 1001 }, () => groupTins),
    on(tinCalls.groupFtins, () => []),
    on(userAdminCalls.checkEmailAddressExists, () => emailInUse),
    on(userAdminCalls.createUser, (body) => ({ ...(body as object), id: 99, userNm: 'invite-1', statusCd: 'NEW', statusDesc: 'New', typeDesc: '', createdDt: '', lastLoginDt: null, userActions: [], mgrUserInfoId: 7 })),
  ]);
}

export const createBody = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input, init]) => isCallOf(userAdminCalls.createUser, init?.method ?? 'GET', String(input))).map(([, init]) => JSON.parse(String(init!.body)));

export async function fillPerson(user: ReturnType<typeof userEvent.setup>, email = 'nina.brooks@clinic.example') {
  await user.type(screen.getByLabelText(fieldLabel('First Name')), 'Nina');
  await user.type(screen.getByLabelText(fieldLabel('Last Name')), 'Brooks');
  await user.type(screen.getByLabelText(fieldLabel('Email Address')), email);
  await user.type(screen.getByLabelText(fieldLabel('Phone Number')), '5125550199');
}

/** Add User opened by `me` with `accountType` chosen in step 1: the mocked API (serve, with `extra`) and a user-event session. */
export async function openAddUser(me: UserDetails, accountType: string, extra: Route[] = []) {
  const fetchMock = serve(me, extra);
  signInAs(me.userNm);
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/AddUser');
  await user.selectOptions(await screen.findByLabelText(fieldLabel('Account Type')), accountType);
  return { fetchMock, user };
}
