/**
 * The PNG's ruler numbers read back from its pixels (each glyph matched against the pixel font's own digits): the
 * right number over the right column or beside the right row, on every side, for a chart numbered from the top left
 * and one numbered from the bottom right. A wrong number, a glyph drawn wrong or a ruler shifted by a cell fails.
 */
import { createChartState, createPaletteStyle, defaultRuler, type Ruler } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { decodePng } from './pngCodec';
import { gridBox, readNumbers, type Image } from './testing/pngReading';
import { writeViewPng } from './viewPng';

const columnCount = 40;
const rowCount = 25;

/** A 40 × 25 chart in one light colour with the given ruler, as a PNG `size` pixels wide. */
function png(ruler: Partial<Ruler>, size = 700): Image {
  const state = createChartState({
    craft: 'knitting',
    type: 'colors',
    size: { columnCount, rowCount },
    rows: encodeRowsPlain(new Uint8Array(columnCount * rowCount).fill(1), columnCount, rowCount),
    styles: [createPaletteStyle(1, { colorBackground: '#a0c4ff' })],
  });
  state.grid.settings.ruler = { ...defaultRuler(), ...ruler, explicit: true };
  return decodePng(writeViewPng(chartSnapshotOf(state), { size }), 50_000_000);
}

/** Every side's numbers as `label@cell` (the column under a top or bottom number, the row beside a side one). */
function rulerOf(image: Image): Record<'top' | 'bottom' | 'left' | 'right', string[]> {
  const grid = gridBox(image);
  const cellWidth = (grid.right - grid.left) / columnCount;
  const cellHeight = (grid.bottom - grid.top) / rowCount;
  const column = (x: number) => Math.floor((x - grid.left) / cellWidth);
  const row = (y: number) => Math.floor((y - grid.top) / cellHeight);
  const label =
    (at: (number: { x: number; y: number }) => number) => (number: { text: string; x: number; y: number }) =>
      `${number.text}@${at(number)}`;
  return {
    top: readNumbers(image, grid.left, 0, grid.right, grid.top).map(label((n) => column(n.x))),
    bottom: readNumbers(image, grid.left, grid.bottom, grid.right, image.height).map(
      label((n) => column(n.x)),
    ),
    left: readNumbers(image, 0, grid.top, grid.left, grid.bottom).map(label((n) => row(n.y))),
    right: readNumbers(image, grid.right, grid.top, image.width, grid.bottom).map(label((n) => row(n.y))),
  };
}

describe('the PNG ruler read back from its pixels', () => {
  it('numbers a chart from the top left: 1, 10, 20, … over the first, tenth, twentieth column and beside the rows', () => {
    const ruler = rulerOf(png({ horizontalDirection: 'leftToRight', verticalDirection: 'topToBottom' }));
    const columns = ['1@0', '10@9', '20@19', '30@29', '40@39'];
    const rows = ['1@0', '10@9', '20@19'];
    expect(ruler).toEqual({ top: columns, bottom: columns, left: rows, right: rows });
  });

  it('numbers a chart from the bottom right: 1 over the last column, row 1 the bottom row', () => {
    const ruler = rulerOf(png({ horizontalDirection: 'rightToLeft', verticalDirection: 'bottomToTop' }));
    // Read left to right and top to bottom.
    const columns = ['40@0', '30@10', '20@20', '10@30', '1@39'];
    const rows = ['20@5', '10@15', '1@24'];
    expect(ruler).toEqual({ top: columns, bottom: columns, left: rows, right: rows });
  });

  it('reads the same at a larger scale of the font, and only on the sides the ruler shows', () => {
    const ruler = rulerOf(
      png(
        {
          horizontalDirection: 'leftToRight',
          verticalDirection: 'topToBottom',
          horizontal: 'onlyBottom',
          vertical: 'onlyRight',
        },
        2400,
      ),
    );
    expect(ruler).toEqual({
      top: [],
      bottom: ['1@0', '10@9', '20@19', '30@29', '40@39'],
      left: [],
      right: ['1@0', '10@9', '20@19'],
    });
  });
});
