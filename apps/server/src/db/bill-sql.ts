import { sql } from 'drizzle-orm';
import { billPaymentShown, claimBillStatus, type ClaimBill } from '@wcpp/contract';

/*
 * A bill as the claim page, a payment's page and the exports read it, typed once: the columns each
 * statement selects (alias `b` for the bill, `pay` for its bill_payment row, joined LEFT) and what
 * they become in an answer.
 */

/** A bill's provider in words (the claim page, a payment's bills): the rendering physician's name, or the facility on the bill. Reads alias `b`. */
export const billProviderName = sql.raw(`coalesce(nullif(concat_ws(' ', b.physician_first_name, b.physician_last_name), ''), b.facility_name)`);

/** What names a bill and opens its documents. */
export interface BillFaceDb {
  billControlNumber: string;
  ftin: string;
  beginServiceDate: string;
  endServiceDate: string;
  providerName: string | null;
  mitchBill: boolean;
  eor: boolean;
  exId: string | null;
}
export const billFaceColumns = sql`b.bill_control_number AS "billControlNumber", b.ftin, b.begin_service_date::text AS "beginServiceDate",
  b.end_service_date::text AS "endServiceDate", ${billProviderName} AS "providerName", b.mitch_bill AS "mitchBill", b.eor, b.ex_id AS "exId"`;

/** A bill's amounts and its payment, money as numeric text. */
export interface BillAmountsDb {
  billCharges: string;
  recommendedAllowance: string | null;
  billStatus: string;
  mcpsBill: boolean;
  paidAmount: string | null;
  paidDate: string | null;
  checkNumber: string | null;
  paymentId: number | null;
}
export const billAmountColumns = sql.raw(`b.bill_charges::text AS "billCharges", b.recommended_allowance::text AS "recommendedAllowance",
  b.bill_status AS "billStatus", b.mcps_bill AS "mcpsBill", pay.paid_amount::text AS "paidAmount", pay.paid_date::text AS "paidDate",
  pay.check_number AS "checkNumber", pay.payment_id::int AS "paymentId"`);

const money = (value: string | null): number | null => (value === null ? null : Number(value));

export type BillAmounts = Pick<ClaimBill, 'billCharges' | 'recommendedAllowance' | 'paidAmount' | 'paidDate' | 'checkNumber' | 'paymentId' | 'status'>;

/** A bill's amounts as an answer gives them, its payment only where it is shown (billPaymentShown, decision 083). */
export function billAmounts(row: BillAmountsDb): BillAmounts {
  const recommendedAllowance = money(row.recommendedAllowance);
  const shown = billPaymentShown(row);
  const paidAmount = shown ? money(row.paidAmount) : null;
  return {
    billCharges: Number(row.billCharges),
    recommendedAllowance,
    paidAmount,
    paidDate: shown ? row.paidDate : null,
    checkNumber: shown ? row.checkNumber : null,
    paymentId: shown ? row.paymentId : null,
    status: claimBillStatus({ billStatus: row.billStatus, recommendedAllowance, paidAmount }),
  };
}
