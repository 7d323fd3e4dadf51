import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Bill, billSearchCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

/*
 * A search's bills are written by PostgreSQL as JSON (service.ts searchOf): every field of the answer
 * must still read as the table holds it — dates as YYYY-MM-DD, money as numbers, empty columns as null,
 * the flags as booleans — and nothing but the wire's fields.
 */
let t: TestApp;
let sysadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.signIn('sysadmin1');
});
afterAll(() => t.close());

/** The bill as the table holds it, in the wire's names, read without the search's statement. */
async function expected(billId: number): Promise<Bill> {
  const [row] = await t.rows<Bill & { mitchBill: boolean; exId: string | null; eor: boolean }>(
    `SELECT to_char(begin_service_date, 'YYYY-MM-DD') AS "beginServiceDate", to_char(end_service_date, 'YYYY-MM-DD') AS "endServiceDate",
       bill_charges::float8 AS "billCharges", bill_control_number AS "billControlNumber", billing_id AS "billingId", bill_status AS "billStatus",
       claim_number AS "claimNumber", to_char(date_of_injury, 'YYYY-MM-DD') AS "dateOfInjury", document_id AS "documentId", facility_name AS "facilityName",
       patient_first_name AS "patientFirstName", patient_middle_name AS "patientMiddleName", patient_last_name AS "patientLastName",
       physician_first_name AS "physicianFirstName", physician_middle_name AS "physicianMiddleName", physician_last_name AS "physicianLastName",
       payer_id AS "payerId", payer_name AS "payerName", recommended_allowance::float8 AS "recommendedAllowance", ftin,
       mitch_bill AS "mitchBill", mcps_bill AS "mcpsBill", eor, ex_id AS "exId"
     FROM bill WHERE bill_id = $1`,
    [billId],
  );
  const image = (isEor: 'Y' | 'N') => `/billSearch/billImage?${new URLSearchParams({ billControlNumber: row!.billControlNumber, isEor, exId: row!.exId ?? '' })}`;
  return {
    ...row!,
    eorImageUrl: row!.eor ? image('Y') : null,
    billImageUrl: row!.mitchBill ? null : image('N'),
    foreignBillIdURL: row!.mitchBill ? `/billSearch/searchBillReference?billRefNumber=${encodeURIComponent(row!.billControlNumber)}` : null,
    paidAmount: null,
    paidDate: null,
    checkNumber: null,
  };
}

async function billWhere(condition: string) {
  const [row] = await t.rows<{ bill_id: number; ftin: string; claim_number: string; begin: string; bill_control_number: string }>(
    `SELECT bill_id, ftin, claim_number, to_char(begin_service_date, 'YYYY-MM-DD') AS begin, bill_control_number FROM bill WHERE ${condition} ORDER BY bill_id LIMIT 1`,
  );
  if (!row) throw new Error(`no demo bill where ${condition}`);
  return row;
}

describe("a search's answer, field by field", () => {
  it.each([
    ['a first-source bill with a recommended allowance and an EOR', 'NOT mitch_bill AND recommended_allowance IS NOT NULL AND eor'],
    ['a first-source bill with no recommended allowance', 'NOT mitch_bill AND recommended_allowance IS NULL'],
  ])('%s reads as the table holds it', async (_name, condition) => {
    const bill = await billWhere(condition);
    const res = await api(t.app).call(billSearchCalls.searchByAssorted, { token: sysadmin, body: { claimNumber: bill.claim_number, beginServiceDate: addDays(bill.begin, -7), endServiceDate: addDays(bill.begin, 7), ftin: bill.ftin } });
    expect(res.statusCode).toBe(200);
    const found = (res.json() as Bill[]).find((b) => b.billControlNumber === bill.bill_control_number);
    expect(found).toStrictEqual(await expected(bill.bill_id));
  });

  it('a second-source bill (by bill id, over the TINs asked) reads as the table holds it', async () => {
    const bill = await billWhere('mitch_bill');
    const res = await api(t.app).call(billSearchCalls.mitchBillSearch, { token: sysadmin, body: { billControlNumber: bill.bill_control_number, tins: [bill.ftin] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual([await expected(bill.bill_id)]);
  });
});
