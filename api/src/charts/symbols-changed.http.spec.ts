/**
 * `chart/save` answers `symbolsChanged` (spec §7): the built-in stitch symbols whose texts the saved palette
 * changed, over HTTP for a new chart and a later revision.
 */
import { stitchStyle } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartState, createAuthor, saveChart, newTabId, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('symbolsChanged in the save answer', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const withStyles = (styles: ReturnType<typeof stitchStyle>[], revision = 0) =>
    chartState({ revision, styles, styleCount: styles.length });

  it('is empty for the built-in texts and lists a changed one on the next save', async () => {
    const s = newTabId();
    const first = await saveChart(server, owner.cookies, 'new', {
      state: withStyles([stitchStyle(1, 'knit'), stitchStyle(2, 'purl')]),
      s,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'ok', symbolsChanged: [] });
    const chartId = first.body.chartId as string;

    const renamed = { ...stitchStyle(1, 'knit'), abbreviation: 'k', alternativeDescription: 'knit' };
    const second = await saveChart(server, owner.cookies, chartId, {
      state: withStyles([renamed, stitchStyle(2, 'purl')], first.body.revision as number),
      s,
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'ok',
      symbolsChanged: [
        {
          symbolId: 'knit',
          abbreviation: 'k',
          description: renamed.description,
          alternativeAbbreviation: '',
          alternativeDescription: 'knit',
        },
      ],
    });
  });

  it('answers a visitor notLoggedIn without symbols', async () => {
    const answer = await saveChart(server, undefined, 'new', {
      state: withStyles([{ ...stitchStyle(1, 'knit'), abbreviation: 'k' }]),
      s: newTabId(),
    });
    expect(answer.body).not.toHaveProperty('symbolsChanged');
  });
});
