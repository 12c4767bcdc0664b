import { describe, expect, it } from 'vitest';
import { clampShift, clampToGrid, isLatticePoint, lineSnapOf, snapToLattice } from './lineLattice';

const grid = { columnCount: 10, rowCount: 8 };
const line = { x1: 1, y1: 1, x2: 4, y2: 3, styleId: 1 };

describe('the hole lattice', () => {
  it('reads the snapping setting: 1 corners, below 1 corners and centres, nonsense corners', () => {
    expect(lineSnapOf(1)).toBe('corners');
    expect(lineSnapOf(0)).toBe('cornersAndCentres');
    expect(lineSnapOf(0.5)).toBe('cornersAndCentres');
    expect(lineSnapOf(Number.NaN)).toBe('corners');
  });

  it('snaps a pointer to the nearest corner, or the centre when it is nearer and allowed', () => {
    expect(snapToLattice(3, 2, { x: 0.2, y: 0.7 }, 'corners')).toEqual({ x: 3, y: 3 });
    expect(snapToLattice(3, 2, { x: 0.4, y: 0.6 }, 'corners')).toEqual({ x: 3, y: 3 });
    expect(snapToLattice(3, 2, { x: 0.4, y: 0.6 }, 'cornersAndCentres')).toEqual({ x: 3.5, y: 2.5 });
    expect(snapToLattice(3, 2, { x: 0.1, y: 0.9 }, 'cornersAndCentres')).toEqual({ x: 3, y: 3 });
    expect(snapToLattice(3, 2, undefined, 'cornersAndCentres')).toEqual({ x: 3.5, y: 2.5 });
  });

  it('knows the points lines may use inside the grid', () => {
    expect(isLatticePoint({ x: 0, y: 8 }, grid, 'corners')).toBe(true);
    expect(isLatticePoint({ x: 10, y: 0 }, grid, 'corners')).toBe(true);
    expect(isLatticePoint({ x: 11, y: 0 }, grid, 'corners')).toBe(false);
    expect(isLatticePoint({ x: -1, y: 0 }, grid, 'corners')).toBe(false);
    expect(isLatticePoint({ x: 2.5, y: 2.5 }, grid, 'corners')).toBe(false);
    expect(isLatticePoint({ x: 2.5, y: 2.5 }, grid, 'cornersAndCentres')).toBe(true);
    // The middle of a cell's edge is neither.
    expect(isLatticePoint({ x: 2.5, y: 2 }, grid, 'cornersAndCentres')).toBe(false);
    expect(isLatticePoint({ x: Number.NaN, y: 2 }, grid, 'cornersAndCentres')).toBe(false);
    expect(isLatticePoint({ x: 2.25, y: 2.25 }, grid, 'cornersAndCentres')).toBe(false);
  });

  it('moves points beyond an edge onto the grid, centres onto the nearest centre', () => {
    expect(clampToGrid({ x: -3, y: 12 }, grid)).toEqual({ x: 0, y: 8 });
    expect(clampToGrid({ x: -0.5, y: 9.5 }, grid)).toEqual({ x: 0.5, y: 7.5 });
  });

  it('shifts lines whole and keeps them inside the grid and on the lattice', () => {
    expect(clampShift(line, 2, 1, grid)).toEqual({ x: 2, y: 1 });
    expect(clampShift(line, 20, -9, grid)).toEqual({ x: 6, y: -1 });
    expect(clampShift(line, 0.5, 0.5, grid)).toEqual({ x: 0.5, y: 0.5 });
    const atCentres = { x1: 0.5, y1: 0.5, x2: 2.5, y2: 1.5, styleId: 1 };
    // A clamp that would leave half a step on one axis only gives the half step up.
    expect(clampShift(atCentres, -1, 1, grid)).toEqual({ x: 0, y: 1 });
  });
});
