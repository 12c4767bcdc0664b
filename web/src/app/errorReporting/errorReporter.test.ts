// @vitest-environment node
import { logJavascriptErrorRequestSchema, type LogJavascriptErrorRequest } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import { memoryStorage } from '../../lib/localStore';
import { createErrorReporter, errorReportLimits, type ErrorReporterOptions } from './errorReporter';

/** A reporter over a fake server that answers `answer` and keeps what it was sent. */
function reporterWith(answer: ErrorReporterOptions['send'] = () => Promise.resolve('stored'), extra = {}) {
  const sent: LogJavascriptErrorRequest[] = [];
  const send = vi.fn((report: LogJavascriptErrorRequest) => {
    sent.push(report);
    return answer(report);
  });
  const reporter = createErrorReporter({
    send,
    url: () => 'https://steekwerk.nl/nl/c/abc123?token=geheim#x',
    version: 'index-abc.js',
    ...extra,
  });
  return { reporter, sent, send };
}

describe('the error reporter', () => {
  it('sends the spec fields, which the server schema accepts', async () => {
    const { reporter, sent } = reporterWith(undefined, {
      state: () => ({ route: '/nl/c/:id', mode: 'draw', columnCount: 40, canEdit: true, failure: null }),
      actions: () => ['route:/nl/c/:id', 'drawCells ×3'],
    });
    reporter.report('TypeError: x is undefined', {
      filename: 'https://steekwerk.nl/assets/index-abc.js?v=1',
      lineNumber: 12,
      columnNumber: 34,
      stack: 'TypeError: x is undefined\n    at draw (https://steekwerk.nl/assets/index-abc.js:12:34)',
      action: 'window.onerror',
    });
    await reporter.settled();

    expect(sent).toEqual([
      {
        errorMsg: 'TypeError: x is undefined',
        filename: 'https://steekwerk.nl/assets/index-abc.js',
        lineNumber: 12,
        columnNumber: 34,
        state: { route: '/nl/c/:id', mode: 'draw', columnCount: 40, canEdit: true, failure: null },
        url: 'https://steekwerk.nl/nl/c/abc123',
        stack: 'TypeError: x is undefined\n    at draw (https://steekwerk.nl/assets/index-abc.js:12:34)',
        actions: ['route:/nl/c/:id', 'drawCells ×3'],
        action: 'window.onerror',
        version: 'index-abc.js',
      },
    ]);
    expect(logJavascriptErrorRequestSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('sends no e-mail address, token, query string, rows or secrets', async () => {
    const { reporter, sent } = reporterWith(undefined, {
      state: () => ({
        route: '/nl/profiel',
        emailAddress: 'anna@example.nl',
        sessionId: 'abcdef0123456789',
        rows: '1:AAAA',
        doneCells: 'AAAA',
        note: 'mail anna@example.nl',
        nested: { deep: 'object' },
        token: 'x',
      }),
      actions: () => ['login anna@example.nl', 'route:/nl/activeren?token=abc'],
    });
    reporter.report(
      'Login failed for anna@example.nl with eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuvwxyz012345',
      {
        stack: 'at https://steekwerk.nl/nl/wachtwoord-herstellen?token=s3cr3tT0kenValue#frag (x.js:1:1)',
      },
    );
    await reporter.settled();

    const text = JSON.stringify(sent[0]);
    expect(text).not.toContain('anna@example.nl');
    expect(text).not.toContain('eyJhbGci');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('token=');
    expect(sent[0]?.state).toEqual({ route: '/nl/profiel', note: 'mail [verwijderd]' });
    expect(sent[0]?.errorMsg).toBe('Login failed for [verwijderd] with [verwijderd]');
  });

  it('never reports the two messages the spec ignores', async () => {
    const { reporter, send } = reporterWith();
    reporter.report('Timeout');
    reporter.report(' Timeout ');
    reporter.report('Failed to compress grid rows: Error: Invalid grid rows');
    reporter.report('AjaxError: Timeout');
    reporter.report('Error: Failed to compress grid rows: Error: Invalid grid rows');
    reporter.report('');
    await reporter.settled();
    expect(send).not.toHaveBeenCalled();
  });

  it('reports each message once per page', async () => {
    const { reporter, sent } = reporterWith();
    reporter.report('Failed to fetch chart: 500');
    reporter.report('Failed to fetch chart: 500', { action: 'again' });
    reporter.report('Failed to fetch chart: 404');
    await reporter.settled();
    expect(sent.map((report) => report.errorMsg)).toEqual([
      'Failed to fetch chart: 500',
      'Failed to fetch chart: 404',
    ]);
  });

  it('does not report a message again after the server answered ignored, not even after a reload', async () => {
    const storage = memoryStorage();
    let time = 1_000;
    const first = reporterWith(() => Promise.resolve('ignored'), { storage, now: () => time });
    first.reporter.report('Loading chunk HomePage-x.js failed');
    await first.reporter.settled();

    // The page is loaded again: a new reporter over the same storage.
    const second = reporterWith(undefined, { storage, now: () => time });
    second.reporter.report('Loading chunk HomePage-x.js failed');
    second.reporter.report('Another message');
    await second.reporter.settled();
    expect(second.sent.map((report) => report.errorMsg)).toEqual(['Another message']);

    // A day later it is worth hearing about again.
    time += errorReportLimits.rememberIgnoredMs;
    const third = reporterWith(undefined, { storage, now: () => time });
    third.reporter.report('Loading chunk HomePage-x.js failed');
    await third.reporter.settled();
    expect(third.sent).toHaveLength(1);
  });

  it(`sends at most ${errorReportLimits.perPage} reports per page`, async () => {
    const { reporter, sent } = reporterWith();
    for (let index = 0; index < 50; index += 1) reporter.report(`Error ${index}`);
    await reporter.settled();
    expect(sent).toHaveLength(errorReportLimits.perPage);
  });

  it('stops reporting once the server says too many (429)', async () => {
    const tooMany = new AjaxError('status', 'Request failed (429)', {
      action: 'log/javascripterror',
      status: 429,
    });
    const { reporter, sent } = reporterWith(() => Promise.reject(tooMany));
    reporter.report('First');
    await reporter.settled();
    reporter.report('Second');
    await reporter.settled();
    expect(sent.map((report) => report.errorMsg)).toEqual(['First']);
  });

  it('never throws and never reports its own failure (no loop)', async () => {
    const page: { reporter?: ReturnType<typeof createErrorReporter> } = {};
    const send = vi.fn((_report: LogJavascriptErrorRequest) => {
      // Code that reports while a report is being sent (a failure of the reporting itself) is not heard.
      page.reporter?.report('Reporting failed');
      return Promise.reject(
        new AjaxError('failed', 'API request log/javascripterror failed', { action: 'log/javascripterror' }),
      );
    });
    const reporter = createErrorReporter({
      send,
      state: () => {
        throw new Error('state broke');
      },
      actions: () => {
        throw new Error('actions broke');
      },
    });
    page.reporter = reporter;
    expect(() => reporter.report('Boom')).not.toThrow();
    await reporter.settled();
    reporter.report('API request log/javascripterror failed');
    await reporter.settled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([{ errorMsg: 'Boom' }]);
  });

  it('does not throw when sending throws at once', async () => {
    const reporter = createErrorReporter({
      send: () => {
        throw new Error('no fetch');
      },
    });
    expect(() => reporter.report('Boom')).not.toThrow();
    await expect(reporter.settled()).resolves.toBeUndefined();
  });

  it('caps the sizes to the server limits', async () => {
    const { reporter, sent } = reporterWith(undefined, {
      actions: () => Array.from({ length: 80 }, (_, index) => `action ${index} ${'x'.repeat(300)}`),
    });
    reporter.report('y'.repeat(5_000), {
      stack: 'at z\n'.repeat(10_000),
      action: 'a'.repeat(500),
      lineNumber: -3,
    });
    await reporter.settled();
    const report = sent[0];
    expect(logJavascriptErrorRequestSchema.safeParse(report).success).toBe(true);
    expect(report?.lineNumber).toBeUndefined();
    expect(report?.actions).toHaveLength(50);
    expect(report?.actions?.[49]).toMatch(/^action 79 /);
  });
});
