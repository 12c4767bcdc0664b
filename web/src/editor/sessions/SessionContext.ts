/**
 * What the editor gives the sessions it owns (feature state: the tracker's progress, the preview layer, and more
 * as features come): the chart's document, whether it could be edited, the editor's one command dispatcher (with
 * its tier gate and history) and its mode. Sessions sit below the tools and the editor: tools call them, panels
 * and the canvas read them, and they import neither.
 */
import type { ChartDocument } from '../document/ChartDocument';
import type { Command, CommandOutcome } from '../document/commands/command';
import type { ChartMode } from '../document/editability';
import type { Timers } from '../../lib/timers';

export interface SessionContext {
  readonly document: ChartDocument;
  /** Whether the chart could be edited in an editing mode (everything of spec §4's rule but the mode). */
  readonly canEdit: boolean;
  /** The user has premium (features behind the premium gate). */
  readonly premium: boolean;
  readonly mode: ChartMode;
  readonly clock: Timers;
  /** Runs a command as one undoable change, through the tier gate (the editor's one dispatcher). */
  dispatch<Args>(command: Command<Args>, args: Args): CommandOutcome;
  setMode(mode: ChartMode): void;
}

/** The undo and redo of a session with a history of its own (the progress tracker's, spec §4). */
export interface OwnHistory {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): boolean;
  redo(): boolean;
}
