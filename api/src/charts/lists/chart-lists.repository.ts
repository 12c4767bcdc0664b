/**
 * The charts list in SQL (spec §2 "Charts list screen"): one page of a folder view, sorted by the user's order,
 * optionally searched, continued with a keyset cursor (the sort key and id of the last chart shown) so charts
 * moving while the user scrolls are neither skipped nor shown twice. Also the row updates of the property,
 * sharing, copy and bin calls, and the thumbnails.
 *
 * Search: every word must occur in the title or the notes (a trigram index on `lower(title || ' ' || notes)`
 * serves `LIKE '%word%'`), or name the chart's craft or type (matched against the Dutch labels before the query).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChartPropertyChanges, ChartsOrder, ChartState } from '@steekwerk/model';
import { DataSource, type EntityManager } from 'typeorm';

/** One word of a search: a `LIKE` pattern for title and notes, and the crafts and types it names. */
export interface SearchWord {
  readonly pattern: string;
  readonly crafts: readonly string[];
  readonly types: readonly string[];
}

/** Where a page continues: after the chart with this sort key (as text) and id. */
export interface ListCursor {
  readonly key: string;
  readonly id: string;
}

export interface ListPageQuery {
  readonly userId: string;
  /** The address charts shared with the user are found by (lower case); `null` matches none. */
  readonly sharedAddress: string | null;
  /** A view of {@link folderViews} or a folder id. */
  readonly folder: string;
  readonly order: ChartsOrder;
  readonly words: readonly SearchWord[];
  readonly after: ListCursor | undefined;
  /** Rows to return (ask for one more than a page to know whether there is a next one). */
  readonly limit: number;
}

/** A chart in a list. */
export interface ListRow {
  readonly id: string;
  readonly ownerId: string;
  readonly title: string;
  readonly folderId: string;
  readonly locked: boolean;
  readonly allowAnonymous: boolean;
  readonly allowClone: boolean;
  readonly allowExport: boolean;
  readonly allowUsers: readonly string[];
  readonly craft: string;
  readonly type: string;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly revision: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly dateOpened: Date | null;
  /** The sort key as text, for the cursor. */
  readonly sortKey: string;
}

interface RawListRow {
  id: string;
  owner_id: string;
  title: string;
  folder_id: string;
  locked: boolean;
  allow_anonymous: boolean;
  allow_clone: boolean;
  allow_export: boolean;
  allow_users: string[];
  craft: string;
  type: string;
  column_count: number;
  row_count: number;
  revision: number;
  created_at: Date;
  modified_at: Date;
  date_opened: Date | null;
  sort_key: string;
}

