/**
 * Turning and mirroring a preview layer's content (spec §4): pure functions over its cells and items, in the
 * layer's own coordinates (cells from its top-left cell, lines and ornaments on its hole lattice from its top-left
 * corner).
 *
 * - A quarter turn clockwise takes cell (c, r) of a layer `rows` high to (rows − 1 − r, c) and a lattice point
 *   (x, y) to (rows − y, x); the layer becomes `rows` wide and `columns` high. A half or quarter stitch keeps its
 *   cell's corner as the corner turns with it: top-left → top-right → bottom-right → bottom-left → top-left.
 * - Mirroring flips the columns: cell (c, r) goes to (columns − 1 − c, r), a point (x, y) to (columns − x, y), and a
 *   half or quarter stitch changes sides (its `left` flips, its `top` stays), so a half stitch along `/` becomes one
 *   along `\`.
 */
import type { CustomLine, Ornament, PartStitch } from '@steekwerk/model';
import type { GridItems } from '../document/gridItems';
import type { LayerCells } from '../document/previewLayer';

type Point = readonly [number, number];

/** Where a layer's content goes: a lattice point, a cell (by index), and a part stitch's corner. */
interface Mapping {
  readonly columnCount: number;
  readonly rowCount: number;
  point(x: number, y: number): Point;
  /** The index in the new cells of cell (column, row) of the old (no tuple: a block has up to millions). */
  cellIndex(column: number, row: number): number;
  corner(left: boolean, top: boolean): readonly [left: boolean, top: boolean];
}

function mapPart(part: PartStitch, mapping: Mapping): PartStitch {
  // A cell is the unit square from its top-left corner; its image's top-left is the least of the mapped corners.
  const [ax, ay] = mapping.point(part.x, part.y);
  const [bx, by] = mapping.point(part.x + 1, part.y + 1);
  const [left, top] = mapping.corner(part.left, part.top);
  return { ...part, x: Math.min(ax, bx), y: Math.min(ay, by), left, top };
}

function mapItems(items: GridItems | undefined, mapping: Mapping): GridItems | undefined {
  if (!items) return undefined;
  const line = (item: CustomLine): CustomLine => {
    const [x1, y1] = mapping.point(item.x1, item.y1);
    const [x2, y2] = mapping.point(item.x2, item.y2);
    return { ...item, x1, y1, x2, y2 };
  };
  const ornament = (item: Ornament): Ornament => {
    const [x, y] = mapping.point(item.x, item.y);
    return { ...item, x, y };
  };
  return {
    customLines: items.customLines.map(line),
    halfStitches: items.halfStitches.map((part) => mapPart(part, mapping)),
    quarterStitches: items.quarterStitches.map((part) => mapPart(part, mapping)),
    ornaments: items.ornaments.map(ornament),
  };
}

/** The content with every cell and item taken where the mapping says. */
function mapLayer<Content extends LayerCells>(content: Content, mapping: Mapping): Content {
  const { columnCount, rowCount, cells } = content;
  const mapped = new Uint8Array(cells.length);
  for (let row = 0; row < rowCount; row += 1) {
    for (let column = 0; column < columnCount; column += 1) {
      mapped[mapping.cellIndex(column, row)] = cells[row * columnCount + column] ?? 0;
    }
  }
  const items = mapItems(content.items, mapping);
  return {
    ...content,
    columnCount: mapping.columnCount,
    rowCount: mapping.rowCount,
    cells: mapped,
    ...(items ? { items } : {}),
  };
}

/** The content turned a quarter clockwise (four turns give it back unchanged). */
export function rotateContent<Content extends LayerCells>(content: Content): Content {
  const rows = content.rowCount;
  return mapLayer(content, {
    columnCount: content.rowCount,
    rowCount: content.columnCount,
    point: (x, y) => [rows - y, x],
    cellIndex: (column, row) => column * rows + (rows - 1 - row),
    // Clockwise: top-left → top-right → bottom-right → bottom-left.
    corner: (left, top) => [!top, left],
  });
}

/** The content mirrored left to right (twice gives it back unchanged). */
export function mirrorContent<Content extends LayerCells>(content: Content): Content {
  const columns = content.columnCount;
  return mapLayer(content, {
    columnCount: content.columnCount,
    rowCount: content.rowCount,
    point: (x, y) => [columns - x, y],
    cellIndex: (column, row) => row * columns + (columns - 1 - column),
    corner: (left, top) => [!left, top],
  });
}
