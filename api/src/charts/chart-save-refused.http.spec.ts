/**
 * What the editor relies on when a save is refused as invalid (issue 23): HTTP 400 with the error envelope and a
 * Dutch message it shows as it is, nothing stored (the revision does not move, no chart is made), and the corrected
 * chart saves afterwards from the same tab.
 */
import type { ChartState, CustomLine } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartState,
  createAuthor,
  createChart,
  getChart,
  newSaveId,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('a save refused as invalid', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  /** The 4 × 3 test chart based on `revision`, with these custom lines. */
  const withLines = (customLines: CustomLine[], revision: number): ChartState => {
    const state = chartState({ revision });
    return { ...state, grid: { ...state.grid, customLines } };
  };

  const storedRevision = async (chartId: string) => {
    const answer = await getChart(server, owner.cookies, chartId);
    expect(answer.body.status).toBe('ok');
    const state = answer.body.state as ChartState;
    return { revision: state.settings.revision, customLines: state.grid.customLines };
  };

  const revisionRows = async (chartId: string) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE chart_id = $1`, [
        chartId,
      ])
    )[0].n as number;

  it('answers 400 with the envelope and the Dutch message for a custom line outside the grid; nothing is stored', async () => {
    const { chartId, s } = await createChart(server, owner);
    const outside = withLines([{ x1: 0, y1: 0, x2: 5, y2: 1, styleId: 1 }], 1);
    const saveId = newSaveId();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await saveChart(server, owner.cookies, chartId, { state: outside, s, saveId });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Een lijn of steek ligt buiten het raster.' });
    }
    expect(await storedRevision(chartId)).toEqual({ revision: 1, customLines: [] });
    expect(await revisionRows(chartId)).toBe(1);
  });

  it('answers 400 with the envelope and the Dutch message for a line of a style the palette lacks', async () => {
    const { chartId, s } = await createChart(server, owner);
    const unknown = withLines([{ x1: 0, y1: 0, x2: 2, y2: 2, styleId: 9 }], 1);
    const answer = await saveChart(server, owner.cookies, chartId, { state: unknown, s });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      sfRequest: 'error',
      error: 'Een steek gebruikt een stijl die niet in het palet staat. Stijl 9 ontbreekt.',
    });
    expect(await storedRevision(chartId)).toEqual({ revision: 1, customLines: [] });
    expect(await revisionRows(chartId)).toBe(1);
  });

  it('keeps the tab able to save: the corrected chart becomes the next revision', async () => {
    const { chartId, s } = await createChart(server, owner);
    const refused = await saveChart(server, owner.cookies, chartId, {
      state: withLines([{ x1: 0, y1: 0, x2: 4, y2: 4, styleId: 1 }], 1),
      s,
    });
    expect(refused.status).toBe(400);
    const line: CustomLine = { x1: 0, y1: 0, x2: 4, y2: 3, styleId: 1 };
    const saved = await saveChart(server, owner.cookies, chartId, { state: withLines([line], 1), s });
    expect(saved.body).toMatchObject({ status: 'ok', chartId, revision: 2 });
    expect(await storedRevision(chartId)).toEqual({ revision: 2, customLines: [line] });
  });

  it('makes no chart when the first save of a new chart is refused', async () => {
    const charts = async () =>
      (
        await server.dataSource.query(`SELECT count(*)::int AS n FROM charts WHERE owner_id = $1`, [
          owner.user.id,
        ])
      )[0].n as number;
    const before = await charts();
    const answer = await saveChart(server, owner.cookies, 'new', {
      state: withLines([{ x1: 0, y1: 0, x2: 5, y2: 0, styleId: 1 }], 0),
      s: newTabId(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ sfRequest: 'error', error: 'Een lijn of steek ligt buiten het raster.' });
    expect(await charts()).toBe(before);
  });
});
