import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { AccountDeleteRequest, AccountDeleteResponse } from '@steekwerk/model';
import { accountDeleteRequestSchema, ajaxActions, ajaxBasePath } from '@steekwerk/model';
import type { FastifyReply } from 'fastify';
import type { UserEntity } from '../account/user.entity';
import { ZodBody } from '../http/zod-body.pipe';
import { CurrentSession, RequireLogin, SessionUser } from '../session/session.decorators';
import type { RequestSession } from '../session/session.service';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';

/** The user's own data: take it all out as a ZIP, or delete the account. Pending users may do both. */
@Controller(ajaxBasePath)
export class OwnDataController {
  constructor(
    @Inject(DataExportService) private readonly exports: DataExportService,
    @Inject(AccountDeletionService) private readonly deletion: AccountDeletionService,
  ) {}

  /** `GET /nl/ajax/account/export`: the ZIP, streamed as it is written (`application/zip`, an attachment). */
  @Get(ajaxActions.accountExport.path)
  @RequireLogin()
  async export(@SessionUser() user: UserEntity, @Res() reply: FastifyReply): Promise<void> {
    const { stream, fileName } = await this.exports.start(user);
    await reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  }

  /** `POST /nl/ajax/account/delete`: the password again and `confirm: true`; clears the session cookie. */
  @Post(ajaxActions.accountDelete.path)
  @HttpCode(200)
  @RequireLogin()
  delete(
    @Body(new ZodBody(accountDeleteRequestSchema)) body: AccountDeleteRequest,
    @CurrentSession() session: RequestSession,
  ): Promise<AccountDeleteResponse> {
    return this.deletion.delete(body, session);
  }
}
