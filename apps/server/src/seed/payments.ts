import { SEED_AS_OF } from './reference-sql';

/** The demo's largest payer (client 1) sends each payee one check a month, on the month's last Friday run. */
const MONTHLY_PAYER = 1;

/**
 * Payments of the demo and scale seeds (issue 28 §1, docs/decisions/066-payments.md), run once after
 * every bill and its payment row exist. A payer's check run is weekly: the bills a payer paid in a week
 * to the TINs of one group (or to one TIN outside any group) become one payment on that week's Friday,
 * to the group's first TIN. Each bill's payment row then carries the payment's id, date and number, so
 * the spec's paidDate and checkNumber answer from the same data.
 *
 * - The largest payer (MONTHLY_PAYER) runs its checks monthly instead, on the month's last Friday: its
 *   checks carry more bills (the demo's checks of more than one page of 25).
 * - Nothing is paid after the data's day (SEED_AS_OF, a Friday): a bill that would have been paid later
 *   is paid on that day's run, so that run's checks are the largest (more than one page of a payment).
 * - A bill denied on review with an EOR is on the payment of its week with nothing paid, when that week
 *   has one (a week of nothing paid sends no check, and the denied bill then has no payment row).
 * - Every 7th payment of two bills or more takes back an earlier overpayment (PLB WO, 5% of what it
 *   pays); every 10th (the 3rd, 13th, …) is an EFT with a trace number instead of a check.
 * - total_amount = the sum of its bills' paid amounts less the provider-level adjustment.
 * - payment_tin holds each payment's part per TIN of its bills (the search reads it).
 */
export function paymentsSql(): string {
  return `
INSERT INTO bill_payment (bill_id, paid_amount, paid_date, check_number)
SELECT b.bill_id, 0, b.end_service_date + 25 + pg_temp.rnd(b.bill_id, 110, 40), ''
FROM bill b
WHERE b.bill_status = '2' AND b.eor AND NOT b.mcps_bill AND NOT EXISTS (SELECT 1 FROM bill_payment p WHERE p.bill_id = b.bill_id);

-- The last Friday of a date's month.
CREATE OR REPLACE FUNCTION pg_temp.last_friday(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT m - (extract(isodow FROM m)::int - 5 + 7) % 7 FROM (SELECT (date_trunc('month', d) + interval '1 month - 1 day')::date AS m) last_day $$;

CREATE TEMP TABLE pay_run AS
WITH group_payee AS (SELECT g.ftin, min(o.ftin) AS payee FROM grp_ftin g JOIN grp_ftin o ON o.grp_info_id = g.grp_info_id GROUP BY g.ftin)
SELECT bp.bill_id, b.ftin, bp.paid_amount, coalesce(c.client_id, (SELECT min(client_id) FROM client)) AS client_id,
  coalesce(gp.payee, b.ftin) AS payee,
  CASE WHEN c.client_id = ${MONTHLY_PAYER}
    THEN LEAST(pg_temp.last_friday(d.paid), DATE '${SEED_AS_OF}')
    ELSE d.paid + (5 - extract(isodow FROM d.paid)::int + 7) % 7 END AS run_date
FROM bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id JOIN claim c ON c.claim_id = b.claim_id
CROSS JOIN LATERAL (SELECT LEAST(bp.paid_date, DATE '${SEED_AS_OF}') AS paid) d
LEFT JOIN group_payee gp ON gp.ftin = b.ftin;

-- A denied bill rides on a check that pays something: a week of nothing paid sends no check.
DELETE FROM pay_run r WHERE r.paid_amount = 0
  AND NOT EXISTS (SELECT 1 FROM pay_run o WHERE o.run_date = r.run_date AND o.client_id = r.client_id AND o.payee = r.payee AND o.paid_amount > 0);
DELETE FROM bill_payment bp WHERE bp.paid_amount = 0 AND NOT EXISTS (SELECT 1 FROM pay_run r WHERE r.bill_id = bp.bill_id);

-- Each run of a payer to a payee is one payment, numbered in the order of the runs: the id its row takes.
CREATE TEMP TABLE pay_bill AS
SELECT r.bill_id, r.ftin, r.paid_amount, r.run_date, r.client_id, r.payee,
  (SELECT coalesce(max(payment_id), 0) FROM payment) + dense_rank() OVER (ORDER BY r.run_date, r.client_id, r.payee) AS payment_id
FROM pay_run r;

-- Every 10th payment is an EFT with a trace number; the others are checks.
CREATE OR REPLACE FUNCTION pg_temp.payment_number(id bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN id % 10 = 3 THEN 'EFT' || lpad(id::text, 12, '0') ELSE (5000000 + id)::text END $$;

-- Written once, whole: its number, method, total, provider-level adjustment (every 7th of two bills or
-- more) and its TINs (payment.tins, which the counts at the end would otherwise write again).
INSERT INTO payment (payment_id, payment_number, method, payment_date, client_id, payee_ftin, total_amount, provider_adjustment_code, provider_adjustment_amount, tins)
SELECT g.payment_id, pg_temp.payment_number(g.payment_id), CASE WHEN g.payment_id % 10 = 3 THEN 'ACH' ELSE 'CHK' END,
  g.run_date, g.client_id, g.payee, g.total - CASE WHEN a.plb THEN round(g.total * 0.05, 2) ELSE 0 END,
  CASE WHEN a.plb THEN 'WO' END, CASE WHEN a.plb THEN round(g.total * 0.05, 2) ELSE 0 END, g.tins
FROM (SELECT payment_id, run_date, client_id, payee, sum(paid_amount) AS total, count(*) AS bills, string_agg(DISTINCT ftin, ',' ORDER BY ftin) AS tins
      FROM pay_bill GROUP BY payment_id, run_date, client_id, payee) g
CROSS JOIN LATERAL (SELECT g.payment_id % 7 = 0 AND g.total > 0 AND g.bills >= 2 AS plb) a
ORDER BY g.payment_id;
SELECT setval(pg_get_serial_sequence('payment', 'payment_id'), (SELECT max(payment_id) FROM payment));

UPDATE bill_payment bp SET payment_id = g.payment_id, paid_date = g.run_date, check_number = pg_temp.payment_number(g.payment_id)
FROM pay_bill g WHERE bp.bill_id = g.bill_id;

INSERT INTO payment_tin (payment_id, ftin, payment_date, bills, paid)
SELECT payment_id, ftin, run_date, count(*), sum(paid_amount) FROM pay_bill GROUP BY payment_id, ftin, run_date;

DROP TABLE pay_bill;
DROP TABLE pay_run;`;
}
