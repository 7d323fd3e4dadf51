import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appProperties } from '../../db/schema';

/** One server property (FE_APP_TIMEOUT …), or undefined. */
export async function findAppProperty(db: Db, name: string) {
  const [row] = await db.select().from(appProperties).where(eq(appProperties.name, name));
  return row;
}
