/**
 * A chart snapshot cut to a rectangle or turned a quarter at a time, for the download screen's "only the selection"
 * and "rotation" (spec §3 export settings `selectedAreaOnly`, `rotation`). Everything placed on the grid moves with
 * its cells: lines and knots by their lattice points, half and quarter stitches by their cell and corner; the done
 * cells, the ruler's ignored lines, the work directions and the gauge follow. Items that do not lie wholly inside a
 * cut are left out. The result is a snapshot like any other: every writer takes it as it is.
 */
import {
  noSelectedArea,
  type CellArea,
  type AlongDirection,
  type CustomLine,
  type GridSettings,
  type LineSequence,
  type Ornament,
  type PartStitch,
} from '@steekwerk/model';
import type { ChartSnapshot } from './chartSnapshot';
import { turnFreeformQuarter } from '../freeform/freeformTurn';

/** The quarter turns a download may ask for, clockwise. */
export type QuarterTurns = 0 | 90 | 180 | 270;

function cropBytes(bytes: Uint8Array, columnCount: number, area: CellArea): Uint8Array {
  const out = new Uint8Array(area.width * area.height);
  for (let row = 0; row < area.height; row += 1) {
    const from = (area.y + row) * columnCount + area.x;
    out.set(bytes.subarray(from, from + area.width), row * area.width);
  }
  return out;
}

const inside = (value: number, low: number, high: number) => value >= low && value <= high;

/** The snapshot of the cells of `area` only (clamped to the grid); the whole snapshot for an empty area. */
export function cropSnapshot(snapshot: ChartSnapshot, area: CellArea): ChartSnapshot {
  const { chart } = snapshot;
  const { columnCount, rowCount } = chart.grid.settings.size;
  const x = Math.max(0, Math.min(columnCount - 1, Math.floor(area.x)));
  const y = Math.max(0, Math.min(rowCount - 1, Math.floor(area.y)));
  const width = Math.max(0, Math.min(columnCount - x, Math.floor(area.width)));
  const height = Math.max(0, Math.min(rowCount - y, Math.floor(area.height)));
  if (width === 0 || height === 0) return snapshot;
  const cut: CellArea = { x, y, width, height };
  const onLattice = (px: number, py: number) => inside(px, x, x + width) && inside(py, y, y + height);
  const inCut = (cx: number, cy: number) => inside(cx, x, x + width - 1) && inside(cy, y, y + height - 1);
  const grid = chart.grid;
  const ruler = grid.settings.ruler;
  const settings: GridSettings = {
    ...grid.settings,
    size: { columnCount: width, rowCount: height },
    selectedArea: { ...noSelectedArea },
    ruler: {
      ...ruler,
      ignoredColumns: ruler.ignoredColumns.filter((c) => inside(c, x, x + width - 1)).map((c) => c - x),
      ignoredRows: ruler.ignoredRows.filter((r) => inside(r, y, y + height - 1)).map((r) => r - y),
    },
  };
  const part = (stitch: PartStitch): PartStitch => ({ ...stitch, x: stitch.x - x, y: stitch.y - y });
  return {
    chart: {
      ...chart,
      grid: {
        ...grid,
        settings,
        customLines: grid.customLines
          .filter((line) => onLattice(line.x1, line.y1) && onLattice(line.x2, line.y2))
          .map((line) => ({ ...line, x1: line.x1 - x, y1: line.y1 - y, x2: line.x2 - x, y2: line.y2 - y })),
        halfStitches: grid.halfStitches.filter((stitch) => inCut(stitch.x, stitch.y)).map(part),
        quarterStitches: grid.quarterStitches.filter((stitch) => inCut(stitch.x, stitch.y)).map(part),
        ornaments: grid.ornaments
          .filter((ornament) => onLattice(ornament.x, ornament.y))
          .map((ornament) => ({ ...ornament, x: ornament.x - x, y: ornament.y - y })),
      },
    },
    cells: cropBytes(snapshot.cells, columnCount, cut),
    ...(snapshot.layerCells
      ? { layerCells: snapshot.layerCells.map((layer) => cropBytes(layer, columnCount, cut)) }
      : {}),
    ...(snapshot.done ? { done: cropBytes(snapshot.done, columnCount, cut) } : {}),
  };
}

