import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exportMessages, fieldErrors, tinNicknameMessages, groupTinMessage, groupTinMessages, GroupTinFormSchema, groupTinsExport, tinCalls, userMessages, userTinsMessages } from '@wcpp/contract';
import { answer, registerEndpoints, type EndpointRequest } from '../../../lib/endpoints';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { pickRows, sendTable } from '../../../lib/table-file';
import { assertCanReadUser } from '../../../identity/access';
import { findUserForRequest } from '../../../identity/users';
import { assertActor, assertManagesGroup, assertUserAction, findAdministeredUser } from '../administration';
import { listGroupFtins, listUserFtins, managedUserFtins, removeGroupFtin, saveGroupFtinNickname, saveManagedUserFtins, toUserFtin } from '../tins/group-tins';
import { decideTinClaim, listPendingTinClaims, listTinClaims, toOutgoingTinClaim, toTinClaim } from '../tins/claims';
import { addGroupTin, proveGroupTin, type TinProof } from '../tins/ownership';
import { spendDownload } from '../../../lib/downloads';

/** The TIN calls, registered from their descriptions (packages/contract/src/tins/endpoints.ts). */
export const tinRoutes: FastifyPluginAsync = async (app) => {
  /** The proof of a Manage TINs request, checked by the contract's form rules (the body is the spec's, looser). */
  function groupTinProof(request: FastifyRequest, grpInfoId: number, input: { ftin: string; billCntrlNum?: string | null; cpdId?: string | null }): TinProof {
    assertManagesGroup(request.auth!, grpInfoId, true);
    const parsed = GroupTinFormSchema.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      throw badRequest(Object.values(fields)[0]!, fields);
    }
    return { ftin: parsed.data.ftin, bcn: parsed.data.billCntrlNum || null, cpdId: parsed.data.cpdId || null };
  }

  /** Runs a proof step; a refusal is audited with its code (wrong proofs are counted by the service). */
  async function audited<T>(request: FastifyRequest, grpInfoId: number, ftin: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (err) {
      if (err instanceof AppError) await request.audit('GROUP_TIN_PROOF_REFUSED', String(grpInfoId), { ftin, code: err.code });
      throw err;
    }
  }

  /** Adds a TIN once proven: 200 when added, 202 when it waits for the approval of the groups holding it (decision 047). */
  async function addTin(request: FastifyRequest, grpInfoId: number, input: { ftin: string; billCntrlNum?: string | null; cpdId?: string | null }) {
    const auth = request.auth!;
    const proof = groupTinProof(request, grpInfoId, input);
    const actor = { userNm: auth.user.userNm, typeCd: auth.effective.typeCd };
    const joined = await audited(request, grpInfoId, proof.ftin, () => addGroupTin(app.db, actor, grpInfoId, proof, new Date()));
    app.mail.kick();
    if (joined.kind === 'claimed') {
      await request.audit('TIN_CLAIM_REQUEST', String(grpInfoId), { ftin: proof.ftin, claimId: joined.claim.id, holders: joined.holders, crossGroup: true });
      return answer(202, { message: groupTinMessages.claimPending(proof.ftin), claim: toTinClaim(joined.claim) });
    }
    const holders = joined.kind === 'added' ? joined.holders : [];
    await request.audit('GROUP_TIN_ADD', String(grpInfoId), holders.length ? { ftin: proof.ftin, holders, crossGroup: true } : { ftin: proof.ftin });
    return { message: groupTinMessages.added(proof.ftin) };
  }

  /** Approves or denies another group's request; a claim the caller may not decide is answered as one that does not exist (ids are guessable). */
  async function decide(request: EndpointRequest<typeof tinCalls.approveTinClaim>, decision: 'approve' | 'deny') {
    const effective = request.auth!.effective;
    const decider = { userNm: request.auth!.user.userNm, typeCd: effective.typeCd, grpInfoId: effective.grpInfoId };
    const result = await decideTinClaim(app.db, request.params.claimId, decision, decider, new Date());
    if (result.outcome === 'hidden') throw notFound('Request not found.');
    if (result.outcome === 'decided-before') throw new AppError(409, 'TIN_CLAIM_DECIDED', groupTinMessage('TIN_CLAIM_DECIDED'));
    const { claim, holders } = result;
    await request.audit(decision === 'approve' ? 'TIN_CLAIM_APPROVE' : 'TIN_CLAIM_DENY', String(claim.grpInfoId), { ftin: claim.ftin, claimId: claim.id, holders, crossGroup: true });
    app.mail.kick();
    return toTinClaim(claim);
  }

  registerEndpoints(app, tinCalls, {
    userFtins: {
      // The own list (the Bill Search checkboxes, on every search page) comes with the session: one round trip.
      config: { readsTinScope: true },
      handler: async (request) => {
        const row = await findUserForRequest(app.db, request.auth!.rows, request.params.userName);
        if (!row) throw notFound(userMessages.notFound);
        assertCanReadUser(request.auth!, row);
        const activeOnly = request.query.activeFlag !== 'false';
        const own = request.auth!.ownTins;
        if (activeOnly && own && row.id === request.auth!.effective.id) return own.map(toUserFtin);
        return listUserFtins(app.db, row, activeOnly);
      },
    },
    managedUserFtins: async (request) => {
      const target = await findAdministeredUser(app.db, request.auth!, request.params.userName);
      const list = await managedUserFtins(app.db, target);
      await request.audit('USER_TINS_READ', target.userNm);
      return list;
    },
    saveManagedUserFtins: async (request) => {
      const auth = request.auth!;
      if (request.query.lastUpdatedUserName) assertActor(auth, request.query.lastUpdatedUserName);
      const target = await findAdministeredUser(app.db, auth, request.params.userName);
      assertUserAction(auth, target, 'MANAGE_TINS');
      // A Provider Admin has every TIN of the group (the scope rule): nothing to choose (part 2 §6).
      if (target.typeCd !== 'PRUS') throw new AppError(409, 'PRAD_TINS_FIXED', userTinsMessages.providerAdminFixed);
      const saved = await saveManagedUserFtins(app.db, target, request.body, auth.user.userNm);
      if (saved.unknown.length) throw new AppError(400, 'VALIDATION', userTinsMessages.notGroupTin(saved.unknown[0]!));
      await request.audit('USER_TINS_UPDATE', target.userNm, { added: saved.added, removed: saved.removed });
      return managedUserFtins(app.db, target);
    },
    groupFtins: async (request) => {
      assertManagesGroup(request.auth!, request.params.groupId, false);
      return listGroupFtins(app.db, request.params.groupId, request.query.activeFlag !== 'false');
    },
    // Issue 27 §2 (decision 063): the practice's name for a TIN; a change, so never while mirroring.
    saveTinNickname: async (request) => {
      const auth = request.auth!;
      const { groupId, ftin } = request.params;
      assertManagesGroup(auth, groupId, true);
      const nickname = request.body.nickname || null;
      const saved = await saveGroupFtinNickname(app.db, groupId, ftin, nickname, auth.user.userNm);
      if (!saved) throw notFound(tinNicknameMessages.notGroupTin);
      await request.audit('GROUP_TIN_NICKNAME', String(groupId), { ftin, nickname });
      return saved;
    },
    // Manage TINs' export (decision 061): the group's active TINs named, with the list's checks.
    exportGroupTins: {
      config: { allowWhileMirroring: true, readOnly: true },
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format, groupId, ftins } = request.body;
        assertManagesGroup(request.auth!, groupId, false);
        const picked = pickRows(await listGroupFtins(app.db, groupId, true), (row) => row.ftin, ftins);
        await request.audit('GROUP_TINS_EXPORT', String(groupId), { format, found: Boolean(picked), ftins });
        if (!picked) throw notFound(exportMessages.notFound);
        return sendTable(reply, format, groupTinsExport, picked);
      },
    },
    validateFtin: {
      // A proof counts wrong attempts: not a read a mirror may make.
      config: { refuseWhileMirroring: true },
      handler: async (request) => {
        const auth = request.auth!;
        const grpInfoId = request.query.groupId ?? auth.effective.grpInfoId;
        if (grpInfoId == null) throw badRequest('Enter a group id.', { groupId: 'Enter a group id.' });
        const proof = groupTinProof(request, grpInfoId, { ftin: request.params.ftin, billCntrlNum: request.query.bcn, cpdId: request.query.cpdId });
        const actor = { userNm: auth.user.userNm, typeCd: auth.effective.typeCd };
        await audited(request, grpInfoId, proof.ftin, () => proveGroupTin(app.db, actor, grpInfoId, proof, new Date()));
        await request.audit('GROUP_TIN_PROVEN', String(grpInfoId), { ftin: proof.ftin });
        return { message: groupTinMessages.proven(proof.ftin) };
      },
    },
    addGroupFtin: (request) => addTin(request, request.params.groupId, { ftin: request.params.ftin, billCntrlNum: request.body.billCntrlNum, cpdId: request.body.cpdId }),
    validateAndSaveFtin: (request) => addTin(request, request.params.groupId, { ftin: request.params.ftin, billCntrlNum: request.query.bcn, cpdId: request.query.cpdId }),
    removeGroupFtin: async (request) => {
      const auth = request.auth!;
      if (request.query.lastUpdatedUserName) assertActor(auth, request.query.lastUpdatedUserName);
      const { groupId, ftin } = request.params;
      assertManagesGroup(auth, groupId, true);
      const outcome = await removeGroupFtin(app.db, groupId, ftin, auth.user.userNm);
      if (outcome === 'unknown') throw notFound('TIN not found.');
      if (outcome === 'last') throw new AppError(400, 'LAST_TIN', groupTinMessages.removeAll);
      await request.audit('GROUP_TIN_REMOVE', String(groupId), { ftin });
      return { message: groupTinMessages.removed };
    },
    // Requests of other groups for a TIN the group holds (docs/decisions/047).
    groupTinClaims: async (request) => {
      assertManagesGroup(request.auth!, request.params.groupId, false);
      const { incoming, outgoing } = await listTinClaims(app.db, request.params.groupId);
      return { incoming: incoming.map(toTinClaim), outgoing: outgoing.map(toOutgoingTinClaim) };
    },
    allTinClaims: async () => ({ incoming: (await listPendingTinClaims(app.db)).map(toTinClaim), outgoing: [] }),
    approveTinClaim: (request) => decide(request, 'approve'),
    denyTinClaim: (request) => decide(request, 'deny'),
  });
};
