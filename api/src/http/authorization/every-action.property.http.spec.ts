/**
 * A property run over every registered action (issue 26): random and boundary bodies, path parameters and queries
 * (randomPayloads.ts), sent by the owner of a chart, a folder and a payment. Every answer is a 2xx, or a 4xx with the
 * error envelope `{sfRequest: 'error', error}`; never a 500 or a hang; and a refused call leaves the owner's rows
 * (account, settings, charts and their revisions, shares, folders, payments, progress) as they were.
 */
import { ajaxActions, type AjaxActionName } from '@steekwerk/model';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../testing/accounts';
import { createAuthor, createChart, type Author } from '../../testing/charts';
import { startPayment } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bodyText, pathValue, queryText } from './randomPayloads';

const runsPerAction = Number(process.env.FUZZ_RUNS ?? 25);

/** One digest of every row the owner's refused calls must not change. */
const ownRowsDigest = `
  SELECT md5(coalesce(string_agg(row, '|' ORDER BY row), '')) AS digest FROM (
    SELECT u::text AS row FROM users u WHERE u.id = $1
    UNION ALL SELECT s::text FROM user_settings s WHERE s.user_id = $1
    UNION ALL SELECT c::text FROM charts c WHERE c.owner_id = $1
    UNION ALL SELECT r.chart_id || ':' || r.revision || ':' || md5(r.state::text)
      FROM chart_revisions r JOIN charts c ON c.id = r.chart_id WHERE c.owner_id = $1
    UNION ALL SELECT h.chart_id || ':' || h.email FROM chart_shares h JOIN charts c ON c.id = h.chart_id WHERE c.owner_id = $1
    UNION ALL SELECT f::text FROM folders f WHERE f.owner_id = $1
    UNION ALL SELECT p::text FROM payments p WHERE p.user_id = $1
    UNION ALL SELECT g.chart_id || ':' || g.revision || ':' || md5(g.done::text) FROM progress g WHERE g.user_id = $1
  ) rows`;

/** A path segment as a browser would send it; a lone surrogate travels as the invalid UTF-8 bytes it stands for. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd')).replaceAll(
      '%EF%BF%BD',
      '%ED%A0%80',
    );
  }
}

/** Whether an answer refused the call (nothing should have changed). */
function refused(status: number, body: Record<string, unknown>): boolean {
  return status >= 400 || (typeof body.status === 'string' && !['ok', 'stored'].includes(body.status));
}

describe('every action answers random and boundary input with a 2xx or a 4xx envelope', () => {
  let server: TestApp;
  let owner: Author;
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
    const { chartId } = await createChart(server, owner);
    const folder = await post(server, 'folder/create', { title: 'Map' }, { cookies: owner.cookies });
    const payment = await startPayment(server, owner);
    ids = {
      chartId,
      confirmChartId: chartId,
      folderId: String((folder.body.folder as { folderId: string }).folderId),
      paymentId: payment.paymentId,
      revision: '1',
      brandId: 'dmc',
    };
  });

  afterAll(async () => {
    await server.close();
  });

  const digest = async () =>
    ((await server.dataSource.query(ownRowsDigest, [owner.user.id])) as { digest: string }[])[0]?.digest;

  for (const [name, action] of Object.entries(ajaxActions) as [
    AjaxActionName,
    (typeof ajaxActions)[AjaxActionName],
  ][]) {
    // Logging out ends the owner's session: later runs of that action ask as an anonymous visitor, which is fine.
    it(`${name}: ${action.method} ${action.path}`, async () => {
      const names = [...action.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      const params = fc.tuple(...names.map((param) => pathValue(ids[param] ?? 'x')));
      await fc.assert(
        fc.asyncProperty(params, bodyText, queryText, fc.boolean(), async (values, body, query, asOwner) => {
          let path: string = action.path;
          names.forEach((param, index) => {
            path = path.replace(`:${param}`, pathSegment(values[index]!));
          });
          const before = await digest();
          const response = await server.app.inject({
            method: action.method,
            url: `/nl/ajax/${path}${query ? `?${query}` : ''}`,
            ...(asOwner ? { cookies: owner.cookies } : {}),
            ...(action.method === 'POST'
              ? { payload: body, headers: { 'content-type': 'application/json' } }
              : {}),
          });
          const status = response.statusCode;
          expect(status, `${name} ${path}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          let parsed: Record<string, unknown> = {};
          const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
          if (isJson) parsed = response.json() as Record<string, unknown>;
          if (status >= 400) {
            expect(parsed, `${name} ${status}`).toEqual({ sfRequest: 'error', error: expect.any(String) });
          }
          if (refused(status, parsed))
            expect(await digest(), `${name} changed rows yet refused`).toBe(before);
        }),
        { numRuns: runsPerAction },
      );
      // 25 requests of up to 300 kB and two digests each: minutes on a loaded machine, never a hang.
    }, 180_000);
  }
});
