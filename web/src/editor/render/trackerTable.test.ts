import { describe, expect, it } from 'vitest';
import type { Rgb } from './gridTheme';
import { paletteSize } from './styleTextures';
import { trackerLookOf, type TrackerLookSettings } from './trackerLook';
import { buildTrackerTableRgba } from './trackerTable';

const white: Rgb = [255, 255, 255];
const styles = [
  { styleId: 3, background: [200, 0, 0] as Rgb, foreground: [0, 0, 100] as Rgb },
  { styleId: 4, background: [0, 100, 0] as Rgb, foreground: [255, 255, 255] as Rgb },
];
const defaults: TrackerLookSettings = {
  fadeRows: 'all',
  fadeGridCells: 'todo',
  drawTodo: 'symbols',
  drawDone: 'both',
};

function entry(table: Uint8Array, id: number, row: number): number[] {
  const at = (row * paletteSize + id) * 4;
  return Array.from(table.subarray(at, at + 3));
}

/** The table's six colours of a style: background, symbol and no-symbol colour, to do and done. */
function colours(settings: Partial<TrackerLookSettings>, id: number, highlight: number | null = null) {
  const look = trackerLookOf(
    { ...defaults, ...settings },
    { rowMode: true, currentLine: 0, highlight },
    false,
  );
  const table = buildTrackerTableRgba(styles, white, look);
  return {
    todo: {
      background: entry(table, id, 0),
      symbol: entry(table, id, 2),
      withoutSymbol: entry(table, id, 4),
    },
    done: {
      background: entry(table, id, 1),
      symbol: entry(table, id, 3),
      withoutSymbol: entry(table, id, 5),
    },
  };
}

describe('the tracker colour table (what the shader reads per style)', () => {
  it('defaults: to do is an ink symbol on white, faded; done is the colour with its own symbol', () => {
    expect(colours({}, 3)).toEqual({
      todo: { background: [255, 255, 255], symbol: [156, 156, 156], withoutSymbol: [230, 140, 140] },
      done: { background: [200, 0, 0], symbol: [0, 0, 100], withoutSymbol: [200, 0, 0] },
    });
  });

  it('colours without fading: the colour fill for both states', () => {
    const table = colours({ drawTodo: 'colors', drawDone: 'colors', fadeGridCells: 'none' }, 3);
    expect(table.todo.background).toEqual([200, 0, 0]);
    expect(table.done.background).toEqual([200, 0, 0]);
  });

  it('fades done stitches when asked', () => {
    expect(colours({ fadeGridCells: 'done' }, 3).done.background).toEqual([230, 140, 140]);
  });

  it('a highlight keeps its to-do stitches in full colour and dims every other style', () => {
    expect(colours({}, 3, 3).todo.background).toEqual([200, 0, 0]);
    expect(colours({}, 3, 3).done.background).toEqual([230, 140, 140]);
    const other = colours({}, 4, 3).done.background;
    expect(other.every((channel) => channel > 200)).toBe(true);
  });

  it('keeps empty cells plain, whatever the look', () => {
    const table = colours({ drawTodo: 'colors' }, 0, 3);
    expect(Object.values(table).flatMap((state) => Object.values(state))).toEqual(
      Array.from({ length: 6 }, () => [255, 255, 255]),
    );
  });
});
