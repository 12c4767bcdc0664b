import { beforeEach, describe, expect, it } from 'vitest';
import { AppException } from './app.exception';
import { ErrorCode } from './error-codes';
import type {
  ErrorReportIdentity,
  ErrorReportStore,
  ErrorReportTransaction,
  NewErrorReport,
} from './error-report.store';
import {
  duplicateWindowSeconds,
  ErrorReportsService,
  maxReportsPerClient,
  reportRateWindowSeconds,
} from './error-reports.service';

/** An in-memory store whose clock the test moves by hand. */
class InMemoryErrorReportStore implements ErrorReportStore, ErrorReportTransaction {
  readonly rows: Array<NewErrorReport & { at: number }> = [];
  nowSeconds = 1_000_000;

  withClientLock<Result>(_: string, work: (transaction: ErrorReportTransaction) => Promise<Result>) {
    return work(this);
  }

  async hasDuplicate(identity: ErrorReportIdentity, windowSeconds: number) {
    return this.recent(identity.clientKey, windowSeconds).some(
      (row) =>
        row.errorMsg === identity.errorMsg &&
        row.filename === identity.filename &&
        row.lineNumber === identity.lineNumber,
    );
  }

  async countRecent(clientKey: string, windowSeconds: number) {
    return this.recent(clientKey, windowSeconds).length;
  }

  async insert(report: NewErrorReport) {
    this.rows.push({ ...report, at: this.nowSeconds });
  }

  private recent(clientKey: string, windowSeconds: number) {
    return this.rows.filter((row) => row.clientKey === clientKey && row.at > this.nowSeconds - windowSeconds);
  }
}

const browser = { key: '192.0.2.1', userAgent: 'Firefox', origin: 'https://steekwerk.example' };

describe('ErrorReportsService', () => {
  let store: InMemoryErrorReportStore;
  let service: ErrorReportsService;

  beforeEach(() => {
    store = new InMemoryErrorReportStore();
    service = new ErrorReportsService(store);
  });

  it('stores a report with the client key and user agent', async () => {
    expect(await service.report({ errorMsg: 'Boom', lineNumber: 3 }, browser)).toBe('stored');
    expect(store.rows).toEqual([
      expect.objectContaining({
        clientKey: '192.0.2.1',
        userAgent: 'Firefox',
        errorMsg: 'Boom',
        lineNumber: 3,
      }),
    ]);
  });

  it.each(['Timeout', ' Timeout ', 'Failed to compress grid rows: Error: Invalid grid rows'])(
    'ignores "%s" without touching the store',
    async (errorMsg) => {
      expect(await service.report({ errorMsg }, browser)).toBe('ignored');
      expect(store.rows).toEqual([]);
    },
  );

  it('stores messages that only contain an ignored one', async () => {
    expect(await service.report({ errorMsg: 'Timeout while saving' }, browser)).toBe('stored');
  });

  it('ignores a duplicate (client, message, file, line) within the window', async () => {
    const report = { errorMsg: 'Boom', filename: 'a.js', lineNumber: 3 };
    expect(await service.report(report, browser)).toBe('stored');

    store.nowSeconds += duplicateWindowSeconds - 1;
    expect(await service.report({ ...report, columnNumber: 7, stack: 'other' }, browser)).toBe('ignored');
    expect(await service.report({ ...report, filename: 'b.js' }, browser)).toBe('stored');
    expect(await service.report({ ...report, lineNumber: undefined }, browser)).toBe('stored');
    expect(await service.report(report, { ...browser, key: '192.0.2.2' })).toBe('stored');

    store.nowSeconds += 1;
    expect(await service.report(report, browser)).toBe('stored');
  });

  it(`allows ${maxReportsPerClient} reports per client per window, then refuses with 429`, async () => {
    for (let index = 0; index < maxReportsPerClient; index += 1) {
      expect(await service.report({ errorMsg: `Fout ${index}` }, browser)).toBe('stored');
    }

    const refused = service.report({ errorMsg: 'Een te veel' }, browser);
    await expect(refused).rejects.toBeInstanceOf(AppException);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.TooManyErrorReports });
    expect(await service.report({ errorMsg: 'Ander' }, { ...browser, key: '192.0.2.9' })).toBe('stored');

    store.nowSeconds += reportRateWindowSeconds;
    expect(await service.report({ errorMsg: 'Later' }, browser)).toBe('stored');
  });

  it('answers a duplicate with ignored even when the client is over its limit', async () => {
    for (let index = 0; index < maxReportsPerClient; index += 1) {
      await service.report({ errorMsg: `Fout ${index}` }, browser);
    }
    expect(await service.report({ errorMsg: 'Fout 0' }, browser)).toBe('ignored');
  });

  it('stores state and actions without secrets', async () => {
    await service.report(
      {
        errorMsg: 'Boom',
        state: { user: { name: 'An', sessionId: 'abc', Password: 'x' }, chart: { title: 'Roos' } },
        actions: ['setZoom', { type: 'login', token: 'abc' }],
      },
      browser,
    );
    expect(store.rows[0]?.state).toEqual({
      user: { name: 'An', sessionId: '[verwijderd]', Password: '[verwijderd]' },
      chart: { title: 'Roos' },
    });
    expect(store.rows[0]?.actions).toEqual(['setZoom', { type: 'login', token: '[verwijderd]' }]);
  });

  it('caps the user agent', async () => {
    await service.report({ errorMsg: 'Boom' }, { ...browser, userAgent: 'u'.repeat(5_000) });
    expect(store.rows[0]?.userAgent?.length).toBeLessThanOrEqual(520);
  });
});
