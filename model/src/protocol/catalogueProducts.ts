/**
 * The catalogue screen's calls (issue 28, spec §2 `/nl/products`, §3 "products, product brands and categories
 * (popular and favourite ids)"): `GET catalogue/products` searches and pages the products (by number or name, brand,
 * category, nearest to a colour by ΔE2000, the user's favourites, or given ids), `GET catalogue/categories` lists the
 * categories with their brands, popular ids and the user's favourite ids, `POST catalogue/favourite` stars a product
 * for a logged-in user. All open to visitors except the favourite.
 */
import { z } from '../parseWithoutEval';
import { hexColorSchema, normalizeHexColor } from '../chart/color';
import { okEnvelopeSchema } from './envelope';
import { brandIdSchema, productCategories } from './catalogue';

/** How the products list is ordered (user setting `productsOrder`). */
export const productsOrders = ['productNumberInt', 'title'] as const;
export type ProductsOrder = (typeof productsOrders)[number];

/** Dutch names of the categories. */
export const productCategoryTitles: Readonly<Record<(typeof productCategories)[number], string>> = {
  floss: 'Borduurgaren',
  beads: 'Strijkkralen',
  drills: 'Diamond painting',
  yarn: 'Brei- en haakgaren',
};

/** A catalogue product id: brand and number, lower case (`dmc-310`, `scheepjescatona-110`). */
export const productIdSchema = z
  .string({ error: 'Onbekend product.' })
  .regex(/^[a-z0-9]{1,32}-[a-z0-9-]{1,40}$/, { error: 'Onbekend product.' });

/** What a yarn line says on its band: the same for every colour of the line. */
export const yarnFactsSchema = z.object({
  /** The weight class as shops name it: "fingering", "sport", "DK", "aran". */
  weightClass: z.string().max(40),
  /** Grams per ball. */
  ballGrams: z.number().positive(),
  /** Metres per ball. */
  lengthM: z.number().positive(),
  /** The needle size the band advises, e.g. "3–3,5 mm". */
  needleSize: z.string().max(40),
  /** The hook size the band advises. */
  hookSize: z.string().max(40),
  fibre: z.string().max(120),
});
export type YarnFacts = z.infer<typeof yarnFactsSchema>;

export const catalogueProductSchema = z.object({
  productId: z.string().max(80),
  brandId: brandIdSchema,
  /** The brand (or yarn line) as people know it: "DMC", "Scheepjes Catona". */
  brandName: z.string(),
  category: z.enum(productCategories),
  /** The brand's own number: DMC `310`, Catona `110`. */
  code: z.string().max(40),
  name: z.string().max(200),
  color: hexColorSchema,
  yarn: yarnFactsSchema.optional(),
  /** ΔE2000 to the colour asked for (only when the query has a colour). */
  deltaE: z.number().min(0).optional(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** Products per page at most. */
export const productsPageMax = 100;

const commaIds = z
  .string()
  .max(2000, { error: 'Te veel producten gevraagd.' })
  .transform((text) => text.split(',').filter((id) => id !== ''))
  .pipe(z.array(productIdSchema).max(256, { error: 'Te veel producten gevraagd.' }));

export const catalogueProductsQuerySchema = z.object({
  /** Text searched in the number and the name (each word must occur). */
  q: z.string().trim().max(60, { error: 'De zoektekst is te lang.' }).optional(),
  brand: brandIdSchema.optional(),
  category: z.enum(productCategories, { error: 'Onbekende categorie.' }).optional(),
  /** The colour the nearest products come first to, with their ΔE2000; `#rrggbb` or `rrggbb`. */
  color: z
    .string({ error: 'Ongeldige kleur.' })
    .regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Ongeldige kleur, kies een kleur als #rrggbb.' })
    .transform((value) => normalizeHexColor(value.startsWith('#') ? value : `#${value}`))
    .optional(),
  order: z.enum(productsOrders, { error: 'Onbekende volgorde.' }).default('productNumberInt'),
  /** `1`: only the user's favourites. */
  favourites: z.enum(['0', '1'], { error: 'Ongeldige keuze voor favorieten.' }).optional(),
  /** Only these products (comma-separated ids), e.g. a palette's linked products. */
  ids: commaIds.optional(),
  offset: z.coerce
    .number({ error: 'Ongeldige positie in de lijst.' })
    .int({ error: 'Ongeldige positie in de lijst.' })
    .min(0, { error: 'Ongeldige positie in de lijst.' })
    .max(100_000, { error: 'Ongeldige positie in de lijst.' })
    .default(0),
  limit: z.coerce
    .number({ error: 'Ongeldig aantal.' })
    .int({ error: 'Ongeldig aantal.' })
    .min(1, { error: 'Ongeldig aantal.' })
    .max(productsPageMax, { error: 'Ongeldig aantal.' })
    .default(60),
});
export type CatalogueProductsQuery = z.input<typeof catalogueProductsQuerySchema>;
export type CatalogueProductsParsedQuery = z.output<typeof catalogueProductsQuerySchema>;

export const catalogueProductsResponseSchema = okEnvelopeSchema({
  products: z.array(catalogueProductSchema),
  /** How many products match (all pages). */
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
});
export type CatalogueProductsResponse = z.infer<typeof catalogueProductsResponseSchema>;

export const catalogueCategorySchema = z.object({
  categoryId: z.enum(productCategories),
  title: z.string(),
  brands: z.array(
    z.object({ brandId: brandIdSchema, name: z.string(), productCount: z.number().int().min(0) }),
  ),
  /** Products many makers start with (DMC 310, Blanc…), in the catalogue's order. */
  popularIds: z.array(z.string()),
  /** The logged-in user's favourite products of this category; empty for a visitor. */
  favouriteIds: z.array(z.string()),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

export const catalogueCategoriesResponseSchema = okEnvelopeSchema({
  categories: z.array(catalogueCategorySchema),
  /** Whether the favourites are the caller's (false for a visitor: starring asks to log in). */
  loggedIn: z.boolean(),
});
export type CatalogueCategoriesResponse = z.infer<typeof catalogueCategoriesResponseSchema>;

export const catalogueFavouriteRequestSchema = z.object({
  productId: productIdSchema,
  favourite: z.boolean({ error: 'Kies of het product een favoriet is.' }),
});
export type CatalogueFavouriteRequest = z.infer<typeof catalogueFavouriteRequestSchema>;

export const catalogueFavouriteResponseSchema = okEnvelopeSchema({
  /** All the user's favourite product ids after the change. */
  favouriteIds: z.array(z.string()),
});
export type CatalogueFavouriteResponse = z.infer<typeof catalogueFavouriteResponseSchema>;
