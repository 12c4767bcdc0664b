import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Storage limits (docs/decisions.md "Security: storage limits and text"): each revision's size as the quota
 * counts it, the state's JSON text plus the cells' bytes, kept by PostgreSQL itself so every way of storing a
 * revision (a save, a copy) counts alike; and an index to sum a user's progress rows (the primary key starts with
 * the chart).
 */
export class RevisionStoredBytes1795730000000 implements MigrationInterface {
  name = 'RevisionStoredBytes1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "chart_revisions" ADD "stored_bytes" bigint
         GENERATED ALWAYS AS (octet_length("state"::text) + octet_length("cells")) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "progress_user_id_idx" ON "progress" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "progress_user_id_idx"`);
    await queryRunner.query(`ALTER TABLE "chart_revisions" DROP COLUMN "stored_bytes"`);
  }
}
