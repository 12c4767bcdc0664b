import { createPalette, createPaletteStyle, defaultStylesOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { trackedCells } from './trackedCells';

describe('the cells the tracker follows', () => {
  it('leaves "geen steek" cells out, and keeps the chart array when there are none', () => {
    const cells = Uint8Array.of(1, 8, 3, 0);
    const lace = createPalette(defaultStylesOf('knitting', 'lace'));
    expect(Array.from(trackedCells(cells, lace))).toEqual([1, 0, 3, 0]);
    const colours = createPalette([createPaletteStyle(1), createPaletteStyle(8)]);
    expect(trackedCells(cells, colours)).toBe(cells);
  });

  it('counts no "geen steek" cell among the stitches to do', () => {
    const test = TestEditor.create({
      columns: 4,
      rows: 1,
      type: 'lace',
      styles: defaultStylesOf('knitting', 'lace'),
    });
    test.document.replaceCells(Uint8Array.of(8, 1, 3, 8), 4, 1);
    test.setTool('progressTracker');
    const tracker = test.editor.sessions.tracker.tracker;
    expect(Array.from(tracker.totalByStyle.subarray(0, 9))).toEqual([0, 1, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('leaves out the cells of a style that does not count in the progress (symbol properties)', () => {
    const cells = Uint8Array.of(1, 2, 2, 0);
    const palette = createPalette([createPaletteStyle(1), createPaletteStyle(2, { progressTracker: false })]);
    expect(Array.from(trackedCells(cells, palette))).toEqual([1, 0, 0, 0]);
  });
});
