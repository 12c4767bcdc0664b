/**
 * `chart/save` checks the fields the property and share screens check, with their validators (issue 14): the
 * addresses a chart is shared with, not the owner's own, a title without control characters, and a new chart's
 * folder among the owner's. Each refusal answers as those routes do, and nothing is stored.
 */
import type { ChartState } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../testing/accounts';
import { postAs } from '../testing/chart-lists';
import { chartState, createAuthor, createChart, newTabId, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('the fields chart/save checks like the property and share screens', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other] = await Promise.all([createAuthor(server), createAuthor(server)]);
  });

  afterAll(async () => {
    await server.close();
  });

  const chartsOf = async (author: Author) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM charts WHERE owner_id = $1`, [
        author.user.id,
      ])
    )[0].n as number;

  const withSettings = (settings: Partial<ChartState['settings']>, revision = 0): ChartState => {
    const base = chartState({ revision });
    return { ...base, settings: { ...base.settings, ...settings } };
  };

  /** The save is refused with the status and message the other route gave for the same value. */
  async function expectRefusedLike(state: ChartState, sameAs: Answer, chartId = 'new', s = newTabId()) {
    expect(sameAs.body.sfRequest).toBe('error');
    const before = await chartsOf(owner);
    const answer = await saveChart(server, owner.cookies, chartId, { state, s });
    expect(answer.status).toBe(sameAs.status);
    expect(answer.body.sfRequest).toBe('error');
    expect(String(answer.body.error)).toContain(
      String(sameAs.body.error).replace(/^Ongeldige invoer\. [^:]*: /, ''),
    );
    expect(await chartsOf(owner)).toBe(before);
  }

  it('refuses addresses that are not e-mail addresses, as the share route does', async () => {
    const { chartId } = await createChart(server, owner);
    const share = await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: ['geen-adres'] });
    expect(share.status).toBe(400);
    await expectRefusedLike(withSettings({ allowUsers: ['geen-adres'] }), share);
  });

  it('refuses the owner’s own address, in any case', async () => {
    const { chartId } = await createChart(server, owner);
    const own = owner.email.toUpperCase();
    const share = await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: [own] });
    expect(share.status).toBe(400);
    await expectRefusedLike(withSettings({ allowUsers: [own] }), share);
  });

  it('refuses a title with control characters, as the properties route does', async () => {
    const { chartId } = await createChart(server, owner);
    const title = 'Sjaal\nmet\u0007bel';
    const properties = await postAs(server, owner, 'charts/properties/save', {
      chartIds: [chartId],
      changes: { title },
    });
    expect(properties.status).toBe(400);
    await expectRefusedLike(withSettings({ title }), properties);
  });

  it('refuses a new chart in a folder that is not the owner’s, and files it in the owner’s own', async () => {
    const othersFolder = (await postAs(server, other, 'folder/create', { title: 'Van een ander' })).body
      .folder as { folderId: string };
    const { chartId } = await createChart(server, owner);
    const properties = await postAs(server, owner, 'charts/properties/save', {
      chartIds: [chartId],
      changes: { folderId: othersFolder.folderId },
    });
    expect(properties.status).toBe(404);
    await expectRefusedLike(withSettings({ folderId: othersFolder.folderId }), properties);
    await expectRefusedLike(withSettings({ folderId: 'bestaatniet' }), properties);

    const ownFolder = (await postAs(server, owner, 'folder/create', { title: 'Eigen map' })).body.folder as {
      folderId: string;
    };
    const saved = await saveChart(server, owner.cookies, 'new', {
      state: withSettings({ folderId: ownFolder.folderId }),
      s: newTabId(),
    });
    expect(saved.body).toMatchObject({ status: 'ok' });
    const [row] = await server.dataSource.query(`SELECT folder_id FROM charts WHERE id = $1`, [
      saved.body.chartId,
    ]);
    expect(row.folder_id).toBe(ownFolder.folderId);
  });

  it('refuses the same in a later save of an existing chart, and stores no revision', async () => {
    const { chartId, s } = await createChart(server, owner);
    const revisions = async () =>
      (await server.dataSource.query(`SELECT revision FROM charts WHERE id = $1`, [chartId]))[0]
        .revision as number;
    for (const settings of [
      { title: 'Tab\tin titel' },
      { allowUsers: ['nee'] },
      { allowUsers: [owner.email] },
    ]) {
      const answer = await saveChart(server, owner.cookies, chartId, { state: withSettings(settings, 1), s });
      expect(answer.status).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
    }
    expect(await revisions()).toBe(1);
    const fine = await saveChart(server, owner.cookies, chartId, {
      state: withSettings({ title: 'Gewoon een titel', allowUsers: [other.email] }, 1),
      s,
    });
    expect(fine.body).toMatchObject({ status: 'ok', revision: 2 });
  });
});
