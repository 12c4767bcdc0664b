import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, send } from '../testing/accounts';
import { chartState, createAuthor, createChart, newTabId, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sessionCookieNames } from '../session/session-cookie';
import { CLOCK, type Clock } from './chart-clock';
import { defaultSaveRateLimit } from './save-rate-limiter';

const saveUrl = '/nl/ajax/chart/save/new';
const json = { 'content-type': 'application/json' };
const notLoggedIn = { sfRequest: 'ok', status: 'notLoggedIn', reason: 'notLoggedIn' };

describe('chart/save checks the session before reading the body', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers an anonymous save with broken JSON with notLoggedIn, not a parse error', async () => {
    const answer = await send(server, { method: 'POST', url: saveUrl, headers: json, payload: '{"state":' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(notLoggedIn);
  });

  it('answers an anonymous 20 MiB save with notLoggedIn, not with a validation error', async () => {
    const payload = `{"state":{"rows":"${'A'.repeat(20 * 1024 * 1024)}"}}`;
    const answer = await send(server, {
      method: 'POST',
      url: '/nl/ajax/chart/save/abc',
      headers: json,
      payload,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(notLoggedIn);
    expect(answer.response.headers.connection).toBe('close');
  });

  it('answers an anonymous save whose body never ends, without waiting for it', async () => {
    const body = new PassThrough();
    body.write('{"state":{"rows":"');
    try {
      const answer = await send(server, { method: 'POST', url: saveUrl, headers: json, payload: body });
      expect(answer.body).toEqual(notLoggedIn);
    } finally {
      body.destroy();
    }
  });

  it('answers a save with an unknown or malformed session cookie with notLoggedIn', async () => {
    for (const value of ['x'.repeat(43), 'kapot', '']) {
      const answer = await send(server, {
        method: 'POST',
        url: saveUrl,
        headers: json,
        payload: '[',
        cookies: { [sessionCookieNames.http]: value },
      });
      expect(answer.body, value).toEqual(notLoggedIn);
    }
  });

  it('answers a user pending activation with 403 before reading the body', async () => {
    const pending = await createAuthor(server, { pending: true });
    const answer = await send(server, {
      method: 'POST',
      url: saveUrl,
      headers: json,
      payload: 'geen json',
      cookies: pending.cookies,
    });

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });
  });

  it('answers an anonymous or pending progress save (done cells, up to 6 MiB) before reading its body', async () => {
    const author = await createAuthor(server);
    const { chartId } = await createChart(server, author);
    const progressUrl = `/nl/ajax/chart/progress-tracker/save-grid-rows-done/${chartId}`;
    const body = new PassThrough();
    body.write('{"done":"1:');
    try {
      const anonymous = await send(server, {
        method: 'POST',
        url: progressUrl,
        headers: json,
        payload: body,
      });
      expect(anonymous.status).toBe(403);
      expect(anonymous.body).toEqual({ sfRequest: 'error', error: 'Je bent niet ingelogd.' });
    } finally {
      body.destroy();
    }
    const pending = await createAuthor(server, { pending: true });
    const refused = await send(server, {
      method: 'POST',
      url: progressUrl,
      headers: json,
      payload: 'geen json',
      cookies: pending.cookies,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });
    // The owner's save is read and checked as before.
    const own = await send(server, {
      method: 'POST',
      url: progressUrl,
      headers: json,
      payload: 'geen json',
      cookies: author.cookies,
    });
    expect(own.status).toBe(400);
  });

  it('still parses and validates the body of an active user', async () => {
    const author = await createAuthor(server);
    const broken = await send(server, {
      method: 'POST',
      url: saveUrl,
      headers: json,
      payload: '{"state":',
      cookies: author.cookies,
    });
    const saved = await saveChart(server, author.cookies, 'new', { state: chartState(), s: newTabId() });

    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ sfRequest: 'error', error: 'De gegevens zijn geen geldige JSON.' });
    expect(saved.body.status).toBe('ok');
  });
});

describe('chart/save per user: one a second, ten at once', () => {
  let server: TestApp;
  let clock: Clock;
  let now: number;

  beforeAll(async () => {
    server = await createTestApp({ saveRateLimit: defaultSaveRateLimit });
    clock = server.app.get<Clock>(CLOCK);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await server.close();
  });

  function stopClock() {
    now = Date.UTC(2031, 0, 1);
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  }

  /** Saves the author's chart with a new title; each save is one request. */
  function save(author: Author, chart: { chartId: string; s: string }, revision: number) {
    return saveChart(server, author.cookies, chart.chartId, {
      state: chartState({ revision, title: `r${revision + 1}` }),
      s: chart.s,
    });
  }

  it('answers the save after a burst of ten with 429 and keeps the saved chart as it was', async () => {
    const author = await createAuthor(server);
    stopClock();
    const chart = await createChart(server, author);
    for (let revision = 1; revision < defaultSaveRateLimit.burst; revision += 1) {
      expect((await save(author, chart, revision)).body.status).toBe('ok');
    }

    const refused = await save(author, chart, defaultSaveRateLimit.burst);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      sfRequest: 'error',
      error: 'Te veel verzoeken, probeer het later opnieuw.',
    });
    expect(refused.response.headers['retry-after']).toBe('1');
    const stored: Array<{ revision: number }> = await server.dataSource.query(
      `SELECT max(revision)::int AS revision FROM chart_revisions WHERE chart_id = $1`,
      [chart.chartId],
    );
    expect(stored[0]?.revision).toBe(defaultSaveRateLimit.burst);
  });

  it('refuses the save over the limit before reading its body', async () => {
    const author = await createAuthor(server);
    stopClock();
    for (let index = 0; index < defaultSaveRateLimit.burst; index += 1) {
      await post(server, 'chart/save/new', '{', { cookies: author.cookies, headers: json });
    }

    const refused = await post(server, 'chart/save/new', '{', { cookies: author.cookies, headers: json });

    expect(refused.status).toBe(429);
  });

  it('lets one more save through each second, and other users save as usual', async () => {
    const author = await createAuthor(server);
    const other = await createAuthor(server);
    stopClock();
    const chart = await createChart(server, author);
    for (let revision = 1; revision < defaultSaveRateLimit.burst; revision += 1)
      await save(author, chart, revision);
    expect((await save(author, chart, 10)).status).toBe(429);

    now += 1000;
    expect((await save(author, chart, 10)).body.status).toBe('ok');
    expect((await save(author, chart, 11)).status).toBe(429);
    expect((await createChart(server, other)).chartId).toEqual(expect.any(String));
  });

  it('counts each user on their own', async () => {
    const first = await createAuthor(server);
    const second = await createAuthor(server);
    stopClock();
    for (const author of [first, second]) {
      for (let index = 0; index < defaultSaveRateLimit.burst; index += 1) {
        const answer = await saveChart(server, author.cookies, 'new', { state: chartState(), s: newTabId() });
        expect(answer.body.status).toBe('ok');
      }
    }
    const refused = await send(server, {
      method: 'POST',
      url: saveUrl,
      headers: json,
      payload: '{',
      cookies: first.cookies,
    });
    expect(refused.status).toBe(429);
  });
});
