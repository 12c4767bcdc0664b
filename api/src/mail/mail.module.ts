import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { MAIL_TRANSPORT, OutboxOnlyMailTransport } from './mail-transport';
import type { MailTransport } from './mail-transport';
import { MailerService } from './mailer.service';
import { OutboxController } from './outbox.controller';
import { OutboxService } from './outbox.service';
import { createSmtpMailTransport } from './smtp-mail-transport';

/** Outgoing mail (`MailerService`) and the development outbox (`GET /nl/ajax/email/outbox`). */
@Module({
  controllers: [OutboxController],
  providers: [
    MailerService,
    OutboxService,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.smtpUrl === null
          ? new OutboxOnlyMailTransport()
          : createSmtpMailTransport(config.smtpUrl, config.mailFrom),
    },
  ],
  exports: [MailerService],
})
export class MailModule {}
