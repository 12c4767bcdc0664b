import 'reflect-metadata';
import { importCatalogue } from '../catalogue/catalogue-import';
import { messageOf, withDatabase } from './withDatabase';

/**
 * `npm run --silent catalogue:import` from the repository root: fills the catalogue's brands and products from the
 * brand palette CSVs against `DATABASE_URL`, after the migrations. A second run with the same files writes nothing.
 * Prints one line; exits 1 when the database cannot be reached or a file does not parse.
 */
async function main(): Promise<void> {
  await withDatabase(async (dataSource, address) => {
    const outcomes = await importCatalogue(dataSource);
    const imported = outcomes.filter((outcome) => outcome.status === 'imported');
    console.log(
      imported.length === 0
        ? `Catalogue on ${address} is up to date (${outcomes.length} brands)`
        : `Catalogue: imported ${imported.map((outcome) => `${outcome.brandId} (${outcome.colorCount})`).join(', ')}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(`Catalogue import failed: ${messageOf(error)}`);
  process.exitCode = 1;
});
