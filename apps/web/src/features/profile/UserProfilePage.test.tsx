import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { genericMessages, profileMessages, profileTexts, type UserDetails } from '@wcpp/contract';
import { json, mockApi, type Route } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const PRUS = userDetails({ id: 11, userNm: 'provuser1', userFirstName: 'Peter', userLastName: 'Ulrich', typeCd: 'PRUS', typeDesc: 'Provider User', phoneNum: '5125550103' });

/** The shell's calls plus the profile's; `save` answers PUT /users/updateUser. */
function serve(me: UserDetails, save: (body: Record<string, unknown>) => unknown = (body) => ({ ...me, ...body })) {
  const routes: Route[] = [
    ['GET', `/api/users/userByName/${me.userNm}`, () => me],
    ['GET', /\/api\/notifications\/user\//, () => []],
    ['GET', /\/api\/users\/needsBackfill\//, () => false],
    ['GET', '/api/appProperties/property/FE_APP_TIMEOUT', () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })],
    ['PUT', '/api/users/updateUser', (body) => save(body as Record<string, unknown>)],
  ];
  return mockApi(routes);
}

const sentBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

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
    const user = userEvent.setup();
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

  it('names the provider fields a provider user must keep, asks for the description of Other, and sends nothing', async () => {
    const fetchMock = serve(PRUS);
    signInAs('provuser1');
    const user = userEvent.setup();
    renderApp('/wcpp/UserProfile');
    await user.clear(await screen.findByLabelText(fieldLabel('Job Title')));
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OTHER');
    await user.clear(screen.getByLabelText(fieldLabel('Phone Number')));
    await user.type(screen.getByLabelText(fieldLabel('Phone Number')), 'abc');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(profileMessages.summary)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.otherDesc)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.phone)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  it("shows a server refusal after 'Error: ' and marks the field", async () => {
    serve(PRUS, () => json({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account', fields: { emailAddr: 'The Email Address is associated to another account' } }, 409));
    signInAs('provuser1');
    const user = userEvent.setup();
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
      ['GET', '/api/users/userByName/sysadmin1', () => admin],
      ['GET', '/api/users/userByName/provuser1', () => PRUS],
      ['GET', /\/api\/notifications\/user\//, () => []],
      ['GET', /\/api\/users\/needsBackfill\//, () => false],
      ['GET', '/api/appProperties/property/FE_APP_TIMEOUT', () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })],
    ]);
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    renderApp('/wcpp/UserProfile');
    expect(await screen.findByText(profileTexts.mirrorReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(screen.getByLabelText(fieldLabel('First Name'))).toBeDisabled();
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi([['GET', '/api/users/userByName/provuser1', () => json({ code: 'INTERNAL', message: 'x' }, 500)]]);
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    await waitFor(() => expect(screen.getByText(genericMessages.generic)).toBeInTheDocument());
  });
});
