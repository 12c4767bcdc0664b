import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The schema that holds the extensions the indexes use, so dropping `public` in tests never takes them along. */
const extensionSchema = 'extensions';

/**
 * The charts list (issue 6): `folders`, the folder a chart in the bin came from (`restore_folder_id`), each
 * revision's thumbnail (`chart_revisions.thumbnail`, a small PNG made when the revision is saved), a trigram index
 * for searching titles and notes (pg_trgm, which ships with PostgreSQL), and indexes for the sort orders.
 *
 * pg_trgm is created once per database; when it exists already (in any schema) its operator class is used from
 * there. `down` leaves the extension: other schemas of the database may use it.
 */
export class ChartListsAndFolders1795500000000 implements MigrationInterface {
  name = 'ChartListsAndFolders1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "folders" (
        "id" text NOT NULL,
        "owner_id" text NOT NULL,
        "title" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "folders_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "folders_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "folders_owner_id_title_idx" ON "folders" ("owner_id", lower("title"))`,
    );
    await queryRunner.query(`ALTER TABLE "charts" ADD "restore_folder_id" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "chart_revisions" ADD "thumbnail" bytea`);
    await queryRunner.query(
      `CREATE INDEX "charts_owner_id_modified_at_idx" ON "charts" ("owner_id", "modified_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "charts_owner_id_created_at_idx" ON "charts" ("owner_id", "created_at" DESC)`,
    );
    const schema = await trigramSchema(queryRunner);
    await queryRunner.query(
      `CREATE INDEX "charts_search_idx" ON "charts"
         USING gin ((lower("title" || ' ' || "notes")) "${schema}"."gin_trgm_ops")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "charts_search_idx"`);
    await queryRunner.query(`DROP INDEX "charts_owner_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "charts_owner_id_modified_at_idx"`);
    await queryRunner.query(`ALTER TABLE "chart_revisions" DROP COLUMN "thumbnail"`);
    await queryRunner.query(`ALTER TABLE "charts" DROP COLUMN "restore_folder_id"`);
    await queryRunner.query(`DROP TABLE "folders"`);
  }
}

/** Creates pg_trgm when missing and returns the schema it lives in. */
async function trigramSchema(queryRunner: QueryRunner): Promise<string> {
  const existing = await extensionSchemaOf(queryRunner);
  if (existing) return existing;
  await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${extensionSchema}"`);
  await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA "${extensionSchema}"`);
  const created = await extensionSchemaOf(queryRunner);
  if (!created) throw new Error('pg_trgm could not be created');
  return created;
}

async function extensionSchemaOf(queryRunner: QueryRunner): Promise<string | undefined> {
  const rows: Array<{ schema: string }> = await queryRunner.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`,
  );
  return rows[0]?.schema;
}
