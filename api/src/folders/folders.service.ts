import { Inject, Injectable } from '@nestjs/common';
import { folderLimits, type Folder, type FoldersResponse } from '@steekwerk/model';
import type { Viewer } from '../charts/chart-access';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { newRandomId } from '../ids/random-id';
import { FoldersRepository, type FolderRow } from './folders.repository';

/** Characters in a folder id (base62, like chart ids). */
export const folderIdLength = 12;

const toFolder = (row: FolderRow): Folder => ({
  folderId: row.id,
  title: row.title,
  custom: true,
  chartCount: row.chartCount,
});

/**
 * The rules of the user's folders: names are unique per user (case-insensitive) and at most
 * {@link folderLimits.count} folders; a folder only ever holds its owner's charts; deleting one moves its charts
 * to no folder. Every call is the logged-in user's own (the controller requires an active user).
 */
@Injectable()
export class FoldersService {
  constructor(@Inject(FoldersRepository) private readonly folders: FoldersRepository) {}

  /** `GET folders` */
  async list(viewer: Viewer): Promise<FoldersResponse> {
    const [rows, counts] = await Promise.all([
      this.folders.list(viewer.userId),
      this.folders.viewCounts(viewer.userId, viewer.emailAddress),
    ]);
    return { sfRequest: 'ok', status: 'ok', folders: rows.map(toFolder), counts };
  }

  /** `POST folder/create` */
  async create(viewer: Viewer, title: string, now: Date = new Date()): Promise<Folder> {
    return this.folders.transaction(async (manager) => {
      await this.folders.lockUserFolders(manager, viewer.userId);
      if ((await this.folders.count(viewer.userId, manager)) >= folderLimits.count) {
        throw new AppException(ErrorCode.TooManyFolders);
      }
      if (await this.folders.titleTaken(manager, viewer.userId, title)) {
        throw new AppException(ErrorCode.FolderTitleTaken);
      }
      const id = newRandomId(folderIdLength);
      await this.folders.insert(manager, { id, ownerId: viewer.userId, title, now });
      return { folderId: id, title, custom: true, chartCount: 0 };
    });
  }

  /** `POST folder/rename/{folderId}` */
  async rename(viewer: Viewer, folderId: string, title: string): Promise<Folder> {
    return this.folders.transaction(async (manager) => {
      await this.folders.lockUserFolders(manager, viewer.userId);
      if (await this.folders.titleTaken(manager, viewer.userId, title, folderId)) {
        throw new AppException(ErrorCode.FolderTitleTaken);
      }
      if (!(await this.folders.rename(manager, viewer.userId, folderId, title))) {
        throw new AppException(ErrorCode.FolderNotFound);
      }
      const folder = await this.folders.find(viewer.userId, folderId, manager);
      if (!folder) throw new AppException(ErrorCode.FolderNotFound);
      return toFolder(folder);
    });
  }

  /** `POST folder/delete/{folderId}`: the folder's charts go to no folder. */
  async delete(viewer: Viewer, folderId: string): Promise<number> {
    const moved = await this.folders.transaction(async (manager) => {
      await this.folders.lockUserFolders(manager, viewer.userId);
      return this.folders.delete(manager, viewer.userId, folderId);
    });
    if (moved === undefined) throw new AppException(ErrorCode.FolderNotFound);
    return moved;
  }

  /** Whether `folderId` is one of the user's folders. */
  async exists(viewer: Viewer, folderId: string): Promise<boolean> {
    return (await this.folders.find(viewer.userId, folderId)) !== undefined;
  }
}
