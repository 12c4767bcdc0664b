/**
 * Chart modes and the editability rule of spec §4.
 */

/** The chart modes of spec §4 that grid charts use. */
export type ChartMode =
  | 'view'
  | 'scroll'
  | 'drawCells'
  | 'erase'
  | 'drawLines'
  | 'select'
  | 'preview'
  | 'backup'
  | 'progressTracker';

/** What decides whether the user may edit, besides the mode. */
export interface EditAccess {
  readonly locked: boolean;
  /** 0 or below: the current revision; above 0: a backup. */
  readonly revisionNumber: number;
  /** A mobile device with a small screen (narrower than 768 px). */
  readonly smallMobileScreen: boolean;
  /** Granted per session by the server; a new local chart has both. */
  readonly hasWriteAccess: boolean;
  readonly hasWriteLock: boolean;
}

/** Access of a new chart that only exists in this tab. */
export const newChartAccess: EditAccess = Object.freeze({
  locked: false,
  revisionNumber: 0,
  smallMobileScreen: false,
  hasWriteAccess: true,
  hasWriteLock: true,
});

const readOnlyModes: ReadonlySet<ChartMode> = new Set<ChartMode>(['backup', 'view', 'progressTracker']);

/** Whether the user could edit in an editing mode: everything of the rule but the current mode. */
export function canEdit(access: EditAccess): boolean {
  return (
    !access.locked &&
    access.revisionNumber <= 0 &&
    !access.smallMobileScreen &&
    access.hasWriteAccess &&
    access.hasWriteLock
  );
}

/** Spec §4: editing needs an unlocked current revision, no small mobile screen, write access and lock, and a mode other than backup, view or progressTracker. */
export function isEditable(access: EditAccess, mode: ChartMode): boolean {
  return canEdit(access) && !readOnlyModes.has(mode);
}

/** The narrowest screen that is not a mobile screen (spec §2). */
export const mobileBreakpoint = 768;
