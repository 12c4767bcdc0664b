/**
 * The sessions an editor owns, one per feature that keeps state beside the chart: the maker's progress (the
 * tracker) and the preview layer. A new feature's state is a session of its own folder and a row here; tools reach
 * the sessions through their context, panels and the canvas through `editor.sessions`.
 */
import { LinesSession } from '../lines/LinesSession';
import { OrnamentSession } from '../ornaments/OrnamentSession';
import { PreviewSession } from '../preview/PreviewSession';
import { TrackerSession } from '../tracker/TrackerSession';
import type { SessionContext } from './SessionContext';

export function createSessions(context: SessionContext) {
  return {
    tracker: new TrackerSession(context),
    preview: new PreviewSession(context),
    lines: new LinesSession(context),
    ornaments: new OrnamentSession(context),
  };
}

export type EditorSessions = ReturnType<typeof createSessions>;
