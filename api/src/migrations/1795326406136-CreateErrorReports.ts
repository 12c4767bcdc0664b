import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `error_reports`: errors reported by the web app (spec §7 `log/javascripterror`). */
export class CreateErrorReports1795326406136 implements MigrationInterface {
  name = 'CreateErrorReports1795326406136';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "error_reports" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "client_key" text NOT NULL,
        "user_agent" text,
        "error_msg" text NOT NULL,
        "filename" text,
        "line_number" integer,
        "column_number" integer,
        "url" text,
        "stack" text,
        "action" text,
        "actions" jsonb,
        "state" jsonb,
        "version" text,
        CONSTRAINT "error_reports_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "error_reports_client_key_created_at_idx" ON "error_reports" ("client_key", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "error_reports_client_key_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "error_reports"`);
  }
}
