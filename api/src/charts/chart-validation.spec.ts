import { loadEngineNode, type Engine } from '@steekwerk/engine/node';
import {
  createChartState,
  createPaletteStyle,
  freeTierLimits,
  premiumTierLimits,
  type ChartState,
} from '@steekwerk/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateChartForSave } from './chart-validation';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineNode();
});

function chartOf(columnCount: number, rowCount: number, cells?: Uint8Array, styleCount = 2): ChartState {
  const bytes = cells ?? new Uint8Array(columnCount * rowCount);
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount, rowCount },
    rows: engine.encodeRows(bytes, columnCount, rowCount),
    styles: Array.from({ length: styleCount }, (_, index) => createPaletteStyle(index + 1)),
  });
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('validateChartForSave', () => {
  it('decodes the cells and takes the rows out of the stored state', () => {
    const cells = Uint8Array.from([0, 1, 2, 1, 0, 2]);
    const validated = validateChartForSave(chartOf(3, 2, cells), engine, freeTierLimits);
    expect([...validated.cells]).toEqual([0, 1, 2, 1, 0, 2]);
    expect(validated.state.grid.rows).toBe('');
    expect(validated).toMatchObject({ columnCount: 3, rowCount: 2 });
  });

  it('refuses rows that do not fit the size with exactly "Invalid grid rows"', () => {
    const state = chartOf(3, 2);
    const wrongSize = {
      ...state,
      grid: { ...state.grid, settings: { ...state.grid.settings, size: { columnCount: 4, rowCount: 2 } } },
    };
    expect(messageOf(() => validateChartForSave(wrongSize, engine, freeTierLimits))).toBe(
      'Invalid grid rows',
    );
    const garbage = { ...state, grid: { ...state.grid, rows: '1:!!!!!!!!' } };
    expect(messageOf(() => validateChartForSave(garbage, engine, freeTierLimits))).toBe('Invalid grid rows');
  });

  it('holds free users to 400 × 400 and 60 styles, premium users to 2000 × 2000 and 255', () => {
    expect(messageOf(() => validateChartForSave(chartOf(401, 1), engine, freeTierLimits))).toBe(
      'Deze chart is groter dan je abonnement toestaat. Hoogstens 400 × 400 steken.',
    );
    expect(() => validateChartForSave(chartOf(401, 1), engine, premiumTierLimits)).not.toThrow();
    expect(
      messageOf(() => validateChartForSave(chartOf(1, 1, undefined, 61), engine, freeTierLimits)),
    ).toMatch(/meer stijlen dan je abonnement toestaat. Hoogstens 60 stijlen./);
  });

  it('refuses cells, lines and stitches with styles not in the palette, and items outside the grid', () => {
    expect(
      messageOf(() => validateChartForSave(chartOf(2, 1, Uint8Array.from([1, 9])), engine, freeTierLimits)),
    ).toMatch(/stijl die niet in het palet staat. Stijl 9 ontbreekt./);
    const state = chartOf(2, 2);
    const badLine = {
      ...state,
      grid: { ...state.grid, customLines: [{ x1: 0, y1: 0, x2: 1, y2: 1, styleId: 7 }] },
    };
    expect(messageOf(() => validateChartForSave(badLine, engine, freeTierLimits))).toMatch(
      /Stijl 7 ontbreekt/,
    );
    const outside = {
      ...state,
      grid: { ...state.grid, halfStitches: [{ x: 2, y: 0, left: true, top: true, styleId: 1 }] },
    };
    expect(messageOf(() => validateChartForSave(outside, engine, freeTierLimits))).toBe(
      'Een lijn of steek ligt buiten het raster.',
    );
  });

  it('takes knots and beads on the hole lattice up to the far edges, and refuses unknown styles and outside places', () => {
    const state = chartOf(3, 2);
    const withOrnaments = (ornaments: ChartState['grid']['ornaments']): ChartState => ({
      ...state,
      grid: { ...state.grid, ornaments },
    });
    const onEdges = withOrnaments([
      { x: 3, y: 2, kind: 'knot', styleId: 1 },
      { x: 0, y: 0, kind: 'bead', sizeMm: 4, styleId: 2 },
    ]);
    expect(validateChartForSave(onEdges, engine, freeTierLimits).state.grid.ornaments).toEqual(
      onEdges.grid.ornaments,
    );
    expect(
      messageOf(() =>
        validateChartForSave(
          withOrnaments([{ x: 1, y: 1, kind: 'bead', styleId: 3 }]),
          engine,
          freeTierLimits,
        ),
      ),
    ).toBe('Een steek gebruikt een stijl die niet in het palet staat. Stijl 3 ontbreekt.');
    for (const [x, y] of [
      [3.5, 1],
      [1, 2.0625],
    ] as const) {
      expect(
        messageOf(() =>
          validateChartForSave(withOrnaments([{ x, y, kind: 'knot', styleId: 1 }]), engine, freeTierLimits),
        ),
      ).toBe('Een lijn of steek ligt buiten het raster.');
    }
  });

  it('holds a freeform chart to the tier: 500 × 500 and 5 000 symbols free, 2000 × 2000 and 100 000 premium', () => {
    const base = chartOf(1, 1);
    const freeform = (width: number, height: number, count = 0, styleId = 1): ChartState => ({
      ...base,
      freeform: {
        ...base.freeform,
        size: { width, height },
        symbols: Array.from({ length: count }, () => ({
          layerId: 1,
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          rotate: 0,
          size: 1,
          styleId,
        })),
      },
    });
    expect(() => validateChartForSave(freeform(500, 500, 5_000), engine, freeTierLimits)).not.toThrow();
    expect(messageOf(() => validateChartForSave(freeform(501, 1), engine, freeTierLimits))).toBe(
      'Deze chart is groter dan je abonnement toestaat. Hoogstens 500 × 500 voor een vrije vorm.',
    );
    expect(messageOf(() => validateChartForSave(freeform(1, 1, 5_001), engine, freeTierLimits))).toBe(
      'Deze chart is groter dan je abonnement toestaat. Hoogstens 5.000 symbolen.',
    );
    expect(() => validateChartForSave(freeform(2000, 2000, 5_001), engine, premiumTierLimits)).not.toThrow();
    expect(messageOf(() => validateChartForSave(freeform(1, 2001), engine, premiumTierLimits))).toMatch(
      /Hoogstens 2000 × 2000/,
    );
    expect(messageOf(() => validateChartForSave(freeform(1, 1, 1, 9), engine, freeTierLimits))).toMatch(
      /Stijl 9 ontbreekt/,
    );
    expect(messageOf(() => validateChartForSave(freeform(1, 1, 1, 0), engine, freeTierLimits))).toMatch(
      /Stijl 0 ontbreekt/,
    );
  });
});
