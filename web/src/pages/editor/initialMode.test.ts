import { describe, expect, it } from 'vitest';
import { initialModeOf } from './initialMode';

describe('the mode a chart opens in', () => {
  it.each([
    [3, true, 'progressTracker', 'backup'],
    [0, true, 'progressTracker', 'progressTracker'],
    [0, false, 'progressTracker', 'progressTracker'],
    [0, true, 'erase', 'drawCells'],
    [0, true, undefined, 'drawCells'],
    [0, false, 'drawCells', 'view'],
    [0, false, undefined, 'view'],
  ] as const)('revision %i, writable %s, last mode %s: %s', (revision, writable, mode, expected) => {
    expect(initialModeOf(revision, writable, { mode })).toBe(expected);
  });

  it('opens a freeform chart ready to place its first stitch, one with stitches in empty, and view when read only', () => {
    expect(initialModeOf(0, true, {}, true, false)).toBe('placeFreeform');
    expect(initialModeOf(0, true, {}, true, true)).toBe('empty');
    expect(initialModeOf(0, false, {}, true, false)).toBe('view');
    expect(initialModeOf(0, true, { mode: 'progressTracker' }, true, true)).toBe('empty');
  });
});
