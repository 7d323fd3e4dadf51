import { canBeMirrored, mirrorMessages, userMessages } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { endSession, openSession, sessionProof } from '../../identity/sessions';
import { findUserByName, type UserRow } from '../../identity/users';
import { AppError, notFound } from '../../lib/errors';

/**
 * Mirror start (part 1 §4, decision 078): the administrator's plain session `sessionId` ends and a
 * mirror session of `userNm` opens, in one transaction. Ending is a conditional update of a row still
 * open, so of parallel starts from one session exactly one ends it and opens a mirror; the others are
 * refused (409 SESSION_ENDED) and open nothing.
 */
export async function startMirror(db: Db, admin: { userId: number; sessionId: string }, userNm: string): Promise<{ sid: string; target: UserRow }> {
  const target = await findUserByName(db, userNm);
  if (!target) throw notFound(userMessages.notFound);
  if (!canBeMirrored(target)) throw new AppError(409, 'NOT_MIRRORABLE', mirrorMessages.notMirrorable);
  const sid = await db.transaction(async (tx) => {
    // The sign-in's proof goes with it: a mirror session has proved what the session it came from had.
    const proof = await sessionProof(tx, admin.sessionId);
    if (!(await endSession(tx, admin.sessionId, 'MIRROR_START'))) throw new AppError(409, 'SESSION_ENDED', mirrorMessages.sessionEnded);
    return openSession(tx, admin.userId, target.id, proof);
  });
  return { sid, target };
}

/** Revert (decision 025): the mirror session ends at once and a plain session opens; a mirror already ended is refused (409). */
export async function stopMirror(db: Db, admin: { userId: number; sessionId: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const proof = await sessionProof(tx, admin.sessionId);
    if (!(await endSession(tx, admin.sessionId, 'REVERT'))) throw new AppError(409, 'NOT_MIRRORING', mirrorMessages.notMirroring);
    return openSession(tx, admin.userId, null, proof);
  });
}
