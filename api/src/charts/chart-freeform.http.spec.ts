/**
 * A freeform chart (issue 29) through the storage layer as a grid chart goes: created, saved, read back whole
 * (symbols, layers, round guides, background), its backups listed, read and restored, shared and seen by a visitor,
 * copied, listed with a thumbnail that shows its symbols, and in the account's data export. Bad input gets a 400.
 */
import {
  boundingBoxOf,
  chartCloneResponseSchema,
  createPaletteStyle,
  type ChartState,
  type FreeformSymbol,
} from '@steekwerk/model';
import { readSteekwerkJson } from '@steekwerk/formats/chart-files';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll, postAs } from '../testing/chart-lists';
import {
  createAuthor,
  createChart,
  freeformChart,
  getChart,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
import { decodePng } from '../testing/png';
import { createTestApp, type TestApp } from '../testing/test-app';

const background = '#fff8e7';

/** A symbol of a style on a layer, centred at x, y, turned. */
function placed(
  styleId: number,
  layerId: number,
  x: number,
  y: number,
  rotate = 0,
  size = 1,
): FreeformSymbol {
  const placement = { x, y, width: 20 * size, height: 20 * size, rotate };
  return { ...placement, layerId, size, styleId, boundingBox: boundingBoxOf(placement) };
}

/**
 * A doily on 200 × 200: a ring of 6 big red double crochets around the centre on layer 1, 3 blue chains on a hidden
 * layer 2, a round guide; `revision` it is based on.
 */
function doily(revision = 0, turn = 0): ChartState {
  const base = freeformChart(200, 200);
  const symbols = Array.from({ length: 6 }, (_, index) => {
    const angle = (index / 6) * 2 * Math.PI;
    return placed(1, 1, 100 + 50 * Math.sin(angle), 100 - 50 * Math.cos(angle), index * 60 + turn, 2);
  });
  for (let index = 0; index < 3; index += 1) symbols.push(placed(2, 2, 20 + index * 25, 180));
  return {
    ...base,
    settings: { ...base.settings, title: 'Kleedje', revision },
    palette: {
      ...base.palette,
      styles: [
        createPaletteStyle(1, { symbolId: 'double-crochet', colorBackground: '#cc0000' }),
        createPaletteStyle(2, { symbolId: 'chain', colorBackground: '#0000cc' }),
        createPaletteStyle(3, { symbolId: 'single-crochet', colorBackground: '#00aa00' }),
      ],
      selectedStyleId: 1,
    },
    layers: {
      items: [
        { layerId: 1, title: 'Toeren', visible: true },
        { layerId: 2, title: 'Losse', visible: false },
      ],
      selectedLayerId: 1,
    },
    freeform: {
      size: { width: 200, height: 200 },
      backgroundColor: background,
      symbols,
      roundGuides: [
        {
          guideId: 1,
          layerId: 1,
          centerX: 100,
          centerY: 100,
          radius: 50,
          spacing: 30,
          rounds: 2,
          wedges: 6,
          startAngle: 0,
          symmetry: true,
        },
      ],
    },
  };
}

describe('a freeform chart over HTTP', () => {
  let server: TestApp;
  let owner: Author;
  let friend: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, friend] = await Promise.all([createAuthor(server), createAuthor(server)]);
  });

  afterAll(async () => {
    await server.close();
  });

  const loaded = async (author: Author | undefined, chartId: string, query = {}) => {
    const answer = await getChart(server, author?.cookies, chartId, query);
    expect(answer.body, JSON.stringify(answer.body).slice(0, 300)).toMatchObject({ status: 'ok' });
    return answer.body.state as ChartState;
  };

  it('is created and read back whole: craft, symbols, layers, round guides and background', async () => {
    const { chartId } = await createChart(server, owner, doily());
    const state = await loaded(owner, chartId);
    expect(state.settings).toMatchObject({ craft: 'crochetFreeform', title: 'Kleedje', revision: 1 });
    expect(state.freeform).toEqual(doily().freeform);
    expect(state.layers).toEqual(doily().layers);
  });

  it('keeps each save as a backup that the owner reads and restores', async () => {
    const { chartId, s } = await createChart(server, owner, doily());
    const turned = doily(1, 30);
    expect((await saveChart(server, owner.cookies, chartId, { state: turned, s })).body).toMatchObject({
      status: 'ok',
      revision: 2,
    });
    expect((await loaded(owner, chartId)).freeform.symbols[1]!.rotate).toBe(90);
    const backups = await server.app.inject({
      method: 'GET',
      url: `/nl/ajax/chart/backups/${chartId}`,
      cookies: owner.cookies,
    });
    expect(backups.json()).toMatchObject({ status: 'ok', revision: 2, backups: [{ revisionNumber: 1 }] });
    const backup = await loaded(owner, chartId, { revisionNumber: 1 });
    expect(backup.freeform.symbols[1]!.rotate).toBe(60);
    const restored = await postAs(server, owner, `chart/backup/restore/${chartId}`, { revisionNumber: 1, s });
    expect(restored.body).toMatchObject({ status: 'ok', revision: 3 });
    const current = await loaded(owner, chartId);
    expect(current.freeform).toEqual(doily().freeform);
    expect(current.layers.items).toEqual(doily().layers.items);
  });

  it('is shared: a visitor of a public chart and a user it is shared with see it; a copy is the copier’s own', async () => {
    const { chartId } = await createChart(server, owner, doily());
    expect((await getChart(server, undefined, chartId)).body).toMatchObject({
      status: 'accessDeniedAnonymous',
    });
    await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: [friend.email] });
    expect((await loaded(friend, chartId)).freeform.symbols).toHaveLength(9);
    await postAs(server, owner, `chart/share/${chartId}`, { allowAnonymous: true, allowClone: true });
    expect((await loaded(undefined, chartId)).freeform).toEqual(doily().freeform);

    const copy = chartCloneResponseSchema.parse(
      (await postAs(server, friend, `chart/clone/${chartId}`, {})).body,
    );
    if (copy.status !== 'ok') throw new Error(copy.status);
    const copied = await loaded(friend, copy.chartId);
    expect(copied.details.ownerUserId).toBe(friend.user.id);
    expect(copied.settings).toMatchObject({ craft: 'crochetFreeform', title: 'Kleedje (kopie)' });
    expect(copied.freeform).toEqual(doily().freeform);
  });

  it('is listed with a thumbnail of its visible symbols on its background', async () => {
    const author = await createAuthor(server);
    const { chartId } = await createChart(server, author, doily());
    const entry = (await listAll(server, author)).charts.find((chart) => chart.chartId === chartId)!;
    expect(entry.imageLink).toBe(`/nl/ajax/chart/image/${chartId}/1`);
    const image = await server.app.inject({ method: 'GET', url: entry.imageLink, cookies: author.cookies });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = decodePng(image.rawPayload);
    expect([png.width, png.height]).toEqual([240, 240]);
    expect([...png.rgb.subarray(0, 3)]).toEqual([0xff, 0xf8, 0xe7]);
    const colours = new Set<string>();
    for (let at = 0; at < png.rgb.length; at += 3) colours.add([...png.rgb.subarray(at, at + 3)].join());
    expect(colours.has('204,0,0')).toBe(true);
    // The chains' layer is hidden.
    expect(colours.has('0,0,204')).toBe(false);
  });

  it('goes into the account’s data export as its Steekwerk file, without an OXS file', async () => {
    const author = await createAuthor(server);
    const { chartId } = await createChart(server, author, doily());
    const response = await server.app.inject({
      method: 'GET',
      url: '/nl/ajax/account/export',
      cookies: author.cookies,
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).filter((name) => name.includes(chartId));
    expect(names).toEqual([`charts/Kleedje-${chartId}.json`]);
    const read = readSteekwerkJson(new TextDecoder().decode(files[names[0]!]));
    expect(read.state.freeform).toEqual(doily().freeform);
    const account = JSON.parse(new TextDecoder().decode(files['account.json']));
    expect(JSON.stringify(account)).toContain(`"oxs":null`);
  });

  describe('bad input', () => {
    const save = (state: unknown) =>
      saveChart(server, owner.cookies, 'new', { state: state as ChartState, s: newTabId() });
    const refused = async (state: unknown, error: RegExp) => {
      const answer = await save(state);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ sfRequest: 'error', error: expect.stringMatching(error) });
    };
    const withSymbol = (symbol: Partial<FreeformSymbol> | Record<string, unknown>) => {
      const state = doily();
      return {
        ...state,
        freeform: {
          ...state.freeform,
          symbols: [...state.freeform.symbols, { ...placed(1, 1, 5, 5), ...symbol }],
        },
      };
    };

    it('refuses a symbol with a style the palette lacks', async () => {
      await refused(withSymbol({ styleId: 9 }), /Stijl 9 ontbreekt/);
    });

    it('refuses coordinates that are not numbers (NaN and Infinity travel as null) or are text', async () => {
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'NaN', '12'])
        await refused(withSymbol({ x: value }), /^Ongeldige invoer\. .*freeform\.symbols\.9\.x/);
      await refused(withSymbol({ rotate: null }), /^Ongeldige invoer\. .*freeform\.symbols\.9\.rotate/);
    });

    it('refuses a symbol or round guide on a layer that does not exist, and doubled layer ids', async () => {
      await refused(withSymbol({ layerId: 7 }), /Symbool 10 ligt op laag 7, die niet bestaat\./);
      const state = doily();
      const guides = [{ ...state.freeform.roundGuides![0]!, layerId: 3 }];
      await refused(
        { ...state, freeform: { ...state.freeform, roundGuides: guides } },
        /Toerhulp 1 hoort bij laag 3, die niet bestaat\./,
      );
      const doubled = {
        ...state.layers,
        items: [state.layers.items[0]!, { ...state.layers.items[1]!, layerId: 1 }],
      };
      await refused({ ...state, layers: doubled }, /Ongeldige invoer\./);
    });

    it('refuses more symbols than the free tier saves', async () => {
      const state = doily();
      const many = Array.from({ length: 5_001 }, (_, index) =>
        placed(1, 1, index % 200, Math.floor(index / 200)),
      );
      await refused(
        { ...state, freeform: { ...state.freeform, symbols: many } },
        /^Deze chart is groter dan je abonnement toestaat\. Hoogstens 5\.000 symbolen\./,
      );
    });
  });
});
