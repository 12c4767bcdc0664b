import { describe, expect, it } from 'vitest';
import { packDone, packedDoneBytes, unpackDone } from './progress-done-bits';

describe('done cells as stored bits', () => {
  it.each([1, 7, 8, 9, 12, 40_001])('comes back the same for %i cells', (count) => {
    const cells = new Uint8Array(count);
    for (let cell = 0; cell < count; cell += 1) cells[cell] = (cell * 7919) % 3 === 0 ? 1 : 0;
    const packed = packDone(cells)!;
    expect(packed.length).toBe(packedDoneBytes(count));
    expect(Buffer.from(unpackDone(packed, count)!).equals(Buffer.from(cells))).toBe(true);
  });

  it('puts the first cell in the lowest bit', () => {
    expect([...packDone(Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 1, 0, 1]))!]).toEqual([0x81, 0x02]);
  });

  it('packs every cell of the group of eight in its own bit, also from an unaligned view', () => {
    for (let cell = 0; cell < 16; cell += 1) {
      const cells = new Uint8Array(17);
      cells[cell] = 1;
      const expected = [0, 0, 0];
      expected[cell >>> 3] = 1 << (cell & 7);
      expect([...packDone(cells)!]).toEqual(expected);
      const unaligned = new Uint8Array(18).subarray(1);
      unaligned[cell] = 1;
      expect([...packDone(unaligned)!]).toEqual(expected);
    }
  });

  it('refuses a cell that is neither 0 nor 1, wherever it is', () => {
    for (const cell of [0, 5, 8, 15, 16]) {
      const cells = new Uint8Array(17);
      cells[cell] = 2;
      expect(packDone(cells)).toBeNull();
      cells[cell] = 0x80;
      expect(packDone(cells)).toBeNull();
    }
  });

  it('reads a row stored one byte per cell before, and nothing from a length that fits neither', () => {
    const bytes = Uint8Array.from([1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(unpackDone(bytes, 12)).toBe(bytes);
    expect(unpackDone(new Uint8Array(5), 12)).toBeNull();
  });
});
