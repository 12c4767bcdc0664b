/**
 * OXS palette items and our palette styles. An item's `number` holds brand and number in one string ("DMC 310",
 * Ursa's padded "DMC    310", WinStitch's blend "DMC 158 [+]"): the last word is the number, the words before it the
 * brand. A brand our catalogue has (DMC, Hama, …) links the style to the catalogue product (`dmc-310`), as picture
 * import does; other brands keep their name in the description.
 */
import { createPaletteStyle, type PaletteStyle } from '@steekwerk/model';
import type { BrandColor } from '@steekwerk/engine/palettes';

/** Our catalogue brands by the name files give them (lower case, no spaces). */
const brandIdsByName: Readonly<Record<string, string>> = {
  dmc: 'dmc',
  hama: 'hama',
  perler: 'perler',
  artkal: 'artkal',
  artkals: 'artkal',
  diamonddotz: 'diamonddotz',
};

/** Brand names as the catalogue shows them, by brand id. */
const brandNames: Readonly<Record<string, string>> = {
  dmc: 'DMC',
  hama: 'Hama',
  perler: 'Perler',
  artkal: 'Artkal S',
  diamonddotz: 'Diamond Dotz',
};

/** The catalogue id of a brand's product, as the catalogue import makes it (`dmc-310`, `hama-h01`). */
export function productIdOf(brandId: string, code: string): string {
  return `${brandId}-${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');
}

export interface ThreadNumber {
  /** The brand as written (`DMC`, `Anchor`), or `''`. */
  readonly brand: string;
  /** The number (`310`, `B5200`), or `''`. */
  readonly code: string;
}

/** Brand and number of an item's `number`: padded spaces and a trailing blend mark `[+]` are ignored. */
export function parseThreadNumber(number: string | undefined): ThreadNumber {
  const words = (number ?? '')
    .replace(/\[\+\]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return { brand: '', code: '' };
  return { brand: words.slice(0, -1).join(' '), code: words[words.length - 1]! };
}

/** Products known per catalogue id, when the caller has the brand tables (to link only real products). */
export type KnownProducts = ReadonlyMap<string, BrandColor>;

/** The products of brand tables by catalogue id. */
export function knownProductsOf(colours: readonly BrandColor[]): KnownProducts {
  return new Map(colours.map((colour) => [productIdOf(colour.brand, colour.code), colour]));
}

/**
 * The style of a palette item.
 *
 * @param known when given, a number links to a product only when the product is in it
 */
export function styleOfItem(
  styleId: number,
  colour: string,
  number: string | undefined,
  name: string | undefined,
  known: KnownProducts | undefined,
): PaletteStyle {
  const { brand, code } = parseThreadNumber(number);
  const itemName = (name ?? '').trim();
  const brandId = brandIdsByName[brand.toLowerCase().replace(/\s+/g, '')];
  const productId = brandId && code ? productIdOf(brandId, code) : '';
  const linked = productId !== '' && (!known || known.has(productId));
  const label = [linked ? brandNames[brandId!]! : brand, code].filter(Boolean).join(' ');
  // Without a brand the number is only an abbreviation; with one, the description names brand, number and name.
  const description =
    brand === '' || itemName.startsWith(label) ? itemName : [label, itemName].filter(Boolean).join(' ');
  return createPaletteStyle(styleId, {
    colorBackground: colour,
    productId: linked ? productId : '',
    abbreviation: code.slice(0, 40),
    description: description.slice(0, 500),
  });
}

/** The `number` and `name` an item gets for a style: the product's brand and number, or its abbreviation. */
export function itemOfStyle(style: PaletteStyle): { number: string; name: string } {
  const match = /^([a-z0-9]+)-(.+)$/.exec(style.productId);
  const brand = match ? (brandNames[match[1]!] ?? match[1]!.toUpperCase()) : '';
  const code = style.abbreviation.trim() || (match ? match[2]!.toUpperCase() : '');
  const number = [brand, code].filter(Boolean).join(' ');
  const description = style.description.trim();
  const name =
    number !== '' && description.startsWith(`${number} `)
      ? description.slice(number.length + 1)
      : description;
  return { number, name: name === number ? '' : name };
}
