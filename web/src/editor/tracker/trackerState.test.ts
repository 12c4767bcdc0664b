import { describe, expect, it } from 'vitest';
import { decodeDone, encodeDone } from './doneEncoding';
import { TrackerHistory } from './TrackerHistory';
import { formatPercentage, noStyleItems, percentageDone, trackerCounts } from './trackerCounts';
import { itemCount, parseTrackerMode } from './trackerLayout';
import {
  type TrackerState,
  createTracker,
  currentLine,
  markBlock,
  markCells,
  moveTo,
  park,
  setHighlight,
  stepBack,
  stepForward,
  toggleAt,
  unpark,
} from './trackerState';

/** A tracker over a chart drawn as rows of style digits ('.' is an empty cell), worked top down, left to right. */
function trackerOf(
  rows: string[],
  mode: string,
  position = 0,
): { state: TrackerState; history: TrackerHistory } {
  const columnCount = rows[0]?.length ?? 0;
  const cells = Uint8Array.from(rows.join(''), (char) => (char === '.' ? 0 : Number(char)));
  const state = createTracker({
    size: { columnCount, rowCount: rows.length },
    cells,
    directions: { direction1: 'topToBottom', direction2: 'leftToRight', runLength: 2 },
    mode,
    position,
  });
  return { state, history: new TrackerHistory() };
}

/** The done cells drawn as rows: 'x' done, '.' not. */
function drawDone(state: TrackerState): string[] {
  const { columnCount, rowCount } = state.layout.order.size;
  const rows: string[] = [];
  for (let y = 0; y < rowCount; y += 1) {
    rows.push(
      Array.from(state.done.subarray(y * columnCount, (y + 1) * columnCount), (v) => (v ? 'x' : '.')).join(
        '',
      ),
    );
  }
  return rows;
}

const chart = ['1122', '2211', '1.12'];

describe('tracker modes', () => {
  it.each([
    ['rowsFull', { kind: 'rows', group: 'line' }, 3],
    ['rowsStitches', { kind: 'rows', group: 1 }, 12],
    ['rowsGroup3', { kind: 'rows', group: 3 }, 6],
    ['rowsSomethingOld', { kind: 'rows', group: 'line' }, 3],
    ['perGridCell', { kind: 'perGridCell' }, 12],
  ] as const)('%s has its items', (mode, kind, items) => {
    expect(parseTrackerMode(mode)).toEqual(kind);
    expect(itemCount(trackerOf(chart, mode).state.layout)).toBe(items);
  });

  it.each([
    ['rowsFull marks the whole row', 'rowsFull', 1, 2, ['....', 'xxxx', '....']],
    ['rowsStitches marks one stitch', 'rowsStitches', 1, 2, ['....', '.x..', '....']],
    ['rowsGroup3 marks the group of 3 in the row', 'rowsGroup3', 1, 2, ['....', 'xxx.', '....']],
    ['rowsGroup3 marks the short last group', 'rowsGroup3', 3, 1, ['...x', '....', '....']],
    ['perGridCell marks the cell', 'perGridCell', 2, 2, ['....', '..x.', '....']],
    ['an empty cell is no stitch: its row is marked without it', 'rowsFull', 1, 3, ['....', '....', 'x.xx']],
  ])('a tap: %s', (_name, mode, x, yPlusOne, expected) => {
    const { state, history } = trackerOf(chart, mode);
    expect(history.perform(state, toggleAt(state, x, yPlusOne - 1))).toBe(true);
    expect(drawDone(state)).toEqual(expected);
    expect(history.perform(state, toggleAt(state, x, yPlusOne - 1))).toBe(true);
    expect(drawDone(state)).toEqual(['....', '....', '....']);
  });

  it('a tap on a partly done row finishes it; a tap on an empty cell or outside does nothing', () => {
    const { state, history } = trackerOf(chart, 'rowsFull');
    history.perform(state, markCells(state, [0], true));
    history.perform(state, toggleAt(state, 3, 0));
    expect(drawDone(state)[0]).toBe('xxxx');
    const perCell = trackerOf(chart, 'perGridCell').state;
    for (const [x, y] of [
      [1, 2],
      [-1, 0],
      [4, 0],
      [0, 3],
      [0.5, 0],
    ]) {
      expect(toggleAt(perCell, x ?? 0, y ?? 0)).toBeNull();
    }
  });
});

