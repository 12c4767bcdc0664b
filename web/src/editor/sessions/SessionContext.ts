/**
 * What the editor gives the sessions it owns (feature state: the tracker's progress, the preview layer, and more
 * as features come): the chart's document, whether it could be edited, the editor's one command dispatcher (with
 * its tier gate and history) and its mode. Sessions sit below the tools and the editor: tools call them, panels
 * and the canvas read them, and they import neither.
 */
import type { PremiumFeature, UserSettings } from '@steekwerk/model';
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
  /** The user's settings the sessions follow (spec §3: whether a copy takes empty cells along). */
  readonly settings: Pick<UserSettings, 'copyNoStitch' | 'freeformSelectPartial'>;
  /** Runs a command as one undoable change, through the tier gate (the editor's one dispatcher). */
  dispatch<Args>(command: Command<Args>, args: Args): CommandOutcome;
  /**
   * Asks the same tier gate for a premium edit that is not a command (the preview layer's turns and moves): true
   * when the user may; a free user is sent to the premium offer with the edit's code (spec §2) and gets false.
   */
  allowPremium(feature: PremiumFeature): boolean;
  setMode(mode: ChartMode): void;
}

/** A session that follows the editor's mode (the selection empties when the editor leaves the editing modes). */
export interface FollowsMode {
  /** The editor entered `mode`; `editing` says whether it is one of the editing modes (spec §4). */
  modeChanged(mode: ChartMode, editing: boolean): void;
}

/** A session that acts on the palette's choice (a click on a style or its digit key, the same style again too). */
export interface FollowsStyleChoice {
  styleChosen(styleId: number): void;
}

/** The undo and redo of a session with a history of its own (the progress tracker's, spec §4). */
export interface OwnHistory {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): boolean;
  redo(): boolean;
}
