import { readOxs, readSteekwerkJson } from '@steekwerk/formats/chart-files';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, get, logIn, post, send } from '../testing/accounts';
import { insertCharts } from '../testing/chart-lists';
import { chartState, createAuthor, createChart, newTabId, rowsOf } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accountFileFormat } from './data-export.service';

/** The files of an export answer, by name. */
function filesOf(payload: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(payload));
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('GET account/export', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  const exportOf = (cookies: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/nl/ajax/account/export', cookies });

  /** Saves done cells of a 4 × 3 or 6 × 5 chart as the tracker does. */
  const saveDone = (
    chartId: string,
    cookies: Record<string, string>,
    size: [number, number],
    done: Uint8Array,
  ) =>
    post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: size[0], rowCount: size[1], done: rowsOf(done), s: newTabId() },
      { cookies },
    );

  it('answers one ZIP with the account, every own chart as JSON and OXS (the bin too) and the progress', async () => {
    const author = await createAuthor(server);
    const cells = new Uint8Array(6 * 5).map((_, index) => (index % 4 === 0 ? 0 : (index % 3) + 1));
    const kept = await createChart(
      server,
      author,
      chartState({ columnCount: 6, rowCount: 5, cells, title: 'Trui met élanden!' }),
    );
    const binned = await createChart(server, author, chartState({ title: 'Weg ermee' }));
    await post(server, 'charts/delete', { chartIds: [binned.chartId] }, { cookies: author.cookies });
    const done = new Uint8Array(30).map((_, index) => (index < 6 ? 1 : 0));
    const saved = await saveDone(kept.chartId, author.cookies, [6, 5], done);
    expect(saved.status).toBe(200);

    const response = await exportOf(author.cookies);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="steekwerk-gegevens-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = filesOf(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        `charts/Trui-met-elanden-${kept.chartId}.json`,
        `charts/Trui-met-elanden-${kept.chartId}.oxs`,
        `charts/Weg-ermee-${binned.chartId}.json`,
        `charts/Weg-ermee-${binned.chartId}.oxs`,
        `progress/${kept.chartId}.json`,
      ].sort(),
    );

    const json = readSteekwerkJson(text(files[`charts/Trui-met-elanden-${kept.chartId}.json`]));
    expect(json.state.settings.title).toBe('Trui met élanden!');
    expect(json.state.settings.chartId).toBe(kept.chartId);
    expect(json.state.grid.rows).toBe(rowsOf(cells));
    const oxs = readOxs(text(files[`charts/Trui-met-elanden-${kept.chartId}.oxs`]));
    expect(oxs.state.grid.settings.size).toEqual({ columnCount: 6, rowCount: 5 });
    expect(oxs.state.settings.title).toBe('Trui met élanden!');

    const account = JSON.parse(text(files['account.json']));
    expect(account).toMatchObject({
      format: accountFileFormat,
      user: { userId: author.user.id, emailAddress: author.email, pending: false },
      settings: { darkMode: 'auto' },
      folders: [],
      progress: [`progress/${kept.chartId}.json`],
    });
    expect(account.charts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chartId: kept.chartId, inBin: false }),
        expect.objectContaining({ chartId: binned.chartId, inBin: true, folderId: 'deleted' }),
      ]),
    );
    expect(account.dates.registeredAt).toMatch(/^\d{4}-/);
    const raw = text(files['account.json']);
    expect(raw).not.toContain(author.password);
    expect(raw).not.toMatch(/scrypt|password|token_hash|tokenHash/i);

    const progress = JSON.parse(text(files[`progress/${kept.chartId}.json`]));
    expect(progress).toMatchObject({
      chartId: kept.chartId,
      columnCount: 6,
      rowCount: 5,
      done: rowsOf(done),
    });
  });

  it('holds the progress on a chart shared with the user, and never another user’s charts', async () => {
    const owner = await createAuthor(server);
    const reader = await createAuthor(server);
    const shared = await createChart(server, owner, chartState({ title: 'Gedeeld' }));
    const secret = await createChart(server, owner, chartState({ title: 'Geheim' }));
    const share = await post(
      server,
      `chart/share/${shared.chartId}`,
      { allowAnonymous: false, allowUsers: [reader.email] },
      { cookies: owner.cookies },
    );
    expect(share.status).toBe(200);
    const saved = await saveDone(shared.chartId, reader.cookies, [4, 3], new Uint8Array(12).fill(1));
    expect(saved.status).toBe(200);

    const response = await exportOf(reader.cookies);

    const names = Object.keys(filesOf(response.rawPayload)).sort();
    expect(names).toEqual(['account.json', `progress/${shared.chartId}.json`]);
    expect(names.join()).not.toContain(secret.chartId);
  });

  it('lets a user pending activation take their data too', async () => {
    const pending = await createTestUser(server, { pending: true });
    const { cookies } = await logIn(server, pending.email, pending.password);
    const response = await exportOf(cookies);
    expect(response.statusCode).toBe(200);
    const account = JSON.parse(text(filesOf(response.rawPayload)['account.json']));
    expect(account.user).toMatchObject({ emailAddress: pending.email, pending: true });
    expect(account.charts).toEqual([]);
  });

  it('refuses an anonymous visitor with the usual error', async () => {
    const answer = await get(server, 'account/export');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ sfRequest: 'error', error: 'Je bent niet ingelogd.' });
  });

  it('refuses a second export of the same user while the first is still being written', async () => {
    const author = await createAuthor(server);
    await insertCharts(server, author, 3);
    const request = () => exportOf(author.cookies);
    const [first, second] = await Promise.all([request(), request()]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toEqual({
      sfRequest: 'error',
      error:
        'Je gegevens worden al klaargemaakt. Wacht tot die download klaar is en probeer het dan opnieuw.',
    });
    const again = await request();
    expect(again.statusCode).toBe(200);
  });

  it('answers a chart that a concurrent save changed with its newest revision, once', async () => {
    const author = await createAuthor(server);
    const chart = await createChart(server, author, chartState({ title: 'Eerst' }));
    const state = { ...chart.state, settings: { ...chart.state.settings, revision: 1, title: 'Daarna' } };
    const resaved = await send(server, {
      method: 'POST',
      url: `/nl/ajax/chart/save/${chart.chartId}`,
      payload: { v: 11, saveId: `save-${newTabId()}`, state, s: chart.s },
      cookies: author.cookies,
    });
    expect(resaved.status).toBe(200);
    const response = await exportOf(author.cookies);
    const names = Object.keys(filesOf(response.rawPayload)).filter((name) => name.endsWith('.json'));
    expect(names).toContain(`charts/Daarna-${chart.chartId}.json`);
    expect(names.filter((name) => name.startsWith('charts/'))).toHaveLength(1);
  });
});