describe('stepping', () => {
  it('steps forward marking each group in work order, clamps at the end, and back unmarking', () => {
    const { state, history } = trackerOf(['123', '321'], 'rowsGroup2');
    expect(itemCount(state.layout)).toBe(4);
    for (let step = 0; step < 4; step += 1) expect(history.perform(state, stepForward(state))).toBe(true);
    expect(state.position).toBe(4);
    expect(stepForward(state)).toBeNull();
    expect(drawDone(state)).toEqual(['xxx', 'xxx']);
    history.perform(state, stepBack(state));
    expect({ position: state.position, done: drawDone(state) }).toEqual({
      position: 3,
      done: ['xxx', 'xx.'],
    });
    expect(currentLine(state)).toBe(1);
    history.perform(state, moveTo(state, 0));
    expect(stepBack(state)).toBeNull();
    expect(currentLine(state)).toBe(0);
  });

  it.each([
    [-5, 0],
    [2, 2],
    [99, 3],
    [Number.NaN, 0],
    [1.8, 1],
  ])('clamps the position %s to %s', (position, expected) => {
    expect(trackerOf(['11', '11', '11'], 'rowsFull', position).state.position).toBe(expected);
    const { state } = trackerOf(['11', '11', '11'], 'rowsFull');
    const plan = moveTo(state, position);
    expect(plan?.positionAfter ?? state.position).toBe(expected);
  });
});

describe('drag and block marking', () => {
  it('marks a dragged run of cells, ignoring empty, repeated and outside cells', () => {
    const { state, history } = trackerOf(chart, 'perGridCell');
    history.perform(state, markCells(state, [0, 1, 1, 9, 10, -1, 12, 99], true));
    expect(drawDone(state)).toEqual(['xx..', '....', '..x.']);
    history.perform(state, markCells(state, [1, 10], false));
    expect(drawDone(state)).toEqual(['x...', '....', '....']);
    expect(markCells(state, [0], true)).toBeNull();
  });

  /** 12 × 11 cells: style 1 on even columns, 2 on odd ones, the last column empty. */
  const big = Array.from({ length: 11 }, () => '12121212121.');

  it.each([
    ['no highlight marks every stitch of the block', null, 5, 5, 100],
    ['a highlight marks only its cells', 2, 0, 0, 50],
    ['the edge block is cut by the chart and its empty column', null, 11, 10, 1],
    ['the edge block with a highlight', 1, 10, 3, 10],
  ])('%s', (_name, highlight, x, y, marked) => {
    const { state, history } = trackerOf(big, 'perGridCell');
    setHighlight(state, highlight);
    const result = markBlock(state, x, y);
    expect(result.marked).toBe(marked);
    history.perform(state, result.change);
    expect(trackerCounts(state).done).toBe(marked);
    expect(markBlock(state, x, y).marked).toBe(0);
    history.undo(state);
    expect(trackerCounts(state).done).toBe(0);
  });

  it('counts only the block cells not done yet, and refuses a cell outside', () => {
    const { state, history } = trackerOf(big, 'perGridCell');
    history.perform(state, markCells(state, [0, 1, 2], true));
    expect(markBlock(state, 9, 9).marked).toBe(97);
    expect(markBlock(state, 12, 0)).toEqual({ change: null, marked: 0 });
    expect(markBlock(state, -1, 0)).toEqual({ change: null, marked: 0 });
  });
});

