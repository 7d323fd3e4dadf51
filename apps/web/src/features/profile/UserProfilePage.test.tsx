import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changePasswordCodeMessages, emailChangeMessages, genericMessages, profileMessages, profileTexts, type UserDetails, alertCalls, appPropertyCalls, notificationCalls, userCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { json, mockApi, type Route, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const PRUS = userDetails({ id: 11, userNm: 'provuser1', userFirstName: 'Peter', userLastName: 'Ulrich', typeCd: 'PRUS', typeDesc: 'Provider User', phoneNum: '5125550103' });

/** The shell's calls plus the profile's; `save` answers PUT /users/updateUser. */
function serve(me: UserDetails, save: (body: Record<string, unknown>) => unknown = (body) => ({ ...me, ...body })) {
  const routes: Route[] = [
    on(userCalls.userByName, { name: me.userNm }, () => me),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
    on(userCalls.updateUser, (body) => save(body as Record<string, unknown>)),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: true, email: false } })),
    on(alertCalls.saveAlertPreferences, (body) => body),
  ];
  return mockApi(routes);
}

const sentBodies = (fetchMock: ReturnType<typeof mockApi>, path = apiPath(userCalls.updateUser)) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'PUT' && String(url).includes(path)).map(([, init]) => JSON.parse(String(init!.body)));

