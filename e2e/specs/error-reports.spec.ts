import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { AccountSetup, uniqueEmailAddress } from '../pages/Account';
import { adminCommandOutput, forgetRecentLoopbackErrorReports } from '../pages/adminCommands';
import { AppPage } from '../pages/AppPage';
import { saveNewChart } from '../pages/Charts';
import { Editor } from '../pages/Editor';
import { Tracker } from '../pages/Tracker';

const reportUrl = '/nl/ajax/log/javascripterror';

/** The next error report the page sends and the server's answer to it. */
async function nextReport(page: Page, message: string | RegExp) {
  const response = await page.waitForResponse((candidate) => {
    if (!candidate.url().endsWith(reportUrl)) return false;
    const body = candidate.request().postDataJSON() as { errorMsg?: string };
    return typeof message === 'string' ? body.errorMsg === message : message.test(body.errorMsg ?? '');
  });
  return {
    sent: response.request().postDataJSON() as Record<string, unknown>,
    status: response.status(),
    answer: (await response.json()) as { status?: string },
  };
}

/** The lines `npm run admin -- errors:top --since 1h --match <text>` prints. */
function errorsTop(match: string): Promise<string[]> {
  return adminCommandOutput(['errors:top', '--since', '1h', '--match', match]);
}

test.describe('the app reports its own errors', () => {
  // Every spec's browser reports from loopback, one client for the server's limit (30 per 10 minutes).
  test.beforeEach(() => forgetRecentLoopbackErrorReports());

  test('an uncaught error in the page reaches the server and the admin command lists it', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/nl/help');
    await expect(app.heading('Helpcentrum')).toBeVisible();
    const message = `e2e-uncaught-${randomUUID().slice(0, 8)}`;

    const reported = nextReport(page, message);
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    const { sent, status, answer } = await reported;

    expect(status).toBe(200);
    expect(answer.status).toBe('stored');
    expect(sent).toMatchObject({
      errorMsg: message,
      action: 'window.onerror',
      url: expect.stringMatching(/\/nl\/help$/),
      actions: expect.arrayContaining(['route:/nl/help']),
      version: expect.stringMatching(/\.js$/),
      state: expect.objectContaining({ route: '/nl/help', loggedIn: false }),
      stack: expect.stringContaining(message),
    });
    const lines = await errorsTop(message);
    expect(lines[0]).toMatch(/^1 error report since 1h/);
    expect(lines[2]).toMatch(new RegExp(`^\\s+1\\s+1\\s+.*UTC\\s+${message}$`));
    expect(lines[3]).toContain('/nl/help');

    // Once per page: the same error again sends nothing.
    let sentAgain = false;
    page.on('request', (request) => {
      if (request.url().endsWith(reportUrl)) sentAgain = true;
    });
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sentAgain).toBe(false);
  });

  test('a section whose code fails to load is reported as "Loading chunk {id} failed"', async ({ page }) => {
    await page.route(/\/assets\/CalculatorPage-[^/]+\.js(\?.*)?$/, (route) => route.abort('failed'));
    const app = new AppPage(page);
    const reported = nextReport(page, /^Loading chunk CalculatorPage-.+\.js failed$/);
    await app.goto('/nl/calculator');
    await expect(app.loadFailedHeading).toBeVisible();
    const { sent, status, answer } = await reported;

    expect(status).toBe(200);
    // `ignored` when another spec reported the same chunk from this machine in the last ten minutes.
    expect(['stored', 'ignored']).toContain(answer.status);
    expect(sent).toMatchObject({
      action: 'sectionLoad:error',
      url: expect.stringMatching(/\/nl\/calculator$/),
    });
    const lines = await errorsTop('Loading chunk CalculatorPage-');
    expect(lines[2]).toMatch(/Loading chunk CalculatorPage-.+\.js failed$/);
  });

  test('a chart whose rows cannot be decoded opens empty with a Dutch notice, and is reported', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('bad-rows'));
    await new AppPage(page).goto('/nl');
    const chartId = await saveNewChart(page, {
      craft: 'knitting',
      type: 'colors',
      columns: 8,
      rows: 6,
      title: 'Kapotte rijen',
    });
    // The rows arrive broken (as from a faulty proxy or an old bug): the chart still opens.
    await page.route(new RegExp(`/nl/ajax/chart/get/${chartId}`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { state?: { grid?: { rows?: string } } };
      if (body.state?.grid) body.state.grid.rows = '1:bm9wZQ==';
      await route.fulfill({ response, json: body });
    });
    const reported = nextReport(page, 'Row or done-tracker decode failure: Invalid grid rows');
    const editor = new Editor(page);
    await editor.goto(`/nl/c/${chartId}`);
    await editor.waitUntilDrawn();

    await expect(page.getByRole('alert').filter({ hasText: 'de chart is leeg geopend' })).toHaveText(
      /^De steken van deze chart konden niet worden gelezen; de chart is leeg geopend\. De fout is gemeld\./,
    );
    await expect(editor.grid).toBeVisible();
    const { sent, status } = await reported;
    expect(status).toBe(200);
    expect(sent).toMatchObject({ action: 'loadChart', state: expect.objectContaining({ loggedIn: true }) });
    expect(JSON.stringify(sent)).not.toContain('@');
    const lines = await errorsTop('Row or done-tracker decode failure: Invalid grid rows');
    expect(lines[2]).toMatch(/Row or done-tracker decode failure: Invalid grid rows$/);
  });

  test('a failed chart fetch is reported as "Failed to fetch chart: <status>"', async ({ page }) => {
    await page.route(/\/nl\/ajax\/chart\/get\/zzzzzzzzzzzz/, (route) =>
      route.fulfill({ status: 503, json: { sfRequest: 'error', error: 'De database is niet bereikbaar.' } }),
    );
    const reported = nextReport(page, 'Failed to fetch chart: 503');
    await new AppPage(page).goto('/nl/c/zzzzzzzzzzzz');
    const { sent, status } = await reported;
    expect(status).toBe(200);
    expect(sent).toMatchObject({ action: 'chart/get' });
    expect((await errorsTop('Failed to fetch chart: 503'))[2]).toMatch(/Failed to fetch chart: 503$/);
  });

  test('a page without its root element reports it and shows nothing else', async ({ page }) => {
    await page.route(/\/nl\/help$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<div id="root"></div>', '');
      await route.fulfill({ response, body: html });
    });
    const reported = nextReport(page, 'Missing root element: #root');
    await page.goto('/nl/help');
    const { sent, status } = await reported;
    expect(status).toBe(200);
    expect(sent).toMatchObject({ action: 'main', url: expect.stringMatching(/\/nl\/help$/) });
    expect((await errorsTop('Missing root element: #root'))[2]).toMatch(/Missing root element: #root$/);
  });

  test('progress whose done cells cannot be decoded starts empty with a Dutch notice, and is reported', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await new AccountSetup(page).logInAsNewUser(uniqueEmailAddress('bad-progress'));
    await new AppPage(page).goto('/nl');
    const chartId = await saveNewChart(page, {
      craft: 'crossStitch',
      type: 'colors',
      columns: 8,
      rows: 6,
      title: 'Kapotte voortgang',
    });
    await page.route(new RegExp(`/nl/ajax/chart/progress-tracker/status/${chartId}`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, revision: 2, done: '1:bm9wZQ==' } });
    });
    const reported = nextReport(page, /^Row or done-tracker decode failure: the saved done cells/);
    const tracker = new Tracker(page);
    await tracker.goto(`/nl/c/${chartId}`);
    await tracker.waitUntilDrawn();
    await tracker.open();

    await expect(tracker.panel.getByRole('alert')).toHaveText(
      'Je voortgang op deze chart kon niet worden gelezen en begint hier leeg. De fout is gemeld.',
    );
    await expect(tracker.panel.getByText('0 van 48 steken gedaan (0 %)')).toBeVisible();
    const { sent, status } = await reported;
    expect(status).toBe(200);
    expect(sent).toMatchObject({
      action: 'progressSync',
      actions: expect.arrayContaining(['mode:progressTracker']),
    });
  });
});
