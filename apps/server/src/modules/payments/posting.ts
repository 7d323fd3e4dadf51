import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { recordArrivals } from '../alerts/service';
import { checkTin } from './identifiers';

/*
 * What a data load from the bill review does when money or an EOR arrives (issue 28 §4, decisions 066
 * and 067), as one transaction each: the rows, and an arrival per TIN for the alerts. `npm run post`
 * runs them for a demo (seed/post-cli.ts).
 */

const MAX_BILLS = 5;

/**
 * Pays the allowed bills of a TIN that have an EOR and no payment (at most five, one payer's): a new
 * check of today, each bill paid its allowance and marked paid. Returns the payment, or null when the
 * TIN has no such bill. A TIN that is not 9 digits is refused (PayerDataError) before anything is read.
 */
export async function postPayment(db: Db, ftin: string, today: string): Promise<{ paymentId: number; checkNumber: string; bills: number } | null> {
  checkTin('the payee TIN', ftin);
  return db.transaction(async (tx) => {
    const bills = rowsOf<{ bill_id: number; client_id: number; allowed: string }>(
      await tx.execute(sql`
        WITH payer AS (
          SELECT c.client_id FROM bill b JOIN claim c ON c.claim_id = b.claim_id
          WHERE b.ftin = ${ftin} AND b.bill_status = '1' AND b.eor AND NOT b.mcps_bill AND NOT EXISTS (SELECT 1 FROM bill_payment p WHERE p.bill_id = b.bill_id)
          ORDER BY b.bill_id LIMIT 1)
        SELECT b.bill_id, c.client_id, b.recommended_allowance::text AS allowed FROM bill b JOIN claim c ON c.claim_id = b.claim_id JOIN payer ON payer.client_id = c.client_id
        WHERE b.ftin = ${ftin} AND b.bill_status = '1' AND b.eor AND NOT b.mcps_bill AND NOT EXISTS (SELECT 1 FROM bill_payment p WHERE p.bill_id = b.bill_id)
        ORDER BY b.bill_id LIMIT ${MAX_BILLS} FOR UPDATE OF b`),
    );
    if (!bills.length) return null;
    const total = bills.reduce((sum, b) => sum + Math.round(Number(b.allowed) * 100), 0) / 100;
    const [payment] = rowsOf<{ payment_id: number; payment_number: string }>(
      await tx.execute(sql`
        INSERT INTO payment (payment_number, method, payment_date, client_id, payee_ftin, total_amount)
        VALUES ('P' || nextval(pg_get_serial_sequence('payment', 'payment_id')), 'CHK', ${today}::date, ${bills[0]!.client_id}, ${ftin}, ${total})
        RETURNING payment_id, payment_number`),
    );
    const number = String(5_000_000 + payment!.payment_id);
    await tx.execute(sql`UPDATE payment SET payment_number = ${number} WHERE payment_id = ${payment!.payment_id}`);
    for (const b of bills) {
      await tx.execute(sql`INSERT INTO bill_payment (bill_id, paid_amount, paid_date, check_number, payment_id) VALUES (${b.bill_id}, ${b.allowed}::numeric, ${today}::date, ${number}, ${payment!.payment_id})`);
      await tx.execute(sql`UPDATE bill SET bill_status = '0' WHERE bill_id = ${b.bill_id}`);
    }
    await tx.execute(sql`INSERT INTO payment_tin (payment_id, ftin, payment_date, bills, paid) VALUES (${payment!.payment_id}, ${ftin}, ${today}::date, ${bills.length}, ${total})`);
    await recordArrivals(tx, [{ kind: 'payment', ftin, ref: payment!.payment_id }]);
    return { paymentId: payment!.payment_id, checkNumber: number, bills: bills.length };
  });
}

/**
 * Finishes the review of a TIN's oldest bill in review: each line allowed 70% of its charge under
 * P300, the bill allowed with its EOR. Returns its control number, or null when none is in review.
 */
export async function postEor(db: Db, ftin: string): Promise<string | null> {
  checkTin('the TIN', ftin);
  return db.transaction(async (tx) => {
    const [bill] = rowsOf<{ bill_id: number; bcn: string }>(
      await tx.execute(sql`SELECT bill_id, bill_control_number AS bcn FROM bill WHERE ftin = ${ftin} AND bill_status = 'In Progress' AND NOT mitch_bill ORDER BY bill_id LIMIT 1 FOR UPDATE`),
    );
    if (!bill) return null;
    await tx.execute(sql`UPDATE bill_line SET allowance = round(billed * 0.7, 2), reason_codes = 'P300' WHERE bill_id = ${bill.bill_id}`);
    await tx.execute(sql`UPDATE bill SET bill_status = '1', eor = true,
      recommended_allowance = coalesce((SELECT sum(allowance) FROM bill_line WHERE bill_id = ${bill.bill_id}), round(bill_charges * 0.7, 2)) WHERE bill_id = ${bill.bill_id}`);
    await recordArrivals(tx, [{ kind: 'eor', ftin, ref: bill.bill_id }]);
    return bill.bcn;
  });
}
