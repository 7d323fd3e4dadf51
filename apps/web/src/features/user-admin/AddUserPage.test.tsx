import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addUserMessages, addUserTexts } from '@wcpp/contract';
import { AppRoutes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../app/query/query-client';
import { defaultConfig, setConfig } from '../../lib/config';
import { fieldLabel, LocationProbe, renderApp, signInAs } from '../../test/render';
import { createBody, fillPerson, PRAD, serve } from './add-user-test-kit';

describe('Add User (part 2 §2, §4, §5)', () => {
  it("lets a Provider Admin add a Provider User to its group: step 1, step 2's TINs, CREATE USER, then Manage Users", async () => {
    const fetchMock = serve(PRAD);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUserAddUser');
    await user.selectOptions(await screen.findByLabelText(fieldLabel('Account Type')), 'PRUS');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OFC_STAFF');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Scheduler');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'Manage TINs for Nina Brooks' })).toBeInTheDocument();
    // A Provider User must tick a TIN.
    await user.click(screen.getByRole('button', { name: 'CREATE USER' }));
    expect(await screen.findByRole('dialog', { name: addUserMessages.mustSelectTin })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select 751234502' }));
    await user.click(screen.getByRole('button', { name: 'CREATE USER' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(createBody(fetchMock)[0]).toMatchObject({
      typeCd: 'PRUS',
      grpInfoId: 1001,
      userFirstName: 'Nina',
      emailAddr: 'nina.brooks@clinic.example',
      phoneNum: '512-555-0199',
      userFtins: [{ ftin: '751234502' }],
      affiliationCd: 'OFC_STAFF',
      employeeId: null,
    });
  });

  it('shows the field messages, and refuses an e-mail address already in use before going on', async () => {
    serve(PRAD, [], true);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUserAddUser');
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(addUserMessages.typeCd)).toBeInTheDocument();
    expect(screen.getByText(addUserMessages.summary)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(fieldLabel('Account Type')), 'PRAD');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Error: Enter valid First Name')).toBeInTheDocument();
    expect(screen.getByText(addUserMessages.phone)).toBeInTheDocument();
    expect(screen.getByText(addUserMessages.companyNm)).toBeInTheDocument();
    await fillPerson(user, 'provuser1@clinic.example');
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'OFC_STAFF');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Manager');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(addUserMessages.emailInUse)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUserAddUser');
  });

  it("keeps every value when the browser's Back leaves step 2 (issue 26 §3), in the history's state and never in the address", async () => {
    serve(PRAD);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    /** The browser's Back button, on the router's history. */
    function BrowserBack() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Browser Back
        </button>
      );
    }
    setConfig(defaultConfig);
    render(
      <AppProviders config={defaultConfig}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/wcpp/ManageUsers', '/wcpp/ManageUserAddUser']} initialIndex={1}>
            <AppRoutes />
            <LocationProbe />
            <BrowserBack />
          </MemoryRouter>
        </QueryClientProvider>
      </AppProviders>,
    );
    await user.selectOptions(await screen.findByLabelText(fieldLabel('Account Type')), 'PRAD');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'BILLING_CO');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Manager');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: addUserTexts.stepTwoTitle('Nina', 'Brooks') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(await screen.findByLabelText(fieldLabel('First Name'))).toHaveValue('Nina');
    expect(screen.getByLabelText(fieldLabel('Account Type'))).toHaveValue('PRAD');
    expect(screen.getByLabelText(fieldLabel('Email Address'))).toHaveValue('nina.brooks@clinic.example');
    expect(screen.getByLabelText(fieldLabel('Affiliation'))).toHaveValue('BILLING_CO');
    expect(screen.getByLabelText(fieldLabel('Company Name'))).toHaveValue('Lakeside');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/ManageUserAddUser$/);
    // And on again, as it was.
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: addUserTexts.stepTwoTitle('Nina', 'Brooks') })).toBeInTheDocument();

    // A new visit of Add User starts empty: the draft belonged to the visit left.
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await screen.findByLabelText(fieldLabel('First Name'));
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/ManageUsers$/));
    await user.click(await screen.findByRole('link', { name: 'Add User' }));
    expect(await screen.findByLabelText(fieldLabel('Account Type'))).toHaveValue('');
    expect(screen.queryByLabelText(fieldLabel('First Name'))).not.toBeInTheDocument();
  });

  it('keeps every value through PREVIOUS', async () => {
    serve(PRAD);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUserAddUser');
    await user.selectOptions(await screen.findByLabelText(fieldLabel('Account Type')), 'PRAD');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'BILLING_CO');
    await user.type(screen.getByLabelText(fieldLabel('Job Title')), 'Manager');
    await user.type(screen.getByLabelText(fieldLabel('Company Name')), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    // A Provider Admin has every TIN of the group: shown ticked, not chosen.
    expect(await screen.findByRole('checkbox', { name: 'Select 751234501' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 751234501' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    expect(await screen.findByLabelText(fieldLabel('First Name'))).toHaveValue('Nina');
    expect(screen.getByLabelText(fieldLabel('Account Type'))).toHaveValue('PRAD');
    expect(screen.getByLabelText(fieldLabel('Affiliation'))).toHaveValue('BILLING_CO');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/ManageUserAddUser$/);
  });
});
