import { parseArgs } from 'node:util';
import { todayIso } from '@wcpp/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { postEor, postPayment } from '../modules/payments/posting';
import { checkTin } from '../modules/payments/identifiers';

/**
 * npm run post -- payment|eor --tin 751234501
 * What a data load from the bill review does when money or an EOR arrives (issue 28 §4): a payment of
 * the TIN's allowed bills, or the EOR of its oldest bill in review; the portal's alert sweep then rings
 * the bells of the people who asked. With the embedded database, stop the portal first (one process
 * at a time opens it); on PostgreSQL it may run.
 */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { tin: { type: 'string' } } });
  const kind = positionals[0];
  const tin = values.tin ?? '';
  if (kind !== 'payment' && kind !== 'eor') throw new Error('usage: npm run post -- payment|eor --tin 751234501');
  // Refused before the database is opened, with the loader's own message.
  checkTin('the TIN (--tin)', tin);
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    if (kind === 'payment') {
      const posted = await postPayment(database.db, tin, todayIso());
      console.log(posted ? `Posted check ${posted.checkNumber} paying ${posted.bills} bill(s) of TIN ${tin}.` : `TIN ${tin} has no allowed bill waiting for payment.`);
    } else {
      const bill = await postEor(database.db, tin);
      console.log(bill ? `Posted the EOR of bill ${bill} of TIN ${tin}.` : `TIN ${tin} has no bill in review.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
