/**
 * Stitch symbols (spec §3 "Symbol"): drawn from SVG path data in a view box, never from raw SVG markup, so a
 * symbol can be rendered anywhere (atlas, export, palette tile) without trusting user markup.
 */
import { z } from '../parseWithoutEval';
import { hexColorSchema } from '../chart/color';

/** Symbol categories with their Dutch titles. */
export const symbolCategories = [
  { categoryId: 'knitting', title: 'Breien' },
  { categoryId: 'crochet', title: 'Haken' },
  { categoryId: 'crossStitch', title: 'Borduren' },
  { categoryId: 'shapes', title: 'Gevulde vormen' },
  { categoryId: 'outlines', title: 'Open vormen' },
  { categoryId: 'letters', title: 'Letters' },
  { categoryId: 'digits', title: 'Cijfers' },
  { categoryId: 'arrows', title: 'Pijlen' },
  { categoryId: 'lines', title: 'Lijnen en stippen' },
] as const;

export type SymbolCategoryId = (typeof symbolCategories)[number]['categoryId'];

/** Path data: move/line/curve/arc commands and numbers only (no markup, no URLs). */
const pathDataPattern = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;

/** One path of a symbol: stroked with the symbol's line width, or filled. */
export const symbolPathSchema = z.object({
  d: z.string().min(1).max(4000).regex(pathDataPattern),
  fill: z.boolean(),
});
export type SymbolPath = z.infer<typeof symbolPathSchema>;

/** `minX minY width height`, four numbers. */
const viewBoxPattern = /^-?\d+(?:\.\d+)? -?\d+(?:\.\d+)? \d+(?:\.\d+)? \d+(?:\.\d+)?$/;

export const stitchSymbolSchema = z.object({
  symbolId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  /** The Dutch name; names of spec §5 such as "geen steek" mark a no-stitch symbol. */
  title: z.string().min(1).max(80),
  svgViewBox: z.string().regex(viewBoxPattern),
  paths: z.array(symbolPathSchema).min(1).max(32),
  /** Stroke width in view-box units. */
  strokeWidth: z.number().min(0).max(100),
  /** Width in cells (a cable over 4 stitches is 4 cells wide). */
  cells: z.number().int().min(1).max(8),
  categoryIds: z.array(z.string().max(32)).max(8),
  /** A background colour the symbol suggests, or `''`. */
  colorBackground: z.union([hexColorSchema, z.literal('')]),
  /** Free space around the symbol inside its cell, as a share of the cell (0–0.45). */
  gridMarginRatioX: z.number().min(0).max(0.45),
  gridMarginRatioY: z.number().min(0).max(0.45),
});
export type StitchSymbol = z.infer<typeof stitchSymbolSchema>;

/** The view box as numbers. */
export function parseViewBox(viewBox: string): { x: number; y: number; width: number; height: number } {
  const [x = 0, y = 0, width = 100, height = 100] = viewBox.split(' ').map(Number);
  return { x, y, width, height };
}