describe('payment and EOR alerts on the profile (issue 28 §4)', () => {
  it("shows the person's choices and saves them; nothing is asked of the server's other calls", async () => {
    const fetchMock = serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const alerts = await screen.findByRole('form', { name: 'Payment and EOR Alerts' });
    const payment = within(alerts).getByRole('group', { name: 'A payment is posted' });
    const eor = within(alerts).getByRole('group', { name: 'A new EOR is ready' });
    expect(within(eor).getByRole('checkbox', { name: 'In the bell' })).toBeChecked();
    expect(within(payment).getByRole('checkbox', { name: 'In the daily e-mail' })).not.toBeChecked();
    await user.click(within(payment).getByRole('checkbox', { name: 'In the daily e-mail' }));
    await user.click(within(alerts).getByRole('button', { name: 'SAVE ALERTS' }));
    expect(await within(alerts).findByText('Your alert choices are saved.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, apiPath(alertCalls.alertPreferences))).toEqual([{ payment: { bell: false, email: true }, eor: { bell: true, email: false } }]);
    expect(sentBodies(fetchMock)).toEqual([]);
  });
});

describe('/wcpp/UserProfile (part 2 §2, §5)', () => {
  it("shows the user's details, with the phone 3-3-4 and the provider fields", async () => {
    serve(PRUS);
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    expect(await screen.findByLabelText(fieldLabel('First Name'))).toHaveValue('Peter');
    expect(screen.getByLabelText(fieldLabel('Phone Number'))).toHaveValue('512-555-0103');
    expect(screen.getByText('provuser1')).toBeInTheDocument();
    expect(screen.getByText('Provider User')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Affiliation'))).toHaveValue('OFC_STAFF');
    expect(screen.getByLabelText(fieldLabel('Job Title'))).toHaveValue('Office Manager');
    expect(screen.getByRole('link', { name: profileTexts.changePassword })).toHaveAttribute('href', '/wcpp/ChangePassword');
  });

  it('reformats the phone on blur, saves digits and nulls, and says it was updated', async () => {
    const fetchMock = serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const phone = await screen.findByLabelText(fieldLabel('Phone Number'));
    await user.clear(phone);
    await user.type(phone, '(512) 555 0177');
    await user.tab();
    expect(phone).toHaveValue('512-555-0177');
    await user.clear(screen.getByLabelText(fieldLabel('Job Title')));
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Senior Biller');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(profileMessages.success)).toBeInTheDocument();
    expect(sentBodies(fetchMock)[0]).toEqual({
      id: 11,
      userNm: 'provuser1',
      typeCd: 'PRUS',
      grpInfoId: 1001,
      userFirstName: 'Peter',
      userLastName: 'Ulrich',
      userMidName: null,
      emailAddr: 'paula.adams@clinic.example',
      phoneNum: '5125550177',
      affiliationCd: 'OFC_STAFF',
      affiliationDesc: null,
      jobTitle: 'Senior Biller',
      companyNm: 'Clinic',
      companyUrl: null,
    });
  });

  it('names the provider fields a provider user must keep, and sends nothing', async () => {
    const fetchMock = serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    await user.clear(await screen.findByLabelText(fieldLabel('Job Title')));
    await user.clear(screen.getByLabelText(fieldLabel('Company Name')));
    await user.clear(screen.getByLabelText(fieldLabel('Phone Number')));
    await user.type(screen.getByLabelText(fieldLabel('Phone Number')), 'abc');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(profileMessages.summary)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.companyNm)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.phone)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  // Security finding 14: access is judged on the affiliation, so the person cannot choose it here.
  it('shows the affiliation, and the description of Other, read-only', async () => {
    serve({ ...PRUS, affiliationCd: 'OTHER', affiliationDesc: 'Coding consultant' });
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    const affiliation = await screen.findByLabelText(fieldLabel('Affiliation'));
    expect(affiliation).toHaveValue('OTHER');
    expect(affiliation).toBeDisabled();
    expect(screen.getByLabelText(fieldLabel('Other Description'))).toHaveValue('Coding consultant');
    expect(screen.getByLabelText(fieldLabel('Other Description'))).toBeDisabled();
    expect(screen.getByText(profileTexts.affiliationNote)).toBeInTheDocument();
  });

  // Security finding 9: a new address needs the current password and a link followed from the new address.
  it('asks for the current password only while the e-mail differs from the stored one', async () => {
    serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    expect(screen.queryByLabelText(fieldLabel(profileTexts.currentPassword))).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'peter@newclinic.example');
    expect(screen.getByLabelText(fieldLabel(profileTexts.currentPassword))).toHaveAttribute('type', 'password');
    await user.clear(email);
    await user.type(email, 'Paula.Adams@Clinic.example');
    expect(screen.queryByLabelText(fieldLabel(profileTexts.currentPassword))).not.toBeInTheDocument();
  });

  it('names a missing current password and sends nothing', async () => {
    const fetchMock = serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.clear(email);
    await user.type(email, 'peter@newclinic.example');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(emailChangeMessages.enterCurrent)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(profileTexts.currentPassword))).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  it('after SAVE with a new address says a link was sent to it, and shows the stored address until it is followed', async () => {
    // The server keeps the stored address until the link is followed.
    const fetchMock = serve(PRUS, (body) => ({ ...PRUS, ...body, emailAddr: PRUS.emailAddr, currentPassword: undefined }));
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.clear(email);
    await user.type(email, 'Peter@NewClinic.example');
    await user.type(screen.getByLabelText(fieldLabel(profileTexts.currentPassword)), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(profileMessages.success);
    expect(status).toHaveTextContent(emailChangeMessages.linkSent('peter@newclinic.example'));
    expect(sentBodies(fetchMock)[0]).toMatchObject({ emailAddr: 'peter@newclinic.example', currentPassword: 'Portal#2026', affiliationCd: 'OFC_STAFF' });
    expect(email).toHaveValue(PRUS.emailAddr);
    expect(screen.queryByLabelText(fieldLabel(profileTexts.currentPassword))).not.toBeInTheDocument();
  });

  it('marks a wrong current password on its field', async () => {
    const message = changePasswordCodeMessages.incorrect_password;
    serve(PRUS, () => json({ code: 'incorrect_password', message, fields: { currentPassword: message } }, 400));
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.clear(email);
    await user.type(email, 'peter@newclinic.example');
    await user.type(screen.getByLabelText(fieldLabel(profileTexts.currentPassword)), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByLabelText(fieldLabel(profileTexts.currentPassword))).toHaveAttribute('aria-invalid', 'true'));
    // Once above the form and once under the field.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows a server refusal after 'Error: ' and marks the field", async () => {
    serve(PRUS, () => json({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account', fields: { emailAddr: 'The Email Address is associated to another account' } }, 409));
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByLabelText(fieldLabel('Email Address'))).toHaveAttribute('aria-invalid', 'true'));
    // Once above the form and once under the field.
    expect(screen.getAllByText('Error: The Email Address is associated to another account')).toHaveLength(2);
  });

  it('an internal administrator has no provider fields and sees the employee id', async () => {
    const admin = userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', employeeId: 'E100234', grpInfoId: null, affiliationCd: null, jobTitle: null, companyNm: null });
    serve(admin);
    signInAs('sysadmin1');
    renderApp('/wcpp/UserProfile');
    expect(await screen.findByText('E100234')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Job Title'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Affiliation'))).not.toBeInTheDocument();
  });

  it('is read-only while mirroring', async () => {
    const admin = userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', employeeId: 'E100234' });
    mockApi([
      on(userCalls.userByName, { name: 'sysadmin1' }, () => admin),
      on(userCalls.userByName, { name: 'provuser1' }, () => PRUS),
      on(notificationCalls.userNotifications, () => []),
      on(userCalls.needsBackfill, () => false),
      on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
      on(alertCalls.alertPreferences, () => ({ payment: { bell: true, email: false }, eor: { bell: false, email: false } })),
    ]);
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    renderApp('/wcpp/UserProfile');
    expect(await screen.findByText(profileTexts.mirrorReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(screen.getByLabelText(fieldLabel('First Name'))).toBeDisabled();
    // The administrator's own profile: internal staff have no TINs, so no payment alerts (issue 28 §4).
    expect(screen.queryByRole('form', { name: 'Payment and EOR Alerts' })).not.toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi([on(userCalls.userByName, { name: 'provuser1' }, () => json({ code: 'INTERNAL', message: 'x' }, 500))]);
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    await waitFor(() => expect(screen.getByText(genericMessages.generic)).toBeInTheDocument());
  });
});
