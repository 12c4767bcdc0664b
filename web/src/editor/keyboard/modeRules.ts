/**
 * What the keyboard rules need to know about the mode.
 */
import type { ChartMode } from '../document/editability';

export interface ModeState {
  readonly mode: ChartMode;
  /** The mode before select or backup, which Escape returns to. */
  readonly previousMode: ChartMode;
  /** Whether the chart could be edited (everything of spec §4's rule but the mode). */
  readonly canEdit: boolean;
  /** Whether the keyboard cursor is shown in the grid. */
  readonly cursorVisible: boolean;
}

/** Modes in which a tool changes the chart. */
export const canEditModes: ReadonlySet<ChartMode> = new Set<ChartMode>([
  'drawCells',
  'erase',
  'drawLines',
  'select',
]);

/** Spec §4: redo is available when there are next states and the mode is not preview or progressTracker. */
export function redoAllowedInMode(mode: ChartMode): boolean {
  return mode !== 'preview' && mode !== 'progressTracker';
}
