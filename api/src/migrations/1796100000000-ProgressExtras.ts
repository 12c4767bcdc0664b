import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tracker's parking markers and row helpers per chart and user (issue 17, docs/decisions.md "Tracker: saving
 * progress"): one JSON value beside the done cells, checked by the request schema before it is stored.
 */
export class ProgressExtras1796100000000 implements MigrationInterface {
  name = 'ProgressExtras1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "progress" ADD "extras" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "progress" DROP COLUMN "extras"`);
  }
}
