import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ErrorReport } from './error-report.entity';
import type {
  ErrorReportIdentity,
  ErrorReportStore,
  ErrorReportTransaction,
  NewErrorReport,
} from './error-report.store';

/** First key of the error-report advisory locks; other features pick their own number. */
const errorReportLockNamespace = 7001;

/** {@link ErrorReportStore} on PostgreSQL: a transaction holding a per-client advisory lock. */
@Injectable()
export class ErrorReportRepository implements ErrorReportStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  withClientLock<Result>(
    clientKey: string,
    work: (transaction: ErrorReportTransaction) => Promise<Result>,
  ): Promise<Result> {
    return this.dataSource.transaction(async (manager) => {
      // Transaction-scoped, so it is released at commit or rollback and works behind PgBouncer.
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        errorReportLockNamespace,
        clientKey,
      ]);
      return work(new ErrorReportTransactionOnManager(manager));
    });
  }
}

class ErrorReportTransactionOnManager implements ErrorReportTransaction {
  constructor(private readonly manager: EntityManager) {}

  async hasDuplicate(identity: ErrorReportIdentity, windowSeconds: number): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM error_reports
        WHERE client_key = $1
          AND created_at > now() - make_interval(secs => $2)
          AND error_msg = $3
          AND filename IS NOT DISTINCT FROM $4
          AND line_number IS NOT DISTINCT FROM $5
        LIMIT 1`,
      [identity.clientKey, windowSeconds, identity.errorMsg, identity.filename, identity.lineNumber],
    );
    return rows.length > 0;
  }

  async countRecent(clientKey: string, windowSeconds: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.manager.query(
      `SELECT count(*)::int AS count FROM error_reports
        WHERE client_key = $1 AND created_at > now() - make_interval(secs => $2)`,
      [clientKey, windowSeconds],
    );
    return rows[0]?.count ?? 0;
  }

  async countAllRecent(windowSeconds: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.manager.query(
      `SELECT count(*)::int AS count FROM error_reports WHERE created_at > now() - make_interval(secs => $1)`,
      [windowSeconds],
    );
    return rows[0]?.count ?? 0;
  }

  async deleteOlderThan(days: number): Promise<void> {
    await this.manager.query(
      `DELETE FROM error_reports WHERE created_at < now() - make_interval(days => $1)`,
      [days],
    );
  }

  async insert(report: NewErrorReport): Promise<void> {
    await this.manager.save(Object.assign(new ErrorReport(), report));
  }
}
