import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { writeInvitation } from '../modules/accounts/service';
import { findUserByName } from '../identity/users';

/**
 * TINs on file (providers and bills) that no group holds yet, so a new group can register with one:
 * each gets copies of a few generated providers and bills (with their lines and payments) under new
 * ids and bill control numbers prefix + 9 digits (81000000001, 81000000002, … for the first).
 */
export const unregisteredTins = [
  { ftin: '470011201', bcnPrefix: '81', firstProviderId: 900001 },
  { ftin: '470011202', bcnPrefix: '82', firstProviderId: 900011 },
] as const;
const COPIES = { providers: 3, bills: 6 };

export function unregisteredTinsSql(): string {
  const providerCols = Object.values(getTableColumns(t.providers)).map((c) => c.name);
  const billCols = Object.values(getTableColumns(t.bills)).map((c) => c.name).filter((c) => c !== 'bill_id');
  const lineCols = Object.values(getTableColumns(t.billLines)).map((c) => c.name).filter((c) => c !== 'bill_id');
  const paymentCols = Object.values(getTableColumns(t.billPayments)).map((c) => c.name).filter((c) => c !== 'bill_id');
  return unregisteredTins
    .map(({ ftin, bcnPrefix, firstProviderId }, k) => {
      const providerValues = providerCols.map((c) => (c === 'prv_id' ? `${firstProviderId - 1} + s.n` : c === 'prv_tax_id' ? `'${ftin}'` : `p.${c}`));
      const bcn = (n: string) => `'${bcnPrefix}' || lpad(${n}::text, 9, '0')`;
      const billValues = billCols.map((c) =>
        c === 'ftin' ? `'${ftin}'` : c === 'bill_control_number' ? bcn('s.n') : c === 'document_id' ? 'NULL' : c === 'prv_id' ? `${firstProviderId} + (s.n % ${COPIES.providers})` : `b.${c}`,
      );
      return `
INSERT INTO provider (${providerCols.join(', ')})
SELECT ${providerValues.join(', ')}
FROM (SELECT prv_id, row_number() OVER (ORDER BY prv_id) AS n
      FROM (SELECT prv_id FROM provider WHERE prv_id < 900000 ORDER BY prv_id OFFSET ${k * COPIES.providers} LIMIT ${COPIES.providers}) q) s
JOIN provider p ON p.prv_id = s.prv_id;

WITH s AS (SELECT bill_id, row_number() OVER (ORDER BY bill_id) AS n
  FROM (SELECT bill_id FROM bill WHERE NOT mitch_bill AND NOT mcps_bill AND bill_status = '0' ORDER BY bill_id OFFSET ${k * COPIES.bills} LIMIT ${COPIES.bills}) q),
ins AS (
  INSERT INTO bill (${billCols.join(', ')})
  SELECT ${billValues.join(', ')} FROM s JOIN bill b ON b.bill_id = s.bill_id
  RETURNING bill_id, bill_control_number),
pairs AS (SELECT ins.bill_id AS new_id, s.bill_id AS old_id FROM ins JOIN s ON ins.bill_control_number = ${bcn('s.n')}),
lines AS (
  INSERT INTO bill_line (bill_id, ${lineCols.join(', ')})
  SELECT pairs.new_id, ${lineCols.map((c) => `l.${c}`).join(', ')} FROM pairs JOIN bill_line l ON l.bill_id = pairs.old_id)
INSERT INTO bill_payment (bill_id, ${paymentCols.join(', ')})
SELECT pairs.new_id, ${paymentCols.map((c) => `p.${c}`).join(', ')} FROM pairs JOIN bill_payment p ON p.bill_id = pairs.old_id;`;
    })
    .join('\n');
}

/** Demo accounts that wait for registration get their invitation e-mails (readable at /mailbox). */
export async function seedInvitations(db: Db, publicUrl: string, userNames: string[]): Promise<void> {
  for (const name of userNames) {
    const user = await findUserByName(db, name);
    if (user?.emailAddr) await writeInvitation(db, publicUrl, { email: user.emailAddr, user });
  }
}
