/**
 * What a save does besides storing its revision: checks the size of the state, thins the chart's older
 * revisions (revision-thinning.ts) and keeps the owner within the storage quota (storage-limits.ts), inside the
 * save's transaction: a savepoint before the save lets a refused one leave everything as it was.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ChartState } from '@steekwerk/model';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { revisionsToDrop } from './revision-thinning';
import { STORAGE_POLICY, type StoragePolicy } from './storage-limits';

/** The bytes of a progress row's style lists. */
const progressStyleBytes = `octet_length(p.style_ids) + octet_length(p.custom_line_style_ids)
  + octet_length(p.half_stitch_style_ids) + octet_length(p.quarter_stitch_style_ids)`;

/**
 * A progress row's size: its done cells, its style lists and its extras (bytea and text lengths, read without
 * decompressing).
 */
const progressBytes = `coalesce(octet_length(p.done), 0) + ${progressStyleBytes}
  + coalesce(octet_length(p.extras::text), 0)`;

/** The chart a revision was just stored for, and whose storage it counts to. */
export interface StoredRevision {
  readonly chartId: string;
  readonly revision: number;
  readonly owner: { readonly userId: string; readonly premium: boolean };
  readonly now: Date;
}

/** A size for people: whole MB from 1 MB on, else whole kB. */
function formatBytes(bytes: number): string {
  const mebibyte = 1024 * 1024;
  return bytes >= mebibyte ? `${Math.floor(bytes / mebibyte)} MB` : `${Math.floor(bytes / 1024)} kB`;
}

@Injectable()
export class RevisionStorage {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE_POLICY) private readonly policy: StoragePolicy,
  ) {}

  /**
   * Refuses a state (without its cells) larger than the saving user's tier allows, before anything is stored.
   *
   * @throws AppException ChartTooLarge (400)
   */
  checkStateSize(state: ChartState, premium: boolean): void {
    const { maxStateBytes } = this.policy.limitsOf(premium);
    if (Buffer.byteLength(JSON.stringify(state)) > maxStateBytes) {
      throw new AppException(
        ErrorCode.ChartTooLarge,
        `Hoogstens ${formatBytes(maxStateBytes)} aan lijnen, steken, teksten en andere gegevens.`,
      );
    }
  }

  /** Marks where {@link afterSave} rolls back to; call it in the save's transaction before storing anything. */
  async beforeSave(manager: EntityManager): Promise<void> {
    await manager.query('SAVEPOINT revision_storage');
  }

  /**
   * Thins the chart's revisions and checks the owner's quota, after the new revision was stored in the same
   * transaction. A save that makes the owner's storage grow beyond the quota is undone (back to
   * {@link beforeSave}); one that does not grow it (thinning freed as much) goes through, so a user over the
   * quota (premium ended) can keep working.
   *
   * @returns false when the save was undone: the caller answers `storageFull`
   */
  async afterSave(manager: EntityManager, saved: StoredRevision): Promise<boolean> {
    const rows: Array<{ revision: number; created_at: Date; stored_bytes: number }> = await manager.query(
      `SELECT revision, created_at, stored_bytes::float8 AS stored_bytes FROM chart_revisions WHERE chart_id = $1`,
      [saved.chartId],
    );
    const dropped = revisionsToDrop(
      rows.map((row) => ({ revision: row.revision, createdAt: row.created_at })),
      saved.now,
    );
    if (dropped.length > 0) {
      await manager.query(`DELETE FROM chart_revisions WHERE chart_id = $1 AND revision = ANY($2::int[])`, [
        saved.chartId,
        dropped,
      ]);
    }
    const droppedSet = new Set(dropped);
    let growth = 0;
    for (const row of rows) {
      if (row.revision === saved.revision) growth += row.stored_bytes;
      else if (droppedSet.has(row.revision)) growth -= row.stored_bytes;
    }
    if (growth <= 0) return true;
    const used = await this.usedBytes(manager, saved.owner.userId);
    if (used <= this.policy.limitsOf(saved.owner.premium).quotaBytes) return true;
    await manager.query('ROLLBACK TO SAVEPOINT revision_storage');
    return false;
  }

  /**
   * Whether the user may store `bytes` more (a progress row, a copy of a chart).
   *
   * @param bytes the growth; 0 or less always fits
   */
  async fits(
    userId: string,
    premium: boolean,
    bytes: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    if (bytes <= 0) return true;
    const used = await this.usedBytes(manager, userId);
    return used + bytes <= this.policy.limitsOf(premium).quotaBytes;
  }

  /** The size a revision counts for, or 0 when it is not stored. */
  async revisionBytes(manager: EntityManager, chartId: string, revision: number): Promise<number> {
    const rows: Array<{ stored_bytes: number }> = await manager.query(
      `SELECT stored_bytes::float8 AS stored_bytes FROM chart_revisions WHERE chart_id = $1 AND revision = $2`,
      [chartId, revision],
    );
    return rows[0]?.stored_bytes ?? 0;
  }

  /** The sizes of the user's progress row on a chart (0 and 0 without one). */
  async progressRowBytes(chartId: string, userId: string): Promise<{ done: number; styles: number }> {
    const rows: Array<{ done: number; styles: number }> = await this.dataSource.query(
      `SELECT coalesce(octet_length(p.done), 0) AS done, (${progressStyleBytes}) AS styles
         FROM progress p WHERE p.chart_id = $1 AND p.user_id = $2`,
      [chartId, userId],
    );
    return { done: Number(rows[0]?.done ?? 0), styles: Number(rows[0]?.styles ?? 0) };
  }

  /** The bytes a user's storage counts: every revision of the charts they own, and their progress rows. */
  async usedBytes(manager: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ used: number }> = await manager.query(
      `SELECT (SELECT coalesce(sum(r.stored_bytes), 0)
                 FROM charts c JOIN chart_revisions r ON r.chart_id = c.id
                WHERE c.owner_id = $1)
            + (SELECT coalesce(sum(${progressBytes}), 0) FROM progress p WHERE p.user_id = $1)
              AS used`,
      [userId],
    );
    return Number(rows[0]?.used ?? 0);
  }
}