describe('counts', () => {
  it('counts per style and in total, the tracked styles only in the total', () => {
    const { state, history } = trackerOf(chart, 'rowsFull');
    history.perform(state, toggleAt(state, 0, 0));
    expect(trackerCounts(state)).toEqual({
      styles: [
        { styleId: 1, done: 2, total: 6, left: 4, items: noStyleItems },
        { styleId: 2, done: 2, total: 5, left: 3, items: noStyleItems },
      ],
      done: 4,
      total: 11,
      percentage: 36,
    });
    expect(trackerCounts(state, new Set([2]))).toMatchObject({ done: 2, total: 5, percentage: 40 });
  });

  it('lists the styles of lines, part stitches, knots and beads too, counting only cells towards the total', () => {
    const { state } = trackerOf(chart, 'rowsFull');
    const counts = trackerCounts(state, undefined, {
      customLines: [
        { x1: 0, y1: 0, x2: 1, y2: 1, styleId: 7 },
        { x1: 1, y1: 1, x2: 2, y2: 1, styleId: 7 },
      ],
      halfStitches: [{ x: 0, y: 0, left: true, top: true, styleId: 2 }],
      quarterStitches: [{ x: 1, y: 0, left: false, top: true, styleId: 9 }],
      ornaments: [
        { x: 1, y: 1, kind: 'knot', styleId: 9 },
        { x: 1.5, y: 1.5, kind: 'bead', sizeMm: 3, styleId: 9 },
      ],
    });
    expect(counts.styles).toEqual([
      { styleId: 1, done: 0, total: 6, left: 6, items: noStyleItems },
      { styleId: 2, done: 0, total: 5, left: 5, items: { ...noStyleItems, halfStitches: 1 } },
      { styleId: 7, done: 0, total: 0, left: 0, items: { ...noStyleItems, customLines: 2 } },
      {
        styleId: 9,
        done: 0,
        total: 0,
        left: 0,
        items: { ...noStyleItems, quarterStitches: 1, knots: 1, beads: 1 },
      },
    ]);
    expect(counts).toMatchObject({ done: 0, total: 11 });
  });

  it.each([
    [0, 0, 0, '0 %'],
    [0, 2000, 0, '0 %'],
    [1, 2000, 0.1, '0,1 %'],
    [1, 100_000, 0.1, '0,1 %'],
    [19, 2000, 0.9, '0,9 %'],
    [20, 2000, 1, '1 %'],
    [999, 1000, 99, '99 %'],
    [1000, 1000, 100, '100 %'],
  ])('%s of %s is %s', (done, total, percentage, text) => {
    expect(percentageDone(done, total)).toBe(percentage);
    expect(formatPercentage(percentage)).toBe(text);
  });
});

