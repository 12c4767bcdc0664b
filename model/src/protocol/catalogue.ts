/**
 * The brand palettes of the catalogue (issue 7): `GET catalogue/palettes` lists the brands whose colours picture
 * import can use, `GET catalogue/palette/{brandId}` gives one brand's colours. The catalogue tables are filled from
 * the brand CSVs shipped with the engine (`npm run catalogue:import`).
 */
import { z } from '../parseWithoutEval';
import { hexColorSchema } from '../chart/color';
import { okEnvelopeSchema } from './envelope';

/** What a brand makes: stranded floss, fuse beads, diamond-painting drills or knitting and crochet yarn. */
export const productCategories = ['floss', 'beads', 'drills', 'yarn'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** A brand id: lower-case letters and digits (`dmc`, `hama`, `diamonddotz`). */
export const brandIdSchema = z.string().regex(/^[a-z0-9]{1,32}$/, { error: 'Onbekend merk.' });

export const catalogueBrandSchema = z.object({
  brandId: brandIdSchema,
  /** The brand's name as people know it, e.g. `DMC`. */
  name: z.string(),
  category: z.enum(productCategories),
  colorCount: z.number().int().min(0),
});
export type CatalogueBrand = z.infer<typeof catalogueBrandSchema>;

/** One colour of a brand: a catalogue product. */
export const catalogueColorSchema = z.object({
  /** The product's id in the catalogue (`dmc-310`), what a palette style's `productId` holds. */
  productId: z.string().max(64),
  /** The brand's own code, e.g. DMC `310` or Hama `H01`. */
  code: z.string().max(40),
  name: z.string().max(200),
  color: hexColorSchema,
});
export type CatalogueColor = z.infer<typeof catalogueColorSchema>;

export const cataloguePalettesResponseSchema = okEnvelopeSchema({ brands: z.array(catalogueBrandSchema) });
export type CataloguePalettesResponse = z.infer<typeof cataloguePalettesResponseSchema>;

export const cataloguePaletteResponseSchema = okEnvelopeSchema({
  brand: catalogueBrandSchema,
  colors: z.array(catalogueColorSchema),
});
export type CataloguePaletteResponse = z.infer<typeof cataloguePaletteResponseSchema>;
