import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { RECENT_SEARCHES_KEPT, SAVED_SEARCHES_MAX, type SavedSearch, type SaveSearchRequest, type SearchKind } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';

/*
 * Saved and recent searches (issue 27 §5, docs/decisions/064-saved-searches.md): a person's own, by
 * screen. A change takes the person's row lock first, so parallel saves cannot pass the limit of 50 or
 * leave more than ten recent searches.
 */

type Row = typeof savedSearches.$inferSelect;

const toSaved = (row: Row): SavedSearch => ({ id: row.id, kind: row.kind, name: row.name, criteria: row.criteria, usedAt: row.usedAt.toISOString() }) as SavedSearch;

/** The person's saved searches of a screen by name, and the recent ones, newest first. */
export async function listSearches(db: Db, userId: number, kind: SearchKind): Promise<{ saved: SavedSearch[]; recent: SavedSearch[] }> {
  const mine = and(eq(savedSearches.userId, userId), eq(savedSearches.kind, kind));
  const [saved, recent] = await Promise.all([
    db.select().from(savedSearches).where(and(mine, isNotNull(savedSearches.name))).orderBy(asc(savedSearches.name)),
    db.select().from(savedSearches).where(and(mine, isNull(savedSearches.name))).orderBy(desc(savedSearches.usedAt), desc(savedSearches.id)),
  ]);
  return { saved: saved.map(toSaved), recent: recent.map(toSaved) };
}

/**
 * Keeps a search. With a name: the person's search of that name is replaced, else a new one is added
 * while fewer than SAVED_SEARCHES_MAX exist ('full' otherwise). Without: the same criteria move to the
 * top of the recent ones, else they are added; only the last RECENT_SEARCHES_KEPT stay.
 */
export async function keepSearch(db: Db, userId: number, request: SaveSearchRequest & { name?: string }): Promise<SavedSearch | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM user_info WHERE user_info_id = ${userId} FOR UPDATE`);
    const criteria = JSON.stringify(request.criteria);
    const mine = and(eq(savedSearches.userId, userId), eq(savedSearches.kind, request.kind));
    const same = request.name ? eq(savedSearches.name, request.name) : and(isNull(savedSearches.name), sql`${savedSearches.criteria} = ${criteria}::jsonb`);
    const [updated] = await tx
      .update(savedSearches)
      .set({ criteria: request.criteria, usedAt: sql`now()` })
      .where(and(mine, same))
      .returning();
    if (request.name && !updated) {
      const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(and(mine, isNotNull(savedSearches.name)))) as [{ n: number }];
      if (n >= SAVED_SEARCHES_MAX) return 'full';
    }
    const row = updated ?? (await tx.insert(savedSearches).values({ userId, kind: request.kind, name: request.name ?? null, criteria: request.criteria }).returning())[0]!;
    if (!request.name) {
      await tx.execute(sql`
        DELETE FROM saved_search WHERE user_info_id = ${userId} AND kind = ${request.kind} AND name IS NULL AND saved_search_id NOT IN (
          SELECT saved_search_id FROM saved_search WHERE user_info_id = ${userId} AND kind = ${request.kind} AND name IS NULL
          ORDER BY used_at DESC, saved_search_id DESC LIMIT ${RECENT_SEARCHES_KEPT})`);
    }
    return toSaved(row);
  });
}

/** Deletes one of the person's searches; false when they have none with that id. */
export async function deleteSearch(db: Db, userId: number, id: number): Promise<string | null | false> {
  const [row] = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ name: savedSearches.name });
  return row ? row.name : false;
}
