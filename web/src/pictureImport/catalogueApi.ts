/** The catalogue's brand palettes (`GET catalogue/palettes`, `GET catalogue/palette/{brandId}`). */
import {
  ajaxActions,
  cataloguePaletteResponseSchema,
  cataloguePalettesResponseSchema,
  type CatalogueBrand,
} from '@steekwerk/model';
import type { AjaxClient } from '../api/ajaxClient';
import type { BrandPalette } from './importedChart';

export interface CatalogueApi {
  brands(signal?: AbortSignal): Promise<CatalogueBrand[]>;
  palette(brandId: string, signal?: AbortSignal): Promise<BrandPalette>;
}

export function createCatalogueApi(client: AjaxClient): CatalogueApi {
  return {
    async brands(signal) {
      const answer = await client.request({
        action: ajaxActions.cataloguePalettes,
        response: cataloguePalettesResponseSchema,
        ...(signal ? { signal } : {}),
      });
      return answer.brands;
    },
    async palette(brandId, signal) {
      const answer = await client.request({
        action: ajaxActions.cataloguePalette,
        response: cataloguePaletteResponseSchema,
        params: { brandId },
        ...(signal ? { signal } : {}),
      });
      return { brand: answer.brand, colors: answer.colors };
    },
  };
}
