/**
 * The window's `error` and `unhandledrejection` events go to the error reporter (spec §8: unhandled window errors
 * are reported silently, with no message to the user). A failed resource load (an `error` event of an `<img>`
 * or `<script>` element) is not a script error and is left alone, nor is a rejection that only says a request was
 * cancelled (`Aborted`, an `AbortError`).
 */
import { AjaxError } from '../../api/ajaxError';
import type { ErrorDetails } from './errorReporter';
import { describeThrown } from './report';

export type Report = (message: string, details?: ErrorDetails) => void;

/** Starts reporting the window's unhandled errors and rejections; returns a function that stops it. */
export function installGlobalErrorHandlers(target: EventTarget, report: Report): () => void {
  const onError = (event: Event) => {
    if (!(event instanceof ErrorEvent)) return;
    const fromError =
      event.error === undefined || event.error === null ? undefined : describeThrown(event.error);
    report(fromError?.message ?? (event.message || 'Script error.'), {
      ...(fromError?.details ?? {}),
      ...(event.filename ? { filename: event.filename } : {}),
      ...(event.lineno ? { lineNumber: event.lineno } : {}),
      ...(event.colno ? { columnNumber: event.colno } : {}),
      action: 'window.onerror',
    });
  };
  const onRejection = (event: Event) => {
    const reason: unknown = (event as PromiseRejectionEvent).reason;
    if (isCancellation(reason)) return;
    const { message, details } = describeThrown(reason);
    report(message, { ...details, action: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A request or task the page cancelled on purpose (leaving a screen): no error of the app. */
function isCancellation(reason: unknown): boolean {
  if (reason instanceof AjaxError) return reason.kind === 'aborted';
  // A DOMException is not an Error everywhere (jsdom), so by its name.
  return (
    typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError'
  );
}
