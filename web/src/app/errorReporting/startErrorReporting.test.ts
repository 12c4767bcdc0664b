import { afterEach, describe, expect, it } from 'vitest';
import { createAjaxClient } from '../../api/ajaxClient';
import { memoryStorage, writeJson } from '../../lib/localStore';
import { jsonResponse, scriptedFetch } from '../../test/fakeFetch';
import { report } from './report';
import { startErrorReporting, type ErrorReporting } from './startErrorReporting';

let started: ErrorReporting | undefined;
afterEach(() => started?.stop());

describe('the page error reporting', () => {
  it('posts a window error and a report() call to log/javascripterror with the recent actions', async () => {
    const server = scriptedFetch(
      jsonResponse({ sfRequest: 'ok', status: 'stored' }),
      jsonResponse({ sfRequest: 'ok', status: 'stored' }),
    );
    const target = new EventTarget();
    started = startErrorReporting({
      ajax: createAjaxClient({ fetch: server.fetch }),
      target,
      storage: memoryStorage(),
      version: 'index-abc.js',
      state: () => ({ route: '/nl/c/:id', mode: 'draw' }),
    });
    started.trail.record('route:/nl/c/:id');
    target.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: x', error: new Error('x') }));
    report('Failed to fetch chart: 500', { action: 'chart/get' });
    await started.reporter.settled();

    expect(server.requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/nl/ajax/log/javascripterror'],
      ['POST', '/nl/ajax/log/javascripterror'],
    ]);
    expect(server.requests[0]?.body).toMatchObject({
      errorMsg: 'x',
      action: 'window.onerror',
      actions: ['route:/nl/c/:id'],
      state: { route: '/nl/c/:id', mode: 'draw' },
      version: 'index-abc.js',
      url: expect.any(String),
    });
    expect(server.requests[1]?.body).toMatchObject({
      errorMsg: 'Failed to fetch chart: 500',
      action: 'chart/get',
    });
  });

  it('reports a failed storage write once, with the key that failed', async () => {
    const server = scriptedFetch(jsonResponse({ sfRequest: 'ok', status: 'stored' }));
    started = startErrorReporting({
      ajax: createAjaxClient({ fetch: server.fetch }),
      target: new EventTarget(),
    });
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    writeJson(full, 'steekwerk.settings', { zoom: 3 });
    writeJson(full, 'steekwerk.settings', { zoom: 4 });
    await started.reporter.settled();
    expect(server.requests.map((request) => request.body)).toEqual([
      expect.objectContaining({
        errorMsg: 'Storage failure: QuotaExceededError: The quota has been exceeded.',
        action: 'storage:steekwerk.settings',
      }),
    ]);
  });

  it('stays quiet when the server refuses (429): no retry, no report of the failure', async () => {
    const server = scriptedFetch(jsonResponse({ sfRequest: 'error', error: 'Te veel foutmeldingen' }, 429));
    started = startErrorReporting({
      ajax: createAjaxClient({ fetch: server.fetch }),
      target: new EventTarget(),
    });
    report('First');
    await started.reporter.settled();
    report('Second');
    await started.reporter.settled();
    expect(server.requests).toHaveLength(1);
  });
});
