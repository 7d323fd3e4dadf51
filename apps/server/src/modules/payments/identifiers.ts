import { sql } from 'drizzle-orm';
import { payerDataMessages } from '@wcpp/contract';
import { rowsOf, type Db } from '../../db/client';

/*
 * The identifiers of the payer's data, checked where the data is loaded (docs/decisions/079): a Tax ID
 * is 9 digits, an NPI 10 digits whose last is the Luhn check digit over the prefix 80840, a payer id 5
 * to 9 digits. A load holding another value is refused with a message naming the field and the value;
 * free text (names, numbers of the payer's own) is cleaned where a file is written instead.
 */

export const isTin = (value: string) => /^\d{9}$/.test(value);
export const isPayerId = (value: string) => /^\d{5,9}$/.test(value);

/** The NPI's check digit (the Luhn algorithm over 80840 and its first nine digits). */
export function npiCheckDigit(first9: string): number {
  const digits = `80840${first9}`;
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    const d = Number(digits[i]) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}
export const isNpi = (value: string) => /^\d{10}$/.test(value) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);

/** A refused load: the message says which field held what. */
export class PayerDataError extends Error {}

export function checkTin(field: string, value: string): string {
  if (!isTin(value)) throw new PayerDataError(payerDataMessages.tin(field, value));
  return value;
}
export function checkNpi(field: string, value: string): string {
  if (!isNpi(value)) throw new PayerDataError(payerDataMessages.npi(field, value));
  return value;
}
export function checkPayerId(field: string, value: string): string {
  if (!isPayerId(value)) throw new PayerDataError(payerDataMessages.payerId(field, value));
  return value;
}

/**
 * Checks every identifier a load has written, in one transaction with it: the payees' and bills' Tax
 * IDs, the providers' NPIs and Tax IDs, and the payers' ids. Throws the first refused one.
 */
export async function checkLoadedIdentifiers(db: Db): Promise<void> {
  const [bad] = rowsOf<{ kind: 'tin' | 'npi' | 'payerId'; field: string; value: string }>(
    await db.execute(sql`
      SELECT * FROM (
        (SELECT 'tin' AS kind, 'payment.payee_ftin' AS field, payee_ftin AS value FROM payment WHERE payee_ftin !~ '^[0-9]{9}$' LIMIT 1)
        UNION ALL (SELECT 'tin', 'bill.ftin', ftin FROM bill WHERE ftin !~ '^[0-9]{9}$' LIMIT 1)
        UNION ALL (SELECT 'tin', 'provider.prv_tax_id', prv_tax_id FROM provider WHERE prv_tax_id !~ '^[0-9]{9}$' LIMIT 1)
        UNION ALL (SELECT 'payerId', 'client.client_id', lpad((10000 + client_id)::text, 5, '0') FROM client WHERE lpad((10000 + client_id)::text, 5, '0') !~ '^[0-9]{5,9}$' LIMIT 1)
      ) bad LIMIT 1`),
  );
  if (bad) throw new PayerDataError(payerDataMessages[bad.kind](bad.field, bad.value));
  // The NPI's check digit is computed here, not in SQL: the providers are a few thousand rows.
  const npis = rowsOf<{ npi: string }>(await db.execute(sql`SELECT DISTINCT prv_npi AS npi FROM provider WHERE prv_npi IS NOT NULL`));
  for (const { npi } of npis) checkNpi('provider.prv_npi', npi);
}
