import { describe, expect, it } from 'vitest';
import { boundingBoxOf } from '../geometry';
import { selectionPivot } from './selection';
import { chartSize, symbolAt } from './testSymbols';
import {
  clampedScaleFactor,
  normalizeDegrees,
  rotateDragAngle,
  rotateSymbols,
  scaleDragFactor,
  scaleSymbols,
  snapDegrees,
} from './transform';

const pair = [symbolAt(100, 200), symbolAt(300, 200)];

describe('turning a selection', () => {
  it('turns centres about the selection middle and adds the angle to each symbol', () => {
    const edit = rotateSymbols(pair, [0, 1], 90, chartSize);
    expect(selectionPivot(pair, [0, 1])).toEqual({ x: 200, y: 200 });
    const [left, right] = edit?.symbols ?? [];
    expect(left?.x).toBeCloseTo(200);
    expect(left?.y).toBeCloseTo(100);
    expect(right?.x).toBeCloseTo(200);
    expect(right?.y).toBeCloseTo(300);
    expect(left?.rotate).toBe(90);
    expect(left?.boundingBox).toEqual(boundingBoxOf(left!));
  });

  it('keeps turns within 0…360 and turns a single symbol in place', () => {
    const edit = rotateSymbols([symbolAt(50, 50, { rotate: 350 })], [0], 30, chartSize);
    expect(edit?.symbols[0]).toMatchObject({ x: 50, y: 50, rotate: 20 });
    expect(rotateSymbols([symbolAt(50, 50)], [0], -90, chartSize)?.symbols[0]?.rotate).toBe(270);
    expect(normalizeDegrees(720)).toBe(0);
    expect(normalizeDegrees(Number.NaN)).toBe(0);
  });

  it('shifts a turned selection back within the chart', () => {
    // A tall column at the left edge turned a quarter lies across it.
    const column = [symbolAt(10, 100), symbolAt(10, 300)];
    const edit = rotateSymbols(column, [0, 1], 90, chartSize);
    const left = Math.min(...(edit?.symbols ?? []).map((symbol) => boundingBoxOf(symbol).x));
    expect(left).toBeCloseTo(0);
  });

  it('changes nothing for no selection, a whole turn or an angle that is no number', () => {
    expect(rotateSymbols(pair, [], 45, chartSize)).toBeUndefined();
    expect(rotateSymbols(pair, [5], 45, chartSize)).toBeUndefined();
    expect(rotateSymbols(pair, [0], 360, chartSize)).toBeUndefined();
    expect(rotateSymbols(pair, [0], Number.NaN, chartSize)).toBeUndefined();
    expect(rotateSymbols(pair, [0], 45, chartSize, { x: Number.NaN, y: 0 })).toBeUndefined();
  });
});

describe('the rotate handle', () => {
  const pivot = { x: 100, y: 100 };

  it('turns by the change of the pointer direction seen from the pivot, clockwise', () => {
    // From straight above to the right: a quarter turn clockwise (y grows downward).
    expect(
      rotateDragAngle({ pivot, from: { x: 100, y: 50 }, to: { x: 150, y: 100 }, snap: false }),
    ).toBeCloseTo(90);
    expect(
      rotateDragAngle({ pivot, from: { x: 100, y: 50 }, to: { x: 50, y: 100 }, snap: false }),
    ).toBeCloseTo(-90);
    // Across the ±180° seam the shorter way round.
    expect(
      rotateDragAngle({ pivot, from: { x: 50, y: 101 }, to: { x: 50, y: 99 }, snap: false }),
    ).toBeCloseTo(2.29, 1);
  });

  it('snaps to 15° steps with shift, a single symbol onto a multiple of 15°', () => {
    const from = { x: 200, y: 100 };
    const to = { x: 100 + 100 * Math.cos(0.4), y: 100 + 100 * Math.sin(0.4) }; // 22.9°
    expect(rotateDragAngle({ pivot, from, to, snap: true })).toBe(30);
    expect(rotateDragAngle({ pivot, from, to, snap: true, baseRotation: 10 })).toBe(20);
    expect(snapDegrees(7)).toBe(0);
    expect(snapDegrees(8)).toBe(15);
  });

  it('does not turn while the pointer is on the pivot or not a number', () => {
    expect(rotateDragAngle({ pivot, from: pivot, to: { x: 0, y: 0 }, snap: false })).toBe(0);
    expect(rotateDragAngle({ pivot, from: { x: 0, y: 0 }, to: { x: Number.NaN, y: 0 }, snap: true })).toBe(0);
  });
});

describe('scaling a selection', () => {
  it('scales boxes, sizes and distances from the pivot', () => {
    const inner = [symbolAt(150, 200), symbolAt(250, 200)];
    const edit = scaleSymbols(inner, [0, 1], 2, chartSize);
    expect(edit?.symbols.map(({ x, y, width, size }) => [x, y, width, size])).toEqual([
      [100, 200, 40, 2],
      [300, 200, 40, 2],
    ]);
    // Grown past the left edge, the selection is shifted back within the chart.
    expect(scaleSymbols(pair, [0, 1], 2, chartSize)?.symbols.map(({ x }) => x)).toEqual([20, 420]);
  });

  it('keeps each size within 0.25…8', () => {
    const mixed = [symbolAt(100, 100, { size: 2 }), symbolAt(200, 100, { size: 0.5 })];
    expect(clampedScaleFactor(mixed, [0, 1], 10)).toBe(4);
    expect(clampedScaleFactor(mixed, [0, 1], 0.01)).toBe(0.5);
    expect(scaleSymbols(mixed, [0, 1], 0.01, chartSize)?.symbols.map((symbol) => symbol.size)).toEqual([
      1, 0.25,
    ]);
    const smallest = [symbolAt(100, 100, { size: 0.25 })];
    expect(scaleSymbols(smallest, [0], 0.5, chartSize)).toBeUndefined();
  });

  it('reads the factor from the pointer distances to the pivot', () => {
    const pivot = { x: 0, y: 0 };
    expect(scaleDragFactor(pivot, { x: 10, y: 0 }, { x: 0, y: 30 })).toBe(3);
    expect(scaleDragFactor(pivot, pivot, { x: 10, y: 0 })).toBe(1);
    expect(scaleDragFactor(pivot, { x: 10, y: 0 }, { x: Number.NaN, y: 0 })).toBe(1);
  });

  it('changes nothing for no selection or a factor that is no number, zero or negative', () => {
    expect(scaleSymbols(pair, [], 2, chartSize)).toBeUndefined();
    expect(scaleSymbols(pair, [0], Number.NaN, chartSize)).toBeUndefined();
    expect(scaleSymbols(pair, [0], 0, chartSize)).toBeUndefined();
    expect(scaleSymbols(pair, [0], -2, chartSize)).toBeUndefined();
    expect(scaleSymbols(pair, [0], 1, chartSize)).toBeUndefined();
  });
});
