import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminExit,
  AdminUsageError,
  maxTopErrorReports,
  parseAdminCommand,
  runAdminCommand,
} from '../account/admin-commands';
import { PasswordHasher } from '../account/password-hasher';
import { UsersRepository } from '../account/users.repository';
import { createTestApp, TestApp, testPasswordHashLogN } from '../testing/test-app';
import { findTopErrorReports, parsePointInTime } from './error-reports-top';

const now = new Date('2026-11-29T06:00:00Z');

describe('parsePointInTime', () => {
  it('reads durations back from now and dates', () => {
    expect(parsePointInTime('7d', now)?.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(parsePointInTime('12h', now)?.toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(parsePointInTime('30m', now)?.toISOString()).toBe('2026-11-29T05:30:00.000Z');
    expect(parsePointInTime('2w', now)?.toISOString()).toBe('2026-11-15T06:00:00.000Z');
    expect(parsePointInTime('2026-11-01', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parsePointInTime('2026-11-01T12:00:00Z', now)?.toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it.each(['', '7', 'd', '-7d', '7y', 'gisteren', '2026-13-45', '1e9d', '9999999d'])(
    'refuses "%s"',
    (text) => {
      expect(parsePointInTime(text, now)).toBeUndefined();
    },
  );
});

describe('errors:top arguments', () => {
  it('defaults to the last 7 days and 20 messages', () => {
    expect(parseAdminCommand(['errors:top'], now)).toEqual({
      name: 'errors:top',
      query: { since: new Date('2026-11-22T06:00:00Z'), limit: 20 },
      period: 'since 7d',
    });
  });

  it('takes a period, a text to match and a limit', () => {
    const command = parseAdminCommand(
      ['errors:top', '--since', '2026-11-01', '--until', '1d', '--match', 'chunk', '--limit', '5'],
      now,
    );
    expect(command).toEqual({
      name: 'errors:top',
      query: {
        since: new Date('2026-11-01T00:00:00Z'),
        until: new Date('2026-11-28T06:00:00Z'),
        match: 'chunk',
        limit: 5,
      },
      period: 'since 2026-11-01 until 1d matching "chunk"',
    });
  });

  it.each([
    [['--since', 'vorige week'], '--since'],
    [['--until', 'morgen'], '--until'],
    [['--since', '1d', '--until', '2d'], '--until must be later'],
    [['--limit', '0'], '--limit'],
    [['--limit', String(maxTopErrorReports + 1)], '--limit'],
    [['--limit', '5x'], '--limit'],
    [['--limit', '-3'], '--limit'],
    [['--top', '3'], 'Unknown option'],
  ])('refuses %j', (args, message) => {
    expect(() => parseAdminCommand(['errors:top', ...args], now)).toThrow(AdminUsageError);
    expect(() => parseAdminCommand(['errors:top', ...args], now)).toThrow(message);
  });
});

describe('errors:top against the database', () => {
  let server: TestApp;
  /** This run's messages contain it, so reports of other tests never count. */
  const tag = `top-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    server = await createTestApp();
    const rows: Array<[string, string, string | null, string, number]> = [
      // message, client, url, age, how many
      [`Failed to fetch chart: 500 ${tag}`, '10.9.0.1', 'https://steekwerk.nl/nl/c/abc', '1 hour', 3],
      [`Failed to fetch chart: 500 ${tag}`, '10.9.0.2', null, '2 days', 1],
      [`Loading chunk HomePage-x1.js failed ${tag}`, '10.9.0.3', 'https://steekwerk.nl/nl', '3 hours', 2],
      [`Old ${tag}`, '10.9.0.4', 'https://steekwerk.nl/nl/oud', '20 days', 5],
    ];
    for (const [message, client, url, age, count] of rows) {
      for (let index = 0; index < count; index += 1) {
        await server.dataSource.query(
          `INSERT INTO error_reports (client_key, error_msg, url, action, version, created_at)
           VALUES ($1, $2, $3, 'chart/get', 'index-abc.js', now() - $4::interval)`,
          [client, message, url, age],
        );
      }
    }
  });

  afterAll(async () => {
    await server.dataSource.query(`DELETE FROM error_reports WHERE error_msg LIKE $1`, [`%${tag}%`]);
    await server.close();
  });

  async function admin(argv: string[]) {
    const output: string[] = [];
    const status = await runAdminCommand(parseAdminCommand(argv), {
      users: new UsersRepository(server.dataSource),
      hasher: new PasswordHasher({ logN: testPasswordHashLogN, r: 8, p: 1 }),
      print: (line) => output.push(line),
      topErrorReports: (query) => findTopErrorReports(server.dataSource, query),
    });
    return { status, output };
  }

  it('lists the most frequent messages of the period with counts, clients, first and last seen and a url', async () => {
    const top = await findTopErrorReports(server.dataSource, {
      since: new Date(Date.now() - 7 * 86_400_000),
      match: tag,
      limit: 20,
    });

    expect(top.total).toBe(6);
    expect(top.messages.map(({ message, count, clients }) => ({ message, count, clients }))).toEqual([
      { message: `Failed to fetch chart: 500 ${tag}`, count: 4, clients: 2 },
      { message: `Loading chunk HomePage-x1.js failed ${tag}`, count: 2, clients: 1 },
    ]);
    const [chart] = top.messages;
    expect(chart?.exampleUrl).toBe('https://steekwerk.nl/nl/c/abc');
    expect(chart!.lastSeen.getTime() - chart!.firstSeen.getTime()).toBeGreaterThan(86_400_000);
    expect(chart).toMatchObject({ action: 'chart/get', version: 'index-abc.js' });
  });

  it('prints them for the operator, and the limit cuts the list', async () => {
    const { status, output } = await admin(['errors:top', '--since', '7d', '--match', tag, '--limit', '1']);

    expect(status).toBe(adminExit.ok);
    expect(output[0]).toBe(`6 error reports since 7d matching "${tag}"; the 1 most frequent message:`);
    expect(output[2]).toMatch(
      new RegExp(
        `^\\s+4\\s+2\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC .*Failed to fetch chart: 500 ${tag}$`,
      ),
    );
    expect(output[3]).toContain('url: https://steekwerk.nl/nl/c/abc');
    expect(output).toHaveLength(4);
  });

  it('takes the longer period and says when there is nothing', async () => {
    const month = await admin(['errors:top', '--since', '30d', '--match', tag]);
    expect(month.output[0]).toContain('11 error reports since 30d');
    expect(month.output.some((line) => line.includes(`Old ${tag}`))).toBe(true);

    const none = await admin(['errors:top', '--since', '30m', '--match', tag]);
    expect(none.output).toEqual([`No error reports since 30m matching "${tag}".`]);
  });

  it('matches the text literally (% and _ are no wildcards)', async () => {
    const { output } = await admin(['errors:top', '--match', `%${tag}`]);
    expect(output[0]).toMatch(/^No error reports/);
  });
});
