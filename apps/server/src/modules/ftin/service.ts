import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userFtins } from '../../db/schema';

/** The TINs assigned to a user, ascending (part 2 §9: TIN tables sort by TIN). */
export async function listUserFtins(db: Db, userInfoId: number, activeOnly: boolean) {
  const rows = await db
    .select({ ftin: userFtins.ftin, createdDate: userFtins.createdDate, activeFlag: userFtins.activeFlag })
    .from(userFtins)
    .where(activeOnly ? and(eq(userFtins.userInfoId, userInfoId), eq(userFtins.activeFlag, true)) : eq(userFtins.userInfoId, userInfoId))
    .orderBy(asc(userFtins.ftin));
  return rows.map((r) => ({ ftin: r.ftin, createdDate: r.createdDate ? r.createdDate.toISOString() : null, activeFlag: r.activeFlag }));
}
