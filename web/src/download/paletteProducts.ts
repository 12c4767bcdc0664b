/**
 * The catalogue products a chart's palette links to, as the PDF key prints them (brand, number and name: "DMC",
 * "310", "Black"). Asked of the catalogue once per download screen; a failure leaves the key to the product id
 * and the style's description (never stops the download).
 */
import type { PdfProduct } from '@steekwerk/formats';
import type { AjaxClient } from '../api/ajaxClient';
import { createCatalogueProductsApi } from '../catalogue/catalogueProductsApi';

/** Products by id; a map with no entries when none is linked or the catalogue cannot be reached. */
export type PaletteProducts = Readonly<Record<string, PdfProduct>>;

export function paletteProductsLoader(ajax: AjaxClient) {
  const api = createCatalogueProductsApi(ajax);
  return async (productIds: readonly string[]): Promise<PaletteProducts> => {
    const ids = [...new Set(productIds.filter((id) => /^[a-z0-9]{1,32}-[a-z0-9-]{1,40}$/.test(id)))].slice(
      0,
      256,
    );
    if (ids.length === 0) return {};
    try {
      const page = await api.products({ ids, limit: 100 });
      return Object.fromEntries(
        page.products.map((product) => [
          product.productId,
          { brand: product.brandName, number: product.code, name: product.name },
        ]),
      );
    } catch {
      return {};
    }
  };
}
