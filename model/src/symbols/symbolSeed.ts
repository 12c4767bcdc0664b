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

/** An ellipse as path data. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M ${cx - rx} ${cy} A ${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A ${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z`;

/** A closed polygon through points given as `[x, y]` pairs. */
export const polygon = (points: readonly (readonly [number, number])[]) =>
  `M ${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L ')} Z`;

const round = (value: number) => Math.round(value * 10) / 10;

/** A regular polygon of `sides` corners around (cx, cy), the first corner straight up. */
export const regularPolygon = (cx: number, cy: number, radius: number, sides: number) =>
  polygon(
    Array.from({ length: sides }, (_, index) => {
      const angle = -Math.PI / 2 + (index * 2 * Math.PI) / sides;
      return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
    }),
  );
