import { describe, expect, it } from 'vitest';
import { builtInSymbols, findBuiltInSymbol, keySymbols } from '../builtInSymbols';
import { fill, stroke, symbol } from '../symbolSeed';
import {
  distinctnessCellPx,
  distinctnessThresholdPx as distinctnessThreshold,
  imageDifference,
  symbolPairDifferences,
} from './distinctness';
import { rasteriseSymbol } from './rasteriseSymbol';

const image = (symbolId: string) => rasteriseSymbol(findBuiltInSymbol(symbolId)!, distinctnessCellPx);
const drawn = (paths: Parameters<typeof symbol>[0]['paths'], strokeWidth?: number) =>
  rasteriseSymbol(symbol({ symbolId: 'probe', title: 'Probe', categoryIds: [], paths, strokeWidth }), 12);

describe('symbol distinctness', () => {
  it('is zero for a symbol against itself and against itself moved by a pixel', () => {
    expect(imageDifference(image('heart'), image('heart'))).toBe(0);
    const square = drawn([fill('M 20 20 L 60 20 L 60 60 L 20 60 Z')]);
    const moved = drawn([fill('M 30.42 20 L 70.42 20 L 70.42 60 L 30.42 60 Z')]);
    expect(imageDifference(square, moved)).toBeLessThan(0.5);
    expect(imageDifference(square, moved, 0)).toBeGreaterThan(3);
  });

  it('puts the pairs makers confuse below the threshold (so the threshold means something)', () => {
    // ◆ and ♦: a diamond and one 0.8 as wide (the ratio of the two glyphs in DejaVu Sans).
    const narrow = drawn([fill('M 50 15 L 78 50 L 50 85 L 22 50 Z')]);
    expect(imageDifference(image('diamond'), narrow)).toBeLessThan(distinctnessThreshold);
    // E and F: one short bar apart.
    const f = drawn([stroke('M 72 15 L 30 15 L 30 85 M 30 50 L 62 50')], 9);
    expect(imageDifference(image('letter-e'), f)).toBeLessThan(distinctnessThreshold);
    // A filled disc and a filled square of the same area.
    const disc = drawn([fill('M 22 50 A 28 28 0 1 0 78 50 A 28 28 0 1 0 22 50 Z')]);
    expect(imageDifference(image('square'), disc)).toBeLessThan(distinctnessThreshold);
  });

  it('keeps every pair of key symbols apart by at least the threshold', () => {
    const pairs = symbolPairDifferences(keySymbols());
    expect(pairs.length).toBe((keySymbols().length * (keySymbols().length - 1)) / 2);
    const close = pairs.filter((pair) => pair.difference < distinctnessThreshold);
    expect(close).toEqual([]);
  });

  it('compares only symbols of one width', () => {
    const pairs = symbolPairDifferences(
      builtInSymbols.filter((definition) => definition.symbolId.startsWith('cable')),
    );
    for (const pair of pairs) {
      expect(findBuiltInSymbol(pair.a)!.cells).toBe(findBuiltInSymbol(pair.b)!.cells);
    }
  });
});
