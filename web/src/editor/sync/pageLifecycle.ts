/**
 * The page events the sync layer follows (spec §4): leaving with unsaved changes warns "The chart isn't saved
 * yet."; closing the page releases the write lock; window blur saves and focus refreshes.
 */

/** The text of the leave warning (spec §4, §8); browsers may show their own text instead. */
export const leaveWarning = "The chart isn't saved yet.";

export interface PageLifecycleHandlers {
  hasUnsavedChanges(): boolean;
  /** The page is going away: release the write lock (a keep-alive request). */
  onExit(): void;
  onBlur(): void;
  onFocus(): void;
}

/**
 * Listens on `target` (the window) and returns a function that stops listening.
 *
 * @param target the window, or a stand-in in tests
 */
export function watchPageLifecycle(target: EventTarget, handlers: PageLifecycleHandlers): () => void {
  const beforeUnload = (event: Event) => {
    if (!handlers.hasUnsavedChanges()) return;
    event.preventDefault();
    // Older browsers show the text set here; newer ones show their own warning.
    (event as BeforeUnloadEvent).returnValue = leaveWarning;
  };
  const pageHide = () => {
    if (!handlers.hasUnsavedChanges()) handlers.onExit();
  };
  const blur = () => handlers.onBlur();
  const focus = () => handlers.onFocus();
  target.addEventListener('beforeunload', beforeUnload);
  target.addEventListener('pagehide', pageHide);
  target.addEventListener('blur', blur);
  target.addEventListener('focus', focus);
  return () => {
    target.removeEventListener('beforeunload', beforeUnload);
    target.removeEventListener('pagehide', pageHide);
    target.removeEventListener('blur', blur);
    target.removeEventListener('focus', focus);
  };
}
