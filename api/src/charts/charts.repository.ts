/**
 * Charts in PostgreSQL: one row per chart (metadata, sharing flags, current revision and the write lock as a
 * lease), every save a row in `chart_revisions` (the state as jsonb without rows, the cells as lz4-compressed
 * bytea), the users a chart is shared with, when each user last opened it, and each user's view of it.
 *
 * Plain SQL through TypeORM's data source: the decisions under concurrency are conditional statements (the
 * lease) or run while the transaction holds the chart row's lock (a save), so API replicas never race.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChartAction, ChartState } from '@steekwerk/model';
import { DataSource, EntityManager } from 'typeorm';
import { normaliseEmails, propertiesOfState, type RowProperties } from './saved-properties';

/** A chart's row: metadata, access flags, current revision and write lock. */
export interface ChartRow {
  readonly id: string;
  readonly ownerId: string;
  readonly ownerPremium: boolean;
  readonly folderId: string;
  /** In the bin (folder `deleted`). */
  readonly inBin: boolean;
  readonly title: string;
  readonly craft: string;
  readonly type: string;
  readonly notes: string;
  readonly locked: boolean;
  readonly allowAnonymous: boolean;
  readonly allowClone: boolean;
  readonly allowExport: boolean;
  /** Lower-case e-mail addresses the chart is shared with. */
  readonly allowUsers: readonly string[];
  readonly revision: number;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly lockSessionId: string | null;
  readonly lockExpiresAt: Date | null;
}

/** A stored revision: the state without rows, and the cells. */
export interface RevisionRow {
  readonly revision: number;
  readonly state: ChartState;
  readonly cells: Buffer;
}

/** What a save writes. */
export interface NewRevision {
  readonly state: ChartState;
  readonly cells: Uint8Array;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly createdBy: string;
  readonly sessionId: string;
  readonly saveId: string;
}

/** The user's stored view of a chart (from the changes loop). */
export interface ChartView {
  readonly zoomLevel: number | null;
  readonly scroll: { x: number; y: number; centerX?: number; centerY?: number } | null;
  readonly mode: string | null;
  readonly rowNumber: number | null;
}

/** A chart in the owner's or a sharee's list. */
export interface ChartListRow {
  readonly id: string;
  readonly ownerId: string;
  readonly title: string;
  readonly folderId: string;
  readonly locked: boolean;
  readonly allowAnonymous: boolean;
  readonly allowUsers: readonly string[];
  readonly dateOpened: Date | null;
  readonly revision: number;
}

/** The owner's premium as `UserEntity` reads it: a bought period that is over counts as ended. */
const chartColumns = `
  c.id, c.owner_id, (u.premium AND (u.premium_until IS NULL OR u.premium_until > now())) AS owner_premium, c.folder_id, c.title, c.craft, c.type, c.notes, c.locked,
  c.allow_anonymous, c.allow_clone, c.allow_export, c.revision, c.column_count, c.row_count, c.created_at,
  c.modified_at, c.lock_session_id, c.lock_expires_at,
  coalesce((SELECT array_agg(s.email ORDER BY s.email) FROM chart_shares s WHERE s.chart_id = c.id), '{}') AS allow_users`;

interface RawChartRow {
  id: string;
  owner_id: string;
  owner_premium: boolean;
  folder_id: string;
  title: string;
  craft: string;
  type: string;
  notes: string;
  locked: boolean;
  allow_anonymous: boolean;
  allow_clone: boolean;
  allow_export: boolean;
  revision: number;
  column_count: number;
  row_count: number;
  created_at: Date;
  modified_at: Date;
  lock_session_id: string | null;
  lock_expires_at: Date | null;
  allow_users: string[];
}

function toChartRow(raw: RawChartRow): ChartRow {
  return {
    id: raw.id,
    ownerId: raw.owner_id,
    ownerPremium: raw.owner_premium,
    folderId: raw.folder_id,
    inBin: raw.folder_id === 'deleted',
    title: raw.title,
    craft: raw.craft,
    type: raw.type,
    notes: raw.notes,
    locked: raw.locked,
    allowAnonymous: raw.allow_anonymous,
    allowClone: raw.allow_clone,
    allowExport: raw.allow_export,
    allowUsers: raw.allow_users,
    revision: raw.revision,
    columnCount: raw.column_count,
    rowCount: raw.row_count,
    createdAt: raw.created_at,
    modifiedAt: raw.modified_at,
    lockSessionId: raw.lock_session_id,
    lockExpiresAt: raw.lock_expires_at,
  };
}

