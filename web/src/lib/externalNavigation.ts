/**
 * Leaving the app for another page (a payment provider's checkout): a full page load, behind a module of its own
 * so that tests can stand in for it (jsdom cannot navigate).
 */

/** Loads `url` in this tab; the app ends here. */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
