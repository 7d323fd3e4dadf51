import { brandColors, supportContact } from '@wcpp/contract';
import type { MailMessage } from '../../plugins/mail';

/** Escapes text for HTML bodies and attributes. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
