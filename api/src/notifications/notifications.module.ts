import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** `GET notifications`. */
@Module({
  imports: [SessionModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
})
export class NotificationsModule {}
