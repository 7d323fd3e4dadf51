import { printReferenceGoals, printSearchGoals } from './goals';
import { benchDatabase, billSamples, claimNumberBodies, serviceWindow as window, kindsOf, loader, loadMany, loadPaths, printTable, query, scaleSeed, signIn, startPortal } from './lib';

/**
 * The five searches of Bill Search and Claim Search on the scale seed (BENCH_BILLS, default a
 * million bills), under autocannon (32 connections, BENCH_SECONDS each), on PGlite and on
 * PostgreSQL. Each request takes one of 200 real bills, so the database cannot answer from one
 * cached page. Usage: tsx bench/search.ts [pglite|postgres|postgres-nofsync]...
 * BENCH_PGLITE_DIR keeps the PGlite database between runs (the seed is the slow part).
 */
const kinds = kindsOf(process.argv.slice(2));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);

for (const kind of kinds) {
  const started = Date.now();
  const { database, stop } = await benchDatabase(kind, scaleSeed(bills));
  const [{ n }] = await query<{ n: number }>(database, 'SELECT count(*)::int AS n FROM bill');
  console.log(`\n${kind}: ${n.toLocaleString('en-US')} bills ready in ${Math.round((Date.now() - started) / 1000)} s`);
  const { app, url } = await startPortal(database);
  const token = await signIn(url, 'provadmin1');
  const headers = { authorization: `Bearer ${token}` };
  const samples = await billSamples(database);
  const bodies = {
    claimNumber: claimNumberBodies(samples),
    claimant: samples.map((s) => ({ claimantFirstName: s.first, claimantLastName: s.last, claimantDateOfBirth: s.dob, ...window(s), ftin: s.ftin })),
    billId: samples.map((s) => ({ billControlNumber: s.bill_control_number, ftin: s.ftin })),
    claim: samples.map((s) => ({ claimantFirstName: s.first, claimantLastName: s.last, claimantDOB: s.dob, doi: s.doi, wildCardFstName: 'N' })),
  };
  const rows = [
    await loadMany('searchByAssorted by claim number', `${url}/api/billSearch/searchByAssorted`, bodies.claimNumber, { headers, duration }),
    await loadMany('searchByAssorted by claimant', `${url}/api/billSearch/searchByAssorted`, bodies.claimant, { headers, duration }),
    await loadMany('searchByAssorted by bill id', `${url}/api/billSearch/searchByAssorted`, bodies.billId, { headers, duration }),
    await loadMany('mitchBillSearch (5 TINs) by claim number', `${url}/api/billSearch/mitchBillSearch`, bodies.claimNumber.map(({ ftin: _ftin, ...rest }) => ({ ...rest, tins: ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506'].slice(0, 5) })), { headers, duration }),
    await loadMany('globalclaim/searchByClaimant', `${url}/api/globalclaim/searchByClaimant`, bodies.claim, { headers, duration }),
  ];
  // The lightest authenticated call, on the same server in the same run: the host's ceiling for a search.
  const lightest = await loadPaths('GET /users/userByName/provadmin1', url, ['/api/users/userByName/provadmin1'], { headers, duration });
  printTable(`Searches on ${kind}, ${n.toLocaleString('en-US')} bills (32 connections, ${duration} s each, load generator ${loader === 'inline' ? 'on the server thread' : 'in its own process'})`, [...rows, lightest]);
  printSearchGoals(kind, rows, lightest);

  // Issue 11: the reference data of the same scale seed (2,000 providers): a TIN's providers, and a
  // provider's rate codes, each of 200 providers of provadmin1's TINs in turn.
  const providers = await query<{ prv_id: number; prv_tax_id: string }>(
    database,
    `SELECT prv_id, prv_tax_id FROM provider WHERE prv_tax_id IN ('751234501','751234502','751234503','751234504','751234505','751234506') ORDER BY prv_id LIMIT 200`,
  );
  const tins = ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506'];
  const reference = [
    await loadPaths('GET /provider/list/{tin} (Demographics)', url, tins.map((t) => `/api/provider/list/${t}`), { headers, duration }),
    await loadPaths('GET /clients/list/{tin} (Client List, Fee Schedule)', url, tins.map((t) => `/api/clients/list/${t}`), { headers, duration }),
    await loadPaths('GET /feeSchedule/getNationalRateCodes/DPWC/{prv}/{tin}', url, providers.map((p) => `/api/feeSchedule/getNationalRateCodes/DPWC/${p.prv_id}/${p.prv_tax_id}`), { headers, duration }),
  ];
  const [{ perTin }] = await query<{ perTin: number }>(database, `SELECT round(count(*) / 6.0)::int AS "perTin" FROM provider WHERE prv_tax_id IN ('751234501','751234502','751234503','751234504','751234505','751234506')`);
  printTable(`Reference data on ${kind}, about ${perTin} providers per TIN (32 connections, ${duration} s each)`, reference);
  printReferenceGoals(kind, reference);
  await app.close();
  await stop();
}
