import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's brands and products (issue 7): the brand palettes picture import chooses colours from. The rows
 * come from the brand CSVs through `npm run catalogue:import` (`src/catalogue/catalogue-import.ts`), which keeps each
 * brand's `source_hash` so a second run with the same files writes nothing.
 */
export class CreateCatalogue1795600000000 implements MigrationInterface {
  name = 'CreateCatalogue1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "brands" (
        "id" text NOT NULL,
        "name" text NOT NULL,
        "category" text NOT NULL,
        "position" integer NOT NULL DEFAULT 0,
        "source_hash" text NOT NULL DEFAULT '',
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "brands_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" text NOT NULL,
        "brand_id" text NOT NULL,
        "code" text NOT NULL,
        "name" text NOT NULL,
        "rgb" text NOT NULL,
        "category" text NOT NULL,
        "position" integer NOT NULL DEFAULT 0,
        CONSTRAINT "products_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "products_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands" ("id") ON DELETE CASCADE,
        CONSTRAINT "products_brand_id_code_key" UNIQUE ("brand_id", "code")
      )`);
    await queryRunner.query(
      `CREATE INDEX "products_brand_id_position_idx" ON "products" ("brand_id", "position")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP TABLE "brands"`);
  }
}
