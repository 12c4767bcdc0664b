import { Controller, Get, Inject } from '@nestjs/common';
import type { NotificationsResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath } from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { SessionUser } from '../session/session.decorators';
import { NotificationsService } from './notifications.service';

@Controller(ajaxBasePath)
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  /** `GET /nl/ajax/notifications` */
  @Get(ajaxActions.notifications.path)
  async list(@SessionUser() user: UserEntity | null): Promise<NotificationsResponse> {
    return { sfRequest: 'ok', notifications: await this.notifications.listFor(user?.id ?? null) };
  }
}
