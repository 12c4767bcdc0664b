import type { ProductCategory } from '@steekwerk/model';
import { BRAND_IDS, type BrandId } from '@steekwerk/engine/palettes';

/** A brand of the catalogue as people know it. */
export interface CatalogueBrandInfo {
  readonly brandId: BrandId;
  readonly name: string;
  readonly category: ProductCategory;
}

const brandInfo: Readonly<Record<BrandId, Omit<CatalogueBrandInfo, 'brandId'>>> = {
  dmc: { name: 'DMC', category: 'floss' },
  hama: { name: 'Hama', category: 'beads' },
  perler: { name: 'Perler', category: 'beads' },
  artkal: { name: 'Artkal S', category: 'beads' },
  diamonddotz: { name: 'Diamond Dotz', category: 'drills' },
};

/** The brands with a palette file, in the order the import screen offers them. */
export const catalogueBrands: readonly CatalogueBrandInfo[] = BRAND_IDS.map((brandId) => ({
  brandId,
  ...brandInfo[brandId],
}));

/** The catalogue id of a brand's product: `dmc-310`, `hama-h01` (lower case, spaces as dashes). */
export function productIdOf(brandId: string, code: string): string {
  return `${brandId}-${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');
}
