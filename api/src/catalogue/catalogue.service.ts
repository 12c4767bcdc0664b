import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CatalogueBrand,
  CatalogueColor,
  CataloguePaletteResponse,
  CataloguePalettesResponse,
  ProductCategory,
} from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

interface BrandRow {
  id: string;
  name: string;
  category: ProductCategory;
  color_count: number;
}

function brandOf(row: BrandRow): CatalogueBrand {
  return { brandId: row.id, name: row.name, category: row.category, colorCount: Number(row.color_count) };
}

/** The brand palettes of the catalogue: which brands there are, and each brand's colours in the brand's order. */
@Injectable()
export class CatalogueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async palettes(): Promise<CataloguePalettesResponse> {
    const rows: BrandRow[] = await this.dataSource.query(
      `SELECT b.id, b.name, b.category, count(p.id)::int AS color_count
         FROM brands b LEFT JOIN products p ON p.brand_id = b.id
        GROUP BY b.id ORDER BY b.position, b.id`,
    );
    return { sfRequest: 'ok', brands: rows.map(brandOf) };
  }

  /** @throws AppException `BrandNotFound` for a brand the catalogue does not have */
  async palette(brandId: string): Promise<CataloguePaletteResponse> {
    const brands: BrandRow[] = await this.dataSource.query(
      `SELECT b.id, b.name, b.category, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS color_count
         FROM brands b WHERE b.id = $1`,
      [brandId],
    );
    const brand = brands[0];
    if (!brand) throw new AppException(ErrorCode.BrandNotFound);
    const colors: CatalogueColor[] = await this.dataSource.query(
      `SELECT id AS "productId", code, name, rgb AS color FROM products WHERE brand_id = $1 ORDER BY position, id`,
      [brandId],
    );
    return { sfRequest: 'ok', brand: brandOf(brand), colors };
  }
}
