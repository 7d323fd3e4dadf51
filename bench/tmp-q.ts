import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { searchBills, toBill } from '../apps/server/src/modules/bill-search/service';
import { billSearchCriteria } from '@wcpp/contract';
import { claimNumberBodies, billSamples } from './lib';
const database = await openPostgres('postgres://postgres@127.0.0.1:55499/postgres', 16);
const bodies = claimNumberBodies(await billSamples(database));
const pool = database.pool!;
async function run(name: string, fn: (i: number) => Promise<unknown>, n = 20000) {
  let i = 0;
  const worker = async () => { while (i < n) await fn(i++); };
  await Promise.all(Array.from({ length: 32 }, worker));
  i = 0;
  const c0 = process.cpuUsage(); const t0 = performance.now();
  await Promise.all(Array.from({ length: 32 }, worker));
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(`${name}: ${Math.round(n / (t / 1000))}/s, node CPU ${((c.user + c.system) / n).toFixed(1)} µs/query (user ${(c.user / n).toFixed(1)})`);
}
const crit = bodies.map((b) => billSearchCriteria(b as never)!);
const cols = `begin_service_date AS "beginServiceDate", end_service_date AS "endServiceDate", bill_charges AS "billCharges", bill_control_number AS "billControlNumber", billing_id AS "billingId", bill_status AS "billStatus", claim_number AS "claimNumber", date_of_injury AS "dateOfInjury", document_id AS "documentId", facility_name AS "facilityName", patient_first_name AS "patientFirstName", patient_middle_name AS "patientMiddleName", patient_last_name AS "patientLastName", physician_first_name AS "physicianFirstName", physician_middle_name AS "physicianMiddleName", physician_last_name AS "physicianLastName", payer_id AS "payerId", payer_name AS "payerName", recommended_allowance AS "recommendedAllowance", ftin, mitch_bill AS "mitchBill", mcps_bill AS "mcpsBill", eor, ex_id AS "exId"`;
const where = `FROM bill WHERE ftin IN ($1,$2,$3,$4,$5) AND mitch_bill = $6 AND upper(claim_number) = upper($7) AND begin_service_date <= $8 AND end_service_date >= $9 ORDER BY patient_first_name, begin_service_date, bill_id LIMIT 200`;
const vals = (i: number) => { const b = bodies[i % bodies.length]! as any; return [b.ftin, b.ftin, b.ftin, b.ftin, b.ftin, false, b.claimNumber, b.endServiceDate, b.beginServiceDate]; };
const textDates = { getTypeParser: (id: number, f?: any) => (id === 1082 ? (v: string) => v : pg.types.getTypeParser(id, f)) } as any;
const DT = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asText = (v: string) => v;
const drizzleTypes = { getTypeParser: (id: number, f?: any) => (DT.has(id) ? asText : pg.types.getTypeParser(id, f)) } as any;
const which = process.argv.slice(2);
for (let r = 0; r < 3; r++) {
  if (which.includes('search')) await run('search', (i) => searchBills(database.db, crit[i % crit.length]!, [bodies[i % bodies.length]!.ftin], false));
  if (which.includes('raw')) await run('raw 24 cols', (i) => pool.query({ name: 'raw24', text: `SELECT ${cols} ${where}`, values: vals(i) }));
  if (which.includes('rawtext')) await run('raw 24 cols, dates as text', (i) => pool.query({ name: 'raw24t', text: `SELECT ${cols} ${where}`, values: vals(i), types: textDates }));
  if (which.includes('dt')) await run('raw 24, drizzleTypes', (i) => pool.query({ name: 'raw24d', text: `SELECT ${cols} ${where}`, values: vals(i), types: drizzleTypes }));
  if (which.includes('dtbill')) await run('raw 24, drizzleTypes, toBill', (i) => pool.query({ name: 'raw24d', text: `SELECT ${cols} ${where}`, values: vals(i), types: drizzleTypes }).then((r) => r.rows.map(toBill as any)));
  if (which.includes('one')) await run('raw 1 col', (i) => pool.query({ name: 'raw1', text: `SELECT bill_control_number ${where}`, values: vals(i) }));
}
await database.close();
