import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activityCalls, activityExport, activityMessages, EXPORT_MAX_ROWS, exportMessages, isAdminType } from '@wcpp/contract';
import { spendDownload } from '../../lib/downloads';
import { registerEndpoints } from '../../lib/endpoints';
import { AppError, badRequest } from '../../lib/errors';
import { sendTable } from '../../lib/table-file';
import { atMostEvery } from '../../plugins/jobs';
import { publishedSeals, sealPublisher } from './publish';
import { retireMonths } from './retention';
import { sealBehind, verifyChain, type TamperKind } from './seal';
import { saveSummaryWanted, sendMonthlySummaries, summaryWanted } from './summary';
import { ownSignIns, rememberedBrowsers, searchActivity, tinReaders, type ActivityFilters, type ActivityScope } from './service';
import { endUserSessions } from '../../identity/sessions';

export const AUDIT_SEAL_SWEEP = 'AUDIT_SEAL';
export const ACTIVITY_SUMMARY_SWEEP = 'ACTIVITY_SUMMARY';
export const AUDIT_MONTHS_SWEEP = 'AUDIT_MONTHS';
/** How often an instance creates the months ahead and retires the months past the retention. */
export const AUDIT_MONTHS_SWEEP_MS = 60 * 60_000;
/** How often an instance looks for Provider Admins not yet sent this month's summary. */
export const ACTIVITY_SUMMARY_SWEEP_MS = 10 * 60_000;

