import { hasCookie, setCookie } from '../../lib/cookies';

/** Part 1 §4: the Client List agreement, once accepted, is remembered in this cookie for a year. */
export const AGREEMENT_COOKIE = 'Agreement-Accepted';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The Client List route (the spec's spelling). */
export const CLIENT_LIST_PATH = 'ClientList';

export const hasAcceptedAgreement = (): boolean => hasCookie(AGREEMENT_COOKIE);

export function acceptAgreement(): void {
  setCookie(AGREEMENT_COOKIE, 'true', ONE_YEAR_SECONDS);
}
