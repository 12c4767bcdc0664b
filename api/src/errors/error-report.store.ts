import type { RecentAction } from './error-report.entity';

/**
 * What the error-report rules need from storage. The TypeORM implementation is
 * {@link ErrorReportRepository}; service tests use an in-memory one.
 */

/** A report ready to be stored. */
export interface NewErrorReport {
  clientKey: string;
  userAgent: string | null;
  errorMsg: string;
  filename: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  url: string | null;
  stack: string | null;
  action: string | null;
  actions: RecentAction[] | null;
  state: Record<string, unknown> | null;
  version: string | null;
}

/** The identity of a report for the duplicate check. */
export type ErrorReportIdentity = Pick<NewErrorReport, 'clientKey' | 'errorMsg' | 'filename' | 'lineNumber'>;

/** Operations inside one client's lock (one transaction). */
export interface ErrorReportTransaction {
  /** Whether the same client stored the same report in the last `windowSeconds`. */
  hasDuplicate(identity: ErrorReportIdentity, windowSeconds: number): Promise<boolean>;
  /** How many reports the client stored in the last `windowSeconds`. */
  countRecent(clientKey: string, windowSeconds: number): Promise<number>;
  /** How many reports all clients together stored in the last `windowSeconds`. */
  countAllRecent(windowSeconds: number): Promise<number>;
  /** Deletes the reports stored more than `days` days ago. */
  deleteOlderThan(days: number): Promise<void>;
  insert(report: NewErrorReport): Promise<void>;
}

export interface ErrorReportStore {
  /**
   * Runs `work` while holding a lock on `clientKey`, so the count-then-insert of concurrent reports
   * by one client cannot exceed the limit (and works across API replicas).
   */
  withClientLock<Result>(
    clientKey: string,
    work: (transaction: ErrorReportTransaction) => Promise<Result>,
  ): Promise<Result>;
}

/** Dependency-injection token of the {@link ErrorReportStore}. */
export const ERROR_REPORT_STORE = Symbol('ERROR_REPORT_STORE');
