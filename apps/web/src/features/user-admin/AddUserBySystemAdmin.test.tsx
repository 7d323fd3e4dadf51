import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addTinDialogMessages, addUserMessages, addUserTexts, providerCalls, tinCalls, userAdminCalls } from '@wcpp/contract';
import { calls, json, on } from '../../test/api-mock';
import { fieldLabel, renderApp, signInAs } from '../../test/render';
import { createBody, fillPerson, ISAD, openAddUser, serve } from './add-user-test-kit';

describe('Add User by the internal system administrator (part 2 §2, §3, §5)', () => {
  const NEXT = () => screen.getByRole('button', { name: 'NEXT' });

  async function fillProviderFields(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OFC_STAFF');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Manager');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
  }

  /** Step 2's table as [TIN, date added, ticked, can be changed] rows. */
  function stepTwoRows(name: string) {
    const table = screen.getByRole('table', { name: addUserTexts.stepTwoTitle('Nina', name) });
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [, ftin, date] = within(row).getAllByRole('cell').map((c) => c.textContent);
        const box = within(row).getByRole('checkbox');
        return [ftin, date, (box as HTMLInputElement).checked, !(box as HTMLInputElement).disabled];
      });
  }

  it("Provider User: NEXT is refused with the group id message until a group is added; Add shows the group's TINs, Clear Group Id removes them", async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'PRUS');
    // A Provider User is placed in a group by its id: no new/existing choice, no ADD TIN, no employee id.
    const groupId = screen.getByLabelText(fieldLabel('Group ID'));
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'New group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD TIN' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Employee ID'))).not.toBeInTheDocument();
    await fillPerson(user);
    await fillProviderFields(user);

    // A group id typed but not added is no group.
    await user.type(groupId, '1001');
    await user.click(NEXT());
    expect(await screen.findByText(addUserMessages.groupId)).toBeInTheDocument();
    expect(screen.getByText(addUserMessages.summary)).toBeInTheDocument();
    expect(groupId).toHaveAccessibleDescription(addUserMessages.groupId);
    expect(groupId).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/AddUser');
    expect(calls(fetchMock)).not.toContainEqual(expect.stringContaining('checkEmailAddressExists'));

    // Add loads the group's TINs: the message goes, the id is locked.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // The status may first say the data is being checked (under load the answer comes after it is drawn).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(addUserTexts.groupTinsLoaded(2, '1001')));
    expect(screen.queryByText(addUserMessages.groupId)).not.toBeInTheDocument();
    expect(screen.queryByText(addUserMessages.summary)).not.toBeInTheDocument();
    expect(groupId).toHaveValue('1001');
    expect(groupId).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();

    // Clear Group Id empties the id and drops the TINs: NEXT is refused again.
    await user.click(screen.getByRole('button', { name: 'Clear Group Id' }));
    expect(groupId).toHaveValue('');
    expect(groupId).not.toHaveAttribute('readonly');
    expect(screen.queryByText(addUserTexts.groupTinsLoaded(2, '1001'))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    await user.click(NEXT());
    expect(await screen.findByText(addUserMessages.groupId)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/AddUser');

    // With the group added, step 2 lists its TINs, by TIN, for the new user to tick.
    await user.type(groupId, '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(addUserTexts.groupTinsLoaded(2, '1001'));
    await user.click(NEXT());
    expect(await screen.findByRole('heading', { name: addUserTexts.stepTwoTitle('Nina', 'Brooks') })).toBeInTheDocument();
    expect(stepTwoRows('Brooks')).toEqual([
      ['751234501', '3/1/2021', false, true],
      ['751234502', '4/1/2021', false, true],
    ]);
    expect(screen.queryByText(addUserTexts.allTinsNote)).not.toBeInTheDocument();

    // PREVIOUS brings the added group back, still locked, and the ticks are kept.
    await user.click(screen.getByRole('checkbox', { name: 'Select 751234502' }));
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    expect(await screen.findByLabelText(fieldLabel('Group ID'))).toHaveValue('1001');
    // Back where the administrator came from: ADD USER's own address.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/AddUser$/);
    expect(screen.getByLabelText(fieldLabel('Group ID'))).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent(addUserTexts.groupTinsLoaded(2, '1001'));
    await user.click(NEXT());
    expect(await screen.findByRole('checkbox', { name: 'Select 751234502' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 751234501' })).not.toBeChecked();
  });

  it('Provider User: a group whose TINs cannot be read is not added', async () => {
    serve(ISAD, [on(tinCalls.groupFtins, { groupId: 1001 }, () => json({ code: 'INTERNAL', message: 'x' }, 500))]);
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/AddUser');
    await user.selectOptions(await screen.findByLabelText(fieldLabel('Account Type')), 'PRUS');
    const groupId = screen.getByLabelText(fieldLabel('Group ID'));
    await user.type(groupId, '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(addUserMessages.groupId)).toBeInTheDocument();
    expect(groupId).not.toHaveAttribute('readonly');
    expect(screen.queryByText(addUserTexts.groupTinsLoaded(2, '1001'))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Group Id' })).not.toBeInTheDocument();
  });

  it('Internal System Admin: requires the employee id with the spec message, asks nothing of a provider, and creates the account with no group or TINs', async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'ISAD');
    const employeeId = screen.getByLabelText(fieldLabel('Employee ID'));
    for (const label of ['Group ID', 'Affiliation', 'Job Title', 'Company Name']) {
      expect(screen.queryByLabelText(fieldLabel(label))).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('radio', { name: 'New group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD TIN' })).not.toBeInTheDocument();
    await fillPerson(user, 'omar.reyes@network.example');

    await user.click(NEXT());
    expect(await screen.findByText(addUserMessages.employeeId)).toBeInTheDocument();
    expect(screen.getByText(addUserMessages.summary)).toBeInTheDocument();
    expect(employeeId).toHaveAccessibleDescription(addUserMessages.employeeId);
    expect(employeeId).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/AddUser');

    await user.type(employeeId, 'E200300');
    await user.click(NEXT());
    expect(await screen.findByRole('heading', { name: addUserTexts.stepTwoTitle('Nina', 'Brooks') })).toBeInTheDocument();
    expect(screen.getByText(addUserTexts.internalNoTins)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CREATE USER' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(await screen.findByText(addUserMessages.created)).toBeInTheDocument();
    expect(createBody(fetchMock)).toEqual([
      {
        typeCd: 'ISAD',
        userFirstName: 'Nina',
        userMidName: '',
        userLastName: 'Brooks',
        phoneNum: '512-555-0199',
        emailAddr: 'omar.reyes@network.example',
        grpInfoId: null,
        userFtins: [],
        employeeId: 'E200300',
        affiliationCd: null,
        affiliationDesc: null,
        jobTitle: null,
        companyNm: null,
        companyUrl: null,
      },
    ]);
  });

  it("Provider Admin: a new group (the default) is built with ADD TIN, an existing one by its id; switching drops the group; an existing group's TINs are all the new admin's", async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'PRAD');
    const newGroup = screen.getByRole('radio', { name: 'New group' });
    const existingGroup = screen.getByRole('radio', { name: 'Existing group' });
    expect(newGroup).toBeChecked();
    expect(existingGroup).not.toBeChecked();
    expect(screen.getByText(addUserTexts.newGroupTins)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TIN' })).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Group ID'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Employee ID'))).not.toBeInTheDocument();

    // Existing group: the group id and Add instead of ADD TIN.
    await user.click(existingGroup);
    expect(existingGroup).toBeChecked();
    expect(screen.getByLabelText(fieldLabel('Group ID'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD TIN' })).not.toBeInTheDocument();
    expect(screen.queryByText(addUserTexts.newGroupTins)).not.toBeInTheDocument();
    await fillPerson(user, 'lena.fox@clinic.example');
    await fillProviderFields(user);
    await user.click(NEXT());
    expect(await screen.findByText(addUserMessages.groupId)).toBeInTheDocument();
    expect(screen.queryByText(addUserMessages.newGroupTin)).not.toBeInTheDocument();
    // Switching the choice drops the group id, and its message with it.
    await user.click(newGroup);
    await user.click(existingGroup);
    expect(screen.queryByText(addUserMessages.groupId)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(fieldLabel('Group ID')), '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(addUserTexts.groupTinsLoaded(2, '1001'))).toBeInTheDocument();

    // Back to a new group and again to an existing one: the group is gone, the person's fields stay.
    await user.click(newGroup);
    expect(screen.queryByLabelText(fieldLabel('Group ID'))).not.toBeInTheDocument();
    expect(screen.queryByText(addUserTexts.groupTinsLoaded(2, '1001'))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TIN' })).toBeInTheDocument();
    await user.click(existingGroup);
    expect(screen.getByLabelText(fieldLabel('Group ID'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Group ID'))).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(fieldLabel('First Name'))).toHaveValue('Nina');
    expect(screen.getByLabelText(fieldLabel('Company Name'))).toHaveValue('Lakeside');

    await user.type(screen.getByLabelText(fieldLabel('Group ID')), '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(addUserTexts.groupTinsLoaded(2, '1001'));
    await user.click(NEXT());
    expect(await screen.findByRole('heading', { name: addUserTexts.stepTwoTitle('Nina', 'Brooks') })).toBeInTheDocument();
    expect(screen.getByText(addUserTexts.allTinsNote)).toBeInTheDocument();
    expect(stepTwoRows('Brooks')).toEqual([
      ['751234501', '3/1/2021', true, false],
      ['751234502', '4/1/2021', true, false],
    ]);

    await user.click(screen.getByRole('button', { name: 'CREATE USER' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(await screen.findByText(addUserMessages.created)).toBeInTheDocument();
    expect(createBody(fetchMock)).toHaveLength(1);
    // An existing group's admin is sent with the group and no TINs (it has all of them, part 2 §4).
    expect(createBody(fetchMock)[0]).toMatchObject({
      typeCd: 'PRAD',
      grpInfoId: 1001,
      userFtins: [],
      emailAddr: 'lena.fox@clinic.example',
      affiliationCd: 'OFC_STAFF',
      jobTitle: 'Manager',
      companyNm: 'Lakeside',
      employeeId: null,
    });
  });

  it("lets the system administrator start a new group with a TIN chosen in the Add TIN Provider dialog", async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'PRAD', [
      on(providerCalls.providerList, { tin: 204567801 }, (_body, url) => (url.searchParams.get('prv-type') === 'F' ? [{ prvId: 900101, prvName: 'Northgate Imaging Center', prvProviderType: 'H', prvTaxId: '204567801' }] : [])),
    ]);
    expect(screen.getByRole('radio', { name: 'New group' })).toBeChecked();
    await fillPerson(user, 'new.group@clinic.example');
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OFC_STAFF');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Manager');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Northgate');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(addUserMessages.newGroupTin)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD TIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add TIN Provider' });
    await user.type(within(dialog).getByLabelText(fieldLabel('Tax ID Number (TIN)')), '20456');
    await user.click(within(dialog).getByRole('button', { name: 'SEARCH' }));
    expect(await within(dialog).findByText(addTinDialogMessages.tinNine)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(fieldLabel('Tax ID Number (TIN)')), '7801');
    await user.click(within(dialog).getByRole('radio', { name: 'Facility' }));
    await user.click(within(dialog).getByRole('button', { name: 'SEARCH' }));
    expect(await within(dialog).findByText(addTinDialogMessages.note)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(await within(dialog).findByText(addTinDialogMessages.selectOne)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Select Northgate Imaging Center' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('204567801 Northgate Imaging Center')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('button', { name: 'CREATE USER' }));
    await waitFor(() => expect(createBody(fetchMock)).toHaveLength(1));
    expect(createBody(fetchMock)[0]).toMatchObject({ typeCd: 'PRAD', grpInfoId: null, userFtins: [{ ftin: '204567801' }] });
  });

  it('asks internal staff for an employee id and sends no group or TINs', async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'IRAD', [on(userAdminCalls.createUser, () => json({ code: 'INVALID_EMAIL', message: 'x' }, 409))]);
    await fillPerson(user, 'ivy.stone@network.example');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(addUserMessages.employeeId)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('Employee ID')), 'E200100');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('button', { name: 'CREATE USER' }));
    // The address was taken meanwhile: the server's answer is shown.
    expect(await screen.findByText(addUserMessages.emailInUse)).toBeInTheDocument();
    expect(createBody(fetchMock)[0]).toMatchObject({ typeCd: 'IRAD', grpInfoId: null, userFtins: [], employeeId: 'E200100' });
  });

  it('lets the system administrator add a Provider User to an existing group: Add loads its TINs and locks the id, Clear Group Id frees it', async () => {
    const { fetchMock, user } = await openAddUser(ISAD, 'PRUS');
    const groupId = screen.getByLabelText(fieldLabel('Group ID'));
    await user.type(groupId, '999');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(addUserMessages.groupId)).toBeInTheDocument();
    await user.clear(groupId);
    await user.type(groupId, '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(addUserTexts.groupTinsLoaded(2, '1001'))).toBeInTheDocument();
    expect(groupId).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Clear Group Id' }));
    expect(groupId).toHaveValue('');
    expect(groupId).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(groupId, '1001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(addUserTexts.groupTinsLoaded(2, '1001'));

    await fillPerson(user, 'kira.novak@clinic.example');
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OFC_STAFF');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Front Desk');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select 751234501' }));
    await user.click(screen.getByRole('button', { name: 'CREATE USER' }));
    await waitFor(() => expect(createBody(fetchMock)).toHaveLength(1));
    expect(createBody(fetchMock)[0]).toMatchObject({ typeCd: 'PRUS', grpInfoId: 1001, userFtins: [{ ftin: '751234501' }] });
  });
});
