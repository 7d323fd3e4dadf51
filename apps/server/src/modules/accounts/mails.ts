import { brandColors, supportContact } from '@wcpp/contract';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../plugins/mail';


/** A date and time as the e-mails write it (Eastern time). */
export const when = (date: Date) =>
  date.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' }) + ' Eastern';

const signature = `Provider Portal support: ${supportContact.phone}, ${supportContact.email}`;

/** Builds one message with the same paragraphs as text and as HTML; a paragraph may carry a link. */
export function compose(kind: string, to: string, subject: string, paragraphs: (string | { before: string; href: string; label?: string })[]): MailMessage {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.before}\n${p.href}`)).concat(signature).join('\n\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p style="font-size:18px;color:${brandColors.primary};font-weight:bold">Provider Portal</p>`,
    ...paragraphs.map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p.before)}<br><a href="${escapeHtml(p.href)}">${escapeHtml(p.label ?? p.href)}</a></p>`,
    ),
    `<p style="color:#555;font-size:13px">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { kind, to, subject, text, html };
}

/** First of the registration pair: the authentication code. */
export function registrationCodeMail(to: string, authCode: string): MailMessage {
  return compose('registration-code', to, 'Your Provider Portal authentication code', [
    'You asked to register for the Provider Portal.',
    `Your authentication code is: ${authCode}`,
    'Enter it on the registration page that the activation link in our other e-mail opens. Keep this code private: Provider Portal staff will never ask you for it.',
  ]);
}

/** Second of the registration pair: the activation link with its token and expiry. */
export function registrationLinkMail(to: string, link: string, expiresAt: Date): MailMessage {
  return compose('registration-link', to, 'Activate your Provider Portal registration', [
    'Complete your Provider Portal registration by opening this activation link:',
    { before: `The link can be used once and expires on ${when(expiresAt)}.`, href: link, label: 'Complete your registration' },
    'You will need the authentication code from our other e-mail. If you did not ask to register, you can ignore this message.',
  ]);
}

/** The temporary password and the link to choose a new password. */
export function temporaryPasswordMail(to: string, firstName: string, tempPassword: string, link: string, expiresAt: Date): MailMessage {
  return compose('temporary-password', to, 'Your Provider Portal temporary password', [
    `Hello ${firstName},`,
    'We received a request to reset the password of your Provider Portal account.',
    `Your temporary password is: ${tempPassword}`,
    { before: `Open this link and enter the temporary password to choose your new password. The link expires on ${when(expiresAt)}.`, href: link, label: 'Choose your new password' },
    'If you did not ask to reset your password, you can ignore this message: your current password keeps working.',
  ]);
}

/** The forgotten username (every usable account of the address). */
export function usernameMail(to: string, accounts: { userNm: string; firstName: string }[], signInLink: string): MailMessage {
  const lines = accounts.map((a) => `${a.userNm} (${a.firstName})`);
  return compose('username', to, 'Your Provider Portal username', [
    accounts.length === 1 ? `Your Provider Portal username is: ${lines[0]}` : `Your Provider Portal usernames are: ${lines.join(', ')}`,
    { before: 'Sign in with your username and password here:', href: signInLink, label: 'Sign in to the Provider Portal' },
    'If you did not ask for your username, you can ignore this message.',
  ]);
}

/**
 * Tells a Provider Admin that a new group registered a TIN their group holds (docs/decisions/024):
 * the new group sees that TIN's bills, so the holders must hear of it. Only facts the server chose
 * are written; nothing the registrant typed (a name could carry a phishing text).
 */
export function tinRegisteredByAnotherGroupMail(to: string, firstName: string, ftin: string, newGroupId: number, registeredAt: Date): MailMessage {
  return compose('tin-registered-by-another-group', to, 'A new group registered one of your TINs', [
    `Hello ${firstName},`,
    `On ${when(registeredAt)} a new provider group (group ID ${newGroupId}) registered for the Provider Portal with TIN ${ftin}, which your group also holds. Its administrator can see the bills, payments and EORs of this TIN.`,
    'If you know of this registration, there is nothing to do. If you do not, contact Provider Portal support at once so the new group can be reviewed.',
  ]);
}

/** To the new address: the link that applies the change (docs/decisions/026). */
export function emailChangeLinkMail(to: string, firstName: string, link: string, expiresAt: Date): MailMessage {
  return compose('email-change-link', to, 'Confirm your new Provider Portal e-mail address', [
    `Hello ${firstName},`,
    'You asked to use this e-mail address for your Provider Portal account.',
    { before: `Open this link to confirm it. The link can be used once and expires on ${when(expiresAt)}.`, href: link, label: 'Confirm your new e-mail address' },
    'Until you open the link, your account keeps its current e-mail address. If you did not ask for this, you can ignore this message.',
  ]);
}

/**
 * To the old address: a notice, with no link. A link that undoes the change would be one more secret
 * in a mailbox; the owner changes the password instead, which voids the pending change.
 */
export function emailChangeNoticeMail(to: string, firstName: string, userNm: string, newEmail: string): MailMessage {
  return compose('email-change-notice', to, 'Your Provider Portal e-mail address is being changed', [
    `Hello ${firstName},`,
    `Someone signed in as ${userNm} asked to change the e-mail address of the Provider Portal account to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
    'If this was not you, change your password now (this cancels the change) and contact Provider Portal support.',
  ]);
}

/** To the old address when an administrator changed it (Edit Profile): the owner learns of it at once. */
export function emailChangedByAdminMail(to: string, firstName: string, newEmail: string): MailMessage {
  return compose('email-changed-by-admin', to, 'Your Provider Portal e-mail address was changed', [
    `Hello ${firstName},`,
    `An administrator of the Provider Portal changed the e-mail address of your account to ${newEmail}. Messages about your account now go to that address.`,
    'If you did not expect this, contact your Account Administrator or Provider Portal support.',
  ]);
}
