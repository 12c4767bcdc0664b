/**
 * Premium ends by itself when the bought period is over, wherever premium is read, and the user is told a week
 * before (issue 24).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChartRepository } from '../charts/charts.repository';
import { get, mailsTo } from '../testing/accounts';
import { chartState, createAuthor, createChart, getChart, type Author } from '../testing/charts';
import { buyPremium } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PremiumPeriodsService } from './premium-periods.service';

describe('Premium periods', () => {
  let server: TestApp;
  let sweeper: PremiumPeriodsService;

  beforeAll(async () => {
    server = await createTestApp();
    sweeper = server.app.get(PremiumPeriodsService);
  });

  afterAll(async () => {
    await server.close();
  });

  async function setPremiumUntil(author: Author, interval: string): Promise<void> {
    await server.dataSource.query(`UPDATE users SET premium_until = now() + $2::interval WHERE id = $1`, [
      author.user.id,
      interval,
    ]);
  }

  async function stored(author: Author) {
    const rows: Array<{ premium: boolean; premium_notice_for: Date | null; premium_until: Date | null }> =
      await server.dataSource.query(
        `SELECT premium, premium_until, premium_notice_for FROM users WHERE id = $1`,
        [author.user.id],
      );
    return rows[0];
  }

  async function noticesTo(author: Author) {
    return (await mailsTo(server, author.email)).filter((mail) =>
      mail.subject.startsWith('Je Premium loopt af'),
    );
  }

  it('ends Premium for the session’s user and as the owner of a chart once the period is over', async () => {
    const author = await createAuthor(server);
    await buyPremium(server, author);
    // A chart a free user may not make, made while premium.
    const { chartId } = await createChart(server, author, chartState({ columnCount: 500, rowCount: 2 }));
    expect((await server.app.get(ChartRepository).findChart(chartId))?.ownerPremium).toBe(true);
    await setPremiumUntil(author, '-1 second');

    const user = (await get(server, 'account/user', { cookies: author.cookies })).body['user'];
    expect(user).toMatchObject({ premium: false });
    expect(user).not.toHaveProperty('premiumUntil');
    // Still stored as premium (the sweeper has not run), read as ended.
    expect((await stored(author))?.premium).toBe(true);
    expect((await server.app.get(ChartRepository).findChart(chartId))?.ownerPremium).toBe(false);
    // The owner can still open the chart.
    expect((await getChart(server, author.cookies, chartId)).status).toBe(200);

    expect((await sweeper.sweep()).ended).toBeGreaterThanOrEqual(1);
    expect(await stored(author)).toMatchObject({ premium: false });
    const list = await get(server, 'payments', { cookies: author.cookies });
    expect(list.body).toMatchObject({ premiumUntil: null, payments: [{ status: 'paid' }] });
  });

  it('keeps an operator’s grant without an end', async () => {
    const author = await createAuthor(server, { premium: true });
    await sweeper.sweep();
    expect(await stored(author)).toMatchObject({ premium: true, premium_until: null });
    const user = (await get(server, 'account/user', { cookies: author.cookies })).body['user'];
    expect(user).toMatchObject({ premium: true });
    expect(user).not.toHaveProperty('premiumUntil');
  });

  it('mails the week’s notice once per period end, and again after the period was extended', async () => {
    const author = await createAuthor(server);
    await buyPremium(server, author);
    await setPremiumUntil(author, '6 days');
    await sweeper.sweep();
    await sweeper.sweep();
    const notices = await noticesTo(author);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('/nl/premium/pricing');
    expect(notices[0]?.subject).toMatch(/^Je Premium loopt af op \d+ \w+ \d{4}$/);
    expect((await stored(author))?.premium_notice_for).toEqual((await stored(author))?.premium_until);

    // A second purchase moves the end a month on: that end gets its own notice when it comes near.
    await buyPremium(server, author);
    await sweeper.sweep();
    expect(await noticesTo(author)).toHaveLength(1);
    await setPremiumUntil(author, '2 days');
    await sweeper.sweep();
    expect(await noticesTo(author)).toHaveLength(2);
  });

  it('sends no notice for a period that ends later than a week from now, or has ended', async () => {
    const [later, ended] = await Promise.all([createAuthor(server), createAuthor(server)]);
    await Promise.all([buyPremium(server, later), buyPremium(server, ended)]);
    await setPremiumUntil(later, '8 days');
    await setPremiumUntil(ended, '-1 hour');
    await sweeper.sweep();
    expect(await noticesTo(later)).toEqual([]);
    expect(await noticesTo(ended)).toEqual([]);
  });

  it('mails each notice once when several servers sweep at the same moment', async () => {
    const author = await createAuthor(server);
    await buyPremium(server, author);
    await setPremiumUntil(author, '3 days');
    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
    expect(await noticesTo(author)).toHaveLength(1);
  });
});
