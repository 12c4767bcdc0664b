/** Which database the tests use, and the guard that keeps them off any other. */
import { Client } from 'pg';

export const defaultTestDatabaseUrl = 'postgres://steekwerk@127.0.0.1:54329/steekwerk_test';

/**
 * `TEST_DATABASE_URL`; else `DATABASE_URL` when it names a `*_test` database (the Makefile exports
 * the development database as DATABASE_URL, which tests must never wipe); else the default.
 *
 * @param env usually `process.env`
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env['TEST_DATABASE_URL']?.trim();
  if (explicit) return explicit;
  const general = env['DATABASE_URL']?.trim();
  if (general && isTestDatabase(general)) return general;
  return defaultTestDatabaseUrl;
}

/**
 * Whether a URL names a database the tests may wipe (its name ends in `_test`).
 *
 * @param url a connection URL
 */
export function isTestDatabase(url: string): boolean {
  return databaseNameOf(url).endsWith('_test');
}

/**
 * Creates the database of `url` when it does not exist yet, through the `postgres` database.
 *
 * @param url a connection URL
 */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at ${maintenance.host} does not answer (${reason}); start it with scripts/pg.sh start`,
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}
