/** Helpers for tests of the charts list: many charts at once, and the list, folder and property calls. */
import { randomBytes } from 'node:crypto';
import type { ChartListEntry, ChartState, ChartsListQuery } from '@steekwerk/model';
import { get, post, type Answer } from './accounts';
import { createChart, type Author } from './charts';
import type { TestApp } from './test-app';

/** What a chart made by {@link insertCharts} may differ in. */
export interface ChartRowValues {
  readonly title?: string;
  readonly notes?: string;
  readonly craft?: string;
  readonly type?: string;
  readonly folderId?: string;
  readonly locked?: boolean;
  readonly allowAnonymous?: boolean;
  readonly createdAt?: Date;
  readonly modifiedAt?: Date;
}

/**
 * Makes `count` charts of `author` straight in the database, each a copy of one saved chart (same cells and
 * revision; `source` or a small default chart), with the values `each` gives. Far quicker than saving each
 * through the API.
 *
 * @returns the new chart ids, in order
 */
export async function insertCharts(
  server: TestApp,
  author: Author,
  count: number,
  each: (index: number) => ChartRowValues = () => ({}),
  source?: ChartState,
): Promise<string[]> {
  const { chartId: sourceId } = await createChart(server, author, source);
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const ids = Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(5, '0')}`);
  const values = ids.map((_, index) => each(index));
  const base = Date.UTC(2026, 0, 1);
  await server.dataSource.query(
    `INSERT INTO charts (id, owner_id, folder_id, title, craft, type, notes, locked, allow_anonymous, revision,
                         column_count, row_count, created_at, modified_at)
     SELECT v.id, $2, v.folder_id, v.title, v.craft, v.type, v.notes, v.locked, v.allow_anonymous, 1,
            s.column_count, s.row_count, v.created_at, v.modified_at
       FROM charts s,
            unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bool[], $10::bool[],
                   $11::timestamptz[], $12::timestamptz[])
              AS v(id, folder_id, title, craft, type, notes, locked, allow_anonymous, created_at, modified_at)
      WHERE s.id = $1`,
    [
      sourceId,
      author.user.id,
      ids,
      values.map((value) => value.folderId ?? ''),
      values.map((value, index) => value.title ?? `Chart ${index}`),
      values.map((value) => value.craft ?? 'knitting'),
      values.map((value) => value.type ?? 'colors'),
      values.map((value) => value.notes ?? ''),
      values.map((value) => value.locked ?? false),
      values.map((value) => value.allowAnonymous ?? false),
      values.map((value, index) => value.createdAt ?? new Date(base + index * 60_000)),
      values.map((value, index) => value.modifiedAt ?? new Date(base + index * 60_000)),
    ],
  );
  await server.dataSource.query(
    `INSERT INTO chart_revisions (chart_id, revision, state, cells, created_by, session_id, save_id, created_at)
     SELECT v.id, 1, r.state, r.cells, r.created_by, 'test', 'insert-' || v.id, now()
       FROM chart_revisions r, unnest($2::text[]) AS v(id)
      WHERE r.chart_id = $1 AND r.revision = 1`,
    [sourceId, ids],
  );
  await server.dataSource.query(`DELETE FROM charts WHERE id = $1`, [sourceId]);
  return ids;
}

/** `GET charts/list` with a query. */
export function listCharts(server: TestApp, author: Author | undefined, query: ChartsListQuery = {}) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  );
  return get(server, `charts/list?${search}`, author ? { cookies: author.cookies } : {});
}

/** Every chart of a list view, following the cursors page by page. */
export async function listAll(
  server: TestApp,
  author: Author,
  query: ChartsListQuery = {},
): Promise<{ charts: ChartListEntry[]; pages: number }> {
  const charts: ChartListEntry[] = [];
  let after: string | undefined;
  let pages = 0;
  do {
    const answer = await listCharts(server, author, { ...query, ...(after ? { after } : {}) });
    if (answer.status !== 200 || answer.body.status !== 'ok') {
      throw new Error(`listing failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    charts.push(...(answer.body.charts as ChartListEntry[]));
    after = (answer.body.next as string | null) ?? undefined;
    pages += 1;
  } while (after !== undefined);
  return { charts, pages };
}

/** POSTs with the author's cookie. */
export function postAs(
  server: TestApp,
  author: Author,
  path: string,
  payload: unknown = {},
): Promise<Answer> {
  return post(server, path, payload, { cookies: author.cookies });
}

/** GETs with the author's cookie. */
export function getAs(server: TestApp, author: Author, path: string): Promise<Answer> {
  return get(server, path, { cookies: author.cookies });
}
