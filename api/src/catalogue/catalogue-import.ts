/**
 * Fills the catalogue tables (`brands`, `products`) from the brand palette CSVs shipped with the engine
 * (`engine-rs/data/palettes/`), parsed by the engine's own parser, and from the yarn lines in `api/data/yarns/`
 * (yarn-lines.ts; each line is a brand of category `yarn` with its band facts). Idempotent and cheap when nothing changed: each
 * brand keeps the SHA-256 of the file it was imported from (with the version of the text repairs, see
 * catalogue-text.ts), and a brand whose file and repairs are the same is skipped. A changed file, or a new
 * version of the repairs, replaces the brand's products in one transaction (products no longer in the file are
 * removed), so names imported before a repair are written again.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { brandPalettesPath } from '@steekwerk/engine/node';
import { brandPaletteFiles, parseBrandPalette, type BrandId } from '@steekwerk/engine/palettes';
import type { ProductCategory, YarnFacts } from '@steekwerk/model';
import type { DataSource, EntityManager } from 'typeorm';
import { catalogueBrands, productIdOf } from './catalogue-brands';
import { catalogueTextVersion, decodeCatalogueFile, repairColourName } from './catalogue-text';
import { parseYarnLine, readYarnFiles } from './yarn-lines';

/** What the import did with one brand. */
export interface BrandImportOutcome {
  readonly brandId: string;
  /** `imported`: the products were written; `unchanged`: the file was imported before as it is. */
  readonly status: 'imported' | 'unchanged';
  readonly colorCount: number;
}

export interface CatalogueImportOptions {
  /** Reads a brand's CSV (text, or bytes in UTF-8 or Windows-1252); by default from `data/palettes/`. */
  readonly readCsv?: (brandId: BrandId) => Promise<string | Uint8Array>;
  /** Reads the yarn files (name and text); by default `api/data/yarns/*.csv`. */
  readYarns?: () => Promise<Array<{ file: string; text: string }>>;
}

/** One brand's rows as the import writes them. */
interface BrandRows {
  readonly brandId: string;
  readonly name: string;
  readonly category: ProductCategory;
  readonly position: number;
  readonly hash: string;
  readonly yarn: YarnFacts | null;
  readonly colors: ReadonlyArray<{ code: string; name: string; hex: string }>;
}

/** Writes a brand and replaces its products (products no longer in its file are removed), in one transaction. */
async function writeBrand(manager: EntityManager, brand: BrandRows): Promise<void> {
  await manager.query(
    `INSERT INTO brands (id, name, category, position, source_hash, yarn, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (id) DO UPDATE
       SET name = $2, category = $3, position = $4, source_hash = $5, yarn = $6, updated_at = now()`,
    [brand.brandId, brand.name, brand.category, brand.position, brand.hash, brand.yarn],
  );
  const ids = brand.colors.map((color) => productIdOf(brand.brandId, color.code));
  await manager.query(`DELETE FROM products WHERE brand_id = $1 AND NOT (id = ANY($2::text[]))`, [
    brand.brandId,
    ids,
  ]);
  // One statement per brand: unnest the columns (a few hundred rows).
  await manager.query(
    `INSERT INTO products (id, brand_id, code, name, rgb, category, position)
     SELECT id, $1, code, name, rgb, $2, position
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
         AS t(id, code, name, rgb, position)
     ON CONFLICT (id) DO UPDATE
       SET code = EXCLUDED.code, name = EXCLUDED.name, rgb = EXCLUDED.rgb,
           category = EXCLUDED.category, position = EXCLUDED.position`,
    [
      brand.brandId,
      brand.category,
      ids,
      brand.colors.map((color) => color.code),
      brand.colors.map((color) => color.name),
      brand.colors.map((color) => color.hex),
      brand.colors.map((_color, index) => index),
    ],
  );
}

function hexOf(rgb: readonly [number, number, number]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

async function readShippedCsv(brandId: BrandId): Promise<Uint8Array> {
  return readFile(path.join(brandPalettesPath(), brandPaletteFiles[brandId].file));
}

/**
 * Imports every brand palette into the catalogue tables.
 *
 * @throws PaletteParseError for a file that does not parse (nothing of that brand is written)
 */
export async function importCatalogue(
  dataSource: DataSource,
  options: CatalogueImportOptions = {},
): Promise<BrandImportOutcome[]> {
  const readCsv = options.readCsv ?? readShippedCsv;
  // The yarn files parse before anything is written: a mistake in one stops the import with nothing changed.
  const yarnFiles = await (options.readYarns ?? readYarnFiles)();
  const lines = yarnFiles.map(({ file, text }) => ({ text, line: parseYarnLine(file, text) }));
  const known: Array<{ id: string; source_hash: string }> = await dataSource.query(
    `SELECT id, source_hash FROM brands`,
  );
  const hashes = new Map(known.map((row) => [row.id, row.source_hash]));
  const outcomes: BrandImportOutcome[] = [];
  for (const [position, brand] of catalogueBrands.entries()) {
    const csv = decodeCatalogueFile(await readCsv(brand.brandId));
    const hash = createHash('sha256').update(`text v${catalogueTextVersion}\n`).update(csv).digest('hex');
    const colors = parseBrandPalette(brand.brandId, csv).map((color) => ({
      ...color,
      name: repairColourName(color.name),
    }));
    if (hashes.get(brand.brandId) === hash) {
      outcomes.push({ brandId: brand.brandId, status: 'unchanged', colorCount: colors.length });
      continue;
    }
    await dataSource.transaction((manager) =>
      writeBrand(manager, {
        brandId: brand.brandId,
        name: brand.name,
        category: brand.category,
        position,
        hash,
        yarn: null,
        colors: colors.map((color) => ({ code: color.code, name: color.name, hex: hexOf(color.rgb) })),
      }),
    );
    outcomes.push({ brandId: brand.brandId, status: 'imported', colorCount: colors.length });
  }
  // A yarn line whose file is gone leaves the catalogue (its products and their favourites with it).
  await dataSource.query(`DELETE FROM brands WHERE category = 'yarn' AND NOT (id = ANY($1::text[]))`, [
    lines.map(({ line }) => line.brandId),
  ]);
  for (const [index, { text, line }] of lines.entries()) {
    const hash = createHash('sha256').update(`yarn v1\n`).update(text).digest('hex');
    if (hashes.get(line.brandId) === hash) {
      outcomes.push({ brandId: line.brandId, status: 'unchanged', colorCount: line.colors.length });
      continue;
    }
    await dataSource.transaction((manager) =>
      writeBrand(manager, {
        brandId: line.brandId,
        name: line.name,
        category: 'yarn',
        position: catalogueBrands.length + index,
        hash,
        yarn: line.facts,
        colors: line.colors.map((color) => ({ code: color.code, name: color.name, hex: color.color })),
      }),
    );
    outcomes.push({ brandId: line.brandId, status: 'imported', colorCount: line.colors.length });
  }
  return outcomes;
}
