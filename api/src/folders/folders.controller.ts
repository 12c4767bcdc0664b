import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type {
  FolderDeleteResponse,
  FolderResponse,
  FoldersResponse,
  FolderTitleRequest,
} from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, folderTitleRequestSchema, userFolderIdSchema } from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { viewerOf } from '../charts/viewer';
import { ZodBody } from '../http/zod-body.pipe';
import { RequireActiveUser, SessionUser } from '../session/session.decorators';
import { FoldersService } from './folders.service';

const folderIdParam = new ZodBody(userFolderIdSchema, 'folderId');

/** The folder calls; every rule lives in {@link FoldersService}. Only activated users have folders. */
@Controller(ajaxBasePath)
@RequireActiveUser()
export class FoldersController {
  constructor(@Inject(FoldersService) private readonly folders: FoldersService) {}

  /** `GET /nl/ajax/folders` */
  @Get(ajaxActions.folders.path)
  list(@SessionUser() user: UserEntity): Promise<FoldersResponse> {
    return this.folders.list(viewerOf(user)!);
  }

  /** `POST /nl/ajax/folder/create` */
  @Post(ajaxActions.folderCreate.path)
  @HttpCode(200)
  async create(
    @Body(new ZodBody(folderTitleRequestSchema)) body: Required<FolderTitleRequest>,
    @SessionUser() user: UserEntity,
  ): Promise<FolderResponse> {
    return { sfRequest: 'ok', status: 'ok', folder: await this.folders.create(viewerOf(user)!, body.title) };
  }

  /** `POST /nl/ajax/folder/rename/{folderId}` */
  @Post(ajaxActions.folderRename.path)
  @HttpCode(200)
  async rename(
    @Param('folderId', folderIdParam) folderId: string,
    @Body(new ZodBody(folderTitleRequestSchema)) body: Required<FolderTitleRequest>,
    @SessionUser() user: UserEntity,
  ): Promise<FolderResponse> {
    return {
      sfRequest: 'ok',
      status: 'ok',
      folder: await this.folders.rename(viewerOf(user)!, folderId, body.title),
    };
  }

  /** `POST /nl/ajax/folder/delete/{folderId}` */
  @Post(ajaxActions.folderDelete.path)
  @HttpCode(200)
  async delete(
    @Param('folderId', folderIdParam) folderId: string,
    @SessionUser() user: UserEntity,
  ): Promise<FolderDeleteResponse> {
    return {
      sfRequest: 'ok',
      status: 'ok',
      movedCharts: await this.folders.delete(viewerOf(user)!, folderId),
    };
  }
}
