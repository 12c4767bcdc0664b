/**
 * The sessions an editor owns, one per feature that keeps state beside the chart: the maker's progress (the
 * tracker), the preview layer, the clipboard and the selected area. A new feature's state is a session of its own
 * folder and a row here; tools reach the sessions through their context, panels and the canvas through
 * `editor.sessions`. A session that follows the editor's mode implements `FollowsMode`.
 */
import { LinesSession } from '../lines/LinesSession';
import { OrnamentSession } from '../ornaments/OrnamentSession';
import { ClipboardSession } from '../clipboard/ClipboardSession';
import type { ClipboardStore } from '../clipboard/clipboardStore';
import { PreviewSession } from '../preview/PreviewSession';
import { SelectionSession } from '../selection/SelectionSession';
import { TrackerSession } from '../tracker/TrackerSession';
import type { FreeformSelectionSession } from '../freeformSelection/FreeformSelectionSession';
import type { FreeformHitIndex } from '@steekwerk/model';
import type { FollowsMode, FollowsStyleChoice, SessionContext } from './SessionContext';

/** Makes a freeform chart's selection session (the freeform feature's, loaded for freeform charts only). */
export type FreeformSessionFactory = (
  context: SessionContext,
  clipboardStore: ClipboardStore,
  hitIndex: FreeformHitIndex | undefined,
) => FreeformSelectionSession;

/**
 * What the sessions need from outside the editor: the clipboard every tab shares, and for a freeform chart the
 * freeform feature's session factory (`freeform/freeformFeature.ts`, a lazy chunk grid charts never load) and the
 * hit index.
 */
export interface SessionEnvironment {
  readonly clipboardStore: ClipboardStore;
  /** Absent: no freeform selection session (a grid chart, or a freeform one opened without the feature). */
  readonly createFreeformSession?: FreeformSessionFactory;
  /** The engine's index for a freeform chart (the page makes it); by default the model's linear scan. */
  readonly freeformHitIndex?: FreeformHitIndex;
}

export function createSessions(context: SessionContext, environment: SessionEnvironment) {
  const preview = new PreviewSession(context);
  const clipboard = new ClipboardSession(context, environment.clipboardStore, preview);
  return {
    tracker: new TrackerSession(context),
    preview,
    clipboard,
    selection: new SelectionSession(context, clipboard),
    lines: new LinesSession(context),
    ornaments: new OrnamentSession(context),
    freeformSelection: environment.createFreeformSession?.(
      context,
      environment.clipboardStore,
      environment.freeformHitIndex,
    ),
  };
}

export type EditorSessions = ReturnType<typeof createSessions>;

/** The sessions that follow the editor's mode. */
export function modeFollowers(sessions: EditorSessions): FollowsMode[] {
  return sessions.freeformSelection ? [sessions.selection, sessions.freeformSelection] : [sessions.selection];
}

/** The sessions that act on the palette's choice of a style. */
export function styleFollowers(sessions: EditorSessions): FollowsStyleChoice[] {
  return [sessions.lines];
}
