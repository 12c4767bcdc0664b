/**
 * The page events the sync layer follows (spec §4): leaving with unsaved changes warns "The chart isn't saved
 * yet."; the unsaved changes are kept on the device as the page hides or goes away (issue 26); closing the page
 * releases the write lock, whether or not changes are unsaved (they are on the device, and the reopened chart
 * offers them back); window blur saves and focus refreshes; the connection coming back saves.
 */

/** The text of the leave warning (spec §4, §8); browsers may show their own text instead. */
export const leaveWarning = "The chart isn't saved yet.";

export interface PageLifecycleHandlers {
  hasUnsavedChanges(): boolean;
  /** The page is going away: release the write lock (a keep-alive request). */
  onExit(): void;
  /**
   * The page may go away or be frozen (`beforeunload`, `visibilitychange` to hidden, `pagehide`): keep the unsaved
   * changes on the device now, synchronously up to the write request.
   */
  onHide?(): void;
  onBlur(): void;
  onFocus(): void;
  /** The browser is online again (`online`). */
  onOnline?(): void;
  /**
   * The page may be leaving (`beforeunload` with unsaved changes, `pagehide`: true) or stays after all (`focus`
   * after the leave question, `pageshow` from the back-forward cache: false).
   */
  onLeaving?(leaving: boolean): void;
}

/**
 * Listens on `target` (the window) and returns a function that stops listening.
 *
 * @param target the window, or a stand-in in tests
 */
export function watchPageLifecycle(target: EventTarget, handlers: PageLifecycleHandlers): () => void {
  const beforeUnload = (event: Event) => {
    if (!handlers.hasUnsavedChanges()) return;
    handlers.onHide?.();
    handlers.onLeaving?.(true);
    event.preventDefault();
    // Older browsers show the text set here; newer ones show their own warning.
    (event as BeforeUnloadEvent).returnValue = leaveWarning;
  };
  const pageHide = () => {
    handlers.onLeaving?.(true);
    handlers.onHide?.();
    handlers.onExit();
  };
  const pageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) handlers.onLeaving?.(false);
  };
  const visibilityChange = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') handlers.onHide?.();
  };
  const blur = () => handlers.onBlur();
  const focus = () => {
    handlers.onLeaving?.(false);
    handlers.onFocus();
  };
  const online = () => handlers.onOnline?.();
  const listeners: Array<[string, (event: Event) => void]> = [
    ['beforeunload', beforeUnload],
    ['pagehide', pageHide],
    ['pageshow', pageShow],
    ['visibilitychange', visibilityChange],
    ['blur', blur],
    ['focus', focus],
    ['online', online],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
