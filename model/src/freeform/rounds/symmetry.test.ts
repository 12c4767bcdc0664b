import { describe, expect, it } from 'vitest';
import { boundingBoxOf } from '../geometry';
import type { RoundGuide } from '../roundGuide';
import { placeEvenly } from './evenPlacement';
import { wedgeOf } from './membership';
import { roundCounts } from './roundCounts';
import { copiesOf, symmetricCopies, symmetricEditOf, type SymmetricSymbol } from './symmetry';

const guide: RoundGuide = {
  guideId: 1,
  layerId: 1,
  centerX: 250,
  centerY: 250,
  radius: 20,
  spacing: 20,
  rounds: 4,
  wedges: 6,
  startAngle: 0,
  symmetry: true,
};

const stitch = (x: number, y: number, rotate = 0, styleId = 1, layerId = 1): SymmetricSymbol => ({
  layerId,
  styleId,
  x,
  y,
  width: 20,
  height: 20,
  rotate,
  size: 1,
});

describe('live N-fold symmetry', () => {
  it('copies a symbol into the other wedges, turned about the centre with its own turn', () => {
    const symbol = { ...stitch(250, 210, 0), boundingBox: boundingBoxOf(stitch(250, 210, 0)) };
    const copies = symmetricCopies(guide, symbol);
    expect(copies).toHaveLength(5);
    expect(copies[0]!.x).toBeCloseTo(250 + 40 * Math.sin(Math.PI / 3));
    expect(copies[0]!.y).toBeCloseTo(250 - 40 * Math.cos(Math.PI / 3));
    expect(copies[0]!.rotate).toBeCloseTo(60);
    expect(copies[2]!.x).toBeCloseTo(250);
    expect(copies[2]!.y).toBeCloseTo(290);
    expect(copies[2]!.rotate).toBeCloseTo(180);
    expect(copies[2]!.boundingBox!.y).toBeCloseTo(280);
    // A symbol in the middle of wedge 1 has one copy in every other wedge.
    const middle = stitch(250 - 40 * Math.sin(Math.PI / 6), 250 - 40 * Math.cos(Math.PI / 6), 330);
    const wedges = [middle, ...symmetricCopies(guide, middle)].map((copy) => wedgeOf(guide, copy));
    expect(wedges).toEqual([1, 6, 5, 4, 3, 2]);
  });

  it('makes no copies with symmetry off, one wedge, 0 wedges or on another layer', () => {
    const symbol = stitch(250, 210);
    expect(symmetricCopies({ ...guide, symmetry: false }, symbol)).toEqual([]);
    expect(symmetricCopies({ ...guide, wedges: 1 }, symbol)).toEqual([]);
    expect(symmetricCopies({ ...guide, wedges: 0 }, symbol)).toEqual([]);
    expect(symmetricCopies(guide, { ...symbol, layerId: 2 })).toEqual([]);
  });

  it('finds a symbol’s copies again, and only true copies', () => {
    const symbol = stitch(250, 210);
    const [c1, c2, c3] = symmetricCopies(guide, symbol);
    const other = { ...c3!, styleId: 2 };
    const symbols = [symbol, c1!, stitch(400, 400), c2!, other];
    expect(copiesOf(guide, symbols, 0)).toEqual([
      { index: 1, steps: 1 },
      { index: 3, steps: 2 },
    ]);
    expect(copiesOf(guide, symbols, 1)).toEqual([
      { index: 3, steps: 1 },
      { index: 0, steps: 5 },
    ]);
    expect(copiesOf(guide, symbols, 9)).toEqual([]);
    expect(copiesOf(guide, [], 0)).toEqual([]);
  });

  it('repeats an add, a move and a remove in the other wedges', () => {
    const symbol = stitch(250, 210);
    const symbols = [symbol, ...symmetricCopies(guide, symbol)];
    expect(symmetricEditOf(guide, [], { added: [symbol] }).added).toHaveLength(5);

    const moved = { ...symbol, y: 190 };
    const move = symmetricEditOf(guide, symbols, { moved: [{ index: 0, after: moved }] });
    expect(move.changed.map((change) => change.index).sort()).toEqual([1, 2, 3, 4, 5]);
    const opposite = move.changed.find((change) => change.index === 3)!.symbol;
    expect(opposite.y).toBeCloseTo(310);
    expect(move.added).toEqual([]);

    const remove = symmetricEditOf(guide, symbols, { removed: [2] });
    expect(remove.removed).toEqual([0, 1, 3, 4, 5]);
  });

  it('leaves copies the edit itself moves or removes alone', () => {
    const symbol = stitch(250, 210);
    const symbols = [symbol, ...symmetricCopies(guide, symbol)];
    expect(symmetricEditOf(guide, symbols, { removed: [0, 3] }).removed).toEqual([1, 2, 4, 5]);
    const off = symmetricEditOf({ ...guide, symmetry: false }, symbols, { removed: [0] });
    expect(off).toEqual({ added: [], changed: [], removed: [] });
  });
});

describe('counts per round and per stitch type', () => {
  const styles = [
    { styleId: 1, symbolId: 'double-crochet' },
    { styleId: 2, symbolId: 'chain' },
    { styleId: 3, symbolId: 'dc-increase' },
    { styleId: 4, symbolId: 'magic-ring' },
    { styleId: 5, symbolId: 'double-crochet' },
  ];
  const around = (round: number, count: number, styleId: number, layerId = 1) =>
    placeEvenly(guide, round, count).map((place) => stitch(place.x, place.y, place.rotate, styleId, layerId));

  it('counts symbols and stitches per round, an increase as two, a magic ring as none', () => {
    const symbols = [
      stitch(250, 250, 0, 4),
      ...around(1, 12, 1),
      ...around(2, 12, 3),
      ...around(3, 12, 1),
      ...around(3, 12, 2),
      ...around(3, 6, 5),
      stitch(10, 10, 0, 1),
      ...around(2, 5, 1, 2),
    ];
    const counts = roundCounts(guide, symbols, styles);
    expect(counts.outside).toBe(1);
    expect(counts.rounds.map((round) => [round.round, round.symbols, round.stitches])).toEqual([
      [1, 12, 12],
      [2, 12, 24],
      [3, 30, 30],
      [4, 0, 0],
    ]);
    expect(counts.rounds[2]!.byType).toEqual([
      { symbolId: 'double-crochet', symbols: 18, stitches: 18 },
      { symbolId: 'chain', symbols: 12, stitches: 12 },
    ]);
    expect(counts.rounds[1]!.byType).toEqual([{ symbolId: 'dc-increase', symbols: 12, stitches: 24 }]);
  });

  it('counts nothing without symbols, and a style missing from the palette as its own type', () => {
    expect(roundCounts(guide, [], styles).rounds.every((round) => round.stitches === 0)).toBe(true);
    const counts = roundCounts(guide, [stitch(250, 230, 0, 99)], styles);
    expect(counts.rounds[0]!.byType).toEqual([{ symbolId: '', symbols: 1, stitches: 1 }]);
    expect(roundCounts({ ...guide, rounds: 0 }, [stitch(250, 230)], styles)).toEqual({
      rounds: [],
      outside: 1,
    });
  });
});
