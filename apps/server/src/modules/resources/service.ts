import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceCategories, type ResourceListing } from '@wcpp/contract';
import { resourceDocuments } from '../../db/schema';

const categories: Record<string, string> = resourceCategories;

/** The provider-resources listing in the shape the resource host of part 2 §7 answers. */
export async function listResources(db: Db): Promise<ResourceListing> {
  const rows = await db
    .select({ name: resourceDocuments.name, category: resourceDocuments.category, walkmeId: resourceDocuments.walkmeId, path: resourceDocuments.path })
    .from(resourceDocuments)
    .orderBy(asc(resourceDocuments.name));
  return {
    data: {
      entities: rows.map((r) => ({
        properties: { name: r.name, category: r.category, categoryName: categories[r.category] ?? r.category, walkmeId: r.walkmeId },
        links: [{ rel: ['content'], href: `/resources/${r.path}` }],
      })),
    },
  };
}

/**
 * The document stored under this path, or null. A path no document can have (too long, control
 * characters such as a decoded %00, which PostgreSQL refuses in text) is simply not found.
 */
export async function findResource(db: Db, path: string) {
  // eslint-disable-next-line no-control-regex
  if (path.length === 0 || path.length > 200 || /[\u0000-\u001f\u007f]/.test(path)) return null;
  const [doc] = await db.select().from(resourceDocuments).where(eq(resourceDocuments.path, path)).limit(1);
  return doc ?? null;
}
