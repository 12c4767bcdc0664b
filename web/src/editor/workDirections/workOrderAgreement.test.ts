/**
 * The property of issue 27: what the written text's line k lists and what the tracker steps through as line k are
 * the same cells in the same order, for random sizes, directions (rows, columns, diagonals, alternating runs of any
 * length) and chart types (c2c included). Both sides are the app's own paths: the tracker of the editor's session
 * and the written job the bottom panel runs; nothing here computes a work order of its own.
 */
import {
  alongDirections,
  createPaletteStyle,
  lineSequences,
  type AlongDirection,
  type ChartType,
  type Craft,
  type LineSequence,
} from '@steekwerk/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runWritten } from '../../engine/writtenProtocol';
import { TestEditor } from '../testing/TestEditor';
import { cellsOfItem, itemCount } from '../tracker/trackerLayout';
import { writtenJobOf } from '../written/writtenJob';

/** A chart whose every cell has a style of its own, named `s<id>`, so a text line names its cells in order. */
function uniqueCellsEditor(columns: number, rows: number, craft: Craft, type: ChartType): TestEditor {
  const styles = Array.from({ length: columns * rows }, (_, index) =>
    createPaletteStyle(index + 1, { abbreviation: `s${index + 1}`, description: `cel ${index + 1}` }),
  );
  const editor = TestEditor.create({ columns, rows, styles, craft, type });
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      editor.document.setCell(column, row, row * columns + column + 1);
  return editor;
}

/** The cells a text line lists, in its order: "Toer 3 (VK): 1 s4, 1 s5 (2 steken)" → [3, 4]. */
function cellsOfLine(text: string): number[] {
  return [...text.matchAll(/\b1 s(\d+)\b/g)].map((match) => Number(match[1]) - 1);
}

const charts = fc.record({
  columns: fc.integer({ min: 1, max: 12 }),
  rows: fc.integer({ min: 1, max: 12 }),
  direction1: fc.constantFrom<LineSequence>(...lineSequences),
  direction2: fc.constantFrom<AlongDirection>(...alongDirections),
  runLength: fc.integer({ min: 1, max: 5 }),
  /** The table mode (issue 27) writes the same rows, one table row each. */
  table: fc.boolean(),
  kind: fc.constantFrom<[Craft, ChartType]>(
    ['knitting', 'colors'],
    ['knitting', 'lace'],
    ['crochet', 'colors'],
    ['crochet', 'c2c'],
    ['crossStitch', 'colors'],
  ),
});

describe('one work order for the tracker and the written text', () => {
  it('lists in the text line k the cells the tracker works as line k, in the same order', () => {
    fc.assert(
      fc.property(
        charts,
        ({ columns, rows, direction1, direction2, runLength, table, kind: [craft, type] }) => {
          const editor = uniqueCellsEditor(columns, rows, craft, type);
          const document = editor.document;
          document.setGridSettings({
            ...document.meta.gridSettings,
            direction1,
            direction2,
            directionRunLength: runLength,
          });
          const session = editor.editor.sessions.tracker;
          session.setTrackerMode('rowsFull');
          const layout = session.tracker.layout;
          const pattern = runWritten(writtenJobOf(document, table ? { mode: 'table' } : {}));
          const lines = pattern.lines.filter((line) => line.rows !== undefined);
          expect(lines.length).toBe(itemCount(layout));
          lines.forEach((line, k) => {
            expect(line.rows).toEqual({ first: k + 1, last: k + 1 });
            expect(cellsOfLine(line.text)).toEqual(Array.from(cellsOfItem(layout, k)));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
