/**
 * Every premium gate is enforced by the server, for Premium bought through the payment flow: a free user is
 * refused, a user who paid is allowed, and once the period is over the user is refused again (issue 24; the gates
 * and what cannot be seen in a save: docs/decisions.md "Premium and payments: the server's gates").
 */
import type { ChartState } from '@steekwerk/model';
import { freeTierLimits } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../testing/accounts';
import { postAs } from '../testing/chart-lists';
import {
  chartState,
  createAuthor,
  createChart,
  freeformChart,
  freeformSymbols,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
import { buyPremium } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';

const tooLarge = 'Deze chart is groter dan je abonnement toestaat.';
const tooManyStyles = 'Het palet heeft meer stijlen dan je abonnement toestaat.';

describe('premium gates on the server, with Premium bought', () => {
  let server: TestApp;
  let free: Author;
  let paid: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [free, paid] = await Promise.all([createAuthor(server), createAuthor(server)]);
    await buyPremium(server, paid);
  });

  afterAll(async () => {
    await server.close();
  });

  /** The bought period of `author` is over (the sweeper has not run: the gates must see it anyway). */
  async function endPeriodOf(author: Author): Promise<void> {
    await server.dataSource.query(
      `UPDATE users SET premium_until = now() - interval '1 second' WHERE id = $1`,
      [author.user.id],
    );
  }

  /** A user who bought Premium and whose period is over. */
  async function endedUser(): Promise<Author> {
    const author = await createAuthor(server);
    await buyPremium(server, author);
    await endPeriodOf(author);
    return author;
  }

  const saveNew = (author: Author, state: ChartState) =>
    saveChart(server, author.cookies, 'new', { state, s: newTabId() });

  function expectRefused(answer: Answer, message: string): void {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ sfRequest: 'error', error: expect.stringContaining(message) });
  }

  it('lets a user who paid save a 600 × 600 chart that a free user cannot, until the period ends', async () => {
    const big = chartState({ columnCount: 600, rowCount: 600, styleCount: 2 });
    expectRefused(await saveNew(free, big), tooLarge);
    expect((await saveNew(paid, big)).body).toMatchObject({ sfRequest: 'ok', status: 'ok' });
    const ended = await createAuthor(server);
    await buyPremium(server, ended);
    const whileActive = await saveNew(ended, big);
    expect(whileActive.body).toMatchObject({ status: 'ok' });

    await endPeriodOf(ended);
    expectRefused(await saveNew(ended, big), tooLarge);
    // Enlarging an existing small chart past 400 is refused as well.
    const { chartId, s } = await createChart(server, ended, chartState({ columnCount: 10, rowCount: 10 }));
    const enlarged = chartState({ columnCount: 401, rowCount: 10, revision: 1 });
    expectRefused(await saveChart(server, ended.cookies, chartId, { state: enlarged, s }), tooLarge);
  });

  it('holds the palette to the free limit for a free user and a user whose period ended', async () => {
    const styles = freeTierLimits.maxPaletteStyles + 1;
    const wide = chartState({ styleCount: styles });
    expectRefused(await saveNew(free, wide), tooManyStyles);
    expect((await saveNew(paid, wide)).body).toMatchObject({ status: 'ok' });
    expectRefused(await saveNew(await endedUser(), wide), tooManyStyles);
  });

  it('holds freeform charts to the free size and symbol count', async () => {
    for (const state of [
      freeformChart(600, 600),
      freeformChart(100, 100, freeformSymbols(freeTierLimits.maxFreeformSymbols + 1)),
    ]) {
      expectRefused(await saveNew(free, state), tooLarge);
      expect((await saveNew(paid, state)).body).toMatchObject({ status: 'ok' });
    }
    expectRefused(await saveNew(await endedUser(), freeformChart(600, 600)), tooLarge);
  });

  it('refuses a copy beyond the free limits to a free user and a user whose period ended', async () => {
    const owner = await createAuthor(server);
    await buyPremium(server, owner);
    const { chartId } = await createChart(
      server,
      owner,
      chartState({ columnCount: 500, rowCount: 5, styleCount: 2 }),
    );
    await postAs(server, owner, `chart/share/${chartId}`, { allowAnonymous: true, allowClone: true });
    const refused = await postAs(server, free, `chart/clone/${chartId}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body['error']).toBe(tooLarge);
    expect((await postAs(server, paid, `chart/clone/${chartId}`, {})).body).toMatchObject({ status: 'ok' });
    expect((await postAs(server, await endedUser(), `chart/clone/${chartId}`, {})).status).toBe(400);
  });
});
