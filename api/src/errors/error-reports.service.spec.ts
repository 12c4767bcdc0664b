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
  defaultErrorReportLimits,
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

  async countAllRecent(windowSeconds: number) {
    return this.rows.filter((row) => row.at > this.nowSeconds - windowSeconds).length;
  }

  async deleteOlderThan(days: number) {
    const kept = this.rows.filter((row) => row.at >= this.nowSeconds - days * 24 * 60 * 60);
    this.rows.splice(0, this.rows.length, ...kept);
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

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const inNetwork = (host: number) => ({ ...browser, key: `2001:db8:7:8::${host.toString(16)}` });
    for (let index = 0; index < maxReportsPerClient; index += 1) {
      expect(await service.report({ errorMsg: `Fout ${index}` }, inNetwork(index + 1))).toBe('stored');
    }

    await expect(service.report({ errorMsg: 'Nieuw adres' }, inNetwork(999))).rejects.toMatchObject({
      code: ErrorCode.TooManyErrorReports,
    });
    expect(store.rows[0]?.clientKey).toBe('2001:db8:7:8::/64');
    expect(await service.report({ errorMsg: 'Ander net' }, { ...browser, key: '2001:db8:7:9::1' })).toBe(
      'stored',
    );
  });

  it('refuses every client once all together reached the hourly cap', async () => {
    const capped = new ErrorReportsService(store, { perHour: 3, retentionDays: 30 });
    for (const key of ['192.0.2.1', '198.51.100.1', '2001:db8::1']) {
      expect(await capped.report({ errorMsg: 'Fout' }, { ...browser, key })).toBe('stored');
    }

    await expect(
      capped.report({ errorMsg: 'Fout' }, { ...browser, key: '203.0.113.5' }),
    ).rejects.toMatchObject({
      code: ErrorCode.TooManyErrorReports,
    });
    store.nowSeconds += 60 * 60;
    expect(await capped.report({ errorMsg: 'Fout' }, { ...browser, key: '203.0.113.5' })).toBe('stored');
  });

  it(`deletes reports older than ${defaultErrorReportLimits.retentionDays} days when storing one`, async () => {
    const day = 24 * 60 * 60;
    await service.report({ errorMsg: 'Oud' }, browser);
    store.nowSeconds += day;
    await service.report({ errorMsg: 'Minder oud' }, browser);

    store.nowSeconds += defaultErrorReportLimits.retentionDays * day - 1;
    await service.report({ errorMsg: 'Nieuw' }, browser);

    expect(store.rows.map((row) => row.errorMsg)).toEqual(['Minder oud', 'Nieuw']);
  });

  it('stores addresses, messages and stacks without control characters, ANSI escapes or tokens', async () => {
    await service.report(
      {
        errorMsg: '\u001b[31mFout\u001b[0m voor an@example.nl\r\nregel 2\u202e',
        url: 'https://steekwerk.nl/nl/account/activation?token=abc&lang=nl\u0007#access_token=xyz',
        filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js\u001b]0;titel\u0007',
        stack: 'Error\n\tat https://steekwerk.nl/nl/reset?code=123456:1:2',
        action: 'draw\ncells',
        version: '0.1\u0000.0',
      },
      { ...browser, userAgent: 'Chromium\u001b[2J' },
    );

    expect(store.rows[0]).toMatchObject({
      errorMsg: 'Fout voor [verwijderd]\nregel 2',
      url: 'https://steekwerk.nl/nl/account/activation?token=[verwijderd]&lang=nl#[verwijderd]',
      filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js',
      stack: 'Error\n\tat https://steekwerk.nl/nl/reset?code=[verwijderd]',
      action: 'drawcells',
      version: '0.1.0',
      userAgent: 'Chromium',
    });
  });
});
