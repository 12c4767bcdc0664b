/**
 * When a press outside a modal dialog closes it (spec §2): never near the window's edges (within the scrollbar
 * width, at least 20 px, where a press is usually meant for the scrollbar) and never during a short grace period
 * after opening (the press that opened it, or a double click).
 */

/** The minimum edge margin in px. */
export const modalEdgeMarginPx = 20;
/** Presses this soon after opening are ignored. */
export const modalGraceMs = 300;

export interface OutsidePress {
  readonly x: number;
  readonly y: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** The width of the page's scrollbar (0 when it has none or it overlays). */
  readonly scrollbarWidth: number;
  /** When the dialog opened and when the press happened, on one clock (ms). */
  readonly openedAt: number;
  readonly now: number;
}

/** Whether a press outside the dialog's content closes it. */
export function outsidePressCloses(press: OutsidePress): boolean {
  if (press.now - press.openedAt < modalGraceMs) return false;
  const margin = Math.max(press.scrollbarWidth, modalEdgeMarginPx);
  return (
    press.x >= margin &&
    press.y >= margin &&
    press.x <= press.viewportWidth - margin &&
    press.y <= press.viewportHeight - margin
  );
}
