import { describe, expect, it } from 'vitest';
import type { CellRect } from '../document/ChartDocument';
import type { GridRenderer } from '../render/GridRenderer';
import type { TrackerCells } from '../render/trackerLayer';
import type { TrackerLook } from '../render/trackerLook';
import { TestEditor } from '../testing/TestEditor';

import { connectTracker } from './connectTracker';
import { contrastingOutline, markerPoints, markerSize } from './ParkingMarkers';

/** What the renderer was asked to do, in order. */
type Call =
  | { readonly call: 'setTracker'; readonly cells: TrackerCells | undefined }
  | { readonly call: 'setTrackerLook'; readonly look: TrackerLook | undefined }
  | { readonly call: 'updateTrackerCells'; readonly rects: readonly CellRect[] };

function fakeRenderer() {
  const calls: Call[] = [];
  const renderer = {
    setTracker: (cells: TrackerCells | undefined) => calls.push({ call: 'setTracker', cells }),
    setTrackerLook: (look: TrackerLook | undefined) => calls.push({ call: 'setTrackerLook', look }),
    updateTrackerCells: (rects: readonly CellRect[]) => calls.push({ call: 'updateTrackerCells', rects }),
  };
  return { renderer: renderer as unknown as GridRenderer, calls, take: () => calls.splice(0) };
}

/** A 6 × 4 chart painted with style 1, row 1 with style 2 from column 3, row 3 (the first line worked) empty. */
function chart(): TestEditor {
  const editor = TestEditor.create({ columns: 6, rows: 4 });
  editor.setTool('drawCells');
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 6; column += 1)
      editor.selectStyle(row === 1 && column >= 3 ? 2 : 1).click(column, row);
  }
  return editor;
}

describe('the tracker on the renderer', () => {
  it('shows nothing outside tracker mode, and everything once in it', () => {
    const editor = chart();
    const fake = fakeRenderer();
    connectTracker(fake.renderer, editor.editor, false);
    expect(fake.take()).toEqual([]);
    editor.setTool('progressTracker');
    const calls = fake.take();
    expect(calls.map((call) => call.call)).toEqual(['setTracker', 'setTrackerLook']);
    const shown = calls[0]?.call === 'setTracker' ? calls[0].cells : undefined;
    expect(shown?.done).toBe(editor.editor.sessions.tracker.tracker.done);
    expect(shown?.lines).toHaveLength(24);
    const look = calls[1]?.call === 'setTrackerLook' ? calls[1].look : undefined;
    expect(look).toMatchObject({ currentLine: -1, highlight: 0, greyBefore: false, greyAfter: false });
  });

  it('uploads only the tapped cell for a tap, and no new look', () => {
    const editor = chart();
    const fake = fakeRenderer();
    connectTracker(fake.renderer, editor.editor, false);
    editor.setTool('progressTracker');
    fake.take();
    editor.click(2, 1);
    expect(fake.take()).toEqual([
      { call: 'updateTrackerCells', rects: [{ x: 2, y: 1, width: 1, height: 1 }] },
    ]);
    editor.undo();
    expect(fake.take()).toEqual([
      { call: 'updateTrackerCells', rects: [{ x: 2, y: 1, width: 1, height: 1 }] },
    ]);
  });

  it('in a row mode, steps upload the line done and move the current line by uniforms only', () => {
    const editor = chart();
    const fake = fakeRenderer();
    connectTracker(fake.renderer, editor.editor, false);
    editor.setTool('progressTracker');
    fake.take();
    const tool = editor.editor.sessions.tracker;
    tool.setTrackerMode('rowsFull');
    const remade = fake.take();
    expect(remade.map((call) => call.call)).toEqual(['setTracker', 'setTrackerLook']);
    expect(remade[1]).toMatchObject({ look: { currentLine: 0, greyBefore: true, greyAfter: true } });
    // Line 0 is the bottom row, which is empty: nothing to upload, only the current line moves.
    tool.stepForward();
    expect(fake.take()).toEqual([
      { call: 'setTrackerLook', look: expect.objectContaining({ currentLine: 1 }) },
    ]);
    tool.stepForward();
    expect(fake.take()).toEqual([
      { call: 'updateTrackerCells', rects: [{ x: 0, y: 2, width: 6, height: 1 }] },
      { call: 'setTrackerLook', look: expect.objectContaining({ currentLine: 2 }) },
    ]);
    tool.moveTo(2);
    expect(fake.take()).toEqual([]);
  });

  it('follows the highlight and the settings with uniforms only', () => {
    const editor = chart();
    const fake = fakeRenderer();
    connectTracker(fake.renderer, editor.editor, true);
    editor.setTool('progressTracker');
    fake.take();
    editor.editor.sessions.tracker.setHighlight(2);
    expect(fake.take()).toEqual([
      { call: 'setTrackerLook', look: expect.objectContaining({ highlight: 2 }) },
    ]);
    editor.editor.setUserSettings({ drawTodo: 'colors', fadeGridCells: 'none' });
    expect(fake.take()).toEqual([
      {
        call: 'setTrackerLook',
        look: expect.objectContaining({
          todo: { fill: true, symbol: false, faded: false },
          highlight: 2,
        }),
      },
    ]);
  });

  it('gives the plain editor back when leaving the mode, and stops listening', () => {
    const editor = chart();
    const fake = fakeRenderer();
    const disconnect = connectTracker(fake.renderer, editor.editor, false);
    editor.setTool('progressTracker');
    fake.take();
    editor.setTool('view');
    expect(fake.take()).toEqual([
      { call: 'setTracker', cells: undefined },
      { call: 'setTrackerLook', look: undefined },
    ]);
    editor.editor.sessions.tracker.setHighlight(1);
    expect(fake.take()).toEqual([]);
    editor.setTool('progressTracker');
    disconnect();
    expect(fake.take().map((call) => call.call)).toEqual([
      'setTracker',
      'setTrackerLook',
      'setTracker',
      'setTrackerLook',
    ]);
    editor.click(0, 0);
    expect(fake.take()).toEqual([]);
  });
});

describe('parking markers', () => {
  const placement = {
    originX: 10,
    originY: 20,
    cellWidth: 20,
    cellHeight: 20,
    contentWidth: 0,
    contentHeight: 0,
  };

  it.each<['topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight', string]>([
    ['topLeft', '50,60 62,60 50,72'],
    ['topRight', '70,60 58,60 70,72'],
    ['bottomLeft', '50,80 62,80 50,68'],
    ['bottomRight', '70,80 58,80 70,68'],
  ])('sits in the %s corner of its cell', (corner, points) => {
    expect(markerPoints({ x: 2, y: 2, corner }, placement)).toBe(points);
  });

  it('stays visible at every zoom and never grows huge', () => {
    expect(markerSize(1)).toBe(9);
    expect(markerSize(20)).toBe(12);
    expect(markerSize(200)).toBe(18);
  });

  it('outlines light colours dark and dark colours light, and survives a bad colour', () => {
    expect(contrastingOutline('#ffff00')).toBe('#000000');
    expect(contrastingOutline('#202080')).toBe('#ffffff');
    expect(contrastingOutline('red')).toBe('#000000');
  });
});
