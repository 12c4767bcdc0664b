import 'reflect-metadata';
import { createDataSource } from '../database/dataSource';
import { ensureDatabaseExists, isTestDatabase, testDatabaseUrl } from './database';

/** Schemas the tests create; all are dropped before a run. */
export const testSchemas = ['public', 'migration_test'];

/**
 * Vitest global setup: gives every run a freshly migrated test database, so the suite depends on
 * nothing but a running PostgreSQL.
 */
export default async function setup(): Promise<void> {
  const url = testDatabaseUrl();
  if (!isTestDatabase(url)) {
    throw new Error(`Refusing to wipe ${url}: the test database's name must end in _test`);
  }
  await ensureDatabaseExists(url);
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    for (const schema of testSchemas) await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await dataSource.query('CREATE SCHEMA public');
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}