describe('parking and history', () => {
  it('parks one marker per style at a cell corner, with undo and redo', () => {
    const { state, history } = trackerOf(chart, 'perGridCell');
    history.perform(state, park(state, { styleId: 1, x: 2, y: 1, corner: 'topRight' }));
    history.perform(state, park(state, { styleId: 2, x: 0, y: 0, corner: 'bottomLeft' }));
    history.perform(state, park(state, { styleId: 1, x: 3, y: 2, corner: 'topLeft' }));
    expect(state.parking).toEqual([
      { styleId: 2, x: 0, y: 0, corner: 'bottomLeft' },
      { styleId: 1, x: 3, y: 2, corner: 'topLeft' },
    ]);
    expect(park(state, { styleId: 1, x: 3, y: 2, corner: 'topLeft' })).toBeNull();
    expect(park(state, { styleId: 3, x: 4, y: 0, corner: 'topLeft' })).toBeNull();
    expect(park(state, { styleId: 0, x: 0, y: 0, corner: 'topLeft' })).toBeNull();
    history.undo(state);
    expect(state.parking.find((marker) => marker.styleId === 1)).toMatchObject({
      x: 2,
      y: 1,
      corner: 'topRight',
    });
    history.redo(state);
    history.perform(state, unpark(state, 2));
    expect(state.parking).toEqual([{ styleId: 1, x: 3, y: 2, corner: 'topLeft' }]);
    expect(unpark(state, 2)).toBeNull();
  });

  it('undoes and redoes marks, steps and blocks in order; a new change drops the redo steps', () => {
    const { state, history } = trackerOf(chart, 'rowsFull');
    history.perform(state, stepForward(state));
    history.perform(state, toggleAt(state, 0, 2));
    expect(drawDone(state)).toEqual(['xxxx', '....', 'x.xx']);
    expect(history.undo(state)).toBe(true);
    expect(drawDone(state)).toEqual(['xxxx', '....', '....']);
    expect(history.undo(state)).toBe(true);
    expect({ position: state.position, done: drawDone(state) }).toEqual({
      position: 0,
      done: ['....', '....', '....'],
    });
    expect(history.undo(state)).toBe(false);
    expect(history.redo(state)).toBe(true);
    expect(state.position).toBe(1);
    expect(history.canRedo).toBe(true);
    history.perform(state, toggleAt(state, 0, 1));
    expect(history.canRedo).toBe(false);
    expect(history.redo(state)).toBe(false);
    expect(trackerCounts(state).done).toBe(8);
    expect(history.perform(state, null)).toBe(false);
  });

  it('keeps at most its limit of steps', () => {
    const { state } = trackerOf(['1111'], 'rowsStitches');
    const history = new TrackerHistory(2);
    for (let step = 0; step < 4; step += 1) history.perform(state, stepForward(state));
    expect([history.undo(state), history.undo(state), history.undo(state)]).toEqual([true, true, false]);
    expect(drawDone(state)).toEqual(['xx..']);
  });
});

describe('done encoding', () => {
  it('round-trips through the protocol encoding, empty as ""', () => {
    const { state, history } = trackerOf(chart, 'rowsFull');
    expect(encodeDone(state.done)).toBe('');
    history.perform(state, toggleAt(state, 0, 1));
    const encoded = encodeDone(state.done);
    expect(encoded).toBe(`1:${btoa('\0\0\0\0\x01\x01\x01\x01\0\0\0\0')}`);
    const size = { columnCount: 4, rowCount: 3 };
    expect(decodeDone(encoded, size, size)).toEqual(state.done);
    const reloaded = createTracker({
      size,
      cells: state.cells,
      directions: { direction1: 'topToBottom', direction2: 'leftToRight', runLength: 2 },
      mode: 'rowsFull',
      done: decodeDone(encoded, size, size) ?? undefined,
    });
    expect(trackerCounts(reloaded)).toEqual(trackerCounts(state));
  });

  it('keeps the shared cells of a resized chart', () => {
    const saved = `1:${btoa('\x01\0\x01\0')}`;
    expect(
      Array.from(decodeDone(saved, { columnCount: 2, rowCount: 2 }, { columnCount: 3, rowCount: 1 }) ?? []),
    ).toEqual([1, 0, 0]);
  });

  it.each([
    ['another version', '2:AAAA'],
    ['broken base64', '1:%%%'],
    ['the wrong length', `1:${btoa('\x01\x01')}`],
  ])('refuses %s', (_name, encoded) => {
    expect(decodeDone(encoded, { columnCount: 2, rowCount: 2 }, { columnCount: 2, rowCount: 2 })).toBeNull();
  });

  it('refuses cells or done cells of the wrong size', () => {
    const directions = { direction1: 'topToBottom', direction2: 'leftToRight', runLength: 2 } as const;
    const size = { columnCount: 2, rowCount: 2 };
    expect(() => createTracker({ size, cells: new Uint8Array(3), directions, mode: 'rowsFull' })).toThrow(
      RangeError,
    );
    expect(() =>
      createTracker({
        size,
        cells: new Uint8Array(4),
        directions,
        mode: 'rowsFull',
        done: new Uint8Array(5),
      }),
    ).toThrow(RangeError);
  });
});
