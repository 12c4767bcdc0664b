import 'reflect-metadata';
import { MigrationExecutor } from 'typeorm';
import { loadDatabaseUrl, redactDatabaseUrl } from '../config/config';
import { createDataSource } from '../database/dataSource';

const usage = 'usage: node dist/cli/migrate.js [--revert]';

/**
 * Runs the pending migrations against `DATABASE_URL`, or with `--revert` reverts the last one.
 * Exits non-zero, with the reason, when anything fails.
 */
async function main(argv: readonly string[]): Promise<void> {
  const revert = argv.includes('--revert');
  const unknown = argv.filter((argument) => argument !== '--revert');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${usage}`);

  const url = loadDatabaseUrl(process.env);
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new Error(`cannot connect to ${redactDatabaseUrl(url)}: ${messageOf(error)}`);
  }
  try {
    if (revert) {
      const executed = await new MigrationExecutor(dataSource).getExecutedMigrations();
      // Executed migrations come newest first.
      const last = executed[0];
      if (last === undefined) {
        console.log(`Nothing to revert on ${redactDatabaseUrl(url)}`);
        return;
      }
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log(`Reverted ${last.name} on ${redactDatabaseUrl(url)}`);
      return;
    }
    const done = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of done) console.log(`Applied ${migration.name}`);
    console.log(
      done.length === 0
        ? `Database ${redactDatabaseUrl(url)} is up to date`
        : `Applied ${done.length} migration(s) to ${redactDatabaseUrl(url)}`,
    );
  } finally {
    await dataSource.destroy();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Migration failed: ${messageOf(error)}`);
  process.exitCode = 1;
});
