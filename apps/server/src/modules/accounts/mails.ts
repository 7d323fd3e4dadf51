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
 * To the Provider Admins of a group holding a TIN that another group proved (docs/decisions/047):
 * the other group sees nothing of it until one of them approves, in Manage TINs. Only facts the
 * server chose are written; nothing the other group typed (a name could carry a phishing text).
 */
export function tinClaimedMail(to: string, firstName: string, ftin: string, claimantGroupId: number, at: Date): MailMessage {
  return compose('tin-claimed', to, 'Another group asks for access to one of your TINs', [
    `Hello ${firstName},`,
    `On ${when(at)} provider group ${claimantGroupId} proved TIN ${ftin}, which your group holds, and asked to see its bills, claims and payments. It sees nothing of this TIN until an administrator of your group approves the request.`,
    'Sign in to the Provider Portal and open Manage TINs to approve or deny it under "Requests for your TINs". If you do not know this group, deny the request and contact Provider Portal support.',
  ]);
}

/** To the holders when an internal system administrator added their TIN to another group. */
export function tinAddedByAdminMail(to: string, firstName: string, ftin: string, groupId: number, at: Date): MailMessage {
  return compose('tin-added-by-admin', to, 'A Provider Portal administrator shared one of your TINs', [
    `Hello ${firstName},`,
    `On ${when(at)} a Provider Portal administrator added TIN ${ftin}, which your group holds, to provider group ${groupId}. That group can see the bills, claims and payments of this TIN.`,
    'If you do not expect this, contact Provider Portal support.',
  ]);
}

/** To the Provider Admins of the group that asked for a TIN: the holders' answer. */
export function tinClaimDecidedMail(to: string, firstName: string, ftin: string, approved: boolean): MailMessage {
  return compose(approved ? 'tin-claim-approved' : 'tin-claim-denied', to, approved ? `Your request for TIN ${ftin} was approved` : `Your request for TIN ${ftin} was denied`, [
    `Hello ${firstName},`,
    approved
      ? `Your group's request for TIN ${ftin} was approved. Your group's users can now see its bills, claims and payments; Provider Admins give it to Provider Users in Manage Users.`
      : `Your group's request for TIN ${ftin} was denied by the group that holds it. If you believe this is wrong, contact Provider Portal support.`,
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
export function emailChangeNoticeMail(to: string, firstName: string, userNm: string, newEmail: string, by: 'owner' | 'administrator' = 'owner'): MailMessage {
  const who = by === 'owner' ? `Someone signed in as ${userNm} asked` : `An administrator of the Provider Portal asked`;
  return compose('email-change-notice', to, 'Your Provider Portal e-mail address is being changed', [
    `Hello ${firstName},`,
    `${who} to change the e-mail address of the Provider Portal account ${userNm} to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
    'If you did not expect this, change your password now (this cancels the change) and contact your Account Administrator or Provider Portal support.',
  ]);
}
