import type { MailMessage } from '../../plugins/mail';
import { compose, when } from '../accounts/service';

/** A recovery code signed in: the person is told, so a code used by someone else does not go unseen. */
export function recoveryCodeUsedMail(to: string, firstName: string, at: Date): MailMessage {
  return compose('RECOVERY_CODE_USED', to, 'A recovery code was used to sign in', [
    `Hello ${firstName},`,
    `A recovery code of your Provider Portal account was used to sign in on ${when(at)}. Each code works once.`,
    'If this was not you, reset your password at once and call support.',
  ]);
}
