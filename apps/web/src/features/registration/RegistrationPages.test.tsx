import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ftinAlreadyRegisteredTexts as popup, registrationCodeMessages, registrationMessages, registrationTexts, registrationCalls } from '@wcpp/contract';
import { calls, json, mockApi, on } from '../../test/api-mock';
import { fieldLabel, renderApp } from '../../test/render';

const CODE = 'AB12C-DE34F-GH56J-KL78M';
const later = () => String(Date.now() + 3_600_000);
const location = () => screen.getByTestId('location').textContent;

describe('/wcpp/registration (part 2 §2 registration start)', () => {
  it('enables SUBMIT only once the terms are ticked, sends the campaign, then thanks and names the address', async () => {
    const fetchMock = mockApi([on(registrationCalls.registrationStart, (body) => ({ emailAddress: (body as { emailAddress: string }).emailAddress }))]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/registration?campaign=FALL26');
    const submit = await screen.findByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(fieldLabel('Email Address')), 'Office@NewClinic.example');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(registrationTexts.thankYou('office@newclinic.example'))).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ emailAddress: 'office@newclinic.example', campaign: 'FALL26' });
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    await waitFor(() => expect(location()).toBe('/wcpp/login'));
  });

  it('names a bad address and sends nothing; shows INVALID_EMAIL and the occured variant for other failures', async () => {
    let answer = json({ code: 'INVALID_EMAIL', message: 'x' }, 409);
    const fetchMock = mockApi([on(registrationCalls.registrationStart, () => answer)]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/registration');
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(registrationMessages.enterEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'provuser1@clinic.example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(registrationCodeMessages.INVALID_EMAIL)).toBeInTheDocument();
    answer = json({ code: 'INTERNAL', message: 'x' }, 500);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('An error has occured. Please try again or contact Customer Service.')).toBeInTheDocument();
  });
});

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Authentication Code': CODE,
    'Tax ID Number (TIN)': '470011201',
    'Bill Control Number': '81000000001',
    'First Name': 'Alma',
    'Last Name': 'Quintero',
    'Phone Number': '5125550190',
    Username: 'almaq2027',
    Password: 'Harbor#Light9',
    'Verify Password': 'Harbor#Light9',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(fieldLabel(label)), value);
  }
}