/** A quarter turn clockwise of every straight and diagonal work direction. */
const turnedDirection: Readonly<Record<string, string>> = {
  leftToRight: 'topToBottom',
  topToBottom: 'rightToLeft',
  rightToLeft: 'bottomToTop',
  bottomToTop: 'leftToRight',
  diagonalFromTopLeft: 'diagonalFromTopRight',
  diagonalFromTopRight: 'diagonalFromBottomRight',
  diagonalFromBottomRight: 'diagonalFromBottomLeft',
  diagonalFromBottomLeft: 'diagonalFromTopLeft',
};

function turnDirection<D extends string>(direction: D): D {
  const alternating = direction.endsWith('Alternating');
  const base = alternating ? direction.slice(0, -'Alternating'.length) : direction;
  const turned = turnedDirection[base] ?? base;
  return (alternating ? `${turned}Alternating` : turned) as D;
}

/** A quarter turn clockwise of a ruler side: row numbers on the right go below, column numbers below go left. */
function turnSide(side: GridSettings['ruler']['horizontal']): GridSettings['ruler']['vertical'] {
  return side === 'onlyRight' ? 'onlyBottom' : side === 'onlyBottom' ? 'both' : side;
}

/** One quarter turn clockwise: cell (x, y) goes to (rowCount − 1 − y, x); a lattice point (X, Y) to (rowCount − Y, X). */
function quarterTurn(snapshot: ChartSnapshot): ChartSnapshot {
  const { chart } = snapshot;
  const { columnCount, rowCount } = chart.grid.settings.size;
  const turnBytes = (bytes: Uint8Array) => {
    const out = new Uint8Array(bytes.length);
    for (let y = 0; y < rowCount; y += 1) {
      for (let x = 0; x < columnCount; x += 1)
        out[x * rowCount + (rowCount - 1 - y)] = bytes[y * columnCount + x]!;
    }
    return out;
  };
  const grid = chart.grid;
  const settings = grid.settings;
  const ruler = settings.ruler;
  // A corner (left, top) turns clockwise: top-left → top-right → bottom-right → bottom-left → top-left.
  const part = (stitch: PartStitch): PartStitch => ({
    ...stitch,
    x: rowCount - 1 - stitch.y,
    y: stitch.x,
    left: !stitch.top,
    top: stitch.left,
  });
  const line = (item: CustomLine): CustomLine => ({
    ...item,
    x1: rowCount - item.y1,
    y1: item.x1,
    x2: rowCount - item.y2,
    y2: item.x2,
  });
  const ornament = (item: Ornament): Ornament => ({ ...item, x: rowCount - item.y, y: item.x });
  const gauge = settings.gauge;
  return {
    chart: {
      ...chart,
      freeform: turnFreeformQuarter(chart.freeform),
      grid: {
        ...grid,
        settings: {
          ...settings,
          size: { columnCount: rowCount, rowCount: columnCount },
          direction1: turnDirection<LineSequence>(settings.direction1),
          direction2: turnDirection<AlongDirection>(settings.direction2),
          selectedArea: { ...noSelectedArea },
          gauge: {
            ...gauge,
            gaugeHorizontal: gauge.gaugeVertical,
            gaugeVertical: gauge.gaugeHorizontal,
            swatchStitches: gauge.swatchRows,
            swatchRows: gauge.swatchStitches,
            swatchWidth: gauge.swatchHeight,
            swatchHeight: gauge.swatchWidth,
          },
          ruler: {
            ...ruler,
            horizontal: turnSide(ruler.vertical),
            vertical: turnSide(ruler.horizontal),
            horizontalDirection: ruler.verticalDirection === 'bottomToTop' ? 'leftToRight' : 'rightToLeft',
            verticalDirection: ruler.horizontalDirection === 'leftToRight' ? 'topToBottom' : 'bottomToTop',
            ignoredColumns: ruler.ignoredRows.map((row) => rowCount - 1 - row),
            ignoredRows: [...ruler.ignoredColumns],
          },
        },
        customLines: grid.customLines.map(line),
        halfStitches: grid.halfStitches.map(part),
        quarterStitches: grid.quarterStitches.map(part),
        ornaments: grid.ornaments.map(ornament),
      },
    },
    cells: turnBytes(snapshot.cells),
    ...(snapshot.layerCells ? { layerCells: snapshot.layerCells.map(turnBytes) } : {}),
    ...(snapshot.done ? { done: turnBytes(snapshot.done) } : {}),
  };
}

/** The snapshot turned clockwise by `degrees` (0, 90, 180 or 270). */
export function rotateSnapshot(snapshot: ChartSnapshot, degrees: QuarterTurns): ChartSnapshot {
  let turned = snapshot;
  for (let turn = 0; turn < degrees / 90; turn += 1) turned = quarterTurn(turned);
  return turned;
}
