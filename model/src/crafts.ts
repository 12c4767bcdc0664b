/** Crafts, chart types per craft and their Dutch labels (spec §1 and §3). */

export const gridCrafts = [
  'knitting',
  'crochet',
  'crossStitch',
  'diamondPainting',
  'fuseBeads',
  'macramePixel',
  'latchHook',
  'quilt',
  'pixelhobby',
  'other',
] as const;

export const freeformCrafts = ['crochetFreeform'] as const;

export type GridCraft = (typeof gridCrafts)[number];
export type FreeformCraft = (typeof freeformCrafts)[number];
export type Craft = GridCraft | FreeformCraft;

export const crafts: readonly Craft[] = [...gridCrafts, ...freeformCrafts];

/** Dutch label of each craft, as the craft picker shows it. */
export const craftLabels: Record<Craft, string> = {
  knitting: 'Breien',
  crochet: 'Haken',
  crochetFreeform: 'Haken',
  crossStitch: 'Borduren',
  latchHook: 'Knoopkussen',
  diamondPainting: 'Diamond painting',
  fuseBeads: 'Strijkkralen',
  pixelhobby: 'Pixelhobby',
  quilt: 'Quilt',
  macramePixel: 'Pixel macrame',
  other: 'Pixelkunst / overig',
};

export const chartTypes = [
  'other',
  'colors',
  'lace',
  'cables',
  'brioche',
  'mosaic',
  'mosaicOverlay',
  'mosaicInset',
  'c2c',
  'filet',
  'tunisian',
  'tunisian1',
  'tunisian2',
  'machineColors',
  'machineSymbols',
] as const;

export type ChartType = (typeof chartTypes)[number];

/** Chart types offered per craft; crafts not listed take `other` only. */
export const chartTypesByCraft: Partial<Record<Craft, readonly ChartType[]>> = {
  knitting: ['colors', 'lace', 'cables', 'brioche', 'mosaic', 'machineColors', 'machineSymbols', 'other'],
  crochet: ['c2c', 'colors', 'filet', 'mosaicOverlay', 'mosaicInset', 'tunisian1', 'tunisian2', 'other'],
};

/** Types a chart of this craft may have. */
export function typesForCraft(craft: Craft): readonly ChartType[] {
  return chartTypesByCraft[craft] ?? ['other'];
}

/** True for crafts whose charts are freeform (symbols on layers) rather than grids. */
export function isFreeformCraft(craft: string): craft is FreeformCraft {
  return craft.endsWith('Freeform');
}

export function isCraft(value: unknown): value is Craft {
  return typeof value === 'string' && (crafts as readonly string[]).includes(value);
}

/** URL slug of a craft in `/nl/chart/create/{slug}`: kebab case; all but crochet and knitting end in `/other`. */
export function craftSlug(craft: GridCraft): string {
  const kebab = craft.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return craft === 'knitting' || craft === 'crochet' ? kebab : `${kebab}/other`;
}

/** The craft a create-route slug names (the `/other` suffix already split off), or undefined. */
export function craftFromSlug(slug: string): GridCraft | undefined {
  return gridCrafts.find((craft) => craftSlug(craft).split('/')[0] === slug);
}
