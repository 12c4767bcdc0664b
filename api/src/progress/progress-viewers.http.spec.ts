/**
 * The progress calls as someone other than the owner (issue 17): an active user a chart is shared with and a
 * logged-in viewer of a public chart each keep their own done cells, mode and position; anonymous visitors read an
 * empty tracker and cannot save; everyone else is refused. Bad input is a 4xx envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Answer } from '../testing/accounts';
import { chartState, createAuthor, createChart, newTabId, rowsOf, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('progress of viewers of a shared or public chart', () => {
  let server: TestApp;
  let owner: Author;
  let sharee: Author;
  let viewer: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, sharee, viewer] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  /** A 4 × 3 chart of the owner, shared with the sharee's address and, when asked, public. */
  async function sharedChart(allowAnonymous: boolean) {
    const base = chartState();
    const { chartId, s } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowUsers: [sharee.email], allowAnonymous },
    });
    return { chartId, s };
  }

  const cookiesOf = (author: Author | null) => (author ? { cookies: author.cookies } : {});

  const status = async (author: Author | null, chartId: string) =>
    get(server, `chart/progress-tracker/status/${chartId}`, cookiesOf(author));

  const saveDone = (author: Author | null, chartId: string, body: Record<string, unknown>) =>
    post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { s: newTabId(), ...body },
      cookiesOf(author),
    );

  const saveCells = (author: Author | null, chartId: string, done: number[]) =>
    saveDone(author, chartId, { columnCount: 4, rowCount: 3, done: rowsOf(Uint8Array.from(done)) });

  const track = (author: Author, chartId: string, mode: string, position: number) =>
    post(
      server,
      `chart/changes/${chartId}`,
      {
        s: newTabId(),
        r: 1,
        p: 0,
        actions: [
          { type: 'progressTrackerMode', mode },
          { type: 'progressTrackerPosition', position },
        ],
      },
      { cookies: author.cookies },
    );

  /** A 4xx answer in the error envelope. */
  const expectRefused = (answer: Answer, status: number, error?: string) => {
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ sfRequest: 'error', error: expect.any(String) });
    if (error !== undefined) expect(answer.body.error).toBe(error);
  };

  const ownerDone = [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0];
  const shareeDone = [0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0];
  const viewerDone = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1];

  it('keeps the owner’s, the sharee’s and a public viewer’s progress apart', async () => {
    const { chartId } = await sharedChart(true);
    expect((await saveCells(owner, chartId, ownerDone)).body).toEqual({
      sfRequest: 'ok',
      progressTrackerRevision: 1,
    });
    expect((await saveCells(sharee, chartId, shareeDone)).body).toEqual({
      sfRequest: 'ok',
      progressTrackerRevision: 1,
    });
    expect((await saveCells(viewer, chartId, viewerDone)).status).toBe(200);
    expect((await track(sharee, chartId, 'perGridCell', 7)).body).toMatchObject({
      progressTrackerRevision: 2,
    });
    expect((await track(viewer, chartId, 'rowsGroup5', 2)).body).toMatchObject({
      progressTrackerRevision: 2,
    });

    expect((await status(owner, chartId)).body).toMatchObject({
      revision: 1,
      mode: 'rowsFull',
      position: 0,
      done: rowsOf(Uint8Array.from(ownerDone)),
    });
    expect((await status(sharee, chartId)).body).toMatchObject({
      revision: 2,
      mode: 'perGridCell',
      position: 7,
      done: rowsOf(Uint8Array.from(shareeDone)),
    });
    expect((await status(viewer, chartId)).body).toMatchObject({
      revision: 2,
      mode: 'rowsGroup5',
      position: 2,
      done: rowsOf(Uint8Array.from(viewerDone)),
    });
  });

  it('lets a sharee of a private chart track, and the owner’s later save leaves it alone', async () => {
    const { chartId } = await sharedChart(false);
    expect((await saveCells(sharee, chartId, shareeDone)).status).toBe(200);
    expect((await saveCells(owner, chartId, ownerDone)).status).toBe(200);
    expect((await track(owner, chartId, 'perGridCell', 3)).status).toBe(200);
    expect((await status(sharee, chartId)).body).toMatchObject({
      mode: 'rowsFull',
      position: 0,
      done: rowsOf(Uint8Array.from(shareeDone)),
    });
  });

  it('gives anonymous visitors of a public chart an empty tracker and refuses their saves', async () => {
    const { chartId } = await sharedChart(true);
    await saveCells(owner, chartId, ownerDone);
    expect((await status(null, chartId)).body).toEqual({
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
    expectRefused(await saveCells(null, chartId, viewerDone), 403, 'Je bent niet ingelogd.');
    const styles = await post(server, `chart/progress-tracker/save-styles/${chartId}`, {
      styleIds: '1',
      customLineStyleIds: '',
      halfStitchStyleIds: '',
      quarterStitchStyleIds: '',
    });
    expectRefused(styles, 403, 'Je bent niet ingelogd.');
    expect((await status(owner, chartId)).body).toMatchObject({ done: rowsOf(Uint8Array.from(ownerDone)) });
  });

  it('refuses someone else’s private chart (403) and a chart in the bin (404), leaving the owner’s alone', async () => {
    const { chartId } = await sharedChart(false);
    await saveCells(owner, chartId, ownerDone);
    expectRefused(await status(viewer, chartId), 403);
    expectRefused(await saveCells(viewer, chartId, viewerDone), 403);
    expectRefused(await status(null, chartId), 403);

    const { chartId: binned } = await sharedChart(true);
    await saveCells(sharee, binned, shareeDone);
    const deleted = await post(server, `chart/delete/${binned}/${binned}`, {}, { cookies: owner.cookies });
    expect(deleted.body).toMatchObject({ status: 'ok' });
    for (const author of [owner, sharee, viewer]) {
      expectRefused(await status(author, binned), 404);
      expectRefused(await saveCells(author, binned, viewerDone), 404);
    }
    expect((await status(owner, chartId)).body).toMatchObject({ done: rowsOf(Uint8Array.from(ownerDone)) });
  });

  it('reads a sharee’s done cells stored one byte per cell before they were kept as bits', async () => {
    const { chartId } = await sharedChart(false);
    await saveCells(sharee, chartId, shareeDone);
    await server.dataSource.query(`UPDATE progress SET done = $1 WHERE chart_id = $2 AND user_id = $3`, [
      Buffer.from(viewerDone),
      chartId,
      sharee.user.id,
    ]);
    expect((await status(sharee, chartId)).body).toMatchObject({ done: rowsOf(Uint8Array.from(viewerDone)) });
  });

  describe('bad input', () => {
    let chartId: string;

    beforeAll(async () => {
      ({ chartId } = await sharedChart(true));
      await saveCells(sharee, chartId, shareeDone);
    });

    it.each([
      ['done of another size', { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(16)) }],
      ['done that is not base64', { columnCount: 4, rowCount: 3, done: '1:AAAA!AAAAAAA' }],
      ['done without its prefix', { columnCount: 4, rowCount: 3, done: 'AAAAAAAAAAAAAAAA' }],
      [
        'done longer than the grid',
        { columnCount: 4, rowCount: 3, done: `${rowsOf(new Uint8Array(12))}AAAA` },
      ],
      [
        'done cells other than 0 and 1',
        { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(2)) },
      ],
    ])('refuses %s as invalid grid rows', async (_, body) => {
      expectRefused(await saveDone(sharee, chartId, body), 400, 'Invalid grid rows');
    });

    it.each([
      ['a count of 0', { columnCount: 0, rowCount: 3, done: '' }],
      ['a fractional count', { columnCount: 1.5, rowCount: 2, done: '' }],
      ['a count beyond every tier', { columnCount: 9000, rowCount: 1, done: '' }],
      ['no done at all', { columnCount: 4, rowCount: 3 }],
    ])('refuses %s as invalid input', async (_, body) => {
      expectRefused(await saveDone(sharee, chartId, body), 400);
    });

    it('refuses a grid beyond the viewer’s tier (400 × 400 free, 2000 × 2000 premium)', async () => {
      const wide = { columnCount: 401, rowCount: 1, done: rowsOf(new Uint8Array(401)) };
      const free = await saveDone(sharee, chartId, wide);
      expectRefused(free, 400);
      expect(String(free.body.error)).toMatch(/400/);
      const premium = await createAuthor(server, { premium: true });
      expect((await saveDone(premium, chartId, wide)).status).toBe(200);
      const tall = { columnCount: 1, rowCount: 2001, done: rowsOf(new Uint8Array(2001)) };
      expectRefused(await saveDone(premium, chartId, tall), 400);
    });

    it('takes the 5.3 MB done text of a premium 2000 × 2000 grid', async () => {
      const premium = await createAuthor(server, { premium: true });
      const done = new Uint8Array(2000 * 2000);
      for (let cell = 0; cell < done.length; cell += 3) done[cell] = 1;
      const big = { columnCount: 2000, rowCount: 2000, done: rowsOf(done) };
      expect((await saveDone(premium, chartId, big)).body).toEqual({
        sfRequest: 'ok',
        progressTrackerRevision: 1,
      });
      expect((await status(premium, chartId)).body).toMatchObject({
        columnCount: 2000,
        rowCount: 2000,
        done: big.done,
      });
    });

    it('refuses a done text beyond the body limit with 413', async () => {
      const huge = { columnCount: 4, rowCount: 3, done: `1:${'A'.repeat(8 * 1024 * 1024)}` };
      expectRefused(await saveDone(sharee, chartId, huge), 413);
    });

    it.each([
      ['a negative position', [{ type: 'progressTrackerPosition', position: -1 }]],
      ['a position beyond any chart', [{ type: 'progressTrackerPosition', position: 2 ** 40 }]],
      ['a fractional position', [{ type: 'progressTrackerPosition', position: 1.5 }]],
      ['a mode that is no tracker mode', [{ type: 'progressTrackerMode', mode: 'everything' }]],
    ])('refuses %s in chart/changes', async (_, actions) => {
      const answer = await post(
        server,
        `chart/changes/${chartId}`,
        { s: newTabId(), r: 1, p: 0, actions },
        { cookies: sharee.cookies },
      );
      expectRefused(answer, 400);
    });

    it('kept the sharee’s progress through all of it', async () => {
      expect((await status(sharee, chartId)).body).toMatchObject({
        mode: 'rowsFull',
        position: 0,
        columnCount: 4,
        rowCount: 3,
        done: rowsOf(Uint8Array.from(shareeDone)),
      });
    });
  });
});
