import { describe, expect, it } from 'vitest';
import {
  cellAspectFromGauge,
  cellAtPoint,
  clampScroll,
  fitZoom,
  placeGrid,
  zoomAround,
  type Camera,
} from './camera';
import {
  cellSizeForZoom,
  clampZoom,
  defaultZoom,
  levelFromZoom,
  stepZoom,
  zoomAfterWheel,
  zoomForCellSize,
  zoomFromLevel,
} from './zoom';

describe('zoom mapping', () => {
  it('maps the slider scale (default 30) to zoom 3 and 18 px cells', () => {
    expect(defaultZoom).toBe(3);
    expect(zoomFromLevel(30)).toBe(3);
    expect(levelFromZoom(3)).toBe(30);
    expect(cellSizeForZoom(3)).toBe(18);
  });

  it('clamps zoom to 0.2–10', () => {
    expect(clampZoom(0.01)).toBe(0.2);
    expect(clampZoom(25)).toBe(10);
    expect(zoomFromLevel(1)).toBe(0.2);
    expect(zoomFromLevel(500)).toBe(10);
    expect(clampZoom(Number.NaN)).toBe(3);
    expect(cellSizeForZoom(0.2)).toBeCloseTo(0.08);
    expect(cellSizeForZoom(10)).toBe(200);
  });

  it('steps by × or ÷ 1.25 per click, rounded to 0.2, at least one step, within 0.2–10', () => {
    expect(stepZoom(3, 1)).toBe(3.8);
    expect(stepZoom(3, -1)).toBe(2.4);
    expect(stepZoom(3.1, 1)).toBe(3.8);
    expect(stepZoom(0.2, 1)).toBe(0.4);
    expect(stepZoom(0.4, -1)).toBe(0.2);
    expect(stepZoom(10, 1)).toBe(10);
    expect(stepZoom(9, 1)).toBe(10);
    expect(stepZoom(0.2, -1)).toBe(0.2);
    expect(stepZoom(Number.NaN, 1)).toBe(3.8);
    // Every click below the bound moves the cell size by at least a fifth; 0.2 → 10 takes fewer than 20 clicks.
    let zoom = 0.2;
    let clicks = 0;
    while (zoom < 10) {
      const next = stepZoom(zoom, 1);
      if (next < 10) expect(cellSizeForZoom(next) / cellSizeForZoom(zoom)).toBeGreaterThanOrEqual(1.2);
      zoom = next;
      clicks += 1;
    }
    expect(clicks).toBeLessThan(20);
    for (let step = 0; step < 40; step += 1) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(0.2);
  });

  it('zooms continuously with the wheel and inverts cell sizes', () => {
    expect(zoomAfterWheel(3, -100)).toBeGreaterThan(3);
    expect(zoomAfterWheel(3, 100)).toBeLessThan(3);
    expect(zoomForCellSize(18)).toBeCloseTo(3);
  });
});

const camera = (changes: Partial<Camera> = {}): Camera => ({
  zoom: 3,
  aspect: 1,
  scrollX: 0,
  scrollY: 0,
  viewWidth: 1000,
  viewHeight: 600,
  ...changes,
});

describe('camera', () => {
  it('centres a small grid and places a large one by the scroll offset', () => {
    const small = placeGrid(camera(), { columnCount: 10, rowCount: 10 });
    expect(small.originX).toBe((1000 - 236) / 2 + 8);
    const large = placeGrid(camera({ scrollX: 100, scrollY: 50 }), { columnCount: 100, rowCount: 100 });
    expect(large.originX).toBe(-92);
    expect(large.originY).toBe(-42);
  });

  it('finds the cell under a point and keeps it there while zooming', () => {
    const grid = { columnCount: 200, rowCount: 200 };
    const start = camera({ scrollX: 300, scrollY: 200 });
    const before = cellAtPoint(start, grid, 400, 300);
    const zoomed = zoomAround(start, grid, 5, 400, 300);
    const after = cellAtPoint(zoomed, grid, 400, 300);
    expect(after.column).toBeCloseTo(before.column);
    expect(after.row).toBeCloseTo(before.row);
  });

  it('fits any grid, clamps scrolling and takes the cell aspect from the gauge', () => {
    const fit = fitZoom(camera(), { columnCount: 4000, rowCount: 4000 });
    expect(cellSizeForZoom(fit) * 4000).toBeLessThanOrEqual(600);
    expect(
      clampScroll(camera({ scrollX: -5, scrollY: 99_999 }), { columnCount: 100, rowCount: 100 }),
    ).toMatchObject({
      scrollX: 0,
      scrollY: 1836 - 600,
    });
    const gauge = {
      unit: 'in' as const,
      adjustGrid: true,
      gaugeHorizontal: 20,
      gaugeVertical: 28,
      swatchStitches: 0,
      swatchRows: 0,
      swatchWidth: 0,
      swatchHeight: 0,
    };
    expect(cellAspectFromGauge(gauge)).toBeCloseTo(20 / 28);
    expect(cellAspectFromGauge({ ...gauge, gaugeVertical: 0 })).toBe(1);
    expect(cellAspectFromGauge({ ...gauge, adjustGrid: false })).toBe(1);
    expect(cellAspectFromGauge({ ...gauge, gaugeVertical: 100 })).toBe(0.5);
  });
});
