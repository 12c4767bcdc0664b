/**
 * An imported file's marked stitches become the maker's progress (issue 17): the done cells travel with the draft
 * (draftStore) into the editor that opens it, where the tracker starts with them in `perGridCell`. Only stitched
 * cells can be done: a mark on an empty cell, or done cells of another size, are left out. The chart's first save
 * stores them on the server (the sync's rule for a new chart's local progress).
 */
import type { Editor } from '../editor/Editor';

import { decodeDone, encodeDone } from '../editor/tracker/doneEncoding';

/** Done cells (`"1:" + base64`) on `cells` of that size: only stitched cells, or null when they do not read. */
export function doneOnStitches(
  encoded: string,
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
): Uint8Array | null {
  const size = { columnCount, rowCount };
  const done = decodeDone(encoded, size, size);
  if (!done || done.length !== cells.length) return null;
  for (let cell = 0; cell < done.length; cell += 1) if (cells[cell] === 0) done[cell] = 0;
  return done;
}

/**
 * Starts the editor's tracker with a draft's done cells in `perGridCell`; returns how many cells are done (0 when
 * none are, or they do not read: the tracker is then left alone).
 */
export function loadDraftProgress(editor: Editor, encoded: string): number {
  const tool = editor.sessions.tracker;
  const { cells, columnCount, rowCount } = editor.document;
  const done = doneOnStitches(encoded, cells, columnCount, rowCount);
  if (!done) return 0;
  let count = 0;
  for (const value of done) count += value;
  if (count === 0) return 0;
  tool.load({ mode: 'perGridCell', done });
  return count;
}

/** The done cells of the editor's tracker to keep with its draft, or undefined when nothing is done. */
export function draftProgressOf(editor: Editor): string | undefined {
  const tool = editor.sessions.tracker;
  return encodeDone(tool.tracker.done) || undefined;
}
