/**
 * Replacing the addresses a chart is shared with keeps those that stay (issue 14, found while checking access):
 * adding an address to a list that already has one, through the share route or a save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs } from '../testing/chart-lists';
import { chartState, createAuthor, createChart, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('replacing the shared addresses', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const sharedWith = async (chartId: string) =>
    (
      await server.dataSource.query(`SELECT email FROM chart_shares WHERE chart_id = $1 ORDER BY email`, [
        chartId,
      ])
    ).map((row: { email: string }) => row.email);

  it('adds an address beside one that stays, through the share route', async () => {
    const { chartId } = await createChart(server, owner);
    await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: ['a@example.nl'] });
    const answer = await postAs(server, owner, `chart/share/${chartId}`, {
      allowUsers: ['a@example.nl', 'b@example.nl'],
    });
    expect(answer.status).toBe(200);
    expect(await sharedWith(chartId)).toEqual(['a@example.nl', 'b@example.nl']);
  });

  it('adds an address beside one that stays, through a save', async () => {
    const base = chartState();
    const { chartId, s } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowUsers: ['a@example.nl'] },
    });
    const next = chartState({ revision: 1 });
    const answer = await saveChart(server, owner.cookies, chartId, {
      state: { ...next, settings: { ...next.settings, allowUsers: ['a@example.nl', 'b@example.nl'] } },
      s,
    });
    expect(answer.body).toMatchObject({ status: 'ok', revision: 2 });
    expect(await sharedWith(chartId)).toEqual(['a@example.nl', 'b@example.nl']);
  });
});
