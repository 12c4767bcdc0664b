import { Inject, Injectable } from '@nestjs/common';
import type { LogJavascriptErrorRequest } from '@steekwerk/model';
import { ignoredJavascriptErrorMessages, javascriptErrorLimits } from '@steekwerk/model';
import type { RequestClient } from '../http/client';
import { networkKeyOf } from '../http/client';
import { AppException } from './app.exception';
import { ErrorCode } from './error-codes';
import type { ErrorReportStore, NewErrorReport } from './error-report.store';
import { ERROR_REPORT_STORE } from './error-report.store';
import { redactSecrets, redactUrl } from './redact-secrets';
import { cleanLogText, sanitizeActions, sanitizeLimits, sanitizeState } from './sanitize-report';

/** A client (network, see `networkKeyOf`) may store at most this many reports per {@link reportRateWindowSeconds}. */
export const maxReportsPerClient = 30;
export const reportRateWindowSeconds = 10 * 60;
/** A report equal to one the client stored this recently is not stored again. */
export const duplicateWindowSeconds = 10 * 60;

/** Limits over all clients together. */
export interface ErrorReportLimits {
  /** Reports stored per hour from everyone: a flood from many networks cannot fill the disk. */
  readonly perHour: number;
  /** Reports older than this are deleted (when a report is stored). */
  readonly retentionDays: number;
}

export const defaultErrorReportLimits: ErrorReportLimits = { perHour: 1_000, retentionDays: 30 };
export const globalReportWindowSeconds = 60 * 60;

/** Dependency-injection token of the {@link ErrorReportLimits}. */
export const ERROR_REPORT_LIMITS = Symbol('ERROR_REPORT_LIMITS');

export type ReportOutcome = 'stored' | 'ignored';

/**
 * The rules of `log/javascripterror` (spec §7): messages the spec ignores are never stored, nor
 * a duplicate of a recent report by the same client; each client network may store
 * {@link maxReportsPerClient} reports per window and everyone together {@link ErrorReportLimits.perHour};
 * beyond that the call is refused with 429. Storing a report deletes those older than the retention.
 */
@Injectable()
export class ErrorReportsService {
  constructor(
    @Inject(ERROR_REPORT_STORE) private readonly store: ErrorReportStore,
    @Inject(ERROR_REPORT_LIMITS) private readonly limits: ErrorReportLimits = defaultErrorReportLimits,
  ) {}

  /**
   * Stores a report unless it is to be ignored.
   *
   * @param report the validated request body
   * @param client who sent it
   * @throws AppException `TooManyErrorReports` when the client is over its limit
   */
  async report(report: LogJavascriptErrorRequest, client: RequestClient): Promise<ReportOutcome> {
    if (isIgnoredMessage(report.errorMsg)) return 'ignored';
    const row = toNewErrorReport(report, client);
    return this.store.withClientLock(row.clientKey, async (transaction) => {
      if (await transaction.hasDuplicate(row, duplicateWindowSeconds)) return 'ignored';
      const recent = await transaction.countRecent(row.clientKey, reportRateWindowSeconds);
      if (recent >= maxReportsPerClient) throw new AppException(ErrorCode.TooManyErrorReports);
      const everyone = await transaction.countAllRecent(globalReportWindowSeconds);
      if (everyone >= this.limits.perHour) throw new AppException(ErrorCode.TooManyErrorReports);
      await transaction.deleteOlderThan(this.limits.retentionDays);
      await transaction.insert(row);
      return 'stored';
    });
  }
}

/**
 * Whether the spec says never to store this message.
 *
 * @param errorMsg the reported message
 */
export function isIgnoredMessage(errorMsg: string): boolean {
  return ignoredJavascriptErrorMessages.includes(errorMsg.trim());
}

/**
 * The row to store for a report: text cleaned of control characters and ANSI escapes, secrets removed (tokens
 * in addresses, e-mail addresses, secret-looking strings), sizes capped. The client key is the sender's
 * network: an IPv4 address, or the /64 of an IPv6 address.
 *
 * @param report the validated request body
 * @param client who sent it
 */
export function toNewErrorReport(report: LogJavascriptErrorRequest, client: RequestClient): NewErrorReport {
  const line = (text: string) => cleanLogText(text, 'single');
  const log = (text: string) => redactSecrets(cleanLogText(text, 'multiline'));
  const address = (text: string) => redactUrl(line(text));
  return {
    clientKey: networkKeyOf(client.key),
    userAgent: optional(client.userAgent, sanitizeLimits.userAgent, line),
    errorMsg: log(report.errorMsg),
    filename: optional(report.filename, javascriptErrorLimits.filename, address),
    lineNumber: report.lineNumber ?? null,
    columnNumber: report.columnNumber ?? null,
    url: optional(report.url, javascriptErrorLimits.url, address),
    stack: optional(report.stack, javascriptErrorLimits.stack, log),
    action: optional(report.action, javascriptErrorLimits.action, line),
    actions: sanitizeActions(report.actions),
    state: sanitizeState(report.state),
    version: optional(report.version, javascriptErrorLimits.version, line),
  };
}

/** A cleaned optional string, capped after cleaning (a redaction can make it longer). */
function optional(text: string | undefined, max: number, clean: (text: string) => string): string | null {
  if (text === undefined) return null;
  // Cutting may split a surrogate pair; cleanLogText repairs the cut.
  return cleanLogText(clean(text).slice(0, max), 'multiline');
}
