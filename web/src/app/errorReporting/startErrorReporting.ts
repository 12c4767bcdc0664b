/**
 * The page's error reporting, started first thing in `main.tsx`: the reporter sending through the ajax client,
 * the trail of recent actions, the window's error handlers, and {@link report} pointed at it all.
 */
import { ajaxActions, logJavascriptErrorResponseSchema } from '@steekwerk/model';
import type { AjaxClient } from '../../api/ajaxClient';
import { onStorageFailure, type KeyValueStorage } from '../../lib/localStore';
import { createActionTrail, type ActionTrail } from './actionTrail';
import { createErrorReporter, type ErrorReporter } from './errorReporter';
import { installGlobalErrorHandlers } from './globalHandlers';
import { describeThrown, installErrorReporter } from './report';

export interface ErrorReportingOptions {
  readonly ajax: AjaxClient;
  /** The window: its `error` and `unhandledrejection` events are reported. */
  readonly target: EventTarget;
  readonly storage?: KeyValueStorage;
  readonly version?: string;
  /** The app's state worth a report (scalars only, see `appStateForReport.ts`). */
  state?(): Record<string, unknown>;
}

export interface ErrorReporting {
  readonly reporter: ErrorReporter;
  readonly trail: ActionTrail;
  stop(): void;
}

/** Starts reporting the page's errors. */
export function startErrorReporting(options: ErrorReportingOptions): ErrorReporting {
  const trail = createActionTrail();
  const reporter = createErrorReporter({
    send: async (body) => {
      const answer = await options.ajax.request({
        action: ajaxActions.logJavascriptError,
        response: logJavascriptErrorResponseSchema,
        body,
      });
      return answer.status;
    },
    actions: () => trail.recent(),
    ...(options.state ? { state: options.state } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.version ? { version: options.version } : {}),
  });
  const uninstall = installErrorReporter(reporter, trail);
  const stopHandlers = installGlobalErrorHandlers(options.target, (message, details) =>
    reporter.report(message, details),
  );
  // Spec §8: storage errors are reported silently. The key says which feature; the message (e.g. a full quota) why.
  onStorageFailure((key, error) => {
    const { message } = describeThrown(error);
    reporter.report(`Storage failure: ${message}`, { action: `storage:${key}` });
  });
  return {
    reporter,
    trail,
    stop: () => {
      stopHandlers();
      onStorageFailure(undefined);
      uninstall();
    },
  };
}
