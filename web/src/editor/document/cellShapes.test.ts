import { describe, expect, it } from 'vitest';
import { constrainLine, floodFillIndices, lineCells } from './cellShapes';
import { isEditable } from '../tools/registry';
import { canEdit, newChartAccess } from './editability';

describe('cell shapes', () => {
  it('draws gapless lines', () => {
    expect(lineCells(0, 0, 3, 1)).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(lineCells(2, 2, 2, 2)).toEqual([[2, 2]]);
  });

  it('snaps shift lines to horizontal, vertical or diagonal', () => {
    expect(constrainLine(0, 0, 9, 2)).toEqual([9, 0]);
    expect(constrainLine(0, 0, 1, 7)).toEqual([0, 7]);
    expect(constrainLine(5, 5, 1, 8)).toEqual([1, 9]);
  });

  it('flood-fills the 4-connected region of the same value', () => {
    // 1 1 0
    // 0 1 0
    // 1 0 1
    const cells = Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 1);
    expect(Array.from(floodFillIndices(cells, 3, 3, 0, 0)).sort()).toEqual([0, 1, 4]);
    expect(Array.from(floodFillIndices(cells, 3, 3, 2, 0)).sort()).toEqual([2, 5]);
    const big = new Uint8Array(1000 * 1000);
    expect(floodFillIndices(big, 1000, 1000, 500, 500).length).toBe(1_000_000);
  });
});

describe('editability (spec §4)', () => {
  it('allows editing a new local chart in drawing modes only', () => {
    expect(canEdit(newChartAccess)).toBe(true);
    expect(isEditable(newChartAccess, 'drawCells')).toBe(true);
    expect(isEditable(newChartAccess, 'erase')).toBe(true);
    for (const mode of ['view', 'backup', 'progressTracker'] as const)
      expect(isEditable(newChartAccess, mode)).toBe(false);
  });

  it('refuses locked charts, backups, small mobile screens and sessions without write access or lock', () => {
    for (const change of [
      { locked: true },
      { revisionNumber: 3 },
      { smallMobileScreen: true },
      { hasWriteAccess: false },
      { hasWriteLock: false },
    ]) {
      expect(isEditable({ ...newChartAccess, ...change }, 'drawCells')).toBe(false);
    }
    expect(isEditable({ ...newChartAccess, revisionNumber: -1 }, 'drawCells')).toBe(true);
  });
});
