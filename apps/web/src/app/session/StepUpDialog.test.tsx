import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertCalls, secondStepTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, stepUpTexts, type SecurityOverview, type StepUpState } from '@wcpp/contract';
import { calls, callOf, json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const me = userDetails({ userNm: 'provuser1', typeCd: 'PRUS', typeDesc: 'Provider User' });
const overview: SecurityOverview = {
  required: false,
  passkeys: [],
  app: { createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: null },
  recoveryCodes: { remaining: 10, createdAt: '2026-11-02T15:00:00.000Z' },
  browsers: [{ id: 'b2', label: 'Safari on iPhone', createdAt: '2026-11-04T10:00:00.000Z', lastUsedAt: '2026-11-05T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z', current: false }],
  mayRemember: true,
};

/** FORGET on the profile answers 403 STEP_UP_REQUIRED until the session has proven itself (`prove` answers POST /auth/stepUp). */
function serve(prove: (body: { method: string; code: string }) => Response | StepUpState, state: StepUpState = { methods: ['totp', 'recovery'], validUntil: null }) {
  let proven = false;
  const fetchMock = mockApi([
    on(signInSecurityCalls.securityOverview, () => overview),
    on(signInSecurityCalls.browserForget, () => (proven ? new Response(null, { status: 204 }) : json({ code: 'STEP_UP_REQUIRED', message: 'x' }, 403))),
    on(signInSecurityCalls.stepUpState, () => state),
    on(signInSecurityCalls.stepUp, (body) => {
      const answer = prove(body as { method: string; code: string });
      if (!(answer instanceof Response)) proven = true;
      return answer;
    }),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
    ...shellRoutes(me),
  ]);
  return fetchMock;
}

const ok: StepUpState = { methods: ['totp', 'recovery'], validUntil: '2026-12-02T06:00:00.000Z' };

async function forgetThePhone() {
  signInAs('provuser1');
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/UserProfile');
  const section = within(await screen.findByRole('region', { name: securityTexts.title }));
  await user.click(await section.findByRole('button', { name: securityTexts.browserForget }));
  const dialog = within(await screen.findByRole('dialog', { name: stepUpTexts.title }));
  return { user, section, dialog };
}

const forgets = (fetchMock: ReturnType<typeof mockApi>) => calls(fetchMock).filter((c) => c === callOf(signInSecurityCalls.browserForget, { params: { browserId: 'b2' } }));

describe('the step-up dialog (issue 46 §3)', () => {
  it('opens on a 403 STEP_UP_REQUIRED; after a right code the call is sent once more and its answer reaches the screen', async () => {
    const fetchMock = serve(() => ok);
    const { user, section, dialog } = await forgetThePhone();
    expect(dialog.getByText(`${signInSecurityMessages.STEP_UP_REQUIRED} ${stepUpTexts.intro}`)).toBeInTheDocument();
    const field = await dialog.findByLabelText(new RegExp(`^${secondStepTexts.code}`));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(dialog.queryByLabelText(new RegExp(`^${stepUpTexts.password}`))).not.toBeInTheDocument();
    await user.type(field, '123456');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: stepUpTexts.title })).not.toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(forgets(fetchMock)).toHaveLength(2);
    const sent = fetchMock.mock.calls.filter((_c, i) => calls(fetchMock)[i] === callOf(signInSecurityCalls.stepUp)).map(([, init]) => JSON.parse(String(init!.body)));
    expect(sent).toEqual([{ method: 'totp', code: '123456' }]);
  });

  it('takes a recovery code instead', async () => {
    const fetchMock = serve(() => ok);
    const { user, section, dialog } = await forgetThePhone();
    await user.click(await dialog.findByRole('button', { name: secondStepTexts.useRecovery }));
    await user.type(dialog.getByLabelText(new RegExp(`^${secondStepTexts.recoveryCode}`)), 'ABCD EFGH JKLM');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(forgets(fetchMock)).toHaveLength(2);
  });

  it('CANCEL leaves the screen with its own error, and the call is not sent again', async () => {
    const fetchMock = serve(() => ok);
    const { user, section, dialog } = await forgetThePhone();
    await user.click(dialog.getByRole('button', { name: stepUpTexts.cancel }));
    expect(await section.findByRole('alert')).toHaveTextContent(signInSecurityMessages.STEP_UP_REQUIRED);
    expect(screen.queryByRole('dialog', { name: stepUpTexts.title })).not.toBeInTheDocument();
    expect(section.queryByText(securityTexts.done)).not.toBeInTheDocument();
    expect(forgets(fetchMock)).toHaveLength(1);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.stepUp));
  });

  it('Escape cancels too', async () => {
    serve(() => ok);
    const { user, section } = await forgetThePhone();
    await user.keyboard('{Escape}');
    expect(await section.findByRole('alert')).toHaveTextContent(signInSecurityMessages.STEP_UP_REQUIRED);
  });

  it('shows a wrong code, keeps the person signed in, then goes on with a right one', async () => {
    let tries = 0;
    const fetchMock = serve(() => (++tries === 1 ? json({ code: 'INVALID_SECOND_FACTOR', message: 'x' }, 401) : ok));
    const { user, section, dialog } = await forgetThePhone();
    const field = await dialog.findByLabelText(new RegExp(`^${secondStepTexts.code}`));
    await user.type(field, '000000');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(signInSecurityMessages.INVALID_SECOND_FACTOR);
    expect(sessionStorage.getItem('wcpp.token')).toBe('token-provuser1');
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/UserProfile');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(screen.queryByText(signInSecurityMessages.INVALID_SECOND_FACTOR)).not.toBeInTheDocument();
    expect(forgets(fetchMock)).toHaveLength(2);
  });

  it('asks the password when the account has no factor', async () => {
    const fetchMock = serve(() => ({ methods: ['password'], validUntil: null }), { methods: ['password'], validUntil: null });
    const { user, section, dialog } = await forgetThePhone();
    expect(await dialog.findByText(`${signInSecurityMessages.STEP_UP_REQUIRED} ${stepUpTexts.introPassword}`)).toBeInTheDocument();
    expect(dialog.queryByLabelText(new RegExp(`^${secondStepTexts.code}`))).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: secondStepTexts.useRecovery })).not.toBeInTheDocument();
    const password = dialog.getByLabelText(new RegExp(`^${stepUpTexts.password}`));
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'Portal#2026');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    await waitFor(() => expect(section.getByText(securityTexts.done)).toBeInTheDocument());
    const sent = fetchMock.mock.calls.filter((_c, i) => calls(fetchMock)[i] === callOf(signInSecurityCalls.stepUp)).map(([, init]) => JSON.parse(String(init!.body)));
    expect(sent).toEqual([{ method: 'password', code: 'Portal#2026' }]);
  });
});
