/**
 * Backing up and restoring the project's database (issue 26, README "Backups"): `pg_dump --format=custom` of a
 * database with an account, a saved chart with two revisions and progress, restored with `pg_restore` into an
 * empty database, gives the same rows, and the restored database answers the API (the chart opens, the login
 * works).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChartThumbnails } from '../charts/thumbnails/chart-thumbnails.service';
import { logIn } from '../testing/accounts';
import { chartState, createAuthor, createChart, getChart, saveChart } from '../testing/charts';
import { ensureDatabaseExists, testDatabaseUrl } from '../testing/database';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A PostgreSQL client program: on the PATH, or where Debian puts it. */
function postgresProgram(name: string): string {
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? execFileSync('ls', [debian]).toString().trim().split('\n') : [];
  for (const version of versions.sort().reverse()) {
    const candidate = path.join(debian, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found (install the postgresql package)`);
}

async function drop(url: string): Promise<void> {
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The rows of one owner, as text, in a fixed order. */
async function ownerRows(url: string, ownerId: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ row: string }>(
      `SELECT u::text AS row FROM users u WHERE u.id = $1
       UNION ALL SELECT c::text FROM charts c WHERE c.owner_id = $1
       UNION ALL SELECT r::text FROM chart_revisions r JOIN charts c ON c.id = r.chart_id WHERE c.owner_id = $1
       UNION ALL SELECT s::text FROM sessions s WHERE s.user_id = $1
       ORDER BY 1`,
      [ownerId],
    );
    return rows.map((row) => row.row);
  } finally {
    await client.end();
  }
}

describe('pg_dump and pg_restore of the project database', () => {
  const sourceUrl = testDatabaseUrl();
  const restoredUrl = (() => {
    const url = new URL(sourceUrl);
    url.pathname = '/steekwerk_restored_test';
    return url.toString();
  })();
  const folder = mkdtempSync(path.join(tmpdir(), 'steekwerk-backup-'));
  let server: TestApp;
  let restoredServer: TestApp | undefined;

  beforeAll(async () => {
    server = await createTestApp();
    await drop(restoredUrl);
    await ensureDatabaseExists(restoredUrl);
  });

  afterAll(async () => {
    await restoredServer?.close();
    await server.close();
    await drop(restoredUrl);
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores every row of an account, and the restored database serves its chart', async () => {
    const author = await createAuthor(server);
    const { chartId, s } = await createChart(server, author);
    const second = await saveChart(server, author.cookies, chartId, {
      state: chartState({ revision: 1 }),
      s,
    });
    expect(second.body.status).toBe('ok');
    // Thumbnails are stored after the save's answer: the dump is taken once they are in.
    await server.app.get(ChartThumbnails).settled();

    const dump = path.join(folder, 'steekwerk.dump');
    execFileSync(postgresProgram('pg_dump'), ['--format=custom', '--file', dump, '--dbname', sourceUrl]);
    execFileSync(postgresProgram('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      restoredUrl,
      dump,
    ]);

    const before = await ownerRows(sourceUrl, author.user.id);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(await ownerRows(restoredUrl, author.user.id)).toEqual(before);

    restoredServer = await createTestApp({ config: { databaseUrl: restoredUrl } });
    const { cookies } = await logIn(restoredServer, author.email, author.password);
    const opened = await getChart(restoredServer, cookies, chartId);
    expect(opened.body).toMatchObject({ status: 'ok', state: { settings: { revision: 2 } } });
  });
});
