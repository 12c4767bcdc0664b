/**
 * Leaving the app for another page (a payment provider's checkout): a full page load, behind an object of its own
 * so that tests can stand in for it with `vi.spyOn` (jsdom cannot navigate). An object rather than a module mock:
 * the web's tests share modules between files (`isolate: false`), where a `vi.mock` of an already loaded module
 * does not take.
 */
export const externalNavigation = {
  /** Loads `url` in this tab; the app ends here. */
  leaveAppFor(url: string): void {
    window.location.assign(url);
  },
};
