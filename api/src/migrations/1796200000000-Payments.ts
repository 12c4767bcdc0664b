import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buying Premium (issue 24): `payments` (one row per attempt to pay, kept without the person when the account is
 * deleted), the receipt numbers' sequence, the local test provider's own `test_provider_payments`, and on `users`
 * the end of the bought period and the period end the week's notice was mailed for.
 */
export class Payments1796200000000 implements MigrationInterface {
  name = 'Payments1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "premium_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "premium_notice_for" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "users_premium_until_idx" ON "users" ("premium_until") WHERE "premium_until" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE SEQUENCE "payment_receipt_number_seq"`);
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" text NOT NULL,
        "user_id" text,
        "plan_id" text NOT NULL,
        "amount_cents" integer NOT NULL,
        "currency" text NOT NULL DEFAULT 'EUR',
        "status" text NOT NULL DEFAULT 'open',
        "provider" text NOT NULL,
        "provider_payment_id" text,
        "return_to" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "paid_at" TIMESTAMP WITH TIME ZONE,
        "period_start" TIMESTAMP WITH TIME ZONE,
        "period_end" TIMESTAMP WITH TIME ZONE,
        "receipt_number" text,
        CONSTRAINT "payments_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "payments_provider_payment_id_key" UNIQUE ("provider_payment_id"),
        CONSTRAINT "payments_receipt_number_key" UNIQUE ("receipt_number"),
        CONSTRAINT "payments_plan_id_check" CHECK ("plan_id" IN ('month', 'year')),
        CONSTRAINT "payments_status_check" CHECK ("status" IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
        CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('mollie', 'test')),
        CONSTRAINT "payments_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "payments_user_id_idx" ON "payments" ("user_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "test_provider_payments" (
        "id" text NOT NULL,
        "amount_cents" integer NOT NULL,
        "description" text NOT NULL,
        "redirect_url" text NOT NULL,
        "webhook_url" text,
        "metadata" jsonb NOT NULL,
        "status" text NOT NULL DEFAULT 'open',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "paid_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "test_provider_payments_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "test_provider_payments_status_check" CHECK ("status" IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "test_provider_payments"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP SEQUENCE "payment_receipt_number_seq"`);
    await queryRunner.query(`DROP INDEX "users_premium_until_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "premium_notice_for"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "premium_until"`);
  }
}
