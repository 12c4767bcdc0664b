import { defaultUserSettings } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  cellLook,
  lineRelation,
  trackerLookOf,
  type CellLook,
  type TrackerLookSettings,
} from './trackerLook';

const defaults: TrackerLookSettings = {
  fadeRows: defaultUserSettings.fadeRows,
  fadeGridCells: defaultUserSettings.fadeGridCells,
  drawTodo: defaultUserSettings.drawTodo,
  drawDone: defaultUserSettings.drawDone,
};

const rows = { rowMode: true, currentLine: 5, highlight: null };
const perCell = { rowMode: false, currentLine: 5, highlight: null };

/** A stitch of style 3 in the current line, symbols shown, unless said otherwise. */
function look(
  settings: Partial<TrackerLookSettings>,
  cell: Partial<{ styleId: number; done: boolean; line: number; symbolShown: boolean }>,
  tracker: { rowMode: boolean; currentLine: number; highlight: number | null } = rows,
): CellLook {
  return cellLook(trackerLookOf({ ...defaults, ...settings }, tracker, false), {
    styleId: 3,
    done: false,
    line: 5,
    symbolShown: true,
    ...cell,
  });
}

const plain = { faded: false, greyed: false, dimmed: false };

describe('drawTodo / drawDone: how to-do and done stitches are drawn', () => {
  it.each<[string, Partial<TrackerLookSettings>, boolean, Partial<CellLook>]>([
    [
      'to do, default: symbol on the plain background, faded',
      {},
      false,
      { background: 'plain', symbol: true, faded: true },
    ],
    [
      'done, default: colour and symbol, not faded',
      {},
      true,
      { background: 'colour', symbol: true, faded: false },
    ],
    ['to do as colours', { drawTodo: 'colors' }, false, { background: 'colour', symbol: false }],
    ['to do as both', { drawTodo: 'both' }, false, { background: 'colour', symbol: true }],
    ['done as symbols', { drawDone: 'symbols' }, true, { background: 'plain', symbol: true }],
    ['done as colours', { drawDone: 'colors' }, true, { background: 'colour', symbol: false }],
  ])('%s', (_name, settings, done, expected) => {
    expect(look(settings, { done })).toMatchObject(expected);
  });

  it('gives a symbols-only stitch its colour where no symbol can be shown (zoomed out, no symbol)', () => {
    expect(look({}, { symbolShown: false })).toMatchObject({ background: 'colour', symbol: false });
  });

  it('draws an empty cell plain, never faded or dimmed', () => {
    expect(look({}, { styleId: 0 }, { ...rows, highlight: 3 })).toEqual({
      background: 'plain',
      symbol: false,
      ...plain,
    });
  });
});

describe('fadeGridCells: which stitches are faded', () => {
  it.each<[TrackerLookSettings['fadeGridCells'], boolean, boolean]>([
    ['todo', false, true],
    ['todo', true, false],
    ['done', false, false],
    ['done', true, true],
    ['none', false, false],
    ['none', true, false],
  ])('fade %s, done %s: faded %s', (fadeGridCells, done, faded) => {
    expect(look({ fadeGridCells }, { done }).faded).toBe(faded);
    expect(look({ fadeGridCells }, { done }, perCell).faded).toBe(faded);
  });
});

describe('fadeRows (rule mode): which other lines are greyed', () => {
  it.each<[TrackerLookSettings['fadeRows'], [boolean, boolean, boolean]]>([
    ['all', [true, false, true]],
    ['done', [true, false, false]],
    ['todo', [false, false, true]],
    ['none', [false, false, false]],
  ])('%s: before, current, after greyed', (fadeRows, expected) => {
    expect([4, 5, 6].map((line) => look({ fadeRows }, { line }).greyed)).toEqual(expected);
  });

  it('greys no line and shows no current line per grid cell', () => {
    const tracker = trackerLookOf(defaults, perCell, false);
    expect(tracker.currentLine).toBe(-1);
    expect([0, 5, 9].map((line) => look({ fadeRows: 'all' }, { line }, perCell).greyed)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps the current line in row modes, clamped to 0', () => {
    expect(trackerLookOf(defaults, rows, false).currentLine).toBe(5);
    expect(trackerLookOf(defaults, { ...rows, currentLine: -3 }, false).currentLine).toBe(0);
  });

  it('says where a line lies', () => {
    expect([lineRelation(1, 2), lineRelation(2, 2), lineRelation(3, 2)]).toEqual([
      'before',
      'current',
      'after',
    ]);
  });
});

describe('a highlighted style', () => {
  const highlighted = { ...rows, highlight: 3 };
  it.each<[string, Partial<{ styleId: number; done: boolean }>, Partial<CellLook>]>([
    [
      'its to-do stitches: colour, unfaded',
      { done: false },
      { background: 'colour', faded: false, dimmed: false },
    ],
    [
      'its done stitches: as done, faded',
      { done: true },
      { background: 'colour', faded: true, dimmed: false },
    ],
    ['another style to do: dimmed', { styleId: 4 }, { dimmed: true }],
    ['another style done: dimmed', { styleId: 4, done: true }, { dimmed: true }],
  ])('%s', (_name, cell, expected) => {
    expect(look({}, cell, highlighted)).toMatchObject(expected);
  });

  it('dims nothing without a highlight', () => {
    expect(look({}, { styleId: 4 }).dimmed).toBe(false);
  });
});

describe('dark mode', () => {
  it('draws symbols on the plain background light, and a lighter outline', () => {
    const light = trackerLookOf(defaults, rows, false);
    const dark = trackerLookOf(defaults, rows, true);
    expect(light.ink[0]).toBeLessThan(0x80);
    expect(dark.ink[0]).toBeGreaterThan(0x80);
    expect(dark.accent[1]).toBeGreaterThan(light.accent[1]);
  });
});
