import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OutboxMail } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { OutboxMailEntity } from './outbox-mail.entity';

/** The outbox lists this many mails, newest first. */
export const outboxListLimit = 50;

/** Answers `GET /nl/ajax/email/outbox` where the outbox is shown (`SHOW_OUTBOX`). */
@Injectable()
export class OutboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The newest mails.
   *
   * @throws AppException `NotFound` when the outbox is not shown (production, SMTP)
   */
  async list(): Promise<OutboxMail[]> {
    if (!this.config.showOutbox) throw new AppException(ErrorCode.NotFound);
    const rows = await this.dataSource.getRepository(OutboxMailEntity).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: outboxListLimit,
    });
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
