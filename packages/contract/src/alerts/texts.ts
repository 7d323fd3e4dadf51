import type { AlertKind } from './schemas';

/** How long a digest's unsubscribe link works: the days after the e-mail was sent (decision 067, amended 2026-12-01). */
export const ALERT_UNSUBSCRIBE_DAYS = 60;

/** Texts of the alerts (issue 28 §4): the profile's choices, the bell's notices and the digest. No PHI in any of them. */
export const alertTexts = {
  section: 'Payment and EOR Alerts',
  intro: 'Hear when money or an EOR arrives for your Tax IDs: in the bell, and in one e-mail a day with counts only.',
  kinds: { payment: 'A payment is posted', eor: 'A new EOR is ready' } satisfies Record<AlertKind, string>,
  bell: 'In the bell',
  email: 'In the daily e-mail',
  save: 'SAVE ALERTS',
  saved: 'Your alert choices are saved.',
  bellNotice: (kind: AlertKind, n: number) =>
    kind === 'payment' ? (n === 1 ? '1 payment was posted for your Tax IDs' : `${n} payments were posted for your Tax IDs`) : n === 1 ? '1 new EOR for your Tax IDs' : `${n} new EORs for your Tax IDs`,
  digestSubject: 'Your payments and EORs today',
  digestLine: (kind: AlertKind, n: number) =>
    kind === 'payment' ? `${n} ${n === 1 ? 'payment was' : 'payments were'} posted for your Tax IDs.` : `${n} new ${n === 1 ? 'EOR is' : 'EORs are'} ready for your Tax IDs.`,
  digestOpen: 'Sign in to see them:',
  digestUnsubscribe: 'Stop these e-mails with one click:',
  unsubscribed: 'You will no longer receive the daily e-mail of payment and EOR alerts. You can turn it on again in your profile.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribeExpired: 'This unsubscribe link has expired. You can turn the daily e-mail off in your profile, or with the link of a newer e-mail.',
  /** The link's page asks first: a mail scanner that follows the link changes nothing (RFC 8058). */
  unsubscribeAsk: 'Stop the daily e-mail of payment and EOR alerts?',
  unsubscribeButton: 'Unsubscribe',
} as const;
