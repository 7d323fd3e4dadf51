// Profiles the server under load: starts bench/serve.ts, drives one call with autocannon from this
// process (32 connections): 3 s of warm-up, then the profiled run; stops the server and summarises
// the profile of the run (the server's CPU only, without start-up or the load generator). Also
// prints the CPU time per request of the server process and of the PostgreSQL server (from /proc),
// which stays meaningful when other work shares the machine (the profile's samples then include
// time the thread waited for a CPU). NO_PROFILE=1 measures without the profiler.
//   DATABASE_URL=postgres://… node bench/profile.mjs healthz|userByName|userFtins|search|mitch|claim [seconds]
//   BENCH_USER=sysadmin1 DATABASE_URL=postgres://… node bench/profile.mjs claimPage [seconds]   (the claim page of the longest claim)
//   DATABASE_URL=postgres://… node bench/profile.mjs payments [seconds]   (GET /payments: the last 90 days of BENCH_USER's TINs, provadmin1 by default)
//   DATABASE_URL=postgres://… node bench/profile.mjs activity [seconds]   (GET /activity: BENCH_USER's group's last 7 days, provadmin1 by default)
//   DATABASE_URL=postgres://… node bench/profile.mjs payment [seconds]   (GET /payments/{id}: a payment's page, the first payment of 751234501)
//   DATABASE_URL=postgres://… node bench/profile.mjs bare|floor1|floor2 [seconds]   (bench/floors.ts's floors, on the portal's pool)
//   BENCH_PGLITE_DIR=/tmp/folder node bench/profile.mjs healthz|userByName|userFtins [seconds]   (PGlite, in the server's thread)
// The profile lands in $PROFILE_DIR (default /tmp/wcpp-profile); bench/cpu-summary.mjs reads it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const which = process.argv[2] ?? 'userByName';
const seconds = Number(process.argv[3] ?? 10);
const dir = process.env.PROFILE_DIR ?? '/tmp/wcpp-profile';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && !process.env.BENCH_PGLITE_DIR) throw new Error('DATABASE_URL (a PostgreSQL) or BENCH_PGLITE_DIR is required');
mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (f.endsWith('.cpuprofile')) rmSync(path.join(dir, f));
const info = path.join(dir, 'serve.json');
rmSync(info, { force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', info], { cwd: root, stdio: 'inherit', env: process.env });
let exited = null;
server.on('exit', (code) => (exited = code));
while (!existsSync(info)) {
  if (exited !== null) throw new Error(`bench/serve.ts ended before serving (exit ${exited})`);
  await new Promise((r) => setTimeout(r, 200));
}
await new Promise((r) => setTimeout(r, 200));
const { url, token, floorUrl } = JSON.parse(readFileSync(info, 'utf8'));
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const TINS = ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506'];
async function samples() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT b.ftin, b.bill_control_number, b.claim_number, b.patient_first_name AS first, b.patient_last_name AS last,
        to_char(b.patient_dob, 'YYYY-MM-DD') AS dob, to_char(c.claimant_doi, 'YYYY-MM-DD') AS doi,
        to_char(b.begin_service_date - 7, 'YYYY-MM-DD') AS b, to_char(b.begin_service_date + 7, 'YYYY-MM-DD') AS e
       FROM bill b JOIN claim c ON c.claim_id = b.claim_id WHERE b.ftin = ANY($1) AND NOT b.mitch_bill ORDER BY b.bill_id LIMIT 200`,
    [TINS],
  );
  await client.end();
  return rows;
}

/** The claim with the most bills (bench/claims.ts's claim page); profile it as BENCH_USER=sysadmin1 (every TIN). */
/** The first row of one query on the bench's database. */
async function firstRow(text) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(text);
  await client.end();
  return rows[0];
}

async function longestClaim() {
  const row = await firstRow(
    'SELECT c.claim_number FROM bill b JOIN claim c ON c.claim_id = b.claim_id WHERE b.claim_id <= 100 GROUP BY c.claim_number ORDER BY count(*) DESC LIMIT 1',
  );
  return row.claim_number;
}

/** The first payment of a bill of 751234501 (provadmin1's), as bench/payments.ts's payments' pages are. */
async function firstPayment() {
  const row = await firstRow(
    "SELECT min(bp.payment_id) AS id FROM bill b JOIN bill_payment bp ON bp.bill_id = b.bill_id WHERE b.ftin = '751234501' AND bp.payment_id IS NOT NULL",
  );
  return row.id;
}

/** CPU seconds (user + system) used so far by these processes, from /proc/PID/stat; `kernel` for system time only. */
function cpuOf(pids, kernel = false) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += (kernel ? 0 : Number(fields[11])) + Number(fields[12]);
    } catch {
      // the process has ended
    }
  }
  return ticks / 100;
}

/** The PostgreSQL server of DATABASE_URL: its postmaster and every process it started. */
async function postgresProcesses() {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SHOW data_directory');
  await client.end();
  const postmaster = Number(readFileSync(path.join(rows[0].data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
    try {
      return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

let options;
if (which === 'bare' || which === 'floor1' || which === 'floor2') options = { url: `${floorUrl}/${{ bare: 'bare', floor1: 'one', floor2: 'two' }[which]}` };
else if (which === 'healthz') options = { url: `${url}/healthz` };
else if (which === 'userByName') options = { url: `${url}/api/users/userByName/provadmin1` };
else if (which === 'userFtins') options = { url: `${url}/api/ftin/userFtins/provadmin1?activeFlag=true` };
else if (which === 'claimPage') options = { url: `${url}/api/claims/${encodeURIComponent(await longestClaim())}` };
else if (which === 'payments') options = { url: `${url}/api/payments` };
else if (which === 'activity') options = { url: `${url}/api/activity` };
else if (which === 'payment') options = { url: `${url}/api/payments/${await firstPayment()}` };
else {
  const rows = await samples();
  const body = {
    search: (s) => ({ claimNumber: s.claim_number, beginServiceDate: s.b, endServiceDate: s.e, ftin: s.ftin }),
    mitch: (s) => ({ claimNumber: s.claim_number, beginServiceDate: s.b, endServiceDate: s.e, tins: TINS.slice(0, 5) }),
    claim: (s) => ({ claimantFirstName: s.first, claimantLastName: s.last, claimantDOB: s.dob, doi: s.doi, wildCardFstName: 'N' }),
  }[which];
  const route = { search: 'billSearch/searchByAssorted', mitch: 'billSearch/mitchBillSearch', claim: 'globalclaim/searchByClaimant' }[which];
  let next = 0;
  options = {
    url: `${url}/api/${route}`,
    requests: [{ method: 'POST', setupRequest: (r) => ({ ...r, body: JSON.stringify(body(rows[next++ % rows.length])) }) }],
  };
}
/** Transactions PostgreSQL has committed or rolled back (each statement outside a transaction is one: a round trip). */
async function transactions() {
  if (!databaseUrl) return 0;
  await new Promise((r) => setTimeout(r, 11_000)); // an idle backend reports its counts within 10 s (PostgreSQL 15)
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT sum(xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database');
  await client.end();
  return Number(rows[0].n) - 1; // this query's own
}

// Statements per request, one request at a time (200 requests: the audit insert is not shared; under
// load, rows that arrive during an insert share the next one).
const alone = 200;
const xactAloneBefore = await transactions();
await autocannon({ ...options, headers, connections: 1, amount: alone });
const statementsAlone = (await transactions()) - xactAloneBefore;
await autocannon({ ...options, headers, connections: 32, duration: 3 });
const profiling = !process.env.NO_PROFILE;
if (profiling) server.kill('SIGUSR2');
await new Promise((r) => setTimeout(r, 100));
const postgresPids = await postgresProcesses();
const cpuBefore = { server: cpuOf([server.pid]), serverKernel: cpuOf([server.pid], true), postgres: cpuOf(postgresPids), postgresKernel: cpuOf(postgresPids, true) };
const result = await autocannon({ ...options, headers, connections: 32, duration: seconds });
const perRequest = (before, pids, kernel = false) => Math.round(((cpuOf(pids, kernel) - before) * 1e6) / result.requests.total);
const serverCpu = perRequest(cpuBefore.server, [server.pid]);
const serverKernel = perRequest(cpuBefore.serverKernel, [server.pid], true);
const postgresCpu = perRequest(cpuBefore.postgres, postgresPids);
const postgresKernel = perRequest(cpuBefore.postgresKernel, postgresPids, true);
console.log(`${which}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors, ${result.requests.total} requests`);
console.log(`CPU per request: server ${serverCpu} µs (${serverKernel} in the kernel), PostgreSQL ${postgresCpu} µs (${postgresKernel} in the kernel)${profiling ? ' (with the profiler on)' : ''}`);
if (databaseUrl)
  console.log(
    `Round trips (statements) per request, one at a time: ${(statementsAlone / alone).toFixed(2)} (PostgreSQL's count of transactions over ${alone} requests)`,
  );
server.kill('SIGINT');
await new Promise((r) => server.on('exit', r));
if (profiling) spawnSync(process.execPath, [path.join(root, 'bench/cpu-summary.mjs'), path.join(dir, 'serve.cpuprofile'), String(result.requests.total)], { stdio: 'inherit' });
