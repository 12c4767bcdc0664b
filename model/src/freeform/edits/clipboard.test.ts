import { describe, expect, it } from 'vitest';
import { createPalette, createPaletteStyle } from '../../chart/palette';
import { boundingBoxOf } from '../geometry';
import {
  copyFreeformSelection,
  decodeFreeformClipboard,
  encodeFreeformClipboard,
  planFreeformPaste,
  type PasteTarget,
} from './clipboard';
import { chartSize, symbolAt } from './testSymbols';

const red = createPaletteStyle(1, { symbolId: 'chain', colorBackground: '#ff0000' });
const blue = createPaletteStyle(2, { symbolId: 'dc', colorBackground: '#0000ff' });
const green = createPaletteStyle(3, { symbolId: 'sc', colorBackground: '#00ff00' });
const palette = createPalette([red, blue, green]);
// Boxes 90–110 × 90–110 and 130–170 × 180–220 (size 2), and one not selected.
const symbols = [
  symbolAt(100, 100, { styleId: 1, layerId: 2 }),
  symbolAt(150, 200, { styleId: 2, size: 2, rotate: 30 }),
  symbolAt(400, 400, { styleId: 3 }),
];

function target(overrides: Partial<PasteTarget> = {}): PasteTarget {
  return {
    palette: createPalette([createPaletteStyle(1, { symbolId: 'dc', colorBackground: '#0000ff' })]),
    maxStyles: 60,
    layerId: 5,
    centre: { x: 250, y: 250 },
    size: chartSize,
    symbolCount: 0,
    maxSymbols: 5000,
    ...overrides,
  };
}

describe('copying a freeform selection', () => {
  it('carries the symbols relative to the box around them and the styles they use', () => {
    const copy = copyFreeformSelection(symbols, [0, 1], palette, 1000);
    const box1 = boundingBoxOf(symbols[1]!);
    expect(copy).toMatchObject({ copiedAt: 1000, halfStitches: [], customLines: [] });
    expect(copy?.width).toBeCloseTo(box1.right - 90);
    expect(copy?.height).toBeCloseTo(box1.bottom - 90);
    expect(copy?.symbols[0]).toMatchObject({ x: 10, y: 10, styleId: 1, layerId: 2 });
    expect(copy?.symbols[1]).toMatchObject({ x: 60, y: 110, size: 2, rotate: 30 });
    expect(copy?.styles.map((style) => style.styleId)).toEqual([1, 2]);
  });

  it('copies nothing without a selection, and leaves out symbols whose style is not in the palette', () => {
    expect(copyFreeformSelection(symbols, [], palette, 0)).toBeUndefined();
    expect(copyFreeformSelection(symbols, [9], palette, 0)).toBeUndefined();
    expect(copyFreeformSelection(symbols, [0], createPalette([blue]), 0)).toBeUndefined();
    expect(copyFreeformSelection(symbols, [0, 1], createPalette([blue]), 0)?.symbols).toHaveLength(1);
    const broken = [{ ...symbols[0]!, x: Number.NaN }];
    expect(copyFreeformSelection(broken, [0], palette, 0)).toBeUndefined();
  });
});

describe('pasting a freeform copy', () => {
  const copy = copyFreeformSelection(symbols, [0, 1], palette, 0)!;

  it('centres the symbols on the point, on the layer worked on, matching or adding the styles', () => {
    const plan = planFreeformPaste(copy, target());
    expect(plan.kind).toBe('ready');
    if (plan.kind !== 'ready') return;
    // Blue matched the target's style 1; red was added as 2; the selected style stays.
    expect(plan.palette?.styles.map((style) => [style.styleId, style.colorBackground])).toEqual([
      [1, '#0000ff'],
      [2, '#ff0000'],
    ]);
    expect(plan.palette?.selectedStyleId).toBe(1);
    expect(plan.symbols.map((symbol) => [symbol.styleId, symbol.layerId])).toEqual([
      [2, 5],
      [1, 5],
    ]);
    const left = Math.min(...plan.symbols.map((symbol) => boundingBoxOf(symbol).x));
    const right = Math.max(...plan.symbols.map((symbol) => boundingBoxOf(symbol).right));
    expect((left + right) / 2).toBeCloseTo(250);
    expect(plan.symbols[0]?.boundingBox).toEqual(boundingBoxOf(plan.symbols[0]!));
  });

  it('leaves the palette alone when every style matches', () => {
    const plan = planFreeformPaste(copy, target({ palette }));
    expect(plan.kind === 'ready' && plan.palette).toBeUndefined();
  });

  it('keeps the pasted symbols within the chart near its edge', () => {
    const plan = planFreeformPaste(copy, target({ centre: { x: 0, y: 499 } }));
    if (plan.kind !== 'ready') throw new Error(plan.kind);
    const boxes = plan.symbols.map((symbol) => boundingBoxOf(symbol));
    expect(Math.min(...boxes.map((box) => box.x))).toBeCloseTo(0);
    expect(Math.max(...boxes.map((box) => box.bottom))).toBeCloseTo(500);
  });

  it('refuses a paste the palette or the symbol limit has no room for, or a point that is no number', () => {
    expect(planFreeformPaste(copy, target({ maxStyles: 1 }))).toEqual({ kind: 'paletteFull', missing: 1 });
    expect(planFreeformPaste(copy, target({ symbolCount: 4999 }))).toEqual({ kind: 'limitReached' });
    expect(planFreeformPaste(copy, target({ centre: { x: Number.NaN, y: 0 } }))).toEqual({
      kind: 'badPoint',
    });
  });
});

describe('the stored copy', () => {
  const copy = copyFreeformSelection(symbols, [0, 1], palette, 0)!;

  it('round-trips through its text', () => {
    expect(decodeFreeformClipboard(encodeFreeformClipboard(copy))).toEqual(copy);
    expect(decodeFreeformClipboard(null)).toBeUndefined();
  });

  it('reads anything another version or a hand edit left as no copy, without an error', () => {
    const bad: unknown[] = [
      'not json',
      '"text"',
      { ...copy, version: 2 },
      { ...copy, format: 'steekwerk.clipboard' },
      { ...copy, width: Number.NaN },
      { ...copy, symbols: [] },
      { ...copy, styles: [] },
      { ...copy, styles: [red, red, blue] },
      { ...copy, symbols: [{ ...copy.symbols[0], x: 1000 }] },
      { ...copy, symbols: [{ ...copy.symbols[0], x: null }] },
      { ...copy, customLines: [{ x1: 0, y1: 0, x2: 1, y2: 1, styleId: 1 }] },
    ];
    for (const value of bad) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      expect(decodeFreeformClipboard(text), text.slice(0, 60)).toBeUndefined();
    }
  });
});
