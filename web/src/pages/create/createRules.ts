/**
 * The create screens' rules (spec §2 create routes, §3 types per craft): which crafts the picker offers (freeform
 * crochet too, unless it is limited, e.g. to crochet and knitting), the craft a route names, the size a new chart starts
 * with, and the editor address that opens it.
 */
import {
  craftFromSlug,
  craftSlug,
  gridCrafts,
  tierLimits,
  typesForCraft,
  type ChartType,
  type GridCraft,
} from '@steekwerk/model';

/** The crafts of the picker; `only` limits them (e.g. `knitting,crochet` from `?crafts=`), unknown ids ignored. */
export function pickerCrafts(only?: string | null): GridCraft[] {
  const wanted = (only ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const limited = gridCrafts.filter((craft) => wanted.includes(craft));
  return limited.length > 0 ? limited : [...gridCrafts];
}

/**
 * The editor address of a new freeform crochet chart, or undefined when the picker is limited (spec §2): a freeform
 * chart has no type or size to choose (500 × 500 units, docs/decisions/freeform.md), so the picker opens it at once.
 */
export function freeformCreatePath(only?: string | null): string | undefined {
  return pickerCrafts(only).length === gridCrafts.length ? '/nl/c/new?craft=crochetFreeform' : undefined;
}

/** The chart size calculator, linked from the create screens (how many stitches a finished size takes). */
export const calculatorPath = '/nl/calculator/chart-size';

/** The picker's address of a craft: `/nl/chart/create/{slug}` (with `/other` for all but crochet and knitting). */
export function craftCreatePath(craft: GridCraft): string {
  return `/nl/chart/create/${craftSlug(craft)}`;
}

/**
 * The craft a create route names, and whether the route is the canonical one (`/other` exactly for the crafts
 * that take it); undefined for an unknown slug.
 */
export function craftOfRoute(
  slug: string,
  withOther: boolean,
): { craft: GridCraft; canonical: boolean } | undefined {
  const craft = craftFromSlug(slug);
  if (!craft) return undefined;
  const takesOther = craft !== 'knitting' && craft !== 'crochet';
  return { craft, canonical: takesOther === withOther };
}

/** The size a new chart of a craft starts with: a common project size of that craft. */
export const defaultSizes: Readonly<Record<GridCraft, { columns: number; rows: number }>> = {
  knitting: { columns: 60, rows: 80 },
  crochet: { columns: 50, rows: 50 },
  crossStitch: { columns: 100, rows: 100 },
  diamondPainting: { columns: 120, rows: 160 },
  fuseBeads: { columns: 29, rows: 29 },
  macramePixel: { columns: 40, rows: 60 },
  latchHook: { columns: 60, rows: 60 },
  quilt: { columns: 20, rows: 20 },
  pixelhobby: { columns: 48, rows: 60 },
  other: { columns: 32, rows: 32 },
};

/** The type a new chart of a craft starts with: colours where the craft has them. */
export function defaultType(craft: GridCraft): ChartType {
  const types = typesForCraft(craft);
  return types.includes('colors') ? 'colors' : (types[0] ?? 'other');
}

/** Why a typed size cannot be used, or undefined: a whole number from 1 to the tier's maximum. */
export function sizeProblem(text: string, premium: boolean): 'invalid' | 'needsPremium' | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return 'invalid';
  const value = Number(text);
  if (value < 1 || value > tierLimits(true).maxGridSize) return 'invalid';
  if (value > tierLimits(premium).maxGridSize) return 'needsPremium';
  return undefined;
}

/** The editor address of a new chart (the editor reads these query parameters). */
export function newChartPath(craft: GridCraft, type: ChartType, columns: number, rows: number): string {
  const query = new URLSearchParams({ craft, type, columns: String(columns), rows: String(rows) });
  return `/nl/c/new?${query}`;
}

/** The picture import address of a craft and type (`/nl/chart/create/{craft}/{type}/convert-picture-photo-image`). */
export function convertPicturePath(craft: GridCraft, type: ChartType): string {
  const kebab = (value: string) => value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `/nl/chart/create/${kebab(craft)}/${kebab(type)}/convert-picture-photo-image`;
}
