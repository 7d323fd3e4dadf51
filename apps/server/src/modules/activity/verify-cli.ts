import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open';
import { publishedSeals, sealPublisher } from './publish';
import { sealBehind, verifyChain, type TamperKind } from './seal';

/**
 * npm run audit:verify (issue 47 §3, decision 090): seals what is committed, as the job does, then
 * checks the whole chain against the rows and the published seals. Exit 0 when the record is whole,
 * 1 when anything was found (each kind with its first bad position), 2 when it could not be checked.
 */
const words: Record<TamperKind, string> = {
  changed: 'changed rows',
  deleted: 'deleted rows',
  added: 'rows added to a sealed block',
  outOfOrder: 'rows out of order',
  chain: 'broken or rewritten seals',
};

const config = loadConfig();
const database = await openDatabase(config).catch((err: Error) => {
  console.error(`Cannot open the database: ${err.message.split('\n')[0]}`);
  process.exit(2);
});
try {
  await database.migrate();
  // Sealed as the job seals, and published as it publishes (the file; this command prints its own summary).
  const sealed = await sealBehind(database.db, sealPublisher({ info: () => {} }, config.auditSealFile));
  const report = await verifyChain(database.db, await publishedSeals(config.auditSealFile));
  console.log(`Activity record: ${report.blocks} sealed blocks, ${report.sealedRows} sealed rows (${sealed.length} blocks sealed now), ${report.unsealedRows} rows not sealed yet.`);
  if (report.retiredMonths.length > 0) {
    console.log(`Retired by retention: ${report.retiredRows} sealed rows, months ${report.retiredMonths[0]} to ${report.retiredMonths.at(-1)} (${report.retiredMonths.length}).`);
  }
  console.log(config.auditSealFile ? `Published seals read from ${config.auditSealFile}.` : 'No seal file (AUDIT_SEAL_FILE): checked against the database alone.');
  if (report.findings.length === 0) {
    console.log('The chain is whole: no row changed, deleted, added or out of order.');
  } else {
    console.log(`TAMPERING FOUND: ${report.findings.length} finding(s).`);
    for (const [kind, first] of Object.entries(report.first)) {
      const count = report.findings.filter((f) => f.kind === kind).length;
      console.log(`- ${words[kind as TamperKind]}: ${count}; the first: ${first.message}`);
    }
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`The check failed: ${(err as Error).message.split('\n')[0]}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
