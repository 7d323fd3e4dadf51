import { alertCalls, paymentCalls } from '@wcpp/contract';
import { all, row, type Row } from './permission-callers';

/**
 * The permission table's rows of Payments (issue 28, docs/decisions/066-payments.md): reads in the
 * caller's TIN scope, so allowed while mirroring; `payment` pays bills of 751234503 alone (group 1001,
 * not provuser1's): another group, and a provider user without that TIN, are told it does not exist.
 */
export function paymentRows(payment: () => number): Row[] {
  const only503 = { ...all(200), PRAD_BILLING: 404, PRUS: 404, 'ISAD→PRUS': 404 };
  return [
    row(paymentCalls.searchPayments, { call: "search the caller's payments", input: () => ({ query: { from: '2025-01-01', to: '2025-12-31' } }), expect: all(200) }),
    row(paymentCalls.searchPayments, { call: "search the caller's payments, 100 a page", input: () => ({ query: { from: '2025-01-01', to: '2025-12-31', pageSize: '100' } }), expect: all(200) }),
    row(paymentCalls.exportPayments, { call: "export the caller's payments of 2025", input: () => ({ query: { format: 'csv', from: '2025-01-01', to: '2025-12-31' } }), expect: all(200) }),
    row(paymentCalls.paymentById, { call: 'a payment of TIN 751234503', input: () => ({ params: { paymentId: payment() } }), expect: only503 }),
    // A page of its bills (decision 066, amended): the same scope, whichever page is asked for.
    row(paymentCalls.paymentById, { call: 'the second page of a payment of TIN 751234503, 50 bills a page', input: () => ({ params: { paymentId: payment() }, query: { page: '2', pageSize: '50' } }), expect: only503 }),
    row(paymentCalls.payment835, { call: 'the 835 of a payment of TIN 751234503', input: () => ({ params: { paymentId: payment() } }), expect: only503 }),
    row(paymentCalls.remittancePdf, { call: 'the remittance advice of a payment of TIN 751234503', input: () => ({ params: { paymentId: payment() } }), expect: only503 }),
    // Alerts (issue 28 §4, decision 067): the effective person's own choices; saving is a change, refused while mirroring.
    row(alertCalls.alertPreferences, { call: 'my alert choices', expect: all(200) }),
    row(alertCalls.saveAlertPreferences, {
      call: 'save my alert choices',
      input: () => ({ body: { payment: { bell: false, email: false }, eor: { bell: false, email: false } } }),
      expect: { ...all(200), 'ISAD→PRUS': 403, 'IRAD→PRAD': 403 },
    }),
    row(alertCalls.unsubscribeAlerts, { call: 'unsubscribe with a link the portal did not sign', input: () => ({ query: { token: '1.not-a-signature' } }), expect: { ...all(400), NONE: 400 } }),
    row(alertCalls.unsubscribeAlertsOneClick, {
      call: 'one-click unsubscribe (RFC 8058) with a link the portal did not sign',
      input: () => ({ query: { token: '1.not-a-signature' }, body: { 'List-Unsubscribe': 'One-Click' } }),
      readOnly: true,
      expect: { ...all(400), NONE: 400 },
    }),
  ];
}
