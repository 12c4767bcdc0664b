/**
 * The tracker's extras (parking markers, row repeats, reminders) per chart and user (issue 17): sent as a
 * `progressTrackerExtras` action of `chart/changes`, returned by the status call.
 */
import { emptyProgressTrackerExtras, type ProgressTrackerExtras } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevisionStorage } from '../charts/revisions/revision-storage';
import { get, post, type Answer } from '../testing/accounts';
import { chartState, createAuthor, createChart, newTabId, rowsOf, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

const extras: ProgressTrackerExtras = {
  parking: [{ styleId: 2, x: 3, y: 1, corner: 'bottomLeft' }],
  repeats: [{ id: 'r1', label: 'Kabel', firstRow: 3, lastRow: 8, times: 4, completed: 1 }],
  reminders: [
    {
      id: 'm1',
      text: 'meerder aan beide kanten',
      fromRow: 12,
      every: 6,
      times: 5,
      ticked: [12],
    },
  ],
};

describe('progress tracker extras over HTTP', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const changes = (author: Author | undefined, chartId: string, actions: unknown[], p = 0): Promise<Answer> =>
    post(
      server,
      `chart/changes/${chartId}`,
      { s: newTabId(), r: 1, p, actions },
      author ? { cookies: author.cookies } : {},
    );
  const status = (author: Author | undefined, chartId: string): Promise<Answer> =>
    get(server, `chart/progress-tracker/status/${chartId}`, author ? { cookies: author.cookies } : {});

  /** A chart of `owner` that `sharee` may read (shared with their address), or anyone (public). */
  async function sharedChart(options: { sharee?: Author; public?: boolean }) {
    const base = chartState();
    return createChart(server, owner, {
      ...base,
      settings: {
        ...base.settings,
        allowUsers: options.sharee ? [options.sharee.email] : [],
        allowAnonymous: options.public ?? false,
      },
    });
  }

  it('starts with no extras, keeps them, counts a revision only when they change', async () => {
    const { chartId } = await createChart(server, owner);
    expect((await status(owner, chartId)).body).toMatchObject({
      revision: 0,
      extras: emptyProgressTrackerExtras,
    });

    const first = await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras }]);
    expect(first.body).toMatchObject({ progressTrackerRevision: 1, progressTrackerRefresh: true });
    expect((await status(owner, chartId)).body).toMatchObject({ revision: 1, extras });

    const same = await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras }], 1);
    expect(same.body).toMatchObject({ progressTrackerRevision: 1, progressTrackerRefresh: false });

    const cleared = await changes(
      owner,
      chartId,
      [{ type: 'progressTrackerExtras', extras: emptyProgressTrackerExtras }],
      1,
    );
    expect(cleared.body).toMatchObject({ progressTrackerRevision: 2 });
    expect((await status(owner, chartId)).body).toMatchObject({ extras: emptyProgressTrackerExtras });
  });

  it('keeps the done cells, mode and position when the extras change', async () => {
    const { chartId } = await createChart(server, owner);
    const done = Uint8Array.from([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    await post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: 4, rowCount: 3, done: rowsOf(done), s: newTabId() },
      { cookies: owner.cookies },
    );
    await changes(owner, chartId, [
      { type: 'progressTrackerMode', mode: 'perGridCell' },
      { type: 'progressTrackerPosition', position: 2 },
    ]);
    await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras }]);
    expect((await status(owner, chartId)).body).toMatchObject({
      revision: 3,
      mode: 'perGridCell',
      position: 2,
      done: rowsOf(done),
      extras,
    });
  });

  it('refuses bad extras with a Dutch 400 and stores nothing', async () => {
    const { chartId } = await createChart(server, owner);
    const marker = (styleId: number) => ({ styleId, x: 0, y: 0, corner: 'topLeft' });
    const bad: unknown[] = [
      { ...extras, parking: Array.from({ length: 256 }, (_, index) => marker((index % 255) + 1)) },
      { ...extras, parking: [marker(1), marker(1)] },
      { ...extras, parking: [{ ...marker(1), x: '3' }] },
      { ...extras, parking: [{ ...marker(1), corner: 'middle' }] },
      { ...extras, reminders: [{ ...extras.reminders[0], text: 'meer\u0000der' }] },
      { ...extras, repeats: [{ ...extras.repeats[0], firstRow: 9, lastRow: 8 }] },
      { ...extras, repeats: undefined },
      'alles',
    ];
    for (const value of bad) {
      const answer = await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras: value }]);
      expect(answer.status, JSON.stringify(value).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({
        sfRequest: 'error',
        error: expect.stringMatching(/^Ongeldige invoer\. actions\.0\.extras/),
      });
    }
    const nul = await changes(owner, chartId, [
      {
        type: 'progressTrackerExtras',
        extras: { ...extras, repeats: [{ ...extras.repeats[0], label: '\u0000' }] },
      },
    ]);
    expect(nul.body.error).toContain('Deze tekst bevat een teken dat niet kan worden opgeslagen.');
    expect((await status(owner, chartId)).body).toMatchObject({
      revision: 0,
      extras: emptyProgressTrackerExtras,
    });
  });

  it('keeps a sharee’s extras apart from the owner’s', async () => {
    const sharee = await createAuthor(server);
    const { chartId } = await sharedChart({ sharee });
    await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras }]);
    const theirs: ProgressTrackerExtras = { ...emptyProgressTrackerExtras, parking: [extras.parking[0]!] };
    const saved = await changes(sharee, chartId, [{ type: 'progressTrackerExtras', extras: theirs }]);
    expect(saved.body).toMatchObject({ status: 'ok', progressTrackerRevision: 1 });
    expect((await status(sharee, chartId)).body).toMatchObject({ extras: theirs });
    expect((await status(owner, chartId)).body).toMatchObject({ extras });
  });

  it('stores nothing for anonymous visitors and pending accounts, and refuses a stranger', async () => {
    const { chartId } = await sharedChart({ public: true });
    const anonymous = await changes(undefined, chartId, [{ type: 'progressTrackerExtras', extras }]);
    expect(anonymous.body).toMatchObject({ status: 'ok', progressTrackerRevision: 0 });
    expect((await status(undefined, chartId)).body).toMatchObject({
      revision: 0,
      extras: emptyProgressTrackerExtras,
    });

    const pending = await createAuthor(server, { pending: true });
    const fromPending = await changes(pending, chartId, [{ type: 'progressTrackerExtras', extras }]);
    expect(fromPending.body).toMatchObject({ status: 'ok', progressTrackerRevision: 0 });
    expect((await status(pending, chartId)).body).toMatchObject({ extras: emptyProgressTrackerExtras });
    const doneByPending = await post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(1)), s: newTabId() },
      { cookies: pending.cookies },
    );
    expect(doneByPending.status).toBe(403);
    expect(doneByPending.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });

    const stranger = await createAuthor(server);
    const { chartId: privateId } = await createChart(server, owner);
    const refused = await changes(stranger, privateId, [{ type: 'progressTrackerExtras', extras }]);
    expect(refused.body).toMatchObject({ status: 'accessDenied' });
    expect((await status(stranger, privateId)).status).toBe(403);
    expect((await status(owner, privateId)).body).toMatchObject({ extras: emptyProgressTrackerExtras });
  });

  it('answers no extras when the stored value no longer fits the schema', async () => {
    const { chartId } = await createChart(server, owner);
    await changes(owner, chartId, [{ type: 'progressTrackerExtras', extras }]);
    await server.dataSource.query(`UPDATE progress SET extras = '{"parking": 3}' WHERE chart_id = $1`, [
      chartId,
    ]);
    const answer = await status(owner, chartId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ extras: emptyProgressTrackerExtras });
  });

  it('counts the extras to the user’s storage', async () => {
    const user = await createAuthor(server);
    const { chartId } = await createChart(server, user);
    const usedBefore = await usedProgressBytes(user);
    await changes(user, chartId, [{ type: 'progressTrackerExtras', extras }]);
    expect(await usedProgressBytes(user)).toBeGreaterThan(usedBefore + 100);
  });

  async function usedProgressBytes(user: Author): Promise<number> {
    return server.app.get(RevisionStorage).usedBytes(server.dataSource.manager, user.user.id);
  }
});
