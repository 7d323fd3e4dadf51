import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exportMessages, groupUsersExport, userAdminCalls, userMessages, userSearchExport } from '@wcpp/contract';
import { registerEndpoints } from '../../../lib/endpoints';
import { notFound } from '../../../lib/errors';
import type { RequestAuth } from '../../../identity/request-auth';
import type { UserRow } from '../../../identity/users';
import { assertSelf } from '../../../identity/access';
import { sendTemporaryPassword } from '../password';
import { writeInvitation } from '../registration';
import { findUsersByEmail, isEmailInUse } from '../users';
import { assertActor, assertCallerId, assertHasEmail, assertManagesGroup, assertMayAddUsers, assertSameAccount, assertUserAction, findAdministeredUser } from '../access';
import { userSearchWorkbook } from '../user-search-export';
import { assertAccountLimit, assertCallerLimit } from '../limits';
import { sendWorkbook, wantsWorkbook } from '../../../lib/workbook';
import { pickRows, sendTable } from '../../../lib/table-file';
import { createUserByAdmin } from '../add-user';
import { convertUser, creatableTypes, listGroupUsers, searchUsers, terminateUser, toUserRow } from '../administration';
import { spendDownload } from '../../../lib/downloads';

/**
 * Manage Users and User Search (part 2 §2, §7): the group's users, the user search and its export, and
 * the row actions, registered from their descriptions (packages/contract/src/user-admin/endpoints.ts).
 * Who may act on whom is the contract's userActions rule (./access.ts); every change is audited with
 * who did it and as whom. docs/decisions/038-administration.md.
 */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  /** Converts the target of the path to the other provider type; answers the JSON string "success". */
  async function convert(request: FastifyRequest, actor: string, targetNm: string, toType: 'PRAD' | 'PRUS') {
    const auth = request.auth!;
    assertActor(auth, actor);
    const target = await findAdministeredUser(app.db, auth, targetNm);
    assertUserAction(auth, target, toType === 'PRAD' ? 'CONVERT_TO_ADMIN' : 'CONVERT_TO_USER');
    await convertUser(app.db, target.id, toType);
    await request.audit(toType === 'PRAD' ? 'USER_CONVERT_TO_ADMIN' : 'USER_CONVERT_TO_USER', target.userNm);
    return 'success' as const;
  }

  /** Terminate by id or name (PUT /users/terminate) or by path (PUT /users/terminateUser/{actor}/{target}). */
  async function terminate(request: FastifyRequest, targetNm: string, targetId?: number) {
    const auth = request.auth!;
    const target = await findAdministeredUser(app.db, auth, targetNm);
    assertSameAccount(target, targetId);
    assertUserAction(auth, target, 'TERMINATE');
    await terminateUser(app.db, target.id);
    await request.audit('USER_TERMINATE', target.userNm, { typeCd: target.typeCd, grpInfoId: target.grpInfoId });
    return 1 as const;
  }

  /**
   * Reset and resend: the account, once the caller may take the action on an account with an address, within the
   * caller's and the account's allowances, counted before any mail is written (decision 047).
   */
  async function mailableTarget(auth: RequestAuth, target: UserRow, action: 'RESET_PASSWORD' | 'RESEND_REGISTRATION') {
    assertUserAction(auth, target, action);
    assertHasEmail(target);
    await assertCallerLimit(app.db, 'adminMail', auth.user.userNm);
    await assertAccountLimit(app.db, action, target.userNm, app.config.ACCOUNT_RATE_LIMIT, 60);
    return target;
  }

  registerEndpoints(app, userAdminCalls, {
    manageUsers: async (request) => {
      const auth = request.auth!;
      assertSelf(auth, request.params.actor);
      const { grpInfoId } = request.params;
      assertManagesGroup(auth, grpInfoId, false);
      const rows = await listGroupUsers(app.db, grpInfoId);
      await request.audit('GROUP_USERS_READ', String(grpInfoId), { count: rows.length });
      const now = new Date();
      return rows.map((row) => toUserRow(row, auth.effective, now));
    },
    // Manage Users' export (decision 061): the accounts named, from the same list and with its checks.
    exportGroupUsers: {
      config: { allowWhileMirroring: true, readOnly: true },
      handler: async (request, reply) => {
        await spendDownload(request);
        const auth = request.auth!;
        const { format, grpInfoId, ids } = request.body;
        assertManagesGroup(auth, grpInfoId, false);
        const now = new Date();
        const rows = (await listGroupUsers(app.db, grpInfoId)).map((row) => toUserRow(row, auth.effective, now));
        const picked = pickRows(rows, (row) => row.id, ids);
        await request.audit('GROUP_USERS_EXPORT', String(grpInfoId), { format, found: Boolean(picked), ids: picked ? picked.map((u) => u.id) : ids });
        if (!picked) throw notFound(exportMessages.notFound);
        return sendTable(reply, format, groupUsersExport, picked);
      },
    },
    userList: async (request, reply) => {
      const auth = request.auth!;
      const { rows, truncated } = await searchUsers(app.db, request.body);
      const now = new Date();
      const users = rows.map((row) => toUserRow(row, auth.effective, now));
      const exporting = wantsWorkbook(request);
      // The workbook is a download as any export: one of the person's downloads an hour (decision 073).
      if (exporting) await spendDownload(request);
      const criteria = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined && v !== ''));
      // Who was disclosed, not only how many: the accounts' user names (at most USER_SEARCH_LIMIT).
      await request.audit(exporting ? 'USER_SEARCH_EXPORT' : 'USER_SEARCH', null, { criteria, count: users.length, userNames: users.map((u) => u.userNm) });
      if (!exporting) return { users, truncated };
      return sendWorkbook(reply, await userSearchWorkbook(users), userSearchExport.fileName);
    },
    convertUserToAdmin: (request) => convert(request, request.params.actor, request.params.target, 'PRAD'),
    convertAdminToUser: (request) => convert(request, request.params.actor, request.params.target, 'PRUS'),
    terminate: async (request) => {
      const { userNm, id, mgrUserInfoId } = request.body;
      // mgrUserInfoId names the administrator: it must be the caller when sent (the server never takes it on trust).
      assertCallerId(request.auth!, mgrUserInfoId);
      return terminate(request, userNm, id);
    },
    terminateUser: async (request) => {
      assertActor(request.auth!, request.params.actor);
      return terminate(request, request.params.target);
    },
    resetPasswordByAdmin: async (request) => {
      const auth = request.auth!;
      assertActor(auth, request.body.adminUserName);
      const target = await mailableTarget(auth, await findAdministeredUser(app.db, auth, request.body.userName), 'RESET_PASSWORD');
      // The address on file: a pending change of address is not one until its owner confirms it (decision 047).
      await sendTemporaryPassword(app.db, app.config.publicUrl, target);
      await request.audit('USER_PASSWORD_RESET_BY_ADMIN', target.userNm);
      app.mail.kick();
      return { emailAddress: target.emailAddr };
    },
    regenRegistrationByAdmin: async (request) => {
      const auth = request.auth!;
      assertActor(auth, request.params.actor);
      const [account] = (await findUsersByEmail(app.db, request.params.email)).filter((u) => u.statusCd === 'NEW');
      if (!account) throw notFound(userMessages.notFound);
      const target = await mailableTarget(auth, await findAdministeredUser(app.db, auth, account.userNm), 'RESEND_REGISTRATION');
      await app.db.transaction((tx) => writeInvitation(tx, app.config.publicUrl, { email: target.emailAddr, user: target }));
      await request.audit('USER_REGISTRATION_RESENT', target.userNm);
      app.mail.kick();
      return { emailAddress: target.emailAddr };
    },
    getUserTypes: {
      // Nothing changes: allowed while mirroring, where it answers the mirrored user's types (none are used).
      config: { allowWhileMirroring: true },
      handler: async (request) => creatableTypes(request.auth!.effective.typeCd),
    },
    checkEmailAddressExists: async (request) => {
      assertMayAddUsers(request.auth!);
      await assertCallerLimit(app.db, 'emailLookup', request.auth!.user.userNm);
      return isEmailInUse(app.db, request.params.email.trim());
    },
    createUser: async (request) => {
      const auth = request.auth!;
      const user = await createUserByAdmin(app.db, { ...auth.effective, userNm: auth.user.userNm }, request.body, app.config.publicUrl);
      await request.audit('USER_CREATE', user.userNm, { typeCd: user.typeCd, grpInfoId: user.grpInfoId, emailAddr: user.emailAddr });
      app.mail.kick();
      return toUserRow(user, auth.effective);
    },
  });
};
