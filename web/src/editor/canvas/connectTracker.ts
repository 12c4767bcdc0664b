/**
 * Connects the progress tracker to the renderer while the editor is in mode `progressTracker` (and only then):
 * the done flags and lines once per tracker, the flipped cells of each change as small rectangles, and the look
 * (settings, current line, highlight) as uniforms whenever it changes. Leaving the mode gives the plain editor back.
 */
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { flipRegions, lineOfCells } from '../render/trackerRegions';
import { trackerLookOf, type TrackerLook } from '../render/trackerLook';
import { useSymbolView } from '../ui/symbolView';
import { type TrackerSession, type TrackerEvent } from '../tracker/TrackerSession';
import { currentLine, type TrackerState } from '../tracker/trackerState';
import type { WorkOrder } from '@steekwerk/model';

/** The look of a tracker for the editor's settings. */
export function lookOfTracker(editor: Editor, state: TrackerState, dark: boolean): TrackerLook {
  // The maker's "symbolen in plaats van kleuren" draws every stitch as its symbol.
  const symbolsOnly = useSymbolView.getState().symbolView;
  return trackerLookOf(
    symbolsOnly ? { ...editor.settings, drawTodo: 'symbols', drawDone: 'symbols' } : editor.settings,
    {
      rowMode: state.layout.mode.kind === 'rows',
      currentLine: currentLine(state),
      highlight: state.highlight,
    },
    dark,
  );
}

function sameLook(a: TrackerLook | undefined, b: TrackerLook): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** Shows the tracker on `renderer` while the editor is in tracker mode; returns the disconnect. */
export function connectTracker(renderer: GridRenderer, editor: Editor, dark: boolean): () => void {
  let tool: TrackerSession | undefined;
  let stopTool: (() => void) | undefined;
  let shown: TrackerState | undefined;
  let lines: { order: WorkOrder; lines: Uint16Array } | undefined;
  let look: TrackerLook | undefined;

  const showLook = (state: TrackerState) => {
    const next = lookOfTracker(editor, state, dark);
    if (sameLook(look, next)) return;
    look = next;
    renderer.setTrackerLook(next);
  };
  const showAll = (current: TrackerSession) => {
    const state = current.tracker;
    if (state !== shown) {
      if (lines?.order !== state.layout.order) {
        lines = { order: state.layout.order, lines: lineOfCells(state.layout.order) };
      }
      shown = state;
      look = undefined;
      renderer.setTracker({ done: state.done, lines: lines.lines });
    }
    showLook(state);
  };
  const onTrackerEvent = (event: TrackerEvent) => {
    if (!tool) return;
    const state = tool.tracker;
    if (event.cells === null || state !== shown) {
      showAll(tool);
      return;
    }
    if (event.cells.length > 0) {
      renderer.updateTrackerCells(flipRegions(event.cells, state.layout.order.size.columnCount));
    }
    showLook(state);
  };
  const leave = () => {
    stopTool?.();
    tool = undefined;
    stopTool = undefined;
    shown = undefined;
    lines = undefined;
    look = undefined;
    renderer.setTracker(undefined);
    renderer.setTrackerLook(undefined);
  };
  const sync = () => {
    const inTracker = editor.mode === 'progressTracker';
    if (inTracker && !tool) {
      const current = editor.sessions.tracker;
      tool = current;
      stopTool = current.subscribe(onTrackerEvent);
      showAll(current);
    } else if (!inTracker && tool) {
      leave();
    } else if (tool) {
      showAll(tool);
    }
  };

  sync();
  const stopSymbolView = useSymbolView.subscribe(() => {
    if (tool) showLook(tool.tracker);
  });
  const stopEditor = editor.subscribe((event) => {
    // A changed chart (a new size, cells from elsewhere) remakes the tracker: reading it does, and tells us.
    if (event.type === 'state' || event.type === 'document') sync();
  });
  return () => {
    stopSymbolView();
    stopEditor();
    if (tool) leave();
  };
}
