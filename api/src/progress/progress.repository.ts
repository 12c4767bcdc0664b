/**
 * A user's progress on a chart (`progress`): the tracker's mode and position, the done cells as bytes and the
 * styles it tracks, with a revision that goes up on every change of the progress (not of the styles) so the user's
 * other devices refresh.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChartAction, ProgressTrackerExtras, SaveProgressStylesRequest } from '@steekwerk/model';
import { DataSource, EntityManager } from 'typeorm';
import { checkProgressActions } from './progress-actions';
import { unpackDone } from './progress-done-bits';

export interface ProgressRow {
  readonly revision: number;
  readonly mode: string;
  readonly position: number;
  readonly width: number;
  readonly columnCount: number;
  readonly rowCount: number;
  /** One byte per cell, 0 or 1; null when nothing was saved (or what was saved no longer reads). */
  readonly done: Uint8Array | null;
  /** Parking markers and row helpers as stored (checked by the request schema when they came in); null: none. */
  readonly extras: ProgressTrackerExtras | null;
}

/** The tracker of a user who has not used it on a chart yet. */
export const defaultProgressMode = 'rowsFull';

@Injectable()
export class ProgressRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(chartId: string, userId: string): Promise<ProgressRow | undefined> {
    const rows: Array<{
      revision: number;
      mode: string;
      position: number;
      width: number;
      column_count: number;
      row_count: number;
      done: Buffer | null;
      extras: ProgressTrackerExtras | null;
    }> = await this.dataSource.query(
      `SELECT revision, mode, position, width, column_count, row_count, done, extras
         FROM progress WHERE chart_id = $1 AND user_id = $2`,
      [chartId, userId],
    );
    const row = rows[0];
    return (
      row && {
        revision: row.revision,
        mode: row.mode,
        position: row.position,
        width: row.width,
        columnCount: row.column_count,
        rowCount: row.row_count,
        done: row.done && unpackDone(row.done, row.column_count * row.row_count),
        extras: row.extras,
      }
    );
  }

  /**
   * Stores the tracker actions of the changes loop (mode, position, extras); the revision goes up when they change
   * something.
   *
   * @returns the user's progress revision on the chart afterwards, or undefined when there were no tracker actions
   * @throws AppException InvalidInput for a mode or position no tracker has (see {@link checkProgressActions})
   */
  async applyActions(
    chartId: string,
    userId: string,
    actions: readonly ChartAction[],
    size: { columnCount: number; rowCount: number },
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | undefined> {
    checkProgressActions(actions);
    let mode: string | null = null;
    let position: number | null = null;
    let extras: string | null = null;
    for (const action of actions) {
      if (action.type === 'progressTrackerMode') mode = action.mode;
      else if (action.type === 'progressTrackerPosition') position = action.position;
      else if (action.type === 'progressTrackerExtras') extras = JSON.stringify(action.extras);
    }
    if (mode === null && position === null && extras === null) return undefined;
    const rows: Array<{ revision: number }> = await manager.query(
      `INSERT INTO progress (chart_id, user_id, revision, mode, position, column_count, row_count, extras,
                             updated_at)
       VALUES ($1, $2, 1, coalesce($3, '${defaultProgressMode}'), coalesce($4, 0), $5, $6, $8::jsonb, $7)
       ON CONFLICT (chart_id, user_id) DO UPDATE SET
         mode = coalesce($3, progress.mode),
         position = coalesce($4, progress.position),
         extras = coalesce($8::jsonb, progress.extras),
         revision = progress.revision
           + CASE WHEN coalesce($3, progress.mode) <> progress.mode
                    OR coalesce($4, progress.position) <> progress.position
                    OR coalesce($8::jsonb, progress.extras) IS DISTINCT FROM progress.extras THEN 1 ELSE 0 END,
         updated_at = $7
       RETURNING revision`,
      [chartId, userId, mode, position, size.columnCount, size.rowCount, now, extras],
    );
    return rows[0]?.revision ?? 0;
  }

  /** Stores the done cells, packed as `packDone` does; returns the new revision. */
  async saveDone(
    chartId: string,
    userId: string,
    done: { columnCount: number; rowCount: number; packed: Buffer },
    now: Date,
  ): Promise<number> {
    const rows: Array<{ revision: number }> = await this.dataSource.query(
      `INSERT INTO progress (chart_id, user_id, revision, mode, position, column_count, row_count, done, updated_at)
       VALUES ($1, $2, 1, '${defaultProgressMode}', 0, $3, $4, $5, $6)
       ON CONFLICT (chart_id, user_id) DO UPDATE SET
         column_count = $3, row_count = $4, done = $5, revision = progress.revision + 1, updated_at = $6
       RETURNING revision`,
      [chartId, userId, done.columnCount, done.rowCount, done.packed, now],
    );
    return rows[0]!.revision;
  }

  /**
   * Stores which styles the tracker counts. They come from the chart, not from the maker's work, so they are no
   * progress: the revision stays (no other device reloads for them) and a row made for them alone starts at
   * revision 0, which still reads as "nothing saved yet".
   */
  async saveStyles(
    chartId: string,
    userId: string,
    styles: SaveProgressStylesRequest,
    now: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO progress (chart_id, user_id, revision, mode, position, column_count, row_count, style_ids,
                             custom_line_style_ids, half_stitch_style_ids, quarter_stitch_style_ids, updated_at)
       VALUES ($1, $2, 0, '${defaultProgressMode}', 0, 0, 0, $3, $4, $5, $6, $7)
       ON CONFLICT (chart_id, user_id) DO UPDATE SET
         style_ids = $3, custom_line_style_ids = $4, half_stitch_style_ids = $5, quarter_stitch_style_ids = $6,
         updated_at = $7`,
      [
        chartId,
        userId,
        styles.styleIds,
        styles.customLineStyleIds,
        styles.halfStitchStyleIds,
        styles.quarterStitchStyleIds,
        now,
      ],
    );
  }
}
