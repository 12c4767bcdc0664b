/**
 * progressTracker: following a chart (issue 17). A tap does the tracker panel's tap action (by default it toggles
 * the item under it); in `perGridCell` a mouse or pen drag marks (or, starting on a done cell, clears) the cells it
 * passes over, as one step; in the row modes, and with one finger on a touch screen in every mode, a drag pans the
 * view (the gestures: `trackerGestures.ts`); the arrow keys, space and Enter step through the row modes. The tool
 * holds no state of its own: the tracker is the editor's tracker session (`tracker/TrackerSession.ts`).
 */
import type { KeyInput } from '../../keyboard/KeyInput';
import type { OwnHistory } from '../../sessions/SessionContext';
import type { TrackerSession } from '../../tracker/TrackerSession';
import { Tool, type ToolContext } from '../Tool';
import { Idle, Marking, Panning, Pointing } from './trackerGestures';

export class ProgressTrackerTool extends Tool {
  readonly id: string = 'progressTracker';

  constructor(context: ToolContext) {
    super(context);
    this.addStates({
      idle: new Idle(this),
      pointing: new Pointing(this),
      marking: new Marking(this),
      panning: new Panning(this),
    });
    this.session.onCancelGesture(() => this.cancel());
  }

  /** The tracker this tool works on. */
  get session(): TrackerSession {
    return this.context.sessions.tracker;
  }

  /**
   * Row modes: → ↓ space and Enter step forward, ← ↑ step back (the chart or the tracker panel has the keys;
   * the panel keeps space and Enter on its own buttons). Other modes leave the keys to the editor.
   */
  override keyDown(input: KeyInput): boolean {
    if (this.session.tracker.layout.mode.kind !== 'rows') return false;
    if (input.ctrlKey || input.metaKey || input.altKey) return false;
    if (['ArrowRight', 'ArrowDown', ' ', 'Enter'].includes(input.key)) {
      this.session.stepForward();
      return true;
    }
    if (['ArrowLeft', 'ArrowUp'].includes(input.key)) {
      this.session.stepBack();
      return true;
    }
    return false;
  }

  override get ownHistory(): OwnHistory {
    return this.session.ownHistory;
  }
}
