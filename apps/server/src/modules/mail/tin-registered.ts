import type { MailMessage } from '../../plugins/mail';
import { compose, when } from './templates';

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
