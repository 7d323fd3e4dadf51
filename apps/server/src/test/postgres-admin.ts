import pg from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL of `url`, on a connection of its own. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
