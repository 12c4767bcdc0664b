import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Wachtwoord vergeten": `password_reset_tokens` (e-mailed links, stored as their SHA-256) and the `reset` kind of
 * `auth_attempts` (the rate limit of reset mails).
 */
export class PasswordResetTokens1795710000000 implements MigrationInterface {
  name = 'PasswordResetTokens1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "token_hash" bytea NOT NULL,
        "user_id" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("token_hash"),
        CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id")`,
    );
    await queryRunner.query(`ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_attempts_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_kind_check" CHECK ("kind" IN ('login', 'register', 'reset'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "auth_attempts" WHERE "kind" = 'reset'`);
    await queryRunner.query(`ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_attempts_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_kind_check" CHECK ("kind" IN ('login', 'register'))`,
    );
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
