/**
 * What the keyboard rules need to know about the mode. The rules per mode are the mode's row in
 * `tools/registry.ts` (`keys`).
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
