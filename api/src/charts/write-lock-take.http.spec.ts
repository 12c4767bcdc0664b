/**
 * `POST chart/writelock/take/{chartId}` ("Hier verder bewerken") on the real PostgreSQL: the active owner moves the
 * write lock to a tab of theirs, also away from another tab that holds it; everyone else is refused, and so is bad
 * input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../testing/accounts';
import {
  chartState,
  createAuthor,
  createChart,
  getChart,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('taking over the write lock', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;
  let shared: Author;
  let pending: Author;

  const take = (chartId: string, s: string, cookies?: Record<string, string>) =>
    post(server, `chart/writelock/take/${chartId}`, { s }, cookies ? { cookies } : {});
  const changes = (chartId: string, s: string, cookies: Record<string, string>) =>
    post(server, `chart/changes/${chartId}`, { s, r: 1, p: 0, actions: [] }, { cookies });

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other, shared, pending] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
      createAuthor(server, { pending: true }),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  it('moves the lock from the tab that holds it to the owner’s other tab, which can then save', async () => {
    const { chartId, s: first, state } = await createChart(server, owner);
    const second = newTabId();
    const opened = await getChart(server, owner.cookies, chartId, { s: second });
    expect(opened.body.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: false });

    const taken = await take(chartId, second, owner.cookies);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      revision: 1,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });

    // The first tab learns it on its next tick, and its saves are refused from now on.
    const tick = await changes(chartId, first, owner.cookies);
    expect(tick.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: true, hasWriteLock: false },
    });
    const refused = await saveChart(server, owner.cookies, chartId, {
      state: { ...state, settings: { ...state.settings, revision: 1 } },
      s: first,
    });
    expect(refused.body).toMatchObject({ status: 'writeLockLost', reason: 'writeLockLost' });

    const saved = await saveChart(server, owner.cookies, chartId, {
      state: { ...state, settings: { ...state.settings, revision: 1 } },
      s: second,
    });
    expect(saved.body).toMatchObject({ status: 'ok', revision: 2 });

    // Taking it back gives the first tab the current revision, so it knows what it has missed.
    const back = await take(chartId, first, owner.cookies);
    expect(back.body).toMatchObject({ status: 'ok', revision: 2 });
    const secondTick = await changes(chartId, second, owner.cookies);
    expect(secondTick.body).toMatchObject({ accessSession: { hasWriteLock: false } });
  });

  it('is harmless for the tab that already holds the lock', async () => {
    const { chartId, s } = await createChart(server, owner);
    expect((await take(chartId, s, owner.cookies)).body).toMatchObject({ status: 'ok', revision: 1 });
    expect((await changes(chartId, s, owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
  });

  it('refuses anonymous visitors, also of a public chart, and leaves the lock where it was', async () => {
    const base = chartState();
    const { chartId, s } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowAnonymous: true },
    });
    const answer = await take(chartId, newTabId());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'notLoggedIn', reason: 'notLoggedIn' });
    expect((await changes(chartId, s, owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteLock: true },
    });
  });

  it('refuses a pending user with a 403 envelope, even on their own chart', async () => {
    const answer = await take('abcdefghijkl', newTabId(), pending.cookies);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });
  });

  it('refuses other users: read-only sharing, public charts and private charts alike', async () => {
    const base = chartState();
    const { chartId, s } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowAnonymous: true, allowUsers: [shared.email] },
    });
    for (const user of [shared, other]) {
      const answer = await take(chartId, newTabId(), user.cookies);
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'accessDenied', reason: 'accessDenied' });
    }
    const { chartId: privateId } = await createChart(server, owner);
    expect((await take(privateId, newTabId(), other.cookies)).body).toMatchObject({
      status: 'accessDenied',
    });
    expect((await changes(chartId, s, owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteLock: true },
    });
  });

  it('says an unknown chart, a new one and one in the bin are gone', async () => {
    expect((await take('abcdefghijkl', newTabId(), owner.cookies)).body).toMatchObject({
      status: 'notFound',
    });
    expect((await take('new', newTabId(), owner.cookies)).body).toMatchObject({ status: 'notFound' });
    const { chartId } = await createChart(server, owner);
    await post(server, `chart/delete/${chartId}/${chartId}`, {}, { cookies: owner.cookies });
    expect((await take(chartId, newTabId(), owner.cookies)).body).toMatchObject({ status: 'deleted' });
  });

  it('answers bad input with a 400 envelope', async () => {
    const { chartId } = await createChart(server, owner);
    const badSessions: unknown[] = ['kort', 'x'.repeat(65), 'met spatie!', 12, null];
    for (const s of badSessions) {
      const answer = await post(server, `chart/writelock/take/${chartId}`, { s }, { cookies: owner.cookies });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ sfRequest: 'error' });
    }
    const noBody = await post(server, `chart/writelock/take/${chartId}`, {}, { cookies: owner.cookies });
    expect(noBody.status).toBe(400);
    const badId = await take('ab%20cd', newTabId(), owner.cookies);
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ sfRequest: 'error' });
  });
});
