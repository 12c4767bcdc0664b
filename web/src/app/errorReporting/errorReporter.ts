/**
 * Reports the web app's own errors to `POST /nl/ajax/log/javascripterror` (spec §7, §8) with the spec's fields:
 * the message, where it happened, a sanitised state, the address, the stack, the recent actions, the action and
 * the app's version.
 *
 * Rules: never for "Timeout" and "Failed to compress grid rows: Error: Invalid grid rows"; each message once per
 * page; a message the server answered `ignored` is not reported again from this browser (for a day, see
 * docs/decisions/error-reports.md); at most {@link errorReportLimits.perPage} reports per page, none after the
 * server said 429; an error while reporting is never reported (no loop), and reporting never throws.
 */
import {
  ignoredJavascriptErrorMessages,
  javascriptErrorLimits,
  type LogJavascriptErrorRequest,
} from '@steekwerk/model';
import { readJson, writeJson, type KeyValueStorage } from '../../lib/localStore';
import { sanitizeAddress, sanitizeState, sanitizeText } from './sanitizeReport';

export const errorReportLimits = {
  /** Reports sent per page (a page in a crash loop sends this many, then stays quiet). */
  perPage: 10,
  /** Messages the server ignored that this browser remembers, and for how long. */
  rememberedIgnored: 50,
  rememberIgnoredMs: 24 * 60 * 60 * 1000,
} as const;

/** Where the messages the server ignored are kept (local storage, so a reload does not send them again). */
export const ignoredMessagesKey = 'steekwerk.errorReports.ignored';

/** Where and in what an error happened; all optional. */
export interface ErrorDetails {
  readonly filename?: string;
  readonly lineNumber?: number;
  readonly columnNumber?: number;
  readonly stack?: string;
  /** The action being handled (e.g. `chart/save`, `loadChart`). */
  readonly action?: string;
}

export type ReportAnswer = 'stored' | 'ignored';

export interface ErrorReporterOptions {
  /** Sends one report; resolves with the server's answer. */
  send(report: LogJavascriptErrorRequest): Promise<ReportAnswer>;
  /** The app's state worth knowing (scalars only; sanitised again here). */
  state?(): Record<string, unknown>;
  /** The recent actions, oldest first. */
  actions?(): readonly string[];
  /** The page's address (default: `location.href`). */
  url?(): string;
  readonly version?: string;
  /** Keeps the messages the server ignored across reloads; default: kept in memory only. */
  readonly storage?: KeyValueStorage;
  /** Milliseconds since the epoch (default `Date.now`). */
  now?(): number;
}

export interface ErrorReporter {
  /** Reports `message` unless a rule says not to; never throws. */
  report(message: string, details?: ErrorDetails): void;
  /** Resolves once every report sent so far is answered (for tests and the page's last moments). */
  settled(): Promise<void>;
}

/** An error answered with HTTP 429 (the ajax client's `AjaxError` carries `status`). */
function isTooManyRequests(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const cause = (error as { cause?: { status?: unknown } } | null)?.cause;
  return status === 429 || cause?.status === 429;
}

/** Creates a reporter; `main.tsx` makes the page's one. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const seen = new Set<string>();
  const pending = new Set<Promise<void>>();
  const now = options.now ?? (() => Date.now());
  let sent = 0;
  let refused = false;
  let busy = false;

  function rememberedIgnored(): Record<string, number> {
    if (!options.storage) return {};
    const stored = readJson(options.storage, ignoredMessagesKey);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    const fresh: Record<string, number> = {};
    for (const [message, at] of Object.entries(stored)) {
      if (typeof at === 'number' && now() - at < errorReportLimits.rememberIgnoredMs) fresh[message] = at;
    }
    return fresh;
  }

  function rememberIgnored(message: string): void {
    if (!options.storage) return;
    const entries = Object.entries({ ...rememberedIgnored(), [message]: now() })
      .sort(([, first], [, second]) => first - second)
      .slice(-errorReportLimits.rememberedIgnored);
    writeJson(options.storage, ignoredMessagesKey, Object.fromEntries(entries));
  }

  function build(message: string, details: ErrorDetails): LogJavascriptErrorRequest {
    const report: Record<string, unknown> = { errorMsg: message };
    const safely = <Value>(read: () => Value): Value | undefined => {
      try {
        return read();
      } catch {
        return undefined;
      }
    };
    if (details.filename)
      report.filename = sanitizeAddress(details.filename).slice(0, javascriptErrorLimits.filename);
    if (isPosition(details.lineNumber)) report.lineNumber = details.lineNumber;
    if (isPosition(details.columnNumber)) report.columnNumber = details.columnNumber;
    const state = safely(() => options.state?.());
    if (state) report.state = sanitizeState(state);
    const url = safely(() => options.url?.() ?? globalThis.location?.href);
    if (url) report.url = sanitizeAddress(url);
    if (details.stack) report.stack = sanitizeText(details.stack, javascriptErrorLimits.stack);
    const actions = safely(() => options.actions?.());
    if (actions) {
      report.actions = actions
        .slice(-javascriptErrorLimits.actionsCount)
        .map((action) => sanitizeText(action, javascriptErrorLimits.actionText));
    }
    if (details.action) report.action = sanitizeText(details.action, javascriptErrorLimits.action);
    if (options.version) report.version = options.version.slice(0, javascriptErrorLimits.version);
    return report as LogJavascriptErrorRequest;
  }

  function report(rawMessage: string, details: ErrorDetails = {}): void {
    if (busy) return;
    busy = true;
    try {
      const message = sanitizeText(String(rawMessage).trim(), javascriptErrorLimits.errorMsg);
      if (message === '' || refused || sent >= errorReportLimits.perPage) return;
      // "AjaxError: Timeout" (an unhandled rejection) is the spec's "Timeout" too.
      const bare = message.replace(/^[A-Za-z]*(?:Error|Exception): /, '');
      if (ignoredJavascriptErrorMessages.includes(bare) || seen.has(message)) return;
      // A failed report itself ("API request log/javascripterror failed") would only loop.
      if (message.includes('log/javascripterror')) return;
      if (message in rememberedIgnored()) return;
      seen.add(message);
      sent += 1;
      const sending = options
        .send(build(message, details))
        .then(
          (answer) => {
            if (answer === 'ignored') rememberIgnored(message);
          },
          (error: unknown) => {
            if (isTooManyRequests(error)) refused = true;
          },
        )
        .catch(() => undefined)
        .finally(() => pending.delete(sending));
      pending.add(sending);
    } catch {
      // Reporting never throws and never reports its own failure.
    } finally {
      busy = false;
    }
  }

  return {
    report,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

function isPosition(value: number | undefined): value is number {
  return (
    value !== undefined && Number.isInteger(value) && value >= 0 && value <= javascriptErrorLimits.position
  );
}
