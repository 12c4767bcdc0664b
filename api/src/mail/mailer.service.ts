import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MAIL_TRANSPORT } from './mail-transport';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { OutboxMailEntity } from './outbox-mail.entity';

/**
 * Sends mail: records it in the outbox table first (so every mail is on record, and in development
 * readable there), then hands it to the transport and notes when it left. A failing transport is
 * logged, never thrown at the caller: whoever triggered the mail gets the same answer either way.
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  /**
   * @param mail the mail to record and send
   * @returns the id of its outbox row
   */
  async send(mail: OutgoingMail): Promise<string> {
    const outbox = this.dataSource.getRepository(OutboxMailEntity);
    const row = await outbox.save(
      outbox.create({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: mail.link,
      }),
    );
    try {
      if (await this.transport.deliver(mail)) {
        await outbox.update({ id: row.id }, { sentAt: () => 'now()' });
      }
    } catch (error) {
      this.logger.error(
        `Mail ${row.id} was not sent through ${this.transport.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return row.id;
  }

  /**
   * How many mails went to an address in the last `windowSeconds` (to cap mail to one address).
   *
   * @param to a lower-case e-mail address
   * @param windowSeconds how far back to count
   */
  async countRecentTo(to: string, windowSeconds: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox WHERE "to" = $1 AND created_at > now() - make_interval(secs => $2)`,
      [to, windowSeconds],
    );
    return rows[0]?.count ?? 0;
  }

  onApplicationShutdown(): void {
    (this.transport as Partial<{ close(): void }>).close?.();
  }
}
