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

/** An administrator reset a user's sign-in security: the person, and the group's administrators, are told. */
export function factorsResetMail(to: string, firstName: string, whose: { userNm: string; own: boolean }, by: string, at: Date): MailMessage {
  const subject = whose.own ? 'Your sign-in security was reset' : `The sign-in security of ${whose.userNm} was reset`;
  return compose('SECOND_FACTORS_RESET', to, subject, [
    `Hello ${firstName},`,
    `${whose.own ? 'The sign-in security of your Provider Portal account' : `The sign-in security of the Provider Portal account ${whose.userNm}`} was reset by ${by} on ${when(at)}: its authenticator app, recovery codes and remembered browsers were removed.`,
    whose.own ? 'At your next sign-in you may be asked to set up an authenticator app again.' : 'The user may be asked to set up an authenticator app at their next sign-in.',
    'If this was not expected, call support.',
  ]);
}
