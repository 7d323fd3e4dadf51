import type { MailMessage } from '../../plugins/mail';
import { compose, when } from './templates';

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
