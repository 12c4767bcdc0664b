/**
 * The page's error reporter, for any module to call: `report('Failed to fetch chart: 404')`. `main.tsx` installs
 * the reporter ({@link installErrorReporter}); until then (and in unit tests that install none) a report is
 * written to the console only. This module imports nothing of the app, so every layer may use it.
 */
import type { ActionTrail } from './actionTrail';
import type { ErrorDetails, ErrorReporter } from './errorReporter';

let installed: ErrorReporter | undefined;
let installedTrail: ActionTrail | undefined;

/**
 * Makes `reporter` the one {@link report} sends to, and `trail` the one {@link recordAction} adds to; returns a
 * function that uninstalls them.
 */
export function installErrorReporter(reporter: ErrorReporter, trail?: ActionTrail): () => void {
  installed = reporter;
  installedTrail = trail;
  return () => {
    if (installed === reporter) installed = undefined;
    if (installedTrail === trail) installedTrail = undefined;
  };
}

/**
 * Adds a user action (a command's name, a mode) to the recent actions a report carries; does nothing before
 * reporting is started. Never throws.
 */
export function recordAction(name: string): void {
  try {
    installedTrail?.record(name);
  } catch {
    // Never throws.
  }
}

/**
 * Reports an error the app could not handle (spec §8) to the server, with the page's state and recent actions.
 * Never throws; sends each message once per page, and never the messages the spec ignores.
 *
 * @param message what went wrong, in English (e.g. "Failed to fetch chart: 404")
 * @param extra where it happened: a stack, a file and line, the action being handled
 */
export function report(message: string, extra?: ErrorDetails): void {
  try {
    if (installed) installed.report(message, extra);
    else console.error(`[report] ${message}`);
  } catch {
    // Never throws.
  }
}

/** The message and details of something thrown: an `Error`'s message and stack, or the value as text. */
export function describeThrown(thrown: unknown): { message: string; details: ErrorDetails } {
  // Error-like too: a DOMException is not an Error in every environment.
  const { name, message, stack } = (thrown ?? {}) as { name?: unknown; message?: unknown; stack?: unknown };
  if (thrown instanceof Error || (typeof name === 'string' && typeof message === 'string')) {
    const prefix = typeof name === 'string' && name !== '' && name !== 'Error' ? `${name}: ` : '';
    return {
      message: `${prefix}${String(message)}`,
      details: typeof stack === 'string' && stack !== '' ? { stack } : {},
    };
  }
  try {
    return {
      message: typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown)),
      details: {},
    };
  } catch {
    return { message: String(thrown), details: {} };
  }
}

/**
 * Reports something thrown, its message prefixed (e.g. `reportThrown('Progress-grid save failure', error)`).
 *
 * @param prefix what was being done
 * @param thrown the error
 */
export function reportThrown(prefix: string, thrown: unknown, extra: ErrorDetails = {}): void {
  const { message, details } = describeThrown(thrown);
  report(prefix ? `${prefix}: ${message}` : message, { ...details, ...extra });
}
