/**
 * Where custom lines, part stitches, knots and beads go when rows or columns are inserted or removed, so they stay
 * on the cells they belong to and inside the grid (a save with an item outside the grid is refused by the server).
 * Part stitches belong to a cell; lines, knots and beads sit on the hole lattice (whole numbers are cell edges).
 *
 * Inserting `count` lines before line `index`: items on later cells move along; a lattice point on the edge at
 * `index` moves with the content below it when it belongs there (a line going down from it, a line along the edge
 * that outlines painted cells below it rather than above, or the top edge of the chart), so an outline crossing the
 * insertion stretches and one below it moves whole.
 *
 * Removing lines `index … index + count − 1`: part stitches on them go; knots and beads strictly inside them go; a
 * line lying within them goes, a line crossing them is shortened to the cut, and later items move back.
 */
import type { CustomLine, Ornament, PartStitch } from '@steekwerk/model';
import type { GridAxis } from './ChartDocument';
import type { GridItems } from './gridItems';

type PointKey = 'x' | 'y';

function axisKeys(axis: GridAxis): { cell: PointKey; first: 'x1' | 'y1'; second: 'x2' | 'y2' } {
  return axis === 'rows'
    ? { cell: 'y', first: 'y1', second: 'y2' }
    : { cell: 'x', first: 'x1', second: 'x2' };
}

/**
 * Whether a line lying along the edge before line `index` outlines painted cells after that edge more than before
 * it (so it moves with them when lines are inserted there).
 */
export type EdgeOwner = (line: CustomLine) => boolean;

/** An {@link EdgeOwner} reading the cells on both sides of the edge. */
export function edgeOwnerOfCells(
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
  axis: GridAxis,
  index: number,
): EdgeOwner {
  return (line) => {
    const along = axis === 'rows' ? [line.x1, line.x2] : [line.y1, line.y2];
    const from = Math.max(0, Math.floor(Math.min(along[0]!, along[1]!)));
    const to = Math.min(axis === 'rows' ? columnCount : rowCount, Math.ceil(Math.max(along[0]!, along[1]!)));
    let before = 0;
    let after = 0;
    for (let position = from; position < to; position += 1) {
      const at = (line2: number) =>
        axis === 'rows' ? cells[line2 * columnCount + position] : cells[position * columnCount + line2];
      if (index > 0 && at(index - 1)) before += 1;
      if (index < (axis === 'rows' ? rowCount : columnCount) && at(index)) after += 1;
    }
    return after > before;
  };
}

/** The items after inserting `count` rows or columns before `index` of a grid `lineCount` lines long. */
export function itemsAfterInsert(
  items: GridItems,
  axis: GridAxis,
  index: number,
  count: number,
  lineCount: number,
  edgeOwner: EdgeOwner = () => false,
): GridItems {
  const { cell, first, second } = axisKeys(axis);
  // A point on the edge at `index` belongs below it at the top edge of the chart, above it at the bottom edge.
  const moves = (point: number, other: number, line?: CustomLine) =>
    point > index ||
    (point === index &&
      index < lineCount &&
      (index === 0 || other > index || (other === index && line !== undefined && edgeOwner(line))));
  const shiftPart = (part: PartStitch): PartStitch =>
    part[cell] >= index ? { ...part, [cell]: part[cell] + count } : part;
  const shiftLine = (line: CustomLine): CustomLine => {
    const a = line[first];
    const b = line[second];
    const movedA = moves(a, b, line) ? a + count : a;
    const movedB = moves(b, a, line) ? b + count : b;
    return movedA === a && movedB === b ? line : { ...line, [first]: movedA, [second]: movedB };
  };
  const shiftOrnament = (ornament: Ornament): Ornament =>
    moves(ornament[cell], ornament[cell] + 1) ? { ...ornament, [cell]: ornament[cell] + count } : ornament;
  return {
    customLines: items.customLines.map(shiftLine),
    halfStitches: items.halfStitches.map(shiftPart),
    quarterStitches: items.quarterStitches.map(shiftPart),
    ornaments: items.ornaments.map(shiftOrnament),
  };
}

/** The items after removing `count` rows or columns from `index` on. */
export function itemsAfterRemove(items: GridItems, axis: GridAxis, index: number, count: number): GridItems {
  const { cell, first, second } = axisKeys(axis);
  const end = index + count;
  const mapPoint = (point: number) => (point <= index ? point : point >= end ? point - count : index);
  const keepPart = (part: PartStitch) => part[cell] < index || part[cell] >= end;
  const movePart = (part: PartStitch): PartStitch =>
    part[cell] >= end ? { ...part, [cell]: part[cell] - count } : part;
  const lines: CustomLine[] = [];
  for (const line of items.customLines) {
    const a = line[first];
    const b = line[second];
    const inBand = (point: number) => point >= index && point <= end;
    const onOneEdge = a === b && (a === index || a === end);
    if (inBand(a) && inBand(b) && !onOneEdge) continue;
    const moved = { ...line, [first]: mapPoint(a), [second]: mapPoint(b) };
    if (moved.x1 === moved.x2 && moved.y1 === moved.y2) continue;
    lines.push(moved[first] === a && moved[second] === b ? line : moved);
  }
  return {
    customLines: lines,
    halfStitches: items.halfStitches.filter(keepPart).map(movePart),
    quarterStitches: items.quarterStitches.filter(keepPart).map(movePart),
    ornaments: items.ornaments
      .filter((ornament) => ornament[cell] <= index || ornament[cell] >= end)
      .map((ornament) =>
        ornament[cell] >= end ? { ...ornament, [cell]: ornament[cell] - count } : ornament,
      ),
  };
}

/** Whether every item lies inside a grid of this size (what the server checks before storing a chart). */
export function itemsInsideGrid(items: GridItems, columnCount: number, rowCount: number): boolean {
  const point = (x: number, y: number) => x >= 0 && y >= 0 && x <= columnCount && y <= rowCount;
  const cell = (part: PartStitch) => part.x >= 0 && part.y >= 0 && part.x < columnCount && part.y < rowCount;
  return (
    items.customLines.every((line) => point(line.x1, line.y1) && point(line.x2, line.y2)) &&
    items.halfStitches.every(cell) &&
    items.quarterStitches.every(cell) &&
    items.ornaments.every((ornament) => point(ornament.x, ornament.y))
  );
}
