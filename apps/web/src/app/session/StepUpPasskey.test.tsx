import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertCalls, secondStepTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, stepUpTexts, type SecurityOverview, type StepUpState } from '@wcpp/contract';
import { calls, callOf, json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { assertion, bodiesSent, notAllowed, requestOptions } from '../../test/passkeys';
import { renderApp, signInAs } from '../../test/render';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const me = userDetails({ userNm: 'provuser1', typeCd: 'PRUS', typeDesc: 'Provider User' });
const overview: SecurityOverview = {
  required: false,
  passkeys: [{ id: 3, name: 'Front desk laptop', createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: null, synced: false }],
  app: { createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: null },
  recoveryCodes: { remaining: 10, createdAt: '2026-11-02T15:00:00.000Z' },
  browsers: [{ id: 'b2', label: 'Safari on iPhone', createdAt: '2026-11-04T10:00:00.000Z', lastUsedAt: '2026-11-05T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z', current: false }],
  mayRemember: true,
};

/** FORGET answers 403 STEP_UP_REQUIRED until the session has proven itself. */
function serve(methods: StepUpState['methods'], prove: () => unknown = () => ({ methods, validUntil: '2026-12-02T06:00:00.000Z' })) {
  let proven = false;
  return mockApi([
    on(signInSecurityCalls.securityOverview, () => overview),
    on(signInSecurityCalls.browserForget, () => (proven ? new Response(null, { status: 204 }) : json({ code: 'STEP_UP_REQUIRED', message: 'x' }, 403))),
    on(signInSecurityCalls.stepUpState, () => ({ methods, validUntil: null })),
    on(signInSecurityCalls.stepUpPasskeyOptions, () => ({ options: requestOptions })),
    on(signInSecurityCalls.stepUp, () => {
      const answer = prove();
      if (!(answer instanceof Response)) proven = true;
      return answer;
    }),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
    ...shellRoutes(me),
  ]);
}

async function forgetThePhone() {
  signInAs('provuser1');
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/UserProfile');
  const section = within(await screen.findByRole('region', { name: securityTexts.title }));
  await user.click(await section.findByRole('button', { name: securityTexts.browserForget }));
  const dialog = within(await screen.findByRole('dialog', { name: stepUpTexts.title }));
  return { user, section, dialog };
}

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.startAuthentication.mockResolvedValue(assertion);
});

describe('the step-up dialog with a passkey (issue 46 §3)', () => {
  it('offers the passkey first; it proves the session and the refused call is sent once more', async () => {
    const fetchMock = serve(['passkey', 'totp', 'recovery']);
    const { user, section, dialog } = await forgetThePhone();
    const use = await dialog.findByRole('button', { name: stepUpTexts.usePasskey });
    expect(use).toHaveFocus();
    expect(dialog.queryByLabelText(new RegExp(`^${secondStepTexts.code}`))).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: stepUpTexts.confirm })).not.toBeInTheDocument();
    await user.click(use);
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: stepUpTexts.title })).not.toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.stepUp))).toEqual([{ method: 'passkey', credential: assertion }]);
    expect(calls(fetchMock).filter((c) => c === callOf(signInSecurityCalls.browserForget, { params: { browserId: 'b2' } }))).toHaveLength(2);
  });

  it('a cancelled passkey says so and sends nothing; "Use a code instead" takes the code', async () => {
    webauthn.startAuthentication.mockRejectedValue(notAllowed());
    const fetchMock = serve(['passkey', 'totp', 'recovery']);
    const { user, section, dialog } = await forgetThePhone();
    await user.click(await dialog.findByRole('button', { name: stepUpTexts.usePasskey }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(secondStepTexts.passkeyCancelled);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.stepUp));
    await user.click(dialog.getByRole('button', { name: stepUpTexts.useCode }));
    const field = dialog.getByLabelText(new RegExp(`^${secondStepTexts.code}`));
    expect(field).toHaveFocus();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, '123456');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.confirm }));
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.stepUp))).toEqual([{ method: 'totp', code: '123456' }]);
  });

  it('an account with a passkey alone is offered no code, and its cancelled passkey names no code', async () => {
    webauthn.startAuthentication.mockRejectedValue(notAllowed());
    serve(['passkey']);
    const { user, dialog } = await forgetThePhone();
    await user.click(await dialog.findByRole('button', { name: stepUpTexts.usePasskey }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(stepUpTexts.passkeyCancelled);
    expect(dialog.queryByText(secondStepTexts.passkeyCancelled)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: stepUpTexts.useCode })).not.toBeInTheDocument();
    // The question is answered (lib/step-up.ts asks one at a time).
    await user.click(dialog.getByRole('button', { name: stepUpTexts.cancel }));
  });

  it("shows the server's refusal of the passkey and keeps the session", async () => {
    serve(['passkey', 'totp'], () => json({ code: 'PASSKEY_FAILED', message: 'x' }, 401));
    const { user, dialog } = await forgetThePhone();
    await user.click(await dialog.findByRole('button', { name: stepUpTexts.usePasskey }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_FAILED);
    expect(sessionStorage.getItem('wcpp.token')).toBe('token-provuser1');
    await user.click(dialog.getByRole('button', { name: stepUpTexts.cancel }));
  });
});
