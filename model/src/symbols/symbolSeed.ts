/** How the built-in symbols are written down: a seed of id, Dutch title, paths and width in cells. */
import type { StitchSymbol, SymbolPath } from './symbol';

/** A path drawn as a line. */
export const stroke = (d: string): SymbolPath => ({ d, fill: false });
/** A path filled. */
export const fill = (d: string): SymbolPath => ({ d, fill: true });

/** A circle as path data (two arcs). */
export const circle = (cx: number, cy: number, r: number) =>
  `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

export interface SymbolSeed {
  readonly symbolId: string;
  readonly title: string;
  readonly paths: readonly SymbolPath[];
  readonly categoryIds: readonly string[];
  readonly cells?: number;
  readonly strokeWidth?: number;
  readonly colorBackground?: string;
}

/** A symbol of a seed: a view box 100 units high and 100 wide per cell, a 10 % margin. */
export function symbol(seed: SymbolSeed): StitchSymbol {
  const cells = seed.cells ?? 1;
  return {
    symbolId: seed.symbolId,
    title: seed.title,
    svgViewBox: `0 0 ${cells * 100} 100`,
    paths: [...seed.paths],
    strokeWidth: seed.strokeWidth ?? 8,
    cells,
    categoryIds: [...seed.categoryIds],
    colorBackground: seed.colorBackground ?? '',
    gridMarginRatioX: 0.1,
    gridMarginRatioY: 0.1,
  };
}
