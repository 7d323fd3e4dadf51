import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changePasswordCodeMessages, changePasswordMessages, changePasswordTexts, forgotUsernameCodeMessages, forgotUsernameMessages, registrationMessages, resetCompleteCodeMessages, resetPasswordMessages, resetStartCodeMessages, appPropertyCalls, notificationCalls, passwordCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const later = () => String(Date.now() + 3_600_000);
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, n = 0) => JSON.parse(String(fetchMock.mock.calls[n]![1]!.body));

describe('/wcpp/resetPassword (step 1)', () => {
  it('names missing fields, then sends username and e-mail and thanks with the address', async () => {
    const fetchMock = mockApi([on(passwordCalls.resetPasswordStart, (b) => ({ emailAddress: (b as { emailAddress: string }).emailAddress }))]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/resetPassword');
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(resetPasswordMessages.enterUsername)).toBeInTheDocument();
    expect(screen.getByText(resetPasswordMessages.enterEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('Username')), ' JWalker01 ');
    await user.type(screen.getByLabelText(fieldLabel('Email Address')), 'jwalker01@clinic.example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(resetPasswordMessages.thankYou('jwalker01@clinic.example'))).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ userName: 'jwalker01', emailAddress: 'jwalker01@clinic.example' });
  });

  it.each([
    ['INVALID_USERNAME_OR_EMAIL', resetStartCodeMessages.INVALID_USERNAME_OR_EMAIL],
    ['USER_ACCT_TERMINATED', resetStartCodeMessages.USER_ACCT_TERMINATED],
    ['RATE_LIMITED', 'An error has occured. Please try again or contact Customer Service.'],
  ])('shows the message of %s', async (code, message) => {
    mockApi([on(passwordCalls.resetPasswordStart, () => json({ code, message: 'x' }, 400))]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/resetPassword');
    await user.type(await screen.findByLabelText(fieldLabel('Username')), 'someone1');
    await user.type(screen.getByLabelText(fieldLabel('Email Address')), 'someone@clinic.example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('/wcpp/confirmPasswordReset (step 2)', () => {
  it('shows LinkExpired with a link back to step 1 when the link has expired', async () => {
    mockApi([]);
    renderApp(`/wcpp/confirmPasswordReset?token=t0k&expire=${Date.now() - 1}`);
    expect(await screen.findByRole('link', { name: resetPasswordMessages.linkExpiredLink })).toHaveAttribute('href', '/wcpp/resetPassword');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your password reset link has expired. Please click here to restart reset password.',
    );
  });

  it('each password field shows and hides what was typed', async () => {
    mockApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmPasswordReset?token=t0k&expire=${later()}`);
    const temp = await screen.findByLabelText(fieldLabel('Temporary Password'));
    expect(temp).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Temporary Password' }));
    expect(temp).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Temporary Password' }));
    expect(temp).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm New Password' })).toBeInTheDocument();
  });

  it('validates, sends token and trimmed passwords, then confirms with a sign-in link', async () => {
    const fetchMock = mockApi([on(passwordCalls.resetPasswordComplete, () => ({ userNm: 'jwalker01' }))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmPasswordReset?token=t0k&expire=${later()}`);
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(resetPasswordMessages.enterTempPassword)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.enterNewPassword)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.confirmNewPassword)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('Temporary Password')), 'Tmp#4567abcd');
    await user.type(screen.getByLabelText(fieldLabel('New Password')), 'weak');
    await user.type(screen.getByLabelText(fieldLabel('Confirm New Password')), 'weak');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(registrationMessages.passwordRequirements)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(fieldLabel('New Password')));
    await user.type(screen.getByLabelText(fieldLabel('New Password')), 'Harbor#Light9');
    await user.clear(screen.getByLabelText(fieldLabel('Confirm New Password')));
    await user.type(screen.getByLabelText(fieldLabel('Confirm New Password')), 'Harbor#Light9');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(resetPasswordMessages.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: resetPasswordMessages.signInLink })).toHaveAttribute('href', '/wcpp/login');
    expect(bodyOf(fetchMock)).toEqual({ token: 't0k', tempPassword: 'Tmp#4567abcd', newPassword: 'Harbor#Light9' });
  });

  it.each([
    ['INVALID_TOKEN', resetCompleteCodeMessages.INVALID_TOKEN],
    ['EXPIRED_TOKEN', resetCompleteCodeMessages.EXPIRED_TOKEN],
    ['INVALID_PW', resetCompleteCodeMessages.INVALID_PW],
  ])('shows the message of %s', async (code, message) => {
    mockApi([on(passwordCalls.resetPasswordComplete, () => json({ code, message: 'x' }, 400))]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmPasswordReset?token=t0k&expire=${later()}`);
    await user.type(await screen.findByLabelText(fieldLabel('Temporary Password')), 'Tmp#4567abcd');
    await user.type(screen.getByLabelText(fieldLabel('New Password')), 'Harbor#Light9');
    await user.type(screen.getByLabelText(fieldLabel('Confirm New Password')), 'Harbor#Light9');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('marks each requirement the new password meets', async () => {
    mockApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp(`/wcpp/confirmPasswordReset?token=t0k&expire=${later()}`);
    await user.type(await screen.findByLabelText(fieldLabel('New Password')), 'abcDEF12');
    const rules = screen.getByRole('region', { name: 'Password Requirements' });
    expect(rules).toHaveTextContent('8 to 20 charactersmet');
    expect(rules).toHaveTextContent(/At least one special character: .*not met/);
  });
});

describe('/wcpp/forgotusernm', () => {
  it('submits on Enter, hides the form and says where the username went', async () => {
    const fetchMock = mockApi([on(passwordCalls.forgotUsername, (b) => ({ emailAddress: (b as { emailAddress: string }).emailAddress }))]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/forgotusernm');
    await user.type(await screen.findByLabelText(fieldLabel('Email Address')), 'Billing01@Clinic.example{Enter}');
    expect(await screen.findByText(forgotUsernameMessages.sent('billing01@clinic.example'))).toBeInTheDocument();
    expect(screen.getByText(forgotUsernameMessages.checkEmail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/wcpp/login');
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ emailAddress: 'billing01@clinic.example' });
  });

  it.each([
    ['INVALID_EMAIL', forgotUsernameCodeMessages.INVALID_EMAIL],
    ['USER_ACCT_NEW', forgotUsernameCodeMessages.USER_ACCT_NEW],
    ['HTTP_500', 'Error: An error has occurred. Please try again or contact Customer Service.'],
  ])('shows the message of %s and keeps the form', async (code, message) => {
    mockApi([on(passwordCalls.forgotUsername, () => json({ code, message: 'x' }, 400))]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/forgotusernm');
    await user.type(await screen.findByLabelText(fieldLabel('Email Address')), 'x@clinic.example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
  });

  it('/wcpp/forgotpassword opens Reset Password', async () => {
    mockApi([]);
    renderApp('/wcpp/forgotpassword');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wcpp/resetPassword'));
  });
});

describe('/wcpp/ChangePassword', () => {
  const serve = (answer: () => unknown) =>
    mockApi([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(notificationCalls.userNotifications, () => []),
      on(userCalls.needsBackfill, () => false),
      on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
      on(passwordCalls.updatePassword, answer),
    ]);

  async function fill(user: ReturnType<typeof userEvent.setup>, current: string) {
    await user.type(await screen.findByLabelText(fieldLabel('Current Password')), current);
    await user.type(screen.getByLabelText(fieldLabel('New Password')), 'Harbor#Light9');
    await user.type(screen.getByLabelText(fieldLabel('Confirm Password')), 'Harbor#Light9');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
  }

  it('names the missing fields', async () => {
    serve(() => ({ result: 'success' }));
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ChangePassword');
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(changePasswordMessages.enterCurrent)).toBeInTheDocument();
    expect(screen.getByText(changePasswordMessages.enterNew)).toBeInTheDocument();
    expect(screen.getByText(changePasswordMessages.enterConfirm)).toBeInTheDocument();
  });

  it('a wrong current password says so; the right one changes it and clears the form', async () => {
    let answer: unknown = json({ code: 'incorrect_password', message: 'x' }, 400);
    const fetchMock = serve(() => answer);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ChangePassword');
    await fill(user, 'Wrong#Pass1');
    expect(await screen.findByText(changePasswordCodeMessages.incorrect_password)).toBeInTheDocument();
    answer = { result: 'success' };
    await user.clear(screen.getByLabelText(fieldLabel('Current Password')));
    await user.type(screen.getByLabelText(fieldLabel('Current Password')), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(changePasswordMessages.success)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Current Password'))).toHaveValue('');
    const sent = fetchMock.mock.calls.filter(([url, init]) => isCallOf(passwordCalls.updatePassword, init?.method ?? 'GET', String(url))).map(([, init]) => JSON.parse(String(init!.body)));
    expect(sent.at(-1)).toEqual({ username: 'provuser1', password: 'Portal#2026', newPassword: 'Harbor#Light9' });
  });

  it.each([
    ['INVALID_PW', changePasswordCodeMessages.INVALID_PW],
    ['failed', changePasswordCodeMessages.failed],
    ['HTTP_500', changePasswordCodeMessages.failed],
  ])('shows the message of %s', async (code, message) => {
    serve(() => json({ code, message: 'x' }, code === 'HTTP_500' ? 500 : 400));
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ChangePassword');
    await fill(user, 'Portal#2026');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('is read-only while mirroring', async () => {
    serve(() => ({ result: 'success' }));
    signInAs('provuser1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    renderApp('/wcpp/ChangePassword');
    expect(await screen.findByText(changePasswordTexts.mirrorReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(screen.getByLabelText(fieldLabel('Current Password'))).toBeDisabled();
  });
});
