import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and sessions: `users`, `user_settings`, `sessions`, `activation_tokens`, `auth_attempts`
 * (rate limits) and `outbox` (every mail sent).
 */
export class CreateAccounts1795363200000 implements MigrationInterface {
  name = 'CreateAccounts1795363200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" text NOT NULL,
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "pending" boolean NOT NULL DEFAULT true,
        "premium" boolean NOT NULL DEFAULT false,
        "first_name" text NOT NULL DEFAULT '',
        "last_name" text NOT NULL DEFAULT '',
        "nickname" text NOT NULL DEFAULT '',
        "country_code" text NOT NULL DEFAULT '',
        "region_code" text NOT NULL DEFAULT '',
        "currency_code" text NOT NULL DEFAULT '',
        "show_beta_features" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "activated_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email"))
      )`);

    await queryRunner.query(`
      CREATE TABLE "user_settings" (
        "user_id" text NOT NULL,
        "settings" jsonb NOT NULL DEFAULT '{}',
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "user_settings_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "user_settings_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);

    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "token_hash" bytea NOT NULL,
        "user_id" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("token_hash"),
        CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at")`);

    await queryRunner.query(`
      CREATE TABLE "activation_tokens" (
        "token_hash" bytea NOT NULL,
        "user_id" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "activation_tokens_pkey" PRIMARY KEY ("token_hash"),
        CONSTRAINT "activation_tokens_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "activation_tokens_user_id_idx" ON "activation_tokens" ("user_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "auth_attempts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "kind" text NOT NULL,
        "account_key" text NOT NULL,
        "client_key" text NOT NULL,
        "outcome" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "auth_attempts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "auth_attempts_kind_check" CHECK ("kind" IN ('login', 'register')),
        CONSTRAINT "auth_attempts_outcome_check" CHECK ("outcome" IN ('pending', 'failed', 'succeeded'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" ("kind", "account_key", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "auth_attempts_client_idx" ON "auth_attempts" ("kind", "client_key", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "auth_attempts_created_at_idx" ON "auth_attempts" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "to" text NOT NULL,
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "html" text NOT NULL,
        "link" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "outbox_created_at_idx" ON "outbox" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "outbox_to_created_at_idx" ON "outbox" ("to", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
    await queryRunner.query(`DROP TABLE "auth_attempts"`);
    await queryRunner.query(`DROP TABLE "activation_tokens"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "user_settings"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
