import { createPaletteStyle, type ChartState } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, uniqueEmail, type Answer } from '../testing/accounts';
import { listCharts, postAs } from '../testing/chart-lists';
import { chartState, createAuthor, createChart, newTabId, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A NUL and a lone surrogate: PostgreSQL stores neither, and both travel fine inside JSON (`"\u0000"`, `"\ud800"`). */
const badTexts = [
  ['a NUL', 'Sjaal\u0000'],
  ['a lone surrogate', 'Sjaal\ud800'],
] as const;

const storableTextMessage = 'Deze tekst bevat een teken dat niet kan worden opgeslagen.';

function expectRefused(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body.sfRequest, what).toBe('error');
  expect(typeof answer.body.error, what).toBe('string');
}

describe('a NUL or a lone surrogate in any text field is a 400, never a 500', () => {
  let server: TestApp;
  let author: Author;
  let chart: { chartId: string; s: string; state: ChartState };

  beforeAll(async () => {
    server = await createTestApp();
    author = await createAuthor(server);
    chart = await createChart(server, author);
  });

  afterAll(async () => {
    await server.close();
  });

  const revisionsOf = async (userId: string) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE created_by = $1`, [
        userId,
      ])
    )[0].n as number;

  /** The chart states with `text` in each text field of the chart document. */
  function statesWith(text: string): Array<[string, ChartState]> {
    const state = chartState();
    const [first, ...rest] = state.palette.styles;
    const withStyle = (changes: Partial<typeof first>): ChartState => ({
      ...state,
      palette: { ...state.palette, styles: [{ ...createPaletteStyle(1), ...first, ...changes }, ...rest] },
    });
    const withSettings = (changes: Partial<ChartState['settings']>): ChartState => ({
      ...state,
      settings: { ...state.settings, ...changes },
    });
    return [
      ['title', withSettings({ title: text })],
      ['notes', withSettings({ notes: text })],
      ['subtype', withSettings({ subtype: text })],
      ['template', withSettings({ template: text })],
      ['allowUsers', withSettings({ allowUsers: [text] })],
      ['palette abbreviation', withStyle({ abbreviation: text })],
      ['palette description', withStyle({ description: text })],
      ['palette alternative description', withStyle({ alternativeDescription: text })],
      ['palette custom line description', withStyle({ customLineDescription: text })],
      ['palette productId', withStyle({ productId: text })],
      [
        'layer title',
        { ...state, layers: { ...state.layers, items: [{ ...state.layers.items[0]!, title: text }] } },
      ],
    ];
  }

  it.each(badTexts)('refuses %s in every text field of a saved chart, storing nothing', async (_, text) => {
    const before = await revisionsOf(author.user.id);
    for (const [field, state] of statesWith(text)) {
      const answer = await saveChart(server, author.cookies, 'new', { state, s: newTabId() });
      expectRefused(answer, field);
      expect(answer.body.error, field).toMatch(storableTextMessage);
      const again = await saveChart(server, author.cookies, chart.chartId, {
        state: { ...state, settings: { ...state.settings, chartId: chart.chartId, revision: 1 } },
        s: chart.s,
      });
      expectRefused(again, `${field} (existing chart)`);
    }
    expect(await revisionsOf(author.user.id)).toBe(before);
  });

  it.each(badTexts)('refuses %s in a mode action of the changes loop', async (_, text) => {
    for (const type of ['mode', 'progressTrackerMode']) {
      const answer = await postAs(server, author, `chart/changes/${chart.chartId}`, {
        s: chart.s,
        r: 1,
        p: 0,
        actions: [{ type, mode: text }],
      });
      expectRefused(answer, type);
    }
  });

  it.each(badTexts)(
    'refuses %s in chart properties, the title of a copy and a shared address',
    async (_, text) => {
      for (const changes of [{ title: text }, { notes: text }]) {
        const answer = await postAs(server, author, 'charts/properties/save', {
          chartIds: [chart.chartId],
          changes,
        });
        expectRefused(answer, JSON.stringify(changes));
      }
      expectRefused(await postAs(server, author, `chart/clone/${chart.chartId}`, { title: text }), 'clone');
      expectRefused(
        await postAs(server, author, `chart/share/${chart.chartId}`, { allowUsers: [`a${text}@example.nl`] }),
        'share',
      );
    },
  );

  it.each(badTexts)('refuses %s in a folder name, new or renamed', async (_, text) => {
    expectRefused(await postAs(server, author, 'folder/create', { title: text }), 'create');
    const created = await postAs(server, author, 'folder/create', { title: `Map ${newTabId()}` });
    const folderId = (created.body.folder as { folderId: string }).folderId;
    expectRefused(await postAs(server, author, `folder/rename/${folderId}`, { title: text }), 'rename');
  });

  it.each(badTexts)('refuses %s in each profile field', async (_, text) => {
    const profile = {
      firstName: 'Anna',
      lastName: 'de Vries',
      nickname: 'anna',
      countryCode: 'NL',
      regionCode: '',
      currencyCode: 'EUR',
    };
    expect((await postAs(server, author, 'account/profile', profile)).status).toBe(200);
    for (const field of ['firstName', 'lastName', 'nickname', 'regionCode']) {
      const answer = await postAs(server, author, 'account/profile', { ...profile, [field]: text });
      expectRefused(answer, field);
    }
  });

  it.each(badTexts)('refuses %s in the address or the password of a new account', async (_, text) => {
    const address = uniqueEmail('tekst');
    expectRefused(
      await post(server, 'account/register', {
        emailAddress: `a${text}${address}`,
        password: 'lang-genoeg-1',
      }),
      'emailAddress',
    );
    expectRefused(
      await post(server, 'account/register', { emailAddress: address, password: `lang-genoeg-${text}` }),
      'password',
    );
  });

  it('refuses a NUL in the search text, and never fails on bytes that are no UTF-8', async () => {
    for (const q of ['%00', 'sjaal%00', '%00sjaal']) {
      expectRefused(await get(server, `charts/list?q=${q}`, { cookies: author.cookies }), q);
    }
    // A lone surrogate cannot travel in a URL: its UTF-8 form is invalid and arrives as U+FFFD or is refused.
    for (const q of ['%ED%A0%80', '%ED%B0%80', '%C0%80']) {
      const answer = await get(server, `charts/list?q=${q}`, { cookies: author.cookies });
      expect([200, 400], q).toContain(answer.status);
      expect(answer.body.sfRequest, q).toBe(answer.status === 200 ? 'ok' : 'error');
    }
  });

  it('refuses a list cursor with an impossible date or a NUL', async () => {
    const cursor = (key: string) => Buffer.from(JSON.stringify([key, 'abc'])).toString('base64url');
    const impossible = [
      '2026-02-30T10:00:00.000000Z',
      '2026-13-01T10:00:00.000000Z',
      '2026-01-01T24:61:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '2026-00-10T10:00:00.000000Z',
    ];
    for (const key of impossible) {
      const answer = await listCharts(server, author, { order: 'dateCreated', after: cursor(key) });
      expectRefused(answer, key);
      expect(answer.body.error).toMatch(/Ongeldige positie in de lijst\./);
    }
    expectRefused(await listCharts(server, author, { order: 'title', after: cursor('a\u0000') }), 'NUL');
    const real = await listCharts(server, author, {
      order: 'dateCreated',
      after: cursor('2024-02-29T23:59:59.999999Z'),
    });
    expect(real.status).toBe(200);
  });
});
