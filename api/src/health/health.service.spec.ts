import { Logger } from '@nestjs/common';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { databaseCheckTimeoutMs, HealthService } from './health.service';

const engine = { version: () => '1.2.3' };

describe('HealthService', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports ok with the engine version when the database answers', async () => {
    const database = { query: vi.fn().mockResolvedValue([{ '?column?': 1 }]) };
    const service = new HealthService(database, engine);

    expect(await service.check()).toEqual({ sfRequest: 'ok', status: 'ok', database: 'ok', engine: '1.2.3' });
    expect(database.query).toHaveBeenCalledWith('SELECT 1');
  });

  it('throws DatabaseUnavailable when the query fails', async () => {
    const service = new HealthService(
      { query: vi.fn().mockRejectedValue(new Error('ECONNREFUSED')) },
      engine,
    );

    await expect(service.check()).rejects.toMatchObject({ code: ErrorCode.DatabaseUnavailable });
  });

  it('throws DatabaseUnavailable when the database does not answer in time', async () => {
    vi.useFakeTimers();
    const service = new HealthService({ query: () => new Promise(() => {}) }, engine);

    const check = service.check();
    const outcome = expect(check).rejects.toBeInstanceOf(AppException);
    await vi.advanceTimersByTimeAsync(databaseCheckTimeoutMs);
    await outcome;
  });
});
