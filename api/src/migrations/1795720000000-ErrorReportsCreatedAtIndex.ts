import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An index on `error_reports.created_at`: the hourly cap over all clients counts the last hour, and storing a
 * report deletes those older than the retention (30 days); both would otherwise read the whole table.
 */
export class ErrorReportsCreatedAtIndex1795720000000 implements MigrationInterface {
  name = 'ErrorReportsCreatedAtIndex1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "error_reports_created_at_idx" ON "error_reports" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "error_reports_created_at_idx"`);
  }
}
