import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payerDataMessages } from '@wcpp/contract';
import { createTestApp, type TestApp } from '../../test/app';
import { checkLoadedIdentifiers, isNpi, isTin, npiCheckDigit, PayerDataError } from './identifiers';
import { postEor, postPayment } from './posting';

// The payer's identifiers are checked where its data is loaded (decision 079): a bad one never reaches a file.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('identifiers of the payer’s data', () => {
  it('a Tax ID is 9 digits; an NPI is 10 digits with its Luhn check digit over 80840', () => {
    expect(isTin('751234501')).toBe(true);
    for (const bad of ['1~ST*X*1', '75123450', '7512345011', '75123450a', '']) expect(isTin(bad), bad).toBe(false);
    // The CMS example: 123456789 has the check digit 3.
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isNpi('1234567893')).toBe(true);
    for (const bad of ['1234567890', '123456789', '12345678931', '123456789~', '1~ST*X*193']) expect(isNpi(bad), bad).toBe(false);
  });

  it('a payment or an EOR posted for a TIN that is not one is refused with the message naming it, and nothing is written', async () => {
    const [before] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM payment`);
    await expect(postPayment(t.app.db, '1~ST*X*1', '2026-11-27')).rejects.toThrow(new PayerDataError(payerDataMessages.tin('the payee TIN', '1~ST*X*1')));
    await expect(postEor(t.app.db, '75123450\n')).rejects.toThrow(payerDataMessages.tin('the TIN', '75123450\n'));
    const [after] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM payment`);
    expect(after!.n).toBe(before!.n);
  });

  it('the demo seed’s identifiers all pass, its NPIs with their check digits', async () => {
    await expect(checkLoadedIdentifiers(t.app.db)).resolves.toBeUndefined();
    const npis = await t.rows<{ npi: string }>(`SELECT prv_npi AS npi FROM provider WHERE prv_npi IS NOT NULL`);
    expect(npis.length).toBeGreaterThan(0);
    expect(npis.filter((r) => !isNpi(r.npi))).toEqual([]);
  });

  it.each([
    ['a payee TIN', 'payment', 'payee_ftin', 'payment_id', '1~ST*X*1', payerDataMessages.tin('payment.payee_ftin', '1~ST*X*1')],
    ['an NPI without its check digit', 'provider', 'prv_npi', 'prv_id', '1234567890', payerDataMessages.npi('provider.prv_npi', '1234567890')],
  ])('a load holding %s that is not one is refused with its message', async (_case, table, column, key, value, message) => {
    const [row] = await t.rows<{ id: number; was: string }>(`SELECT ${key} AS id, ${column} AS was FROM ${table} WHERE ${column} IS NOT NULL ORDER BY ${key} LIMIT 1`);
    await t.rows(`UPDATE ${table} SET ${column} = $1 WHERE ${key} = $2`, [value, row!.id]);
    try {
      await expect(checkLoadedIdentifiers(t.app.db)).rejects.toThrow(message);
    } finally {
      await t.rows(`UPDATE ${table} SET ${column} = $1 WHERE ${key} = $2`, [row!.was, row!.id]);
    }
  });
});
