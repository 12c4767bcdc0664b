import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications for a group (everyone, premium users, free users; one user stays `user_id`), and the ones each user
 * closed on the personal home (issue 28).
 */
export class NotificationAudience1796500000000 implements MigrationInterface {
  name = 'NotificationAudience1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "notifications"
        ADD COLUMN "audience" text NOT NULL DEFAULT 'all'
        CONSTRAINT "notifications_audience_check" CHECK ("audience" IN ('all', 'premium', 'free'))`);
    await queryRunner.query(`
      CREATE TABLE "notification_dismissals" (
        "user_id" text NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "notification_id" bigint NOT NULL REFERENCES "notifications" ("id") ON DELETE CASCADE,
        "dismissed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "notification_dismissals_pkey" PRIMARY KEY ("user_id", "notification_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "notification_dismissals_notification_idx" ON "notification_dismissals" ("notification_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_dismissals"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "audience"`);
  }
}
