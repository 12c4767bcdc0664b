import { freeformSymbolSchema, type FreeformSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { checkedFreeformSymbol } from './freeformSymbolCheck';

const good: FreeformSymbol = {
  layerId: 1,
  x: 10,
  y: 20,
  width: 20,
  height: 10,
  rotate: 90,
  size: 1,
  styleId: 3,
};
const chart = { styleIds: new Set([1, 3]), layerIds: new Set([1, 2]) };

describe('checkedFreeformSymbol', () => {
  it('keeps a valid symbol with only its fields and a bounding box derived anew', () => {
    const stale = {
      ...good,
      boundingBox: { x: 0, y: 0, width: 1, height: 1, right: 1, bottom: 1 },
      extra: 'x',
    };
    const checked = checkedFreeformSymbol(stale, chart)!;
    expect(Object.keys(checked).sort()).toEqual([...Object.keys(good), 'boundingBox'].sort());
    expect(checked.boundingBox!.width).toBeCloseTo(10);
    expect(checked.boundingBox!.height).toBeCloseTo(20);
    expect(freeformSymbolSchema.safeParse(checked).success).toBe(true);
  });

  it('refuses what the schema or the command refuses: non-objects, wrong types, non-finite and out-of-range', () => {
    const bad: unknown[] = [
      undefined,
      null,
      42,
      'symbol',
      { ...good, x: '10' },
      { ...good, y: Number.NaN },
      { ...good, rotate: Number.POSITIVE_INFINITY },
      { ...good, width: 0 },
      { ...good, height: -1 },
      { ...good, size: 0.1 },
      { ...good, size: 9 },
      { ...good, size: undefined },
      { ...good, styleId: 0 },
      { ...good, styleId: 256 },
      { ...good, styleId: 1.5 },
      { ...good, layerId: 0 },
      { ...good, layerId: 2.5 },
      { ...good, layerId: undefined },
    ];
    for (const symbol of bad) expect(checkedFreeformSymbol(symbol), JSON.stringify(symbol)).toBeUndefined();
  });

  it('refuses a style or layer the chart lacks when given the chart', () => {
    expect(checkedFreeformSymbol({ ...good, styleId: 2 }, chart)).toBeUndefined();
    expect(checkedFreeformSymbol({ ...good, layerId: 7 }, chart)).toBeUndefined();
    expect(checkedFreeformSymbol({ ...good, layerId: 2 }, chart)).toBeDefined();
    expect(checkedFreeformSymbol({ ...good, styleId: 2 })).toBeDefined();
  });
});
