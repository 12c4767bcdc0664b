/**
 * The user's folders in PostgreSQL (`folders`) and the chart counts the list shows per folder and view. A chart's
 * folder is `charts.folder_id`: `''` for no folder, `deleted` for the bin, otherwise a folder id.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FolderViewCounts } from '@steekwerk/model';
import { DataSource, type EntityManager } from 'typeorm';

/** A folder's row. */
export interface FolderRow {
  readonly id: string;
  readonly title: string;
  readonly chartCount: number;
}

@Injectable()
export class FoldersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<Result>(work: (manager: EntityManager) => Promise<Result>): Promise<Result> {
    return this.dataSource.transaction(work);
  }

  /** The user's folders by name (case-insensitive), each with its number of charts outside the bin. */
  async list(ownerId: string): Promise<FolderRow[]> {
    const rows: Array<{ id: string; title: string; chart_count: number }> = await this.dataSource.query(
      `SELECT f.id, f.title, coalesce(n.chart_count, 0)::int AS chart_count
         FROM folders f
         LEFT JOIN (SELECT folder_id, count(*) AS chart_count FROM charts WHERE owner_id = $1 GROUP BY folder_id) n
           ON n.folder_id = f.id
        WHERE f.owner_id = $1
        ORDER BY lower(f.title), f.id`,
      [ownerId],
    );
    return rows.map((row) => ({ id: row.id, title: row.title, chartCount: row.chart_count }));
  }

  /** How many charts each view of the user's list holds. */
  async viewCounts(ownerId: string, emailAddress: string): Promise<FolderViewCounts> {
    const rows: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE c.folder_id <> 'deleted')::int AS own,
              count(*) FILTER (WHERE c.folder_id = '')::int AS no_folder,
              count(*) FILTER (WHERE c.folder_id = 'deleted')::int AS deleted,
              count(*) FILTER (WHERE c.folder_id <> 'deleted' AND c.allow_anonymous)::int AS public,
              count(*) FILTER (WHERE c.folder_id <> 'deleted'
                                 AND (c.allow_anonymous OR EXISTS (SELECT 1 FROM chart_shares s WHERE s.chart_id = c.id))
                              )::int AS shared_by_me,
              (SELECT count(*) FROM chart_shares s JOIN charts o ON o.id = s.chart_id
                WHERE s.email = $2 AND o.owner_id <> $1 AND o.folder_id <> 'deleted')::int AS shared_with_me
         FROM charts c
        WHERE c.owner_id = $1`,
      [ownerId, emailAddress.toLowerCase()],
    );
    const row = rows[0] ?? {};
    const count = (key: string) => row[key] ?? 0;
    return {
      all: count('own') + count('shared_with_me'),
      'shared-with-me': count('shared_with_me'),
      'shared-by-me': count('shared_by_me'),
      public: count('public'),
      'no-folder': count('no_folder'),
      deleted: count('deleted'),
    };
  }

  /** The user's folder with this id, or undefined. */
  async find(ownerId: string, folderId: string, manager?: EntityManager): Promise<FolderRow | undefined> {
    const rows: Array<{ id: string; title: string; chart_count: number }> = await (
      manager ?? this.dataSource.manager
    ).query(
      `SELECT f.id, f.title,
              (SELECT count(*) FROM charts c WHERE c.owner_id = $1 AND c.folder_id = f.id)::int AS chart_count
         FROM folders f WHERE f.owner_id = $1 AND f.id = $2`,
      [ownerId, folderId],
    );
    const row = rows[0];
    return row && { id: row.id, title: row.title, chartCount: row.chart_count };
  }

  /** How many folders the user has. */
  async count(ownerId: string, manager: EntityManager): Promise<number> {
    const rows: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM folders WHERE owner_id = $1`,
      [ownerId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Serialises folder changes of one user inside the transaction (the folder limit and name checks). */
  async lockUserFolders(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(7102, hashtext($1))`, [ownerId]);
  }

  /** Whether the user has another folder called `title` (case-insensitive). */
  async titleTaken(manager: EntityManager, ownerId: string, title: string, exceptId = ''): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM folders WHERE owner_id = $1 AND lower(title) = lower($2) AND id <> $3`,
      [ownerId, title, exceptId],
    );
    return rows.length > 0;
  }

  async insert(manager: EntityManager, folder: { id: string; ownerId: string; title: string; now: Date }) {
    await manager.query(`INSERT INTO folders (id, owner_id, title, created_at) VALUES ($1, $2, $3, $4)`, [
      folder.id,
      folder.ownerId,
      folder.title,
      folder.now,
    ]);
  }

  /** Renames the user's folder; false when there is no such folder. */
  async rename(manager: EntityManager, ownerId: string, folderId: string, title: string): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE folders SET title = $3 WHERE owner_id = $1 AND id = $2 RETURNING id`,
      [ownerId, folderId, title],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * Deletes the user's folder and moves its charts to no folder (charts in the bin that came from it will be
   * restored to no folder).
   *
   * @returns the number of charts moved, or undefined when there is no such folder
   */
  async delete(manager: EntityManager, ownerId: string, folderId: string): Promise<number | undefined> {
    const [deleted] = (await manager.query(
      `DELETE FROM folders WHERE owner_id = $1 AND id = $2 RETURNING id`,
      [ownerId, folderId],
    )) as [unknown[], number];
    if (deleted.length === 0) return undefined;
    const [, moved] = (await manager.query(
      `UPDATE charts SET folder_id = '' WHERE owner_id = $1 AND folder_id = $2`,
      [ownerId, folderId],
    )) as [unknown, number];
    await manager.query(
      `UPDATE charts SET restore_folder_id = '' WHERE owner_id = $1 AND restore_folder_id = $2`,
      [ownerId, folderId],
    );
    return moved;
  }
}
