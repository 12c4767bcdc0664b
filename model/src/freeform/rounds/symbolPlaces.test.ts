import { describe, expect, it } from 'vitest';
import type { RoundGuide } from '../roundGuide';
import { SymbolPlaces, copiesOf, symmetricCopies, symmetricEditOf, type SymmetricSymbol } from './symmetry';

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

const stitch = (x: number, y: number): SymmetricSymbol => ({
  layerId: 1,
  styleId: 1,
  x,
  y,
  width: 20,
  height: 20,
  rotate: 0,
  size: 1,
});

describe('SymbolPlaces kept between edits', () => {
  it('gives the same index for the same list and a new one for another list', () => {
    const symbols = [stitch(250, 210), ...symmetricCopies(guide, stitch(250, 210))];
    expect(SymbolPlaces.of(symbols)).toBe(SymbolPlaces.of(symbols));
    expect(SymbolPlaces.of([...symbols])).not.toBe(SymbolPlaces.of(symbols));
  });

  it('carried on to a moved list, finds the copies as an index built anew does', () => {
    const before = [stitch(250, 210), ...symmetricCopies(guide, stitch(250, 210)), stitch(10, 10)];
    const kept = SymbolPlaces.of(before);
    const moved = { ...before[0]!, y: 209 };
    const edit = symmetricEditOf(guide, before, { moved: [{ index: 0, after: moved }] }, kept);
    const after = [...before];
    after[0] = moved;
    for (const { index, symbol } of edit.changed) after[index] = symbol;
    SymbolPlaces.carry(before, after, [0, ...edit.changed.map((change) => change.index)]);

    const carried = SymbolPlaces.of(after);
    expect(carried).toBe(kept);
    expect(copiesOf(guide, after, 0, carried)).toEqual(copiesOf(guide, after, 0, new SymbolPlaces(after)));
    expect(copiesOf(guide, after, 0, carried)).toHaveLength(5);
    // The old places find nothing any more: every copy moved.
    expect(carried.find(before[1]!, new Set())).toBe(-1);
  });

  it('does not carry an index between lists of different lengths, nor one never built', () => {
    const before = [stitch(250, 210)];
    const kept = SymbolPlaces.of(before);
    const longer = [...before, stitch(10, 10)];
    SymbolPlaces.carry(before, longer, [1]);
    expect(SymbolPlaces.of(longer)).not.toBe(kept);
    expect(SymbolPlaces.of(before)).not.toBe(kept);
    const other = [stitch(1, 1)];
    SymbolPlaces.carry([stitch(2, 2)], other, [0]);
    expect(SymbolPlaces.of(other).find(stitch(1, 1), new Set())).toBe(0);
  });
});
