/**
 * What the account's data export lists and what deleting an account removes, in PostgreSQL. The export reads
 * small rows here (ids, titles, sizes) and each chart's cells one at a time through the chart service; the
 * deletion is one transaction over every table that holds something of the user.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { accountKeyOf } from '../account/auth-attempts';

/** A chart of the user in the export's list: no cells. */
export interface OwnChartRow {
  readonly chartId: string;
  readonly title: string;
  readonly folderId: string;
  readonly inBin: boolean;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
}

/** A chart the user keeps progress on, with the chart's size (for a tracker that stored none). */
export interface ProgressChartRow {
  readonly chartId: string;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** How many charts or progress rows the export reads per query. */
export const exportPageSize = 50;

@Injectable()
export class OwnDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks the user's export `exportId` as being written, unless another one is (in any API process) and started
   * after `staleBefore`; an older mark is a process that died mid-export and is taken over.
   *
   * @returns whether this export may run
   */
  async claimExport(userId: string, exportId: string, now: Date, staleBefore: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO data_exports_running AS running (user_id, export_id, started_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET export_id = $2, started_at = $3 WHERE running.started_at < $4
       RETURNING user_id`,
      [userId, exportId, now, staleBefore],
    );
    return rows.length > 0;
  }

  /** Removes the mark of the export `exportId` (not a later one's). */
  async releaseExport(userId: string, exportId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM data_exports_running WHERE user_id = $1 AND export_id = $2`, [
      userId,
      exportId,
    ]);
  }

  /** A page of the user's charts (the bin included), by id, after `afterId`. */
  async ownChartsPage(ownerId: string, afterId: string): Promise<OwnChartRow[]> {
    const rows: Array<{
      id: string;
      title: string;
      folder_id: string;
      created_at: Date;
      modified_at: Date;
    }> = await this.dataSource.query(
      `SELECT id, title, folder_id, created_at, modified_at FROM charts
        WHERE owner_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [ownerId, afterId, exportPageSize],
    );
    return rows.map((row) => ({
      chartId: row.id,
      title: row.title,
      folderId: row.folder_id,
      inBin: row.folder_id === 'deleted',
      createdAt: row.created_at,
      modifiedAt: row.modified_at,
    }));
  }

  /** A page of the charts the user keeps progress on (their own and others'), by id, after `afterId`. */
  async progressChartsPage(userId: string, afterId: string): Promise<ProgressChartRow[]> {
    const rows: Array<{ chart_id: string; column_count: number; row_count: number }> =
      await this.dataSource.query(
        `SELECT p.chart_id, c.column_count, c.row_count FROM progress p JOIN charts c ON c.id = p.chart_id
          WHERE p.user_id = $1 AND p.chart_id > $2 ORDER BY p.chart_id LIMIT $3`,
        [userId, afterId, exportPageSize],
      );
    return rows.map((row) => ({
      chartId: row.chart_id,
      columnCount: row.column_count,
      rowCount: row.row_count,
    }));
  }

  /**
   * Deletes the user and everything of theirs in one transaction: their charts with the revisions, shares, views,
   * opens and everyone's progress on them; their own progress, views and opens on other charts; the shares
   * naming their address (others' charts shared with them); folders, settings, tokens, notifications, every
   * session (logged out everywhere), the mails to them and their login attempts; last the user row. Payments
   * keep their row with `user_id` set to NULL by the foreign key (kept as tax law requires, without the person).
   *
   * @returns whether the user existed
   */
  async deleteUser(userId: string, email: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [
        userId,
      ]);
      if (locked.length === 0) return false;
      const ownCharts = `SELECT id FROM charts WHERE owner_id = $1`;
      // The tables cascade from users and charts as well; naming each keeps this list the one place to read.
      const statements: Array<[string, unknown[]]> = [
        [`DELETE FROM chart_shares WHERE chart_id IN (${ownCharts}) OR email = $2`, [userId, email]],
        [`DELETE FROM progress WHERE user_id = $1 OR chart_id IN (${ownCharts})`, [userId]],
        [`DELETE FROM chart_views WHERE user_id = $1 OR chart_id IN (${ownCharts})`, [userId]],
        [`DELETE FROM chart_opens WHERE user_id = $1 OR chart_id IN (${ownCharts})`, [userId]],
        [`DELETE FROM chart_revisions WHERE created_by = $1 OR chart_id IN (${ownCharts})`, [userId]],
        [`DELETE FROM charts WHERE owner_id = $1`, [userId]],
        [`DELETE FROM folders WHERE owner_id = $1`, [userId]],
        [`DELETE FROM user_settings WHERE user_id = $1`, [userId]],
        [`DELETE FROM activation_tokens WHERE user_id = $1`, [userId]],
        [`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]],
        [`DELETE FROM notification_dismissals WHERE user_id = $1`, [userId]],
        [`DELETE FROM notifications WHERE user_id = $1`, [userId]],
        [`DELETE FROM sessions WHERE user_id = $1`, [userId]],
        [`DELETE FROM outbox WHERE "to" = $1`, [email]],
        [`DELETE FROM auth_attempts WHERE account_key = $1`, [accountKeyOf(email)]],
        [`DELETE FROM users WHERE id = $1`, [userId]],
      ];
      for (const [sql, parameters] of statements) await manager.query(sql, parameters);
      return true;
    });
  }
}
