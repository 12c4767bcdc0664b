import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChartBackupEntry } from '@steekwerk/model';

/** The earlier revisions of a chart, for its Back-ups panel. */
@Injectable()
export class ChartBackupsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Revisions below `before` (and below the current one), newest first, with who saved each: the nickname, else
   * the first and last name, else "Onbekend" — never the e-mail address.
   */
  async listBackups(chartId: string, below: number, limit: number): Promise<ChartBackupEntry[]> {
    const rows: Array<{ revision: number; created_at: Date; saved_by: string; authors: number }> =
      await this.dataSource.query(
        `SELECT r.revision, r.created_at,
                COALESCE(NULLIF(u.nickname, ''), NULLIF(trim(u.first_name || ' ' || u.last_name), ''), 'Onbekend')
                  AS saved_by,
                (SELECT count(DISTINCT created_by)::int FROM chart_revisions WHERE chart_id = $1) AS authors
           FROM chart_revisions r JOIN users u ON u.id = r.created_by
          WHERE r.chart_id = $1 AND r.revision < $2
          ORDER BY r.revision DESC
          LIMIT $3`,
        [chartId, below, limit],
      );
    return rows.map((row) => ({
      revisionNumber: row.revision,
      dateCreated: row.created_at.toISOString(),
      hasMultipleUsers: row.authors > 1,
      savedBy: row.saved_by,
    }));
  }
}
