import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { rotateSnapshot } from '../chart/snapshotTransform';
import { turnFreeformQuarter } from './freeformTurn';
import { doilyChart, placed } from './testing/doilyChart';

describe('turning a freeform chart a quarter clockwise', () => {
  it('swaps the sides, moves each centre and adds 90° to its turn', () => {
    const chart = doilyChart();
    const wide = {
      ...chart.freeform,
      size: { width: 400, height: 100 },
      symbols: [placed(1, 1, 30, 10, { rotate: 270 })],
    };
    const turned = turnFreeformQuarter(wide);
    expect(turned.size).toEqual({ width: 100, height: 400 });
    expect(turned.symbols[0]).toMatchObject({ x: 90, y: 30, rotate: 0 });
    expect(turned.symbols[0]!.boundingBox).toMatchObject({ x: 80, y: 20, width: 20, height: 20 });
    expect(turned.roundGuides![0]).toMatchObject({ centerX: -150, centerY: 250, startAngle: 90 });
  });

  it('comes back after four turns, through the download screen’s rotateSnapshot', () => {
    const snapshot = chartSnapshotOf(doilyChart());
    const round = rotateSnapshot(rotateSnapshot(snapshot, 180), 180);
    round.chart.freeform.symbols.forEach((symbol, index) => {
      const before = snapshot.chart.freeform.symbols[index]!;
      expect(symbol.x).toBeCloseTo(before.x);
      expect(symbol.y).toBeCloseTo(before.y);
      expect(symbol.rotate).toBeCloseTo(before.rotate % 360);
    });
    expect(rotateSnapshot(snapshot, 90).chart.freeform.symbols[0]!.rotate).toBe(90);
  });
});
