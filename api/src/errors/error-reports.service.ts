import { Inject, Injectable } from '@nestjs/common';
import type { LogJavascriptErrorRequest } from '@steekwerk/model';
import { ignoredJavascriptErrorMessages, javascriptErrorLimits } from '@steekwerk/model';
import type { RequestClient } from '../http/client';
import { AppException } from './app.exception';
import { ErrorCode } from './error-codes';
import type { ErrorReportStore, NewErrorReport } from './error-report.store';
import { ERROR_REPORT_STORE } from './error-report.store';
import {
  cleanOptionalText,
  cleanText,
  sanitizeActions,
  sanitizeLimits,
  sanitizeState,
} from './sanitize-report';

/** A client may store at most this many reports per {@link reportRateWindowSeconds}. */
export const maxReportsPerClient = 30;
export const reportRateWindowSeconds = 10 * 60;
/** A report equal to one the client stored this recently is not stored again. */
export const duplicateWindowSeconds = 10 * 60;

export type ReportOutcome = 'stored' | 'ignored';

/**
 * The rules of `log/javascripterror` (spec §7): messages the spec ignores are never stored, nor
 * a duplicate of a recent report by the same client; each client may store
 * {@link maxReportsPerClient} reports per window, beyond that the call is refused with 429.
 */
@Injectable()
export class ErrorReportsService {
  constructor(@Inject(ERROR_REPORT_STORE) private readonly store: ErrorReportStore) {}

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
 * The row to store for a report: text cleaned, secrets removed, sizes capped.
 *
 * @param report the validated request body
 * @param client who sent it
 */
export function toNewErrorReport(report: LogJavascriptErrorRequest, client: RequestClient): NewErrorReport {
  return {
    clientKey: client.key,
    userAgent: cleanOptionalText(client.userAgent, sanitizeLimits.userAgent),
    errorMsg: cleanText(report.errorMsg),
    filename: cleanOptionalText(report.filename, javascriptErrorLimits.filename),
    lineNumber: report.lineNumber ?? null,
    columnNumber: report.columnNumber ?? null,
    url: cleanOptionalText(report.url, javascriptErrorLimits.url),
    stack: cleanOptionalText(report.stack, javascriptErrorLimits.stack),
    action: cleanOptionalText(report.action, javascriptErrorLimits.action),
    actions: sanitizeActions(report.actions),
    state: sanitizeState(report.state),
    version: cleanOptionalText(report.version, javascriptErrorLimits.version),
  };
}
