import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../testing/accounts';
import { createAuthor, createChart, newTabId, rowsOf, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('progress tracker over HTTP', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  it('starts empty, keeps the done cells and counts revisions', async () => {
    const { chartId } = await createChart(server, owner);
    const empty = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: owner.cookies });
    expect(empty.body).toEqual({
      sfRequest: 'ok',
      chartId,
      revision: 0,
      mode: 'rowsFull',
      width: 0,
      columnCount: 4,
      rowCount: 3,
      position: 0,
      done: '',
      extras: { parking: [], repeats: [], reminders: [] },
    });

    const done = Uint8Array.from([1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
    const saved = await post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: 4, rowCount: 3, done: rowsOf(done), s: newTabId() },
      { cookies: owner.cookies },
    );
    expect(saved.body).toEqual({ sfRequest: 'ok', progressTrackerRevision: 1 });
    const status = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: owner.cookies });
    expect(status.body).toMatchObject({ revision: 1, done: rowsOf(done) });

    const styles = await post(
      server,
      `chart/progress-tracker/save-styles/${chartId}`,
      { styleIds: '1,3', customLineStyleIds: '', halfStitchStyleIds: '2', quarterStitchStyleIds: '' },
      { cookies: owner.cookies },
    );
    expect(styles.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    const [row] = await server.dataSource.query(
      `SELECT style_ids, half_stitch_style_ids FROM progress WHERE chart_id = $1`,
      [chartId],
    );
    expect(row).toEqual({ style_ids: '1,3', half_stitch_style_ids: '2' });
    // The styles are no progress: the revision stays, so no other device reloads for them.
    const after = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: owner.cookies });
    expect(after.body).toMatchObject({ revision: 1, done: rowsOf(done) });
  });

  it('keeps the styles of a maker with no progress yet at revision 0 (nothing saved yet)', async () => {
    const { chartId } = await createChart(server, owner);
    const styles = await post(
      server,
      `chart/progress-tracker/save-styles/${chartId}`,
      { styleIds: '1', customLineStyleIds: '4', halfStitchStyleIds: '', quarterStitchStyleIds: '2' },
      { cookies: owner.cookies },
    );
    expect(styles.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    const status = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: owner.cookies });
    expect(status.body).toMatchObject({ revision: 0, mode: 'rowsFull', position: 0, done: '' });
    const saved = await post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(1)), s: newTabId() },
      { cookies: owner.cookies },
    );
    expect(saved.body).toEqual({ sfRequest: 'ok', progressTrackerRevision: 1 });
  });

  it('stores mode and position from the changes loop and asks other devices to refresh', async () => {
    const { chartId, s } = await createChart(server, owner);
    const moved = await post(
      server,
      `chart/changes/${chartId}`,
      {
        s,
        r: 1,
        p: 0,
        actions: [
          { type: 'progressTrackerMode', mode: 'perGridCell' },
          { type: 'progressTrackerPosition', position: 4 },
        ],
      },
      { cookies: owner.cookies },
    );
    expect(moved.body).toMatchObject({ progressTrackerRevision: 1, progressTrackerRefresh: true });
    const phone = await post(
      server,
      `chart/changes/${chartId}`,
      { s: newTabId(), r: 1, p: 1, actions: [] },
      {
        cookies: owner.cookies,
      },
    );
    expect(phone.body).toMatchObject({ progressTrackerRevision: 1, progressTrackerRefresh: false });
    const status = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: owner.cookies });
    expect(status.body).toMatchObject({ mode: 'perGridCell', position: 4 });
  });

  it('refuses bad style lists and unknown charts', async () => {
    const { chartId } = await createChart(server, owner);
    const bad = await post(
      server,
      `chart/progress-tracker/save-styles/${chartId}`,
      { styleIds: '1,,3', customLineStyleIds: '', halfStitchStyleIds: '', quarterStitchStyleIds: '' },
      { cookies: owner.cookies },
    );
    expect(bad.status).toBe(400);
    const unknown = await get(server, 'chart/progress-tracker/status/onbekend12345', {
      cookies: owner.cookies,
    });
    expect(unknown.status).toBe(404);
  });
});
