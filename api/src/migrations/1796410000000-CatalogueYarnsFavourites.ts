import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue screen (issue 28): a yarn line's band facts on its brand row (weight class, grams and metres per
 * ball, needle and hook size, fibre), and each user's favourite products (spec §3 "favourite ids").
 */
export class CatalogueYarnsFavourites1796410000000 implements MigrationInterface {
  name = 'CatalogueYarnsFavourites1796410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "brands" ADD COLUMN "yarn" jsonb`);
    await queryRunner.query(`
      CREATE TABLE "product_favourites" (
        "user_id" text NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "product_id" text NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "product_favourites_pkey" PRIMARY KEY ("user_id", "product_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_favourites"`);
    await queryRunner.query(`ALTER TABLE "brands" DROP COLUMN "yarn"`);
  }
}
