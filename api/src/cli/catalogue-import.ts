import 'reflect-metadata';
import { loadDatabaseUrl, redactDatabaseUrl } from '../config/config';
import { importCatalogue } from '../catalogue/catalogue-import';
import { createDataSource } from '../database/dataSource';

/**
 * `npm run --silent catalogue:import` from the repository root: fills the catalogue's brands and products from the
 * brand palette CSVs against `DATABASE_URL`, after the migrations. A second run with the same files writes nothing.
 * Prints one line; exits 1 when the database cannot be reached or a file does not parse.
 */
async function main(): Promise<void> {
  const url = loadDatabaseUrl(process.env);
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new Error(`cannot connect to ${redactDatabaseUrl(url)}: ${messageOf(error)}`);
  }
  try {
    const outcomes = await importCatalogue(dataSource);
    const imported = outcomes.filter((outcome) => outcome.status === 'imported');
    console.log(
      imported.length === 0
        ? `Catalogue on ${redactDatabaseUrl(url)} is up to date (${outcomes.length} brands)`
        : `Catalogue: imported ${imported.map((outcome) => `${outcome.brandId} (${outcome.colorCount})`).join(', ')}`,
    );
  } finally {
    await dataSource.destroy();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(`Catalogue import failed: ${messageOf(error)}`);
  process.exitCode = 1;
});
