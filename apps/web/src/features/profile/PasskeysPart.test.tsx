import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertCalls, recoveryCodeTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, type PasskeySummary, type SecurityOverview } from '@wcpp/contract';
import { calls, callOf, json, mockApi, on, shellRoutes, type Route } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { attestation, bodiesSent, creationOptions, notAllowed, withPasskeys } from '../../test/passkeys';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const me = userDetails({ userNm: 'provuser1', typeCd: 'PRUS', typeDesc: 'Provider User' });
const laptop: PasskeySummary = { id: 3, name: 'Front desk laptop', createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: '2026-11-30T15:00:00.000Z', synced: false };
const phone: PasskeySummary = { id: 4, name: 'My phone', createdAt: '2026-11-04T15:00:00.000Z', lastUsedAt: null, synced: true };
const base: SecurityOverview = { required: false, passkeys: [], app: null, recoveryCodes: null, browsers: [], mayRemember: true };
const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JK${String.fromCharCode(65 + i)}${i}`);

function serve(overview: () => SecurityOverview, routes: Route[] = []) {
  return mockApi([
    on(signInSecurityCalls.securityOverview, overview),
    on(signInSecurityCalls.passkeyRegisterOptions, () => ({ options: creationOptions })),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
    ...routes,
    ...shellRoutes(me),
  ]);
}

async function openSection() {
  signInAs('provuser1');
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/UserProfile');
  const section = await screen.findByRole('region', { name: securityTexts.title });
  return { user, section: within(section) };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>, section: ReturnType<typeof within>) {
  await user.click(await section.findByRole('button', { name: securityTexts.passkeyAdd }));
  const dialog = within(await screen.findByRole('dialog', { name: securityTexts.passkeyAddTitle }));
  return { dialog, name: dialog.getByLabelText(fieldLabel(securityTexts.passkeyNameLabel)) };
}

beforeEach(() => {
  webauthn.startRegistration.mockReset();
  webauthn.startRegistration.mockResolvedValue(attestation);
});

describe('passkeys on the own profile (issue 46 §2)', () => {
  it('lists them first in the section, with "Synced" only on a synced one and the dates as the section writes them', async () => {
    withPasskeys();
    serve(() => ({ ...base, passkeys: [laptop, phone] }));
    const { section } = await openSection();
    const headings = section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe(securityTexts.passkeysTitle);
    expect(headings.indexOf(securityTexts.passkeysTitle)).toBeLessThan(headings.indexOf(securityTexts.appTitle));
    expect(section.getByText(securityTexts.passkeysIntro)).toBeInTheDocument();
    const [first, second] = within(section.getByRole('list', { name: securityTexts.passkeysTitle })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Front desk laptop');
    expect(first).toHaveTextContent(securityTexts.passkeySince('11/2/2026', '11/30/2026'));
    expect(within(first!).queryByText(securityTexts.passkeySynced)).not.toBeInTheDocument();
    expect(within(second!).getByText(securityTexts.passkeySynced)).toBeInTheDocument();
    expect(second).toHaveTextContent(securityTexts.passkeySince('11/4/2026', null));
    expect(within(first!).getByRole('button', { name: securityTexts.passkeyRename })).toHaveAccessibleDescription(/Front desk laptop/);
    expect(section.queryByText(securityTexts.passkeysNone)).not.toBeInTheDocument();
    expect(section.queryByText(securityTexts.passkeyUnsupported)).not.toBeInTheDocument();
  });

  it('says when there is none, and a browser without passkeys is not offered to add one', async () => {
    serve(() => base);
    const { section } = await openSection();
    expect(await section.findByText(securityTexts.passkeysNone)).toBeInTheDocument();
    expect(section.getByText(securityTexts.passkeyUnsupported)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: securityTexts.passkeyAdd })).not.toBeInTheDocument();
    expect(section.queryByRole('list', { name: securityTexts.passkeysTitle })).not.toBeInTheDocument();
  });

  it('adds one: its name (Passkey unless changed), the browser makes it, it is saved and listed, with its message', async () => {
    withPasskeys();
    let current = base;
    const fetchMock = serve(() => current, [
      on(signInSecurityCalls.passkeyRegister, () => {
        current = { ...base, passkeys: [laptop] };
        return json({ passkey: laptop }, 201);
      }),
    ]);
    const { user, section } = await openSection();
    const { dialog, name } = await openAdd(user, section);
    expect(name).toHaveValue(securityTexts.passkeyDefaultName);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(securityTexts.passkeyNameHint);
    await user.clear(name);
    await user.type(name, '  Front desk laptop ');
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await section.findByRole('status')).toHaveTextContent(securityTexts.passkeyAdded('Front desk laptop'));
    expect(screen.queryByRole('dialog', { name: securityTexts.passkeyAddTitle })).not.toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.passkeyRegister))).toEqual([{ name: 'Front desk laptop', credential: attestation }]);
    expect(await section.findByRole('list', { name: securityTexts.passkeysTitle })).toHaveTextContent('Front desk laptop');
    expect(section.queryByText(securityTexts.passkeysNone)).not.toBeInTheDocument();
  });

  it("the account's first factor comes with its recovery codes, shown once before the message", async () => {
    withPasskeys();
    serve(() => base, [on(signInSecurityCalls.passkeyRegister, () => json({ passkey: laptop, recoveryCodes: codes }, 201))]);
    const { user, section } = await openSection();
    const { dialog } = await openAdd(user, section);
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    const shown = within(await screen.findByRole('alertdialog', { name: recoveryCodeTexts.title }));
    expect(shown.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(section.queryByText(securityTexts.passkeyAdded('Front desk laptop'))).not.toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: recoveryCodeTexts.saved }));
    expect(await section.findByRole('status')).toHaveTextContent(securityTexts.passkeyAdded('Front desk laptop'));
  });

  it('a cancelled ceremony says so in the dialog and saves nothing', async () => {
    withPasskeys();
    webauthn.startRegistration.mockRejectedValue(notAllowed());
    const fetchMock = serve(() => base);
    const { user, section } = await openSection();
    const { dialog } = await openAdd(user, section);
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(securityTexts.passkeyCancelled);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.passkeyRegister));
    expect(screen.getByRole('dialog', { name: securityTexts.passkeyAddTitle })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: securityTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an authenticator that already holds one of the account tells it, as the server would', async () => {
    withPasskeys();
    webauthn.startRegistration.mockRejectedValue(Object.assign(new Error('The authenticator was previously registered'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }));
    serve(() => base);
    const { user, section } = await openSection();
    const { dialog } = await openAdd(user, section);
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_EXISTS);
    expect(dialog.queryByText(securityTexts.passkeyCancelled)).not.toBeInTheDocument();
  });

  it('an empty name is refused at the field before anything is asked; a name the server refuses shows at the field too', async () => {
    withPasskeys();
    const fetchMock = serve(() => base, [on(signInSecurityCalls.passkeyRegister, () => json({ code: 'VALIDATION', message: 'x', fields: { name: 'Use at most 64 characters.' } }, 400))]);
    const { user, section } = await openSection();
    const { dialog, name } = await openAdd(user, section);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await dialog.findByText('Enter a name for the passkey.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.passkeyRegisterOptions));
    expect(webauthn.startRegistration).not.toHaveBeenCalled();

    await user.type(name, 'Laptop');
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await dialog.findByText('Use at most 64 characters.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(`Use at most 64 characters. ${securityTexts.passkeyNameHint}`);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (the limit) in the dialog", async () => {
    withPasskeys();
    serve(() => base, [on(signInSecurityCalls.passkeyRegister, () => json({ code: 'PASSKEY_LIMIT', message: 'x' }, 409))]);
    const { user, section } = await openSection();
    const { dialog } = await openAdd(user, section);
    await user.click(dialog.getByRole('button', { name: securityTexts.passkeyCreate }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_LIMIT);
  });

  it('renames one: the dialog holds its name, SAVE sends the new one and the list shows it', async () => {
    let current: SecurityOverview = { ...base, passkeys: [laptop, phone] };
    const fetchMock = serve(() => current, [
      on(signInSecurityCalls.passkeyRename, { passkeyId: 3 }, (body) => {
        const renamed = { ...laptop, name: (body as { name: string }).name };
        current = { ...base, passkeys: [renamed, phone] };
        return renamed;
      }),
    ]);
    const { user, section } = await openSection();
    const [first] = within(await section.findByRole('list', { name: securityTexts.passkeysTitle })).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: securityTexts.passkeyRename }));
    const dialog = within(await screen.findByRole('dialog', { name: securityTexts.passkeyRenameTitle }));
    const name = dialog.getByLabelText(fieldLabel(securityTexts.passkeyNameLabel));
    expect(name).toHaveValue('Front desk laptop');
    await user.clear(name);
    await user.type(name, 'Reception laptop{Enter}');
    expect(await section.findByRole('status')).toHaveTextContent(securityTexts.done);
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.passkeyRename, { params: { passkeyId: 3 } }))).toEqual([{ name: 'Reception laptop' }]);
    expect(await section.findByText('Reception laptop')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('asks before removing one, and shows FACTOR_REQUIRED when it is the last factor the account must keep', async () => {
    let removed = 0;
    const fetchMock = serve(() => ({ ...base, required: true, passkeys: [laptop] }), [
      on(signInSecurityCalls.passkeyRemove, { passkeyId: 3 }, () => (++removed === 1 ? json({ code: 'FACTOR_REQUIRED', message: 'x' }, 409) : new Response(null, { status: 204 }))),
    ]);
    const { user, section } = await openSection();
    await user.click(await section.findByRole('button', { name: securityTexts.passkeyRemove }));
    const confirm = within(await screen.findByRole('dialog', { name: securityTexts.passkeyRemoveConfirm('Front desk laptop') }));
    await user.click(confirm.getByRole('button', { name: securityTexts.cancel }));
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.passkeyRemove, { params: { passkeyId: 3 } }));
    await user.click(section.getByRole('button', { name: securityTexts.passkeyRemove }));
    await user.click(within(await screen.findByRole('dialog', { name: securityTexts.passkeyRemoveConfirm('Front desk laptop') })).getByRole('button', { name: securityTexts.passkeyRemove }));
    expect(await section.findByRole('alert')).toHaveTextContent(signInSecurityMessages.FACTOR_REQUIRED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: securityTexts.passkeyRemove }));
    await user.click(within(await screen.findByRole('dialog', { name: securityTexts.passkeyRemoveConfirm('Front desk laptop') })).getByRole('button', { name: securityTexts.passkeyRemove }));
    expect(await section.findByRole('status')).toHaveTextContent(securityTexts.done);
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });
});
