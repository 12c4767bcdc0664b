import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { NotificationDismissResponse, NotificationsResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, notificationIdSchema } from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { ZodBody } from '../http/zod-body.pipe';
import { RequireLogin, SessionUser } from '../session/session.decorators';
import { NotificationsService, type NotificationReader } from './notifications.service';

const notificationIdParam = new ZodBody(notificationIdSchema, 'notificationId');

const readerOf = (user: UserEntity | null): NotificationReader =>
  user ? { userId: user.id, premium: user.premium } : null;

@Controller(ajaxBasePath)
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  /** `GET /nl/ajax/notifications`: a visitor gets those for everyone. */
  @Get(ajaxActions.notifications.path)
  async list(@SessionUser() user: UserEntity | null): Promise<NotificationsResponse> {
    return { sfRequest: 'ok', notifications: await this.notifications.listFor(readerOf(user)) };
  }

  /** `POST /nl/ajax/notification/dismiss/{id}`: closes one of the user's notifications on the personal home. */
  @Post(ajaxActions.notificationDismiss.path)
  @HttpCode(200)
  @RequireLogin()
  async dismiss(
    @Param('notificationId', notificationIdParam) notificationId: string,
    @SessionUser() user: UserEntity,
  ): Promise<NotificationDismissResponse> {
    await this.notifications.dismiss(readerOf(user)!, notificationId);
    return { sfRequest: 'ok', status: 'ok' };
  }
}
