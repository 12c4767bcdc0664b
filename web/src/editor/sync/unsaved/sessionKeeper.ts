/**
 * The {@link UnsavedKeeper} of an open chart's session: what it reads of the editor, its save queue and the
 * tracker's progress sync, and the editor events that tell it something changed.
 */
import type { Editor } from '../../Editor';
import { stateFromDocument } from '../../document/chartState';
import type { ProgressSync } from '../../tracker/sync/ProgressSync';
import { levelFromZoom } from '../../viewport/zoom';
import type { SaveQueue } from '../saveQueue';
import type { Timers } from '../../../lib/timers';
import { UnsavedKeeper } from './unsavedKeeper';
import type { UnsavedOwner, UnsavedStore } from './unsavedStore';

export interface SessionKeeperOptions {
  readonly editor: Editor;
  readonly saves: SaveQueue;
  readonly progress: ProgressSync | undefined;
  readonly store: UnsavedStore;
  readonly timers: Timers;
  readonly sessionId: string;
  /** The entry of another tab session this chart was restored from. */
  readonly replaces?: UnsavedOwner;
  userId(): string;
}

/** The keeper, listening to the editor's drawing and the tracker's marks; `stop` ends both. */
export function keepSessionUnsaved(options: SessionKeeperOptions): {
  keeper: UnsavedKeeper;
  stop: () => void;
} {
  const { editor, saves, progress } = options;
  const tracker = editor.sessions.tracker;
  const keeper = new UnsavedKeeper(
    options.store,
    options.timers,
    {
      sessionId: options.sessionId,
      userId: options.userId,
      chartId: () => saves.chartId,
      baseRevision: () => saves.revision,
      chartUnsaved: () => saves.hasUnsavedChanges(),
      // A chart without an id (or an account that cannot save) keeps its marks only here: they count as unsaved.
      progressUnsaved: () =>
        (progress?.hasUnsavedProgress() ?? false) ||
        (saves.hasUnsavedChanges() && tracker.started && tracker.tracker.done.some((value) => value !== 0)),
      capture: () => {
        const state = stateFromDocument(editor.document, '', levelFromZoom(editor.camera.zoom));
        return {
          state: {
            ...state,
            settings: { ...state.settings, chartId: saves.chartId, revision: saves.revision },
          },
          // Each layer's own cells (hidden ones too), not what shows: restoring gives the layers back.
          cells: editor.document.layerCells[0]!.slice(),
          ...(editor.document.layerCells.length > 1
            ? { furtherLayerCells: editor.document.layerCells.slice(1).map((cells) => cells.slice()) }
            : {}),
        };
      },
      done: () => (tracker.started ? tracker.tracker.done.slice() : undefined),
      now: () => Date.now(),
    },
    options.replaces,
  );
  // A drag's preview also tells of the document; only an edit (a new change count) is worth keeping.
  let changeCount = editor.changeCount;
  const stops = [
    editor.subscribe((event) => {
      if (event.type !== 'document' || editor.changeCount === changeCount) return;
      changeCount = editor.changeCount;
      keeper.changed();
    }),
    tracker.subscribe((event) => {
      if (event.fromUser && event.cells !== null && event.cells.length > 0) keeper.changed();
    }),
  ];
  if (progress) {
    let before = progress.status;
    stops.push(
      progress.subscribe(() => {
        const now = progress.status;
        if (now === 'saved' && before !== 'saved') keeper.saved();
        before = now;
      }),
    );
  }
  return {
    keeper,
    stop: () => {
      for (const stop of stops.splice(0)) stop();
      keeper.stop();
    },
  };
}