/**
 * The activity record (issue 47): the Activity's search and export, and the record's sealing on every
 * instance at most every AUDIT_SEAL_SECONDS (safe on several at once: decision 090).
 */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  const publish = sealPublisher(app.log, app.config.auditSealFile);
  app.jobs.every(AUDIT_SEAL_SWEEP, atMostEvery(app.config.AUDIT_SEAL_SECONDS * 1000, (db) => sealBehind(db, publish)));
  // The months ahead created, the months past the retention retired whole (decision 093).
  app.jobs.every(
    AUDIT_MONTHS_SWEEP,
    atMostEvery(AUDIT_MONTHS_SWEEP_MS, async (db, now) => {
      const retired = await retireMonths(db, {
        keepMonths: app.config.AUDIT_RETENTION_MONTHS,
        now,
        publishSeal: publish,
        publish: (r) => app.log.info({ auditRetired: { month: r.month, rows: r.rows, wholeBlocks: r.wholeBlocks, partialBlocks: Object.keys(r.partialBlocks).map(Number) } }, 'activity record month retired'),
      });
      return retired.length;
    }),
  );
  const base = `${app.config.publicUrl}/wcpp`;
  const summaryLinks = { manageUsers: `${base}/ManageUsers`, manageTins: `${base}/ManageTins`, profile: `${base}/UserProfile` };
  if (app.config.monthlySummary) {
    app.jobs.every(
      ACTIVITY_SUMMARY_SWEEP,
      atMostEvery(ACTIVITY_SUMMARY_SWEEP_MS, (db, now) =>
        sendMonthlySummaries(db, now, summaryLinks).then((sent) => {
          if (sent) app.mail.kick();
          return sent;
        }),
      ),
    );
  }

  /**
   * Whose rows the caller sees (§4), judged on the effective user: an internal administrator every
   * group's; a Provider Admin their own group's only (while mirrored, the mirrored admin's). The
   * network's own filters (group, address) are refused to anyone else rather than ignored.
   */
  const scopeOf = (request: FastifyRequest, filters: ActivityFilters): ActivityScope => {
    const who = request.auth!.effective;
    if (isAdminType(who.typeCd)) return { network: true };
    if (filters.group || filters.ip) throw new AppError(403, 'FORBIDDEN', activityMessages.groupOnlyInternal);
    if (who.grpInfoId === null) throw new AppError(403, 'FORBIDDEN', activityMessages.groupOnlyInternal);
    return { network: false, groupId: who.grpInfoId };
  };
  const filtersOf = ({ after: _after, format: _format, ...filters }: ActivityFilters & { after?: string; format?: string }) => filters;
  const given = (filters: ActivityFilters) => Object.keys(filters).filter((k) => filters[k as keyof ActivityFilters] !== undefined);

  /** One check of the whole chain at a time on this instance: it reads every row. */
  let checking = false;

  registerEndpoints(app, activityCalls, {
    // A check the network's administrators make (IRAD too: it seals what the job would, and changes no row).
    verifyRecord: {
      handler: async (request) => {
        if (checking) throw new AppError(409, 'CHECK_RUNNING', activityMessages.checkRunning);
        checking = true;
        try {
          await sealBehind(app.db, publish);
          const report = await verifyChain(app.db, await publishedSeals(app.config.auditSealFile));
          const kinds = Object.keys(report.first) as TamperKind[];
          const findings = kinds.map((kind) => ({ kind, count: report.findings.filter((f) => f.kind === kind).length, first: report.first[kind]!.message }));
          await request.audit('AUDIT_VERIFIED', null, { whole: findings.length === 0, blocks: report.blocks, findings: findings.map((f) => f.kind) });
          const { blocks, sealedRows, retiredRows, retiredMonths, unsealedRows } = report;
          return { whole: findings.length === 0, blocks, sealedRows, retiredRows, retiredMonths, unsealedRows, findings, checkedAt: new Date().toISOString() };
        } finally {
          checking = false;
        }
      },
    },
    // The effective person's own (while mirroring, the mirrored user's, as they would see it).
    ownSignIns: { handler: async (request) => ownSignIns(app.db, request.auth!.effective.userNm) },
    // A change: refused while mirroring (plugins/auth.ts), as every change is.
    notMe: {
      handler: async (request) => {
        const { user, sessionId } = request.auth!;
        const browsers = await rememberedBrowsers(app.db, user.id);
        const endedSessions = await endUserSessions(app.db, user.id, 'NOT_ME', sessionId);
        await request.audit('SIGN_IN_DISOWNED', user.userNm, { endedSessions, forgottenBrowsers: browsers });
        return { endedSessions, forgottenBrowsers: browsers };
      },
    },
    activity: {
      handler: async (request) => {
        const filters = filtersOf(request.query);
        const scope = scopeOf(request, filters);
        const page = await searchActivity(app.db, scope, filters, { after: request.query.after });
        // The viewing itself is recorded (§4): which filters, how many rows, no row's content.
        await request.audit('ACTIVITY_READ', scope.network ? 'network' : String(scope.groupId), { filters: given(filters), rows: page.rows.length, more: page.next !== null }, {
          records: filters.tin ? { tins: [filters.tin] } : undefined,
        });
        return page;
      },
    },
    // The monthly summary's opt-out (§2): the effective admin's own choice; saving is a change, refused while mirroring.
    summaryChoice: { handler: async (request) => ({ monthly: await summaryWanted(app.db, request.auth!.effective.id) }) },
    saveSummaryChoice: {
      handler: async (request) => {
        const { monthly } = request.body;
        await saveSummaryWanted(app.db, request.auth!.effective.id, monthly);
        await request.audit('ALERT_PREFERENCES', request.auth!.effective.userNm, { monthlySummary: monthly });
        return { monthly };
      },
    },
    // Decision 091: a Provider Admin's group's TINs only; internal administrators see every row in the Activity.
    tinReaders: {
      handler: async (request) => {
        const who = request.auth!.effective;
        if (who.typeCd !== 'PRAD' || who.grpInfoId === null) throw new AppError(403, 'FORBIDDEN', activityMessages.tinReadersGroupOnly);
        const readers = await tinReaders(app.db, who.grpInfoId);
        await request.audit('ACTIVITY_READ', String(who.grpInfoId), { view: 'tinReaders', tins: readers.tins.length });
        return readers;
      },
    },
    exportActivity: {
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format } = request.query;
        const filters = filtersOf(request.query);
        const scope = scopeOf(request, filters);
        const page = await searchActivity(app.db, scope, filters, { limit: EXPORT_MAX_ROWS });
        const refused = page.rows.length === 0 ? exportMessages.noRows : page.next !== null ? exportMessages.tooManyRows : null;
        await request.audit('ACTIVITY_EXPORT', scope.network ? 'network' : String(scope.groupId), { format, found: !refused, filters: given(filters), rows: page.rows.length });
        if (refused) throw badRequest(refused);
        return sendTable(reply, format, activityExport, page.rows);
      },
    },
  });
};
