import 'reflect-metadata';
import { MigrationExecutor } from 'typeorm';
import { messageOf, withDatabase } from './withDatabase';

const usage = 'usage: node dist/cli/migrate.js [--revert]';

/**
 * Runs the pending migrations against `DATABASE_URL`, or with `--revert` reverts the last one.
 * Exits non-zero, with the reason, when anything fails.
 */
async function main(argv: readonly string[]): Promise<void> {
  const revert = argv.includes('--revert');
  const unknown = argv.filter((argument) => argument !== '--revert');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${usage}`);

  await withDatabase(async (dataSource, address) => {
    if (revert) {
      const executed = await new MigrationExecutor(dataSource).getExecutedMigrations();
      // Executed migrations come newest first.
      const last = executed[0];
      if (last === undefined) {
        console.log(`Nothing to revert on ${address}`);
        return;
      }
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log(`Reverted ${last.name} on ${address}`);
      return;
    }
    const done = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of done) console.log(`Applied ${migration.name}`);
    console.log(
      done.length === 0
        ? `Database ${address} is up to date`
        : `Applied ${done.length} migration(s) to ${address}`,
    );
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Migration failed: ${messageOf(error)}`);
  process.exitCode = 1;
});