/** Metadata of a chart kept in its row, taken from a new chart's first state. */
function metadataOf(state: ChartState): RowProperties {
  return propertiesOfState(state);
}

@Injectable()
export class ChartRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<Result>(work: (manager: EntityManager) => Promise<Result>): Promise<Result> {
    return this.dataSource.transaction(work);
  }

  /**
   * Runs `work` in one transaction whose commit does not wait for the WAL to reach the disk: for state that may
   * be lost in a crash without harm (a lease renewal, the last zoom or scroll), so the changes loop of many
   * editors does not queue on disk flushes. Saves never use this.
   */
  lightTransaction<Result>(work: (manager: EntityManager) => Promise<Result>): Promise<Result> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL synchronous_commit TO OFF');
      return work(manager);
    });
  }

  /** A chart's row and the viewer's progress-tracker revision on it (0 without progress), in one round trip. */
  async findChartWithProgress(chartId: string, userId: string | null) {
    const rows: Array<RawChartRow & { progress_revision: number | null }> = await this.dataSource.query(
      `SELECT ${chartColumns},
              (SELECT p.revision FROM progress p WHERE p.chart_id = c.id AND p.user_id = $2) AS progress_revision
         FROM charts c JOIN users u ON u.id = c.owner_id
        WHERE c.id = $1`,
      [chartId, userId],
    );
    const row = rows[0];
    return row ? { chart: toChartRow(row), progressRevision: row.progress_revision ?? 0 } : undefined;
  }

  /**
   * The rows of the charts that exist among `chartIds` (any order); with `lock`, locked until the transaction of
   * `manager` ends.
   */
  async findCharts(
    chartIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<ChartRow[]> {
    const rows: RawChartRow[] = await manager.query(
      `SELECT ${chartColumns} FROM charts c JOIN users u ON u.id = c.owner_id WHERE c.id = ANY($1::text[])
        ORDER BY c.id ${lock ? 'FOR UPDATE OF c' : ''}`,
      [chartIds],
    );
    return rows.map(toChartRow);
  }

  /** A chart's row, or undefined. */
  async findChart(chartId: string): Promise<ChartRow | undefined> {
    const rows: RawChartRow[] = await this.dataSource.query(
      `SELECT ${chartColumns} FROM charts c JOIN users u ON u.id = c.owner_id WHERE c.id = $1`,
      [chartId],
    );
    return rows[0] ? toChartRow(rows[0]) : undefined;
  }

  /**
   * Gives `sessionId` the chart's write lock when it holds it already (renewing the lease) or nobody holds an
   * unexpired one; one statement, so two sessions can never both get it.
   *
   * @returns whether `sessionId` holds the lock afterwards
   */
  async acquireLock(
    chartId: string,
    sessionId: string,
    now: Date,
    leaseMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE charts
          SET lock_session_id = $2, lock_expires_at = $3::timestamptz + make_interval(secs => $4::float8 / 1000)
        WHERE id = $1
          AND (lock_session_id = $2 OR lock_session_id IS NULL OR lock_expires_at <= $3)
        RETURNING id`,
      [chartId, sessionId, now, leaseMs],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * Gives `sessionId` the chart's write lock with a fresh lease, whoever held it ("Hier verder bewerken"); the
   * session that held it learns so on its next `chart/changes`.
   *
   * @returns the chart's current revision, or undefined when the chart is gone
   */
  async takeLock(
    chartId: string,
    sessionId: string,
    now: Date,
    leaseMs: number,
  ): Promise<number | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE charts
          SET lock_session_id = $2, lock_expires_at = $3::timestamptz + make_interval(secs => $4::float8 / 1000)
        WHERE id = $1
        RETURNING revision`,
      [chartId, sessionId, now, leaseMs],
    )) as [Array<{ revision: number }>, number];
    return rows[0]?.revision;
  }

  /** Ends `sessionId`'s lease on the chart, if it holds it. */
  async releaseLock(chartId: string, sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE charts SET lock_session_id = NULL, lock_expires_at = NULL WHERE id = $1 AND lock_session_id = $2`,
      [chartId, sessionId],
    );
  }

  /**
   * The chart's row, locked until the transaction ends, the revision an earlier save with this save id made on it
   * (a retried save), and the properties stored with the revision `baseRevision` (see `saved-properties.ts`), in
   * one round trip.
   */
  async findChartForSave(
    manager: EntityManager,
    chartId: string,
    userId: string,
    saveId: string,
    baseRevision = 0,
  ) {
    const rows: Array<
      RawChartRow & {
        earlier_revision: number | null;
        base: Pick<ChartState, 'settings' | 'details'> | null;
      }
    > = await manager.query(
      `SELECT ${chartColumns},
              (SELECT r.revision FROM chart_revisions r
                WHERE r.created_by = $2 AND r.save_id = $3 AND r.chart_id = c.id) AS earlier_revision,
              (SELECT jsonb_build_object('settings', b.state->'settings', 'details', b.state->'details')
                 FROM chart_revisions b WHERE b.chart_id = c.id AND b.revision = $4) AS base
         FROM charts c JOIN users u ON u.id = c.owner_id
        WHERE c.id = $1
          FOR UPDATE OF c`,
      [chartId, userId, saveId, baseRevision],
    );
    const row = rows[0];
    return row
      ? {
          chart: toChartRow(row),
          earlierRevision: row.earlier_revision,
          baseProperties: row.base ? propertiesOfState(row.base) : undefined,
        }
      : undefined;
  }

  /** The chart and revision an earlier save with this save id made, if any (a retried save). */
  async findSave(manager: EntityManager, userId: string, saveId: string) {
    const rows: Array<{ chart_id: string; revision: number }> = await manager.query(
      `SELECT chart_id, revision FROM chart_revisions WHERE created_by = $1 AND save_id = $2`,
      [userId, saveId],
    );
    return rows[0] ? { chartId: rows[0].chart_id, revision: rows[0].revision } : undefined;
  }

  /**
   * Whether every revision after `base` was saved by client session `sessionId`, and all of them are still
   * stored (thinning may have dropped one another session saved, so a gap answers no).
   */
  async onlySessionSavedSince(
    manager: EntityManager,
    chartId: string,
    base: number,
    sessionId: string,
  ): Promise<boolean> {
    const rows: Array<{ others: number; gaps: number }> = await manager.query(
      `SELECT count(*) FILTER (WHERE session_id <> $3)::int AS others,
              ((SELECT revision FROM charts WHERE id = $1) - $2 - count(*))::int AS gaps
         FROM chart_revisions WHERE chart_id = $1 AND revision > $2`,
      [chartId, base, sessionId],
    );
    return rows[0]?.others === 0 && rows[0].gaps === 0;
  }

  /** Serialises the new-chart saves of one user inside the transaction (a retry waits for its first try). */
  async lockUserSaves(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(7101, hashtext($1))`, [userId]);
  }

  /** Creates a chart whose first revision follows; `sessionId` gets the write lock. */
  async insertChart(
    manager: EntityManager,
    chart: { id: string; ownerId: string; revision: NewRevision; now: Date; leaseMs: number },
  ): Promise<void> {
    const metadata = metadataOf(chart.revision.state);
    await manager.query(
      `INSERT INTO charts (id, owner_id, folder_id, title, craft, type, notes, locked, allow_anonymous, allow_clone,
                           allow_export, revision, column_count, row_count, created_at, modified_at,
                           lock_session_id, lock_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $14, $14, $15,
               $14::timestamptz + make_interval(secs => $16::float8 / 1000))`,
      [
        chart.id,
        chart.ownerId,
        chart.revision.state.settings.folderId === 'deleted' ? '' : chart.revision.state.settings.folderId,
        metadata.title,
        metadata.craft,
        metadata.type,
        metadata.notes,
        metadata.locked,
        metadata.allowAnonymous,
        metadata.allowClone,
        metadata.allowExport,
        chart.revision.columnCount,
        chart.revision.rowCount,
        chart.now,
        chart.revision.sessionId,
        chart.leaseMs,
      ],
    );
  }

  /**
   * Stores revision `revision` and makes it the chart's current one, with the given properties (default: the
   * state's) and sharing; the saving session holds the write lock with a fresh lease. Call it only while holding
   * the chart row's lock, after checking that no other session holds an unexpired lease.
   */
  async insertRevision(
    manager: EntityManager,
    chartId: string,
    revision: number,
    saved: NewRevision,
    now: Date,
    leaseMs: number,
    currentShares: readonly string[] | undefined,
    properties: RowProperties = metadataOf(saved.state),
  ): Promise<void> {
    const metadata = properties;
    // One statement (one round trip) stores the revision and moves the chart to it.
    await manager.query(
      `WITH stored AS (
         INSERT INTO chart_revisions (chart_id, revision, state, cells, created_by, session_id, save_id, created_at)
         VALUES ($1, $2, $16, $17, $18, $14, $19, $13)
       )
       UPDATE charts
          SET revision = $2, title = $3, craft = $4, type = $5, notes = $6, locked = $7, allow_anonymous = $8,
              allow_clone = $9, allow_export = $10, column_count = $11, row_count = $12, modified_at = $13,
              lock_session_id = $14, lock_expires_at = $13::timestamptz + make_interval(secs => $15::float8 / 1000)
        WHERE id = $1`,
      [
        chartId,
        revision,
        metadata.title,
        metadata.craft,
        metadata.type,
        metadata.notes,
        metadata.locked,
        metadata.allowAnonymous,
        metadata.allowClone,
        metadata.allowExport,
        saved.columnCount,
        saved.rowCount,
        now,
        saved.sessionId,
        leaseMs,
        JSON.stringify(saved.state),
        Buffer.from(saved.cells.buffer, saved.cells.byteOffset, saved.cells.byteLength),
        saved.createdBy,
        saved.saveId,
      ],
    );
    const emails = normaliseEmails(metadata.allowUsers);
    if (currentShares !== undefined && emails.join('\n') === [...currentShares].sort().join('\n')) return;
    // Two statements: a DELETE in a WITH runs on the same snapshot as the INSERT, so an address that stays
    // would still be there and break the key.
    await manager.query(`DELETE FROM chart_shares WHERE chart_id = $1`, [chartId]);
    await manager.query(`INSERT INTO chart_shares (chart_id, email) SELECT $1, unnest($2::text[])`, [
      chartId,
      emails,
    ]);
  }

  /** A revision of the chart (the current one when `revision` is undefined). */
  async findRevision(chartId: string, revision: number): Promise<RevisionRow | undefined> {
    const rows: Array<{ revision: number; state: ChartState; cells: Buffer }> = await this.dataSource.query(
      `SELECT revision, state, cells FROM chart_revisions WHERE chart_id = $1 AND revision = $2`,
      [chartId, revision],
    );
    return rows[0];
  }

  /** The newest earlier revisions (backups), newest first. */
  async listBackups(chartId: string, currentRevision: number, limit: number) {
    const rows: Array<{ revision: number; created_at: Date; authors: number }> = await this.dataSource.query(
      `SELECT revision, created_at,
              (SELECT count(DISTINCT created_by)::int FROM chart_revisions WHERE chart_id = $1) AS authors
         FROM chart_revisions
        WHERE chart_id = $1 AND revision < $2
        ORDER BY revision DESC
        LIMIT $3`,
      [chartId, currentRevision, limit],
    );
    return rows.map((row) => ({
      revisionNumber: row.revision,
      dateCreated: row.created_at.toISOString(),
      hasMultipleUsers: row.authors > 1,
    }));
  }

  /** Notes that the user opened the chart now (the "recently opened" order). */
  async recordOpen(chartId: string, userId: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO chart_opens (chart_id, user_id, date_opened) VALUES ($1, $2, $3)
       ON CONFLICT (chart_id, user_id) DO UPDATE SET date_opened = excluded.date_opened`,
      [chartId, userId, now],
    );
  }

  /** The user's stored view of the chart, if any. */
  async findView(chartId: string, userId: string): Promise<ChartView | undefined> {
    const rows: Array<{
      zoom_level: number | null;
      scroll: ChartView['scroll'];
      mode: string | null;
      row_number: number | null;
    }> = await this.dataSource.query(
      `SELECT zoom_level, scroll, mode, row_number FROM chart_views WHERE chart_id = $1 AND user_id = $2`,
      [chartId, userId],
    );
    const row = rows[0];
    return (
      row && { zoomLevel: row.zoom_level, scroll: row.scroll, mode: row.mode, rowNumber: row.row_number }
    );
  }

  /** Stores the view actions of the changes loop (zoom, scroll, mode, row number) for the user. */
  async saveView(
    chartId: string,
    userId: string,
    actions: readonly ChartAction[],
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    let zoomLevel: number | null = null;
    let scroll: ChartView['scroll'] = null;
    let mode: string | null = null;
    let rowNumber: number | null = null;
    for (const action of actions) {
      if (action.type === 'zoom') zoomLevel = action.zoomLevel;
      else if (action.type === 'scroll')
        scroll = { x: action.x, y: action.y, centerX: action.centerX, centerY: action.centerY };
      else if (action.type === 'mode') mode = action.mode;
      else if (action.type === 'rowNumber') rowNumber = action.rowNumber;
    }
    if (zoomLevel === null && scroll === null && mode === null && rowNumber === null) return;
    await manager.query(
      `INSERT INTO chart_views (chart_id, user_id, zoom_level, scroll, mode, row_number, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (chart_id, user_id) DO UPDATE SET
         zoom_level = coalesce(excluded.zoom_level, chart_views.zoom_level),
         scroll = coalesce(excluded.scroll, chart_views.scroll),
         mode = coalesce(excluded.mode, chart_views.mode),
         row_number = coalesce(excluded.row_number, chart_views.row_number),
         updated_at = excluded.updated_at`,
      [chartId, userId, zoomLevel, scroll === null ? null : JSON.stringify(scroll), mode, rowNumber, now],
    );
  }

  /** Moves the chart to the bin (folder `deleted`) and ends any write lock on it. */
  async moveToBin(chartId: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE charts
          SET restore_folder_id = CASE WHEN folder_id = 'deleted' THEN restore_folder_id ELSE folder_id END,
              folder_id = 'deleted', deleted_at = $2, lock_session_id = NULL, lock_expires_at = NULL
        WHERE id = $1`,
      [chartId, now],
    );
  }

  /**
   * The charts the user owns (outside the bin) and those shared with `sharedAddress` (lower case; `null`, for a
   * user who may not read shared charts, matches none).
   */
  async listForUser(userId: string, sharedAddress: string | null): Promise<ChartListRow[]> {
    const rows: Array<{
      id: string;
      owner_id: string;
      title: string;
      folder_id: string;
      locked: boolean;
      allow_anonymous: boolean;
      allow_users: string[];
      date_opened: Date | null;
      revision: number;
    }> = await this.dataSource.query(
      `SELECT c.id, c.owner_id, c.title, c.folder_id, c.locked, c.allow_anonymous, o.date_opened, c.revision,
              coalesce((SELECT array_agg(s.email ORDER BY s.email) FROM chart_shares s WHERE s.chart_id = c.id), '{}')
                AS allow_users
         FROM charts c
         LEFT JOIN chart_opens o ON o.chart_id = c.id AND o.user_id = $1
        WHERE c.folder_id <> 'deleted'
          AND (c.owner_id = $1 OR c.id IN (SELECT chart_id FROM chart_shares WHERE email = $2))
        ORDER BY coalesce(o.date_opened, c.modified_at) DESC, c.id`,
      [userId, sharedAddress],
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      title: row.title,
      folderId: row.folder_id,
      locked: row.locked,
      allowAnonymous: row.allow_anonymous,
      allowUsers: row.allow_users,
      dateOpened: row.date_opened,
      revision: row.revision,
    }));
  }
}
