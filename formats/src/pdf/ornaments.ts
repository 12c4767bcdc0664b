/**
 * French knots and beads on a chart page: a knot is a small filled dot, a bead a ring as wide as the bead on the
 * fabric (chart/ornamentSizes.ts). Both are drawn in the style's colour over a thin halo in the
 * contrasting colour, so they stay visible on a cell of the same colour; in black-and-white mode they are black on a
 * white halo.
 */
import type { Ornament } from '@steekwerk/model';
import { beadRadiusInCells, knotRadiusCells } from '../chart/ornamentSizes';
import { circlePath, fillOperator, hundredths, strokeOperator, type Rgb } from './contentOperands';
import type { StyleInk } from './chartPage';
import type { PageTile } from './pageTiling';

export interface OrnamentPlacement {
  tile: PageTile;
  cellPt: number;
  fabricCount: number;
  inks: ReadonlyMap<number, StyleInk>;
  /** The page x of a hole-lattice column and the page y of a row. */
  x: (column: number) => number;
  y: (row: number) => number;
}

const black: Rgb = [0, 0, 0];
const white: Rgb = [1, 1, 1];

/** The content operators (in hundredths of a point) of the knots and beads that touch the tile. */
export function ornamentsContent(ornaments: readonly Ornament[], place: OrnamentPlacement): string[] {
  const { tile, cellPt, inks } = place;
  const out: string[] = [];
  const ringWidth = Math.max(0.5, cellPt * 0.12);
  const halo = Math.max(0.35, cellPt * 0.05);
  for (const ornament of ornaments) {
    const radius =
      ornament.kind === 'knot' ? knotRadiusCells : beadRadiusInCells(ornament.sizeMm, place.fabricCount);
    const reach = radius + 0.5;
    if (
      ornament.x < tile.column0 - reach ||
      ornament.x > tile.column1 + reach ||
      ornament.y < tile.row0 - reach ||
      ornament.y > tile.row1 + reach
    )
      continue;
    const ink = inks.get(ornament.styleId);
    const mark = ink?.fill ?? black;
    const contrast = ink?.fill ? ink.ink : white;
    const cx = place.x(ornament.x);
    const cy = place.y(ornament.y);
    const radiusPt = radius * cellPt;
    if (ornament.kind === 'knot') {
      out.push(`${fillOperator(contrast)} ${circlePath(cx, cy, radiusPt + halo)} f`);
      out.push(`${fillOperator(mark)} ${circlePath(cx, cy, radiusPt)} f`);
    } else {
      const path = circlePath(cx, cy, radiusPt);
      out.push(`${strokeOperator(contrast)} ${hundredths(ringWidth + 2 * halo)} w ${path} S`);
      out.push(`${strokeOperator(mark)} ${hundredths(ringWidth)} w ${path} S`);
    }
  }
  return out;
}
