import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import type { Engine } from '../engine/engine.module';
import { ENGINE } from '../engine/engine.module';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** A database that has not answered `SELECT 1` within this time counts as down. */
export const databaseCheckTimeoutMs = 2_000;

/** What the health check needs of the database and of the engine. */
export type DatabasePing = Pick<DataSource, 'query'>;
export type EngineVersion = Pick<Engine, 'version'>;

/** Answers `GET /nl/ajax/health`: the database answers and the engine is loaded. */
@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(
    @InjectDataSource() private readonly database: DatabasePing,
    @Inject(ENGINE) private readonly engine: EngineVersion,
  ) {}

  /**
   * @throws AppException `DatabaseUnavailable` (503) when the database does not answer
   */
  async check(): Promise<HealthResponse> {
    await this.pingDatabase();
    return { sfRequest: 'ok', status: 'ok', database: 'ok', engine: this.engine.version() };
  }

  private async pingDatabase(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), databaseCheckTimeoutMs);
      timer.unref();
    });
    try {
      await Promise.race([this.database.query('SELECT 1'), timeout]);
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppException(ErrorCode.DatabaseUnavailable);
    } finally {
      clearTimeout(timer);
    }
  }
}
