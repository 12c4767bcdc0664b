/** The catalogue screen's calls (`GET catalogue/products`, `GET catalogue/categories`, `POST catalogue/favourite`). */
import {
  ajaxActions,
  catalogueCategoriesResponseSchema,
  catalogueFavouriteResponseSchema,
  catalogueProductsResponseSchema,
  type CatalogueCategoriesResponse,
  type ProductCategory,
  type ProductsOrder,
  type CatalogueProductsResponse,
} from '@steekwerk/model';
import type { AjaxClient } from '../api/ajaxClient';

/** What the screens ask for (see `catalogueProductsQuerySchema`); empty texts mean "any". */
export interface CatalogueProductsQuery {
  readonly q?: string;
  readonly brand?: string;
  readonly category?: ProductCategory | '';
  readonly color?: string;
  readonly order?: ProductsOrder;
  readonly favourites?: '0' | '1';
  readonly ids?: readonly string[];
  readonly offset?: number;
  readonly limit?: number;
}

export interface CatalogueProductsApi {
  products(query: CatalogueProductsQuery, signal?: AbortSignal): Promise<CatalogueProductsResponse>;
  categories(signal?: AbortSignal): Promise<CatalogueCategoriesResponse>;
  /** Stars or unstars a product; the user's favourite ids after the change. */
  setFavourite(productId: string, favourite: boolean): Promise<string[]>;
}

/** The query as URL parameters: empty values left out, ids joined by commas. */
export function productsQueryParams(
  query: CatalogueProductsQuery,
): Record<string, string | number | undefined> {
  return {
    q: query.q?.trim() || undefined,
    brand: query.brand || undefined,
    category: query.category || undefined,
    color: query.color || undefined,
    order: query.order,
    favourites: query.favourites === '1' ? '1' : undefined,
    ids: query.ids?.join(','),
    offset: query.offset,
    limit: query.limit,
  };
}

export function createCatalogueProductsApi(client: AjaxClient): CatalogueProductsApi {
  return {
    products: (query, signal) =>
      client.request({
        action: ajaxActions.catalogueProducts,
        response: catalogueProductsResponseSchema,
        query: productsQueryParams(query),
        ...(signal ? { signal } : {}),
      }),
    categories: (signal) =>
      client.request({
        action: ajaxActions.catalogueCategories,
        response: catalogueCategoriesResponseSchema,
        ...(signal ? { signal } : {}),
      }),
    async setFavourite(productId, favourite) {
      const answer = await client.request({
        action: ajaxActions.catalogueFavourite,
        response: catalogueFavouriteResponseSchema,
        body: { productId, favourite },
      });
      return answer.favouriteIds;
    },
  };
}

/** "DMC 310 Black": how a product is named beside a palette style, in the written text and in lists. */
export function productTitle(product: { brandName: string; code: string; name: string }): string {
  return `${product.brandName} ${product.code} ${product.name}`.trim();
}