const isoUtc = (expression: string) =>
  `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Per order: the sort expression, the cursor text of a sort value (the page query's `p.sort_value`), and the cast
 * that reads a cursor back.
 */
const sortKeys: Record<
  ChartsOrder,
  { expression: string; text: (value: string) => string; cursor: (param: string) => string }
> = {
  dateOpened: {
    expression: 'coalesce(o.date_opened, c.modified_at)',
    text: isoUtc,
    cursor: (param) => `${param}::timestamptz`,
  },
  dateModified: { expression: 'c.modified_at', text: isoUtc, cursor: (param) => `${param}::timestamptz` },
  dateCreated: { expression: 'c.created_at', text: isoUtc, cursor: (param) => `${param}::timestamptz` },
  // Case-insensitive, letters with accents next to those without (ICU root collation).
  title: {
    expression: 'lower(c.title) COLLATE "und-x-icu"',
    text: (value) => value,
    cursor: (param) => `${param}::text COLLATE "und-x-icu"`,
  },
};

/**
 * The condition of a folder view; `$1` is the user id, `emailParam` gives the parameter of the user's address and
 * `folderParam` the folder id.
 */
function viewCondition(folder: string, emailParam: () => string, folderParam: () => string): string {
  const sharedWithUser = () =>
    `c.id IN (SELECT s.chart_id FROM chart_shares s WHERE s.email = ${emailParam()})`;
  switch (folder) {
    case 'all':
      return `c.folder_id <> 'deleted' AND (c.owner_id = $1 OR ${sharedWithUser()})`;
    case 'shared-with-me':
      return `c.folder_id <> 'deleted' AND c.owner_id <> $1 AND ${sharedWithUser()}`;
    case 'shared-by-me':
      return `c.owner_id = $1 AND c.folder_id <> 'deleted'
              AND (c.allow_anonymous OR EXISTS (SELECT 1 FROM chart_shares s WHERE s.chart_id = c.id))`;
    case 'public':
      return `c.owner_id = $1 AND c.folder_id <> 'deleted' AND c.allow_anonymous`;
    case 'no-folder':
      return `c.owner_id = $1 AND c.folder_id = ''`;
    case 'deleted':
      return `c.owner_id = $1 AND c.folder_id = 'deleted'`;
    default:
      return `c.owner_id = $1 AND c.folder_id = ${folderParam()}`;
  }
}

@Injectable()
export class ChartListsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<Result>(work: (manager: EntityManager) => Promise<Result>): Promise<Result> {
    return this.dataSource.transaction(work);
  }

  /** One page of a list. */
  async page(query: ListPageQuery): Promise<ListRow[]> {
    const params: unknown[] = [query.userId];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = [
      viewCondition(
        query.folder,
        () => param(query.sharedAddress),
        () => param(query.folder),
      ),
    ];
    for (const word of query.words) {
      const alternatives = [`lower(c.title || ' ' || c.notes) LIKE ${param(word.pattern)}`];
      // Only words naming a craft or type test those columns: a plain LIKE can use the trigram index alone.
      if (word.crafts.length > 0) alternatives.push(`c.craft = ANY(${param(word.crafts)}::text[])`);
      if (word.types.length > 0) alternatives.push(`c.type = ANY(${param(word.types)}::text[])`);
      conditions.push(`(${alternatives.join(' OR ')})`);
    }
    const sort = sortKeys[query.order];
    const descending = query.order.startsWith('date');
    if (query.after) {
      const key = sort.cursor(param(query.after.key));
      conditions.push(
        `(${sort.expression}, c.id) ${descending ? '<' : '>'} (${key}, ${param(query.after.id)})`,
      );
    }
    const direction = descending ? 'DESC' : 'ASC';
    // The page is chosen first (ids and sort keys only); the shared addresses and the cursor text are worked out
    // for its rows alone, not for every chart of the user.
    const rows: RawListRow[] = await this.dataSource.query(
      `SELECT p.*,
              CASE WHEN p.owner_id = $1
                   THEN coalesce((SELECT array_agg(s.email ORDER BY s.email) FROM chart_shares s WHERE s.chart_id = p.id), '{}')
                   ELSE '{}' END AS allow_users,
              ${sort.text('p.sort_value')} AS sort_key
         FROM (SELECT c.id, c.owner_id, c.title, c.folder_id, c.locked, c.allow_anonymous, c.allow_clone,
                      c.allow_export, c.craft, c.type, c.column_count, c.row_count, c.revision, c.created_at,
                      c.modified_at, o.date_opened, ${sort.expression} AS sort_value
                 FROM charts c
                 LEFT JOIN chart_opens o ON o.chart_id = c.id AND o.user_id = $1
                WHERE ${conditions.join(' AND ')}
                ORDER BY ${sort.expression} ${direction}, c.id ${direction}
                LIMIT ${param(query.limit)}) p
        ORDER BY p.sort_value ${direction}, p.id ${direction}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      title: row.title,
      folderId: row.folder_id,
      locked: row.locked,
      allowAnonymous: row.allow_anonymous,
      allowClone: row.allow_clone,
      allowExport: row.allow_export,
      allowUsers: row.allow_users,
      craft: row.craft,
      type: row.type,
      columnCount: row.column_count,
      rowCount: row.row_count,
      revision: row.revision,
      createdAt: row.created_at,
      modifiedAt: row.modified_at,
      dateOpened: row.date_opened,
      sortKey: row.sort_key,
    }));
  }

  /**
   * Applies property changes to charts (the caller checked access and the lock). Title, notes, craft, type and
   * lock count as a modification; moving to another folder does not.
   */
  async updateProperties(
    manager: EntityManager,
    chartIds: readonly string[],
    changes: ChartPropertyChanges,
    now: Date,
  ): Promise<void> {
    const params: unknown[] = [chartIds];
    const set: string[] = [];
    const column = (name: string, value: unknown) => {
      params.push(value);
      set.push(`${name} = $${params.length}`);
    };
    if (changes.title !== undefined) column('title', changes.title);
    if (changes.notes !== undefined) column('notes', changes.notes);
    if (changes.craft !== undefined) column('craft', changes.craft);
    if (changes.type !== undefined) column('type', changes.type);
    if (changes.locked !== undefined) column('locked', changes.locked);
    if (changes.folderId !== undefined) column('folder_id', changes.folderId);
    const { folderId: _folderId, ...modifying } = changes;
    if (Object.values(modifying).some((value) => value !== undefined)) column('modified_at', now);
    if (set.length === 0) return;
    await manager.query(`UPDATE charts SET ${set.join(', ')} WHERE id = ANY($1::text[])`, params);
  }

  /** Changes a chart's sharing flags and, when given, replaces the addresses it is shared with. */
  async updateSharing(
    manager: EntityManager,
    chartId: string,
    flags: { allowAnonymous?: boolean; allowClone?: boolean; allowExport?: boolean },
    allowUsers: readonly string[] | undefined,
  ): Promise<void> {
    await manager.query(
      `UPDATE charts SET allow_anonymous = coalesce($2, allow_anonymous), allow_clone = coalesce($3, allow_clone),
              allow_export = coalesce($4, allow_export)
        WHERE id = $1`,
      [chartId, flags.allowAnonymous ?? null, flags.allowClone ?? null, flags.allowExport ?? null],
    );
    if (allowUsers === undefined) return;
    // Two statements: a DELETE in a WITH runs on the same snapshot as the INSERT, so an address that stays
    // would still be there and break the key.
    await manager.query(`DELETE FROM chart_shares WHERE chart_id = $1`, [chartId]);
    await manager.query(`INSERT INTO chart_shares (chart_id, email) SELECT $1, unnest($2::text[])`, [
      chartId,
      allowUsers,
    ]);
  }

  /** The number of palette styles of a revision (to check a copy against the tier's limit). */
  async paletteSize(manager: EntityManager, chartId: string, revision: number): Promise<number | undefined> {
    const rows: Array<{ styles: number }> = await manager.query(
      `SELECT jsonb_array_length(state->'palette'->'styles') AS styles
         FROM chart_revisions WHERE chart_id = $1 AND revision = $2`,
      [chartId, revision],
    );
    return rows[0]?.styles;
  }

  /**
   * Copies a chart's current revision into a new chart of `ownerId` (revision 1, private, unlocked, no lock
   * holder), cells and thumbnail included, without moving the bytes through the server.
   */
  async insertCopy(
    manager: EntityManager,
    copy: {
      sourceId: string;
      sourceRevision: number;
      id: string;
      ownerId: string;
      title: string;
      folderId: string;
      now: Date;
      saveId: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO charts (id, owner_id, folder_id, title, craft, type, notes, locked, allow_anonymous, allow_clone,
                           allow_export, revision, column_count, row_count, created_at, modified_at)
       SELECT $2, $3, $4, $5, craft, type, notes, false, false, false, true, 1, column_count, row_count, $6, $6
         FROM charts WHERE id = $1`,
      [copy.sourceId, copy.id, copy.ownerId, copy.folderId, copy.title, copy.now],
    );
    const settings = {
      chartId: copy.id,
      revision: 0,
      revisionNumber: 0,
      folderId: copy.folderId,
      title: copy.title,
      locked: false,
      allowAnonymous: false,
      allowUsers: [],
    } satisfies Partial<ChartState['settings']>;
    await manager.query(
      `INSERT INTO chart_revisions (chart_id, revision, state, cells, created_by, session_id, save_id, created_at,
                                    thumbnail)
       SELECT $3, 1,
              jsonb_set(jsonb_set(r.state, '{settings}', r.state->'settings' || $4::jsonb || jsonb_build_object(
                          'craft', c.craft, 'type', c.type, 'notes', c.notes)),
                        '{details}', r.state->'details' || '{"allowClone": false, "allowExport": true}'::jsonb),
              r.cells, $5, 'copy', $6, $7, r.thumbnail
         FROM chart_revisions r JOIN charts c ON c.id = r.chart_id
        WHERE r.chart_id = $1 AND r.revision = $2`,
      [
        copy.sourceId,
        copy.sourceRevision,
        copy.id,
        JSON.stringify(settings),
        copy.ownerId,
        copy.saveId,
        copy.now,
      ],
    );
  }

  /** Moves charts to the bin, remembering the folder each came from, and ends their write locks. */
  async moveToBin(manager: EntityManager, chartIds: readonly string[], now: Date): Promise<void> {
    await manager.query(
      `UPDATE charts
          SET restore_folder_id = CASE WHEN folder_id = 'deleted' THEN restore_folder_id ELSE folder_id END,
              folder_id = 'deleted', deleted_at = $2, lock_session_id = NULL, lock_expires_at = NULL
        WHERE id = ANY($1::text[])`,
      [chartIds, now],
    );
  }

  /**
   * Takes a chart out of the bin into the folder it came from, or no folder when that folder is gone.
   *
   * @returns the chart's folder afterwards
   */
  async restore(manager: EntityManager, chartId: string): Promise<string> {
    const [rows] = (await manager.query(
      `UPDATE charts c
          SET folder_id = CASE WHEN EXISTS (SELECT 1 FROM folders f WHERE f.id = c.restore_folder_id AND f.owner_id = c.owner_id)
                               THEN c.restore_folder_id ELSE '' END,
              restore_folder_id = '', deleted_at = NULL
        WHERE c.id = $1 AND c.folder_id = 'deleted'
        RETURNING c.folder_id`,
      [chartId],
    )) as [Array<{ folder_id: string }>, number];
    return rows[0]?.folder_id ?? '';
  }

  /** Deletes every chart in the user's bin for good (revisions, shares, views and progress go with them). */
  async emptyBin(ownerId: string): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM charts WHERE owner_id = $1 AND folder_id = 'deleted'`,
      [ownerId],
    )) as [unknown, number];
    return count;
  }

  /** A revision's stored thumbnail: `null` when none was made yet, undefined when there is no such revision. */
  async findThumbnail(chartId: string, revision: number): Promise<Buffer | null | undefined> {
    const rows: Array<{ thumbnail: Buffer | null }> = await this.dataSource.query(
      `SELECT thumbnail FROM chart_revisions WHERE chart_id = $1 AND revision = $2`,
      [chartId, revision],
    );
    return rows.length === 0 ? undefined : rows[0]!.thumbnail;
  }

  /** Stores a revision's thumbnail made after the fact (revisions saved before thumbnails existed). */
  async storeThumbnail(chartId: string, revision: number, png: Buffer): Promise<void> {
    await this.dataSource.query(
      `UPDATE chart_revisions SET thumbnail = $3 WHERE chart_id = $1 AND revision = $2 AND thumbnail IS NULL`,
      [chartId, revision, png],
    );
  }
}
