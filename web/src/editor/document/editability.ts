/**
 * Chart modes and the access part of spec §4's editability rule (the mode part is `tools/registry.ts`).
 */

/**
 * The chart modes of spec §4; each has a row in `tools/registry.ts`. `empty` is the mode a freeform chart opens in
 * (spec §4), `placeFreeform` its place tool (issue 29).
 */
export const chartModes = [
  'view',
  'scroll',
  'drawCells',
  'erase',
  'drawLines',
  'select',
  'preview',
  'backup',
  'progressTracker',
  'drawHalfStitches',
  'drawQuarterStitches',
  'placeOrnaments',
  'empty',
  'placeFreeform',
  'selectFreeform',
] as const;

export type ChartMode = (typeof chartModes)[number];

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

/** The narrowest screen that is not a mobile screen (spec §2). */
export const mobileBreakpoint = 768;
