import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../database/dataSource';
import { testDatabaseUrl } from '../testing/database';
import { migrations } from './index';

/** Its own schema, so reverting migrations cannot disturb the other test files running alongside. */
const schema = 'migration_test';

const allTables = [
  'activation_tokens',
  'auth_attempts',
  'brands',
  'chart_opens',
  'chart_revisions',
  'chart_shares',
  'chart_views',
  'charts',
  'data_exports_running',
  'error_reports',
  'folders',
  'notification_dismissals',
  'notifications',
  'outbox',
  'password_reset_tokens',
  'payments',
  'product_favourites',
  'products',
  'progress',
  'save_rate_buckets',
  'sessions',
  'test_provider_payments',
  'user_settings',
  'users',
];

describe('migrations', () => {
  let dataSource: DataSource;
  /** The migrations run on the empty schema; every test ends with all of them applied (tests may run shuffled). */
  let appliedFirst: string[];

  beforeAll(async () => {
    dataSource = createDataSource(testDatabaseUrl(), {
      schema,
      extra: { options: `-c search_path=${schema}` },
    });
    await dataSource.initialize();
    await dataSource.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await dataSource.query(`CREATE SCHEMA ${schema}`);
    appliedFirst = (await dataSource.runMigrations({ transaction: 'each' })).map(
      (migration) => migration.name,
    );
  });

  afterAll(async () => {
    await dataSource.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await dataSource.destroy();
  });

  async function tables(): Promise<string[]> {
    const rows: Array<{ table_name: string }> = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY table_name`,
      [schema],
    );
    return rows.map((row) => row.table_name);
  }

  it('run up, down and up again', async () => {
    expect(appliedFirst).toEqual(migrations.map((migration) => migration.name));
    expect(await tables()).toEqual(allTables);

    for (let index = 0; index < migrations.length; index += 1) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    expect(await tables()).toEqual([]);

    await dataSource.runMigrations({ transaction: 'each' });
    expect(await tables()).toEqual(allTables);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('leave the schema exactly as the entities describe it', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('create the index the rate limit and duplicate check use', async () => {
    const rows: Array<{ indexdef: string }> = await dataSource.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'error_reports'`,
      [schema],
    );
    expect(rows.map((row) => row.indexdef)).toContainEqual(
      expect.stringContaining('(client_key, created_at)'),
    );
  });
});
