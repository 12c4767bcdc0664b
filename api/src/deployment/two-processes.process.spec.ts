/**
 * More than one server (issue 26): two built API processes on one database behind a round-robin proxy on loopback.
 * Logins, write locks, saves from two tabs, the save limit, login throttles and the tracker behave exactly as with
 * one process, because nothing another process needs lives in a process's memory (sessions, locks, limits and
 * throttles are rows in PostgreSQL). Needs the built API (`make build-api`; `make test` builds it first).
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartState, newSaveId, newTabId, rowsOf } from '../testing/charts';
import { testDatabaseUrl } from '../testing/database';
import {
  builtAdmin,
  processEnvironment,
  startApiProcess,
  startRoundRobinProxy,
  stopApiProcess,
} from '../testing/process-cluster';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly upstream: string | null;
  readonly cookie?: string;
}

describe('two API processes on one database behind one port', () => {
  const databaseUrl = testDatabaseUrl();
  const children: ChildProcess[] = [];
  let ports: number[] = [];
  let proxy: { port: number; server: Server };

  beforeAll(async () => {
    const started = await Promise.all([startApiProcess(databaseUrl), startApiProcess(databaseUrl)]);
    children.push(...started.map((one) => one.child));
    ports = started.map((one) => one.port);
    proxy = await startRoundRobinProxy(ports);
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.server.close(resolve));
    await Promise.all(children.map(stopApiProcess));
  });

  /** One request, through the proxy or straight to one process, from the client network `network`. */
  async function call(
    method: 'GET' | 'POST',
    action: string,
    options: { body?: unknown; cookie?: string; port?: number; network?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${options.port ?? proxy.port}/nl/ajax/${action}`, {
      method,
      headers: {
        'x-forwarded-for': options.network ?? '10.26.0.1',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookie = response.headers.get('set-cookie');
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      upstream: response.headers.get('x-upstream'),
      cookie: setCookie ? setCookie.split(';')[0] : undefined,
    };
  }

  /** An active user made with the admin command (against the same database). */
  function createUser(options: { premium?: boolean } = {}) {
    const email = `twee-${randomBytes(4).toString('hex')}@example.nl`;
    const password = `wachtwoord-${randomBytes(4).toString('hex')}`;
    const flags = ['--activated', ...(options.premium ? ['--premium'] : [])];
    execFileSync(
      process.execPath,
      [builtAdmin, 'user:create', '--email', email, '--password', password, ...flags],
      {
        env: processEnvironment(databaseUrl, 0),
        stdio: 'ignore',
      },
    );
    return { email, password };
  }

  async function logIn(user: { email: string; password: string }, port: number, network = '10.26.0.2') {
    const answer = await call('POST', 'account/login', {
      body: { emailAddress: user.email, password: user.password },
      port,
      network,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.cookie!;
  }

  const save = (cookie: string, chartId: string, s: string, revision: number, port?: number) =>
    call('POST', `chart/save/${chartId}`, {
      cookie,
      port,
      body: { state: chartState({ revision, title: `r${revision + 1}` }), s, v: 11, saveId: newSaveId() },
    });

  it('the proxy spreads requests over both processes', async () => {
    const answers = await Promise.all([call('GET', 'health'), call('GET', 'health')]);
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(ports.map(String)));
  });

  it('a login on one process is a session on the other, and a logout on the other ends it everywhere', async () => {
    const user = createUser();
    const cookie = await logIn(user, ports[0]!);
    const seen = await call('GET', 'account/user', { cookie, port: ports[1] });
    expect(seen.body).toMatchObject({ user: { emailAddress: user.email } });
    await call('POST', 'account/logout', { cookie, port: ports[1] });
    const after = await call('GET', 'account/user', { cookie, port: ports[0] });
    expect(after.body.user).toMatchObject({ userId: '', emailAddress: '' });
  });

  it('one write lock: a second tab on the other process reads only until it takes over; then the first tab is refused', async () => {
    const user = createUser();
    const cookie = await logIn(user, ports[0]!);
    const [first, second] = [newTabId(), newTabId()];
    const created = await call('POST', 'chart/save/new', {
      cookie,
      port: ports[0],
      body: { state: chartState(), s: first, v: 11, saveId: newSaveId() },
    });
    const chartId = String(created.body.chartId);
    const opened = await call('POST', `chart/open/${chartId}`, {
      cookie,
      port: ports[1],
      body: { s: second },
    });
    expect(opened.body.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: false });
    expect((await save(cookie, chartId, second, 1, ports[1])).body.status).toBe('writeLockLost');
    expect((await save(cookie, chartId, first, 1, ports[1])).body.status).toBe('ok');

    const taken = await call('POST', `chart/writelock/take/${chartId}`, {
      cookie,
      port: ports[0],
      body: { s: second },
    });
    expect(taken.body.status).toBe('ok');
    expect((await save(cookie, chartId, first, 2, ports[1])).body.status).toBe('writeLockLost');
    expect((await save(cookie, chartId, second, 2, ports[0])).body.status).toBe('ok');
  });

  it('saves through both processes in turn each build on the last', async () => {
    const user = createUser();
    const cookie = await logIn(user, ports[0]!);
    const s = newTabId();
    const created = await call('POST', 'chart/save/new', {
      cookie,
      body: { state: chartState(), s, v: 11, saveId: newSaveId() },
    });
    const chartId = String(created.body.chartId);
    const upstreams = new Set<string | null>();
    for (let revision = 1; revision <= 6; revision += 1) {
      const answer = await save(cookie, chartId, s, revision);
      upstreams.add(answer.upstream);
      expect(answer.body).toMatchObject({ status: 'ok', revision: revision + 1 });
    }
    expect(upstreams.size).toBe(2);
  });

  it('the save limit is counted once: ten saves at once spread over both, the eleventh refused on either', async () => {
    const user = createUser();
    const cookie = await logIn(user, ports[0]!);
    const answers: Answer[] = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push(
        await call('POST', 'chart/save/new', {
          cookie,
          body: { state: chartState(), s: newTabId(), v: 11, saveId: newSaveId() },
        }),
      );
    }
    expect(answers.slice(0, 10).map((answer) => answer.body.status)).toEqual(Array(10).fill('ok'));
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body).toEqual({
      sfRequest: 'error',
      error: 'Te veel verzoeken, probeer het later opnieuw.',
    });
  });

  it('login failures are counted once: five wrong passwords spread over both lock the account for a new network', async () => {
    const user = createUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', 'account/login', {
        body: { emailAddress: user.email, password: 'niet-het-wachtwoord' },
        network: `10.26.1.${attempt}`,
      });
      expect(wrong.body.status).toBe('invalidCredentials');
    }
    const right = await call('POST', 'account/login', {
      body: { emailAddress: user.email, password: user.password },
      network: '10.26.2.1',
    });
    expect(right.status).toBe(429);
  });

  it('tracker progress saved through one process is read through the other', async () => {
    const user = createUser();
    const cookie = await logIn(user, ports[0]!);
    const created = await call('POST', 'chart/save/new', {
      cookie,
      body: { state: chartState(), s: newTabId(), v: 11, saveId: newSaveId() },
    });
    const chartId = String(created.body.chartId);
    const done = rowsOf(Uint8Array.from([1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]));
    const saved = await call('POST', `chart/progress-tracker/save-grid-rows-done/${chartId}`, {
      cookie,
      port: ports[0],
      body: { columnCount: 4, rowCount: 3, done, s: newTabId() },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const status = await call('GET', `chart/progress-tracker/status/${chartId}`, { cookie, port: ports[1] });
    expect(JSON.stringify(status.body)).toContain(done.slice(2, 12));
  });
});
