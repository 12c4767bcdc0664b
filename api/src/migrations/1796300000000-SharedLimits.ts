import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * State that several API processes must share (issue 26): the per-user save limit's token buckets, and the data
 * exports being written (one per user at a time). Both used to live in one process's memory.
 */
export class SharedLimits1796300000000 implements MigrationInterface {
  name = 'SharedLimits1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "save_rate_buckets" (
        "user_id" text PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "tokens" double precision NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "data_exports_running" (
        "user_id" text PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "export_id" text NOT NULL,
        "started_at" TIMESTAMP WITH TIME ZONE NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "data_exports_running"`);
    await queryRunner.query(`DROP TABLE "save_rate_buckets"`);
  }
}
