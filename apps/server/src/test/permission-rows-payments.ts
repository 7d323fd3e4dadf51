import { all, type Row } from './permission-callers';

/**
 * The permission table's rows of Payments (issue 28, docs/decisions/066-payments.md): reads in the
 * caller's TIN scope, so allowed while mirroring; `payment` pays bills of 751234503 alone (group 1001,
 * not provuser1's): another group, and a provider user without that TIN, are told it does not exist.
 */
export function paymentRows(payment: () => number): Row[] {
  const only503 = { ...all(200), PRAD_BILLING: 404, PRUS: 404, 'ISAD→PRUS': 404 };
  return [
    { call: "search the caller's payments", url: () => '/api/payments?from=2025-01-01&to=2025-12-31', expect: all(200) },
    { call: "search the caller's payments, 100 a page", url: () => '/api/payments?from=2025-01-01&to=2025-12-31&pageSize=100', expect: all(200) },
    { call: "export the caller's payments of 2025", url: () => '/api/payments/export?format=csv&from=2025-01-01&to=2025-12-31', expect: all(200) },
    { call: 'a payment of TIN 751234503', url: () => `/api/payments/${payment()}`, expect: only503 },
    // A page of its bills (decision 066, amended): the same scope, whichever page is asked for.
    { call: 'the second page of a payment of TIN 751234503, 50 bills a page', url: () => `/api/payments/${payment()}?page=2&pageSize=50`, expect: only503 },
    { call: 'the 835 of a payment of TIN 751234503', url: () => `/api/payments/${payment()}/835`, expect: only503 },
    { call: 'the remittance advice of a payment of TIN 751234503', url: () => `/api/payments/${payment()}/remittance.pdf`, expect: only503 },
    // Alerts (issue 28 §4, decision 067): the effective person's own choices; saving is a change, refused while mirroring.
    { call: 'my alert choices', url: () => '/api/alerts/preferences', expect: all(200) },
    {
      call: 'save my alert choices',
      method: 'PUT',
      url: () => '/api/alerts/preferences',
      payload: () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } }),
      expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
    },
    { call: 'unsubscribe with a link the portal did not sign', url: () => '/api/alerts/unsubscribe?token=1.not-a-signature', expect: { ...all(400), NONE: 400 } },
    {
      call: 'one-click unsubscribe (RFC 8058) with a link the portal did not sign',
      method: 'POST',
      url: () => '/api/alerts/unsubscribe?token=1.not-a-signature',
      payload: () => ({ 'List-Unsubscribe': 'One-Click' }),
      readOnly: true,
      expect: { ...all(400), NONE: 400 },
    },
  ];
}
