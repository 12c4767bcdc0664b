import { describe, expect, it } from 'vitest';
import { rulerStripOffset } from '../render/rulerLabels';
import {
  clampScroll,
  clearArea,
  fitZoom,
  placeGrid,
  rulerSpace,
  scrollCellIntoView,
  type Camera,
  type GridExtent,
  type ViewInsets,
} from './camera';

const camera = (changes: Partial<Camera> = {}): Camera => ({
  zoom: 3,
  aspect: 1,
  scrollX: 0,
  scrollY: 0,
  viewWidth: 900,
  viewHeight: 600,
  ...changes,
});

/** Where the last column ends and the last row ends, and where the rulers' strips begin, as RulerCanvas places them. */
function edgesAtTheEnd(start: Camera, grid: GridExtent) {
  const end = clampScroll({ ...start, scrollX: 1e9, scrollY: 1e9 }, grid);
  const placement = placeGrid(end, grid);
  const insets = end.insets ?? { right: 0, bottom: 0 };
  const clearView = { width: end.viewWidth - insets.right, height: end.viewHeight - insets.bottom };
  return {
    lastColumnRight: placement.originX + grid.columnCount * placement.cellWidth,
    lastRowBottom: placement.originY + grid.rowCount * placement.cellHeight,
    rowsRuler: rulerStripOffset('rows', placement, grid, clearView, rulerSpace.right),
    columnsRuler: rulerStripOffset('columns', placement, grid, clearView, rulerSpace.bottom),
    overlayLeft: end.viewWidth - insets.right,
    overlayTop: end.viewHeight - insets.bottom,
  };
}

const views = {
  desktop: { viewWidth: 900, viewHeight: 600 },
  phone: { viewWidth: 390, viewHeight: 420 },
} as const;
const grids: GridExtent[] = [
  { columnCount: 40, rowCount: 40 },
  { columnCount: 200, rowCount: 150 },
  { columnCount: 7, rowCount: 900 },
];
const insetChoices: ViewInsets[] = [
  { right: 0, bottom: 0 },
  { right: 0, bottom: 84 },
  { right: 30, bottom: 120 },
];

describe('the last row and column at the end of scrolling', () => {
  for (const [name, view] of Object.entries(views)) {
    for (const insets of insetChoices) {
      it(`come fully clear of the rulers and of overlays ${JSON.stringify(insets)} on a ${name}`, () => {
        for (const grid of grids) {
          for (const zoom of [1, 3, 6, 10]) {
            for (const aspect of [0.5, 1, 1.5]) {
              const edges = edgesAtTheEnd(camera({ ...view, zoom, aspect, insets }), grid);
              expect(edges.lastRowBottom).toBeLessThanOrEqual(edges.columnsRuler);
              expect(edges.lastColumnRight).toBeLessThanOrEqual(edges.rowsRuler);
              expect(edges.columnsRuler + rulerSpace.bottom).toBeLessThanOrEqual(edges.overlayTop);
              expect(edges.rowsRuler + rulerSpace.right).toBeLessThanOrEqual(edges.overlayLeft);
            }
          }
        }
      });
    }
  }

  it('leaves room for an overlay also when the grid fits the view (fit to view)', () => {
    const grid = { columnCount: 60, rowCount: 80 };
    const insets = { right: 0, bottom: 90 };
    const fitted = camera({
      ...views.phone,
      insets,
      zoom: fitZoom({ ...views.phone, aspect: 1, insets }, grid),
    });
    const placement = placeGrid(fitted, grid);
    expect(placement.contentHeight).toBeLessThanOrEqual(fitted.viewHeight);
    expect(placement.originY + grid.rowCount * placement.cellHeight + rulerSpace.bottom).toBeLessThanOrEqual(
      fitted.viewHeight - insets.bottom,
    );
  });

  it('scrolls a cell that lies under the bottom ruler or an overlay clear of it', () => {
    const grid = { columnCount: 40, rowCount: 40 };
    const start = camera({ viewHeight: 560, insets: { right: 0, bottom: 60 } });
    const placement = placeGrid(start, grid);
    // Row 26 ends below the clear area (560 − 20 − 60 = 480) but above the view's bottom: covered, not off screen.
    const rowBottom = placement.originY + 27 * placement.cellHeight;
    expect(rowBottom).toBeGreaterThan(clearArea(start).height);
    expect(rowBottom).toBeLessThan(start.viewHeight);
    const moved = placeGrid(scrollCellIntoView(start, grid, 3, 26), grid);
    expect(moved.originY + 27 * moved.cellHeight).toBeLessThanOrEqual(clearArea(start).height);
    // A cell already clear does not move the view.
    expect(scrollCellIntoView(start, grid, 3, 2)).toEqual(start);
  });

  it('reads no insets as none and ignores negative ones', () => {
    const grid = { columnCount: 100, rowCount: 100 };
    expect(placeGrid(camera(), grid).contentHeight).toBe(
      placeGrid(camera({ insets: { right: 0, bottom: 0 } }), grid).contentHeight,
    );
    expect(clearArea(camera({ viewWidth: 10, viewHeight: 10, insets: { right: 50, bottom: 50 } }))).toEqual({
      width: 0,
      height: 0,
    });
  });

  it('makes room for rulers left of and above the grid: the strips there cover no cell at the start', () => {
    const grid = { columnCount: 200, rowCount: 200 };
    const leading = { left: rulerSpace.right, top: rulerSpace.bottom };
    const plain = placeGrid(camera(), grid);
    const roomy = placeGrid(camera({ leading }), grid);
    expect(roomy.originX - plain.originX).toBe(leading.left);
    expect(roomy.originY - plain.originY).toBe(leading.top);
    expect(roomy.contentWidth - plain.contentWidth).toBe(leading.left);
    const strip = rulerStripOffset(
      'rows',
      roomy,
      grid,
      { width: 900, height: 600 },
      rulerSpace.right,
      'start',
    );
    expect(strip + rulerSpace.right).toBeLessThanOrEqual(roomy.originX);
    expect(fitZoom(camera({ leading }), { columnCount: 50, rowCount: 50 })).toBeLessThanOrEqual(
      fitZoom(camera(), { columnCount: 50, rowCount: 50 }),
    );
    // Scrolled on, a cell under the left strip is scrolled clear of it.
    const scrolled = camera({ leading, scrollX: 300 });
    const placement = placeGrid(scrolled, grid);
    const column = Math.floor((10 - placement.originX) / placement.cellWidth);
    const moved = placeGrid(scrollCellIntoView(scrolled, grid, column, 5), grid);
    expect(moved.originX + column * moved.cellWidth).toBeGreaterThanOrEqual(leading.left);
  });
});
