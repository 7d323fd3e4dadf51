import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** The newest outbox messages, to one address (case-insensitive) or to all. */
export async function listOutbox(db: Db, to: string | null, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddr}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