describe('/wcpp/confirmRegistration (part 2 §2, §4)', () => {
  it('shows OOPS! without a token and LinkExpired for a link past its expiry', async () => {
    mockApi([]);
    const { unmount } = renderApp('/wcpp/confirmRegistration');
    expect(await screen.findByText(registrationMessages.oops)).toBeInTheDocument();
    unmount();
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${Date.now() - 1000}`);
    expect(await screen.findByText(registrationMessages.linkExpired, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: registrationTexts.backToRegistration })).toHaveAttribute('href', '/wcpp/registration');
  });

  it('names every missing field under the summary, and sends nothing', async () => {
    const fetchMock = mockApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}`);
    await user.click(await screen.findByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(registrationMessages.summary)).toBeInTheDocument();
    for (const message of [registrationMessages.enterAuthCode, registrationMessages.enterTin, registrationMessages.bcnOrProviderId, registrationMessages.firstName, registrationMessages.username]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the provider id while a bill control number is typed, and reformats the phone on blur', async () => {
    mockApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}`);
    const bcn = await screen.findByLabelText(fieldLabel('Bill Control Number'));
    await user.type(bcn, '81');
    expect(screen.getByLabelText(fieldLabel('Provider ID Number'))).toBeDisabled();
    await user.clear(bcn);
    expect(screen.getByLabelText(fieldLabel('Provider ID Number'))).toBeEnabled();
    await user.type(screen.getByLabelText(fieldLabel('Provider ID Number')), '9');
    expect(bcn).toBeDisabled();
    const phone = screen.getByLabelText(fieldLabel('Phone Number'));
    await user.type(phone, '5125550190');
    await user.tab();
    expect(phone).toHaveValue('512-555-0190');
  });

  it('sends the form with the link token and campaign, then goes to Registration Complete', async () => {
    const fetchMock = mockApi([on(registrationCalls.registrationComplete, () => ({ userNm: 'almaq2027' }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}&campaign=FALL26`);
    await screen.findByRole('button', { name: 'REGISTER' });
    await fillRegistration(user, { 'Middle Initial': 'r' });
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => expect(location()).toBe('/wcpp/registrationComplete?campaign=FALL26'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      activationToken: 't0k',
      authenticationCode: CODE,
      ftin: '470011201',
      billCntrlNum: '81000000001',
      cpdId: null,
      userName: 'almaq2027',
      firstName: 'Alma',
      lastName: 'Quintero',
      middleName: 'R',
      phoneNumber: '5125550190',
      password: 'Harbor#Light9',
      failWhenFtinAlreadyRegistered: true,
      campaign: 'FALL26',
    });
    expect(await screen.findByRole('heading', { level: 1, name: registrationTexts.completeTitle })).toBeInTheDocument();
  });

  it('asks when the TIN is already registered: Cancel closes, Complete Registration resubmits with the flag off; the TIN then waits for approval', async () => {
    const bodies: { failWhenFtinAlreadyRegistered: boolean }[] = [];
    const fetchMock = mockApi([
      on(registrationCalls.registrationComplete, (body) => {
          bodies.push(body as { failWhenFtinAlreadyRegistered: boolean });
          return bodies.at(-1)!.failWhenFtinAlreadyRegistered ? json({ code: 'FTIN_ALREADY_REGISTERED', message: 'x' }, 409) : { userNm: 'almaq2027', pendingFtin: '470011201' };
        }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}`);
    await screen.findByRole('button', { name: 'REGISTER' });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    expect(dialog).toHaveTextContent(popup.body);
    await user.click(screen.getByRole('button', { name: popup.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    await user.click(await screen.findByRole('button', { name: popup.complete }));
    await waitFor(() => expect(location()).toBe('/wcpp/registrationComplete?campaign='));
    expect(bodies.map((b) => b.failWhenFtinAlreadyRegistered)).toEqual([true, true, false]);
    // Decision 047: another group holds the TIN, so the new group waits for it; the address does not carry it.
    expect(await screen.findByText(registrationTexts.completePending('470011201'))).toBeInTheDocument();
    expect(screen.getByText(registrationTexts.complete)).toBeInTheDocument();
  });

  it('shows the catalogue message of a refusal and re-enables REGISTER; EXPIRED_TOKEN turns to LinkExpired', async () => {
    let answer = json({ code: 'INVALID_USERNAME', message: 'x' }, 409);
    mockApi([on(registrationCalls.registrationComplete, () => answer)]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}`);
    await screen.findByRole('button', { name: 'REGISTER' });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findAllByText(registrationCodeMessages.INVALID_USERNAME)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeEnabled();
    answer = json({ code: 'VALID_FTIN_INVALID_BCN', message: 'x' }, 400);
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(registrationCodeMessages.VALID_FTIN_INVALID_BCN)).toBeInTheDocument();
    answer = json({ code: 'EXPIRED_TOKEN', message: 'x' }, 410);
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(registrationMessages.linkExpired, { exact: false })).toBeInTheDocument();
  });

  it('an internal invitation asks only for the code, a username and a password', async () => {
    const fetchMock = mockApi([on(registrationCalls.internalRegistrationComplete, () => ({ userNm: 'npetrov01' }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmRegistration?token=t0k&expire=${later()}&type=internal`);
    await screen.findByRole('button', { name: 'REGISTER' });
    expect(screen.queryByLabelText(/^Tax ID Number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('Authentication Code')), CODE.toLowerCase());
    await user.type(screen.getByLabelText(fieldLabel('Username')), 'NPetrov01');
    await user.type(screen.getByLabelText(fieldLabel('Password')), 'Harbor#Light9');
    await user.type(screen.getByLabelText(fieldLabel('Verify Password')), 'Harbor#Light9');
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => expect(location()).toBe('/wcpp/registrationComplete?campaign='));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      token: 't0k',
      authCode: CODE,
      password: 'Harbor#Light9',
      userDetailsInfo: { userNm: 'npetrov01' },
    });
  });
});

describe('/wcpp/registrationComplete', () => {
  it('thanks, links to sign-in, and DONE goes to /wcpp/login', async () => {
    mockApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/registrationComplete?campaign=FALL26');
    expect(await screen.findByText(registrationTexts.complete)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: registrationTexts.completeLink })).toHaveAttribute('href', '/wcpp/login');
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    await waitFor(() => expect(location()).toBe('/wcpp/login'));
  });
});
