import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestApp } from '../testing/test-app';
import {
  ERROR_REPORT_LIMITS,
  globalReportWindowSeconds,
  maxReportsPerClient,
  type ErrorReportLimits,
} from './error-reports.service';

const url = '/nl/ajax/log/javascripterror';
const tooMany = { sfRequest: 'error', error: 'Te veel foutmeldingen, probeer het later opnieuw.' };

/** A /64 of the documentation prefix nobody else in the tests uses. */
function newIPv6Network(): string {
  return `2001:db8:${randomInt(0x1000, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
}

/** An IPv4 address of the reserved 240.0.0.0/4, different in every call. */
function newIPv4(): string {
  return `${randomInt(240, 255)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

describe('log/javascripterror limits and cleaning', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  function report(payload: object, remoteAddress: string) {
    return server.app.inject({ method: 'POST', url, payload, remoteAddress });
  }

  function rowsOf(clientKey: string): Promise<Array<Record<string, unknown>>> {
    return server.dataSource.query(
      `SELECT client_key, error_msg, url, filename, stack, user_agent FROM error_reports WHERE client_key = $1 ORDER BY id`,
      [clientKey],
    );
  }

  it('counts a whole IPv6 /64 as one client, so rotating addresses does not get past the limit', async () => {
    const network = newIPv6Network();
    for (let host = 1; host <= maxReportsPerClient; host += 1) {
      const response = await report({ errorMsg: `Fout ${host}` }, `${network}::${host.toString(16)}`);
      expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    }

    const rotated = await report({ errorMsg: 'Nieuw adres' }, `${network}:abcd:ef01:2345:6789`);

    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toEqual(tooMany);
    expect(await rowsOf(`${network}::/64`)).toHaveLength(maxReportsPerClient);
    expect((await report({ errorMsg: 'Ander net' }, `${newIPv6Network()}::1`)).statusCode).toBe(200);
  });

  it('refuses reports from every network once all of them together reached the hourly cap', async () => {
    const limits = server.app.get<ErrorReportLimits & { perHour: number }>(ERROR_REPORT_LIMITS);
    const before = limits.perHour;
    const rows: Array<{ count: number }> = await server.dataSource.query(
      `SELECT count(*)::int AS count FROM error_reports WHERE created_at > now() - make_interval(secs => $1)`,
      [globalReportWindowSeconds],
    );
    // Other test files may store reports meanwhile: they only bring the cap nearer.
    limits.perHour = (rows[0]?.count ?? 0) + 5;
    try {
      const clients = Array.from({ length: 10 }, () => newIPv4());
      const statuses: number[] = [];
      for (const client of clients) statuses.push((await report({ errorMsg: 'Vloed' }, client)).statusCode);

      expect(statuses).toContain(429);
      const firstRefused = statuses.indexOf(429);
      expect(statuses.slice(firstRefused)).toEqual(statuses.slice(firstRefused).map(() => 429));
      const stored = await Promise.all(clients.map((client) => rowsOf(client)));
      expect(stored.flat().length).toBeLessThanOrEqual(5);
    } finally {
      limits.perHour = before;
    }
  });

  it('deletes reports older than 30 days when a report is stored', async () => {
    const client = newIPv4();
    await server.dataSource.query(
      `INSERT INTO error_reports (client_key, error_msg, created_at)
       VALUES ($1, 'Oud', now() - interval '31 days'), ($1, 'Bijna oud', now() - interval '29 days')`,
      [client],
    );

    expect((await report({ errorMsg: 'Nieuw' }, newIPv4())).statusCode).toBe(200);

    expect((await rowsOf(client)).map((row) => row.error_msg)).toEqual(['Bijna oud']);
  });

  it('stores addresses and messages without tokens, control characters or ANSI escapes', async () => {
    const client = newIPv4();
    const response = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: client,
      headers: { 'user-agent': 'Chromium\u001b[2J' },
      payload: {
        errorMsg:
          '\u001b[1;31mTypeError\u001b[0m\r\nbij token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
        url: 'https://steekwerk.nl/nl/account/activation?token=Qm9vbS1hY3RpdmF0aW9uLXRva2VuLTEyMzQ1Njc4OTA&v=2',
        filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js\u0000\u0008',
        stack: 'Error\n    at https://steekwerk.nl/nl/x?session=abc#id_token=def:1:2\u202e',
      },
    });

    expect(response.json()).toEqual({ sfRequest: 'ok', status: 'stored' });
    expect(await rowsOf(client)).toEqual([
      {
        client_key: client,
        error_msg: 'TypeError\nbij token [verwijderd]',
        url: 'https://steekwerk.nl/nl/account/activation?token=[verwijderd]&v=2',
        filename: 'https://steekwerk.nl/assets/index-4f2a9c1b.js',
        stack: 'Error\n    at https://steekwerk.nl/nl/x?session=[verwijderd]#[verwijderd]',
        user_agent: 'Chromium',
      },
    ]);
  });
});
