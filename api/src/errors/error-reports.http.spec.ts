import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestApp } from '../testing/test-app';
import { maxReportsPerClient } from './error-reports.service';

const url = '/nl/ajax/log/javascripterror';

/** Each test reports from its own address, so limits and duplicates never cross tests. */
let nextClient = 1;
function newClient(): string {
  nextClient += 1;
  return `10.1.${Math.floor(nextClient / 250)}.${nextClient % 250}`;
}

describe('POST /nl/ajax/log/javascripterror', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  function report(payload: unknown, client: string, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: client,
      headers,
    });
  }

  async function storedRows(client: string) {
    return server.dataSource.query(
      `SELECT client_key, user_agent, error_msg, filename, line_number, column_number, url, stack,
              action, actions, state, version
         FROM error_reports WHERE client_key = $1 ORDER BY id`,
      [client],
    );
  }

  it('stores a full report with the client key and user agent', async () => {
    const client = newClient();
    const response = await report(
      {
        errorMsg: 'TypeError: cells is undefined',
        filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js',
        lineNumber: 12,
        columnNumber: 4031,
        state: { chart: { title: 'Roos', columnCount: 40 }, user: { password: 'geheim', email: 'a@b.nl' } },
        url: 'https://steekwerk.nl/nl/c/new',
        stack: 'TypeError: cells is undefined\n    at draw (index.js:12:4031)',
        actions: ['setZoom', { type: 'drawCells', authToken: 'abc', x: 3 }],
        action: 'drawCells',
        version: '0.1.0',
      },
      client,
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chromium' },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    expect(await storedRows(client)).toEqual([
      {
        client_key: client,
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium',
        error_msg: 'TypeError: cells is undefined',
        filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js',
        line_number: 12,
        column_number: 4031,
        url: 'https://steekwerk.nl/nl/c/new',
        stack: 'TypeError: cells is undefined\n    at draw (index.js:12:4031)',
        action: 'drawCells',
        actions: ['setZoom', { type: 'drawCells', authToken: '[verwijderd]', x: 3 }],
        state: {
          chart: { title: 'Roos', columnCount: 40 },
          user: { password: '[verwijderd]', email: '[verwijderd]' },
        },
        version: '0.1.0',
      },
    ]);
  });

  it('stores a report that has only errorMsg, dropping unknown fields', async () => {
    const client = newClient();
    const response = await report({ errorMsg: 'Kapot', somethingNew: 1 }, client);

    expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    const [row] = await storedRows(client);
    expect(row).toMatchObject({ error_msg: 'Kapot', filename: null, line_number: null, state: null });
  });

  it.each(['Timeout', 'Failed to compress grid rows: Error: Invalid grid rows'])(
    'ignores "%s" and never stores it',
    async (errorMsg) => {
      const client = newClient();
      const response = await report({ errorMsg }, client);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sfRequest: 'ok', status: 'ignored' });
      expect(await storedRows(client)).toEqual([]);
    },
  );

  it('ignores a duplicate of a recent report by the same client', async () => {
    const client = newClient();
    const payload = { errorMsg: 'Boom', filename: 'a.js', lineNumber: 3, columnNumber: 1 };

    expect((await report(payload, client)).json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    expect((await report({ ...payload, columnNumber: 9 }, client)).json()).toEqual({
      sfRequest: 'ok',
      status: 'ignored',
    });
    expect((await report({ ...payload, lineNumber: 4 }, client)).json()).toMatchObject({ status: 'stored' });
    expect((await report(payload, newClient())).json()).toMatchObject({ status: 'stored' });
    expect(await storedRows(client)).toHaveLength(2);
  });

  it('stores the same report again once the earlier one is older than the window', async () => {
    const client = newClient();
    const payload = { errorMsg: 'Oud', filename: 'a.js', lineNumber: 3 };
    await report(payload, client);
    await server.dataSource.query(
      `UPDATE error_reports SET created_at = created_at - interval '11 minutes' WHERE client_key = $1`,
      [client],
    );

    expect((await report(payload, client)).json()).toMatchObject({ status: 'stored' });
  });

  it(`refuses a client's report number ${maxReportsPerClient + 1} within the window with 429`, async () => {
    const client = newClient();
    for (let index = 0; index < maxReportsPerClient; index += 1) {
      const response = await report({ errorMsg: `Fout ${index}` }, client);
      expect(response.json()).toMatchObject({ status: 'stored' });
    }

    const refused = await report({ errorMsg: 'Nog een' }, client);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      sfRequest: 'error',
      error: 'Te veel foutmeldingen, probeer het later opnieuw.',
    });
    expect(await storedRows(client)).toHaveLength(maxReportsPerClient);
    expect((await report({ errorMsg: 'Ander adres' }, newClient())).statusCode).toBe(200);

    await server.dataSource.query(
      `UPDATE error_reports SET created_at = created_at - interval '11 minutes' WHERE client_key = $1`,
      [client],
    );
    expect((await report({ errorMsg: 'Na het venster' }, client)).json()).toMatchObject({ status: 'stored' });
  });

  it('never lets concurrent reports from one client past the limit', async () => {
    const client = newClient();
    const responses = await Promise.all(
      Array.from({ length: maxReportsPerClient + 10 }, (_, index) =>
        report({ errorMsg: `Tegelijk ${index}` }, client),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(maxReportsPerClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await storedRows(client)).toHaveLength(maxReportsPerClient);
  });

  it('stores text PostgreSQL would reject (NUL, lone surrogates) after cleaning it', async () => {
    const client = newClient();
    const response = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload: '{"errorMsg":"a\\u0000b\\ud800c","stack":"\\udc00","state":{"k\\u0000":"\\u0000\\ud83d"}}',
    });

    expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    const [row] = await storedRows(client);
    expect(row).toMatchObject({ error_msg: 'ab\uFFFDc', stack: '\uFFFD', state: { k: '\uFFFD' } });
  });

  it('accepts a body just under the 64 KiB limit and summarises a large state', async () => {
    const client = newClient();
    const state = { rows: 'x'.repeat(900), many: Array.from({ length: 40 }, () => 'y'.repeat(900)) };
    const payload = JSON.stringify({ errorMsg: 'Groot', state, stack: 's'.repeat(16_000) });
    expect(payload.length).toBeGreaterThan(50 * 1024);
    expect(payload.length).toBeLessThan(64 * 1024);

    const response = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload,
    });

    expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    const [row] = await storedRows(client);
    expect(JSON.stringify(row.state).length).toBeLessThanOrEqual(16_000);
  });
});
