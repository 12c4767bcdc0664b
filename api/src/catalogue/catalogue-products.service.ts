/**
 * The catalogue screen's data (issue 28): products searched, filtered and paged, nearest to a colour first by
 * ΔE2000; categories with their brands, popular ids and the user's favourites; favourites set and cleared.
 * The catalogue is small (under 2 000 products), so a query reads the matching rows and orders them here: the
 * colour distance needs every candidate anyway.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  compareProductCodes,
  compareProductNames,
  deltaE2000,
  labOfHex,
  productCategories,
  productCategoryTitles,
  type CatalogueCategoriesResponse,
  type CatalogueFavouriteResponse,
  type CatalogueProduct,
  type CatalogueProductsParsedQuery,
  type CatalogueProductsResponse,
  type ProductCategory,
  type YarnFacts,
} from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { popularProductIds } from './catalogue-popular';

interface ProductRow {
  id: string;
  brand_id: string;
  brand_name: string;
  brand_position: number;
  category: ProductCategory;
  code: string;
  name: string;
  rgb: string;
  position: number;
  yarn: YarnFacts | null;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

@Injectable()
export class CatalogueProductsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** @throws AppException `NotLoggedIn` for `favourites=1` without a user */
  async products(
    query: CatalogueProductsParsedQuery,
    userId: string | null,
  ): Promise<CatalogueProductsResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.brand) where.push(`p.brand_id = ${param(query.brand)}`);
    if (query.category) where.push(`b.category = ${param(query.category)}`);
    if (query.ids) where.push(`p.id = ANY(${param(query.ids)}::text[])`);
    if (query.favourites === '1') {
      if (!userId) throw new AppException(ErrorCode.NotLoggedIn);
      where.push(`p.id IN (SELECT product_id FROM product_favourites WHERE user_id = ${param(userId)})`);
    }
    for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
      const pattern = param(`%${likeEscape(word)}%`);
      where.push(`(p.code ILIKE ${pattern} OR p.name ILIKE ${pattern} OR b.name ILIKE ${pattern})`);
    }
    const rows: ProductRow[] = await this.dataSource.query(
      `SELECT p.id, p.brand_id, b.name AS brand_name, b.position AS brand_position, b.category, p.code, p.name,
              p.rgb, p.position, b.yarn
         FROM products p JOIN brands b ON b.id = p.brand_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    const target = query.color ? labOfHex(query.color) : undefined;
    const scored = rows.map((row) => ({
      row,
      deltaE: target ? deltaE2000(target, labOfHex(row.rgb)) : 0,
    }));
    scored.sort((first, second) => {
      if (target && first.deltaE !== second.deltaE) return first.deltaE - second.deltaE;
      if (query.order === 'title') {
        const byName = compareProductNames(first.row.name, second.row.name);
        if (byName !== 0) return byName;
      }
      if (first.row.brand_position !== second.row.brand_position) {
        return first.row.brand_position - second.row.brand_position;
      }
      return (
        compareProductCodes(first.row.code, second.row.code) || first.row.id.localeCompare(second.row.id)
      );
    });
    const page = scored.slice(query.offset, query.offset + query.limit);
    return {
      sfRequest: 'ok',
      total: scored.length,
      offset: query.offset,
      products: page.map(({ row, deltaE }) => {
        const product: CatalogueProduct = {
          productId: row.id,
          brandId: row.brand_id,
          brandName: row.brand_name,
          category: row.category,
          code: row.code,
          name: row.name,
          color: row.rgb,
        };
        if (row.yarn) product.yarn = row.yarn;
        if (target) product.deltaE = Math.round(deltaE * 10) / 10;
        return product;
      }),
    };
  }

  async categories(userId: string | null): Promise<CatalogueCategoriesResponse> {
    const brands: Array<{ id: string; name: string; category: ProductCategory; product_count: number }> =
      await this.dataSource.query(
        `SELECT b.id, b.name, b.category, count(p.id)::int AS product_count
           FROM brands b LEFT JOIN products p ON p.brand_id = b.id
          GROUP BY b.id ORDER BY b.position, b.id`,
      );
    const known = new Set<string>(
      (
        await this.dataSource.query(`SELECT id FROM products WHERE id = ANY($1::text[])`, [
          Object.values(popularProductIds).flat(),
        ])
      ).map((row: { id: string }) => row.id),
    );
    const favourites = userId ? await this.favouriteRows(userId) : [];
    return {
      sfRequest: 'ok',
      loggedIn: userId !== null,
      categories: productCategories
        .map((categoryId) => ({
          categoryId,
          title: productCategoryTitles[categoryId],
          brands: brands
            .filter((brand) => brand.category === categoryId)
            .map((brand) => ({
              brandId: brand.id,
              name: brand.name,
              productCount: Number(brand.product_count),
            })),
          popularIds: popularProductIds[categoryId].filter((id) => known.has(id)),
          favouriteIds: favourites.filter((row) => row.category === categoryId).map((row) => row.id),
        }))
        .filter((category) => category.brands.length > 0),
    };
  }

  /** @throws AppException `ProductNotFound` for a product the catalogue does not have */
  async setFavourite(
    userId: string,
    productId: string,
    favourite: boolean,
  ): Promise<CatalogueFavouriteResponse> {
    if (favourite) {
      const [product] = await this.dataSource.query(`SELECT id FROM products WHERE id = $1`, [productId]);
      if (!product) throw new AppException(ErrorCode.ProductNotFound);
      await this.dataSource.query(
        `INSERT INTO product_favourites (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [userId, productId],
      );
    } else {
      await this.dataSource.query(`DELETE FROM product_favourites WHERE user_id = $1 AND product_id = $2`, [
        userId,
        productId,
      ]);
    }
    return { sfRequest: 'ok', favouriteIds: (await this.favouriteRows(userId)).map((row) => row.id) };
  }

  private favouriteRows(userId: string): Promise<Array<{ id: string; category: ProductCategory }>> {
    return this.dataSource.query(
      `SELECT f.product_id AS id, b.category
         FROM product_favourites f JOIN products p ON p.id = f.product_id JOIN brands b ON b.id = p.brand_id
        WHERE f.user_id = $1 ORDER BY f.created_at, f.product_id`,
      [userId],
    );
  }
}
