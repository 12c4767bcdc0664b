import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, uniqueEmail } from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { OutboxOnlyMailTransport } from './mail-transport';
import { MailerService } from './mailer.service';

function mailTo(to: string): OutgoingMail {
  return {
    to,
    subject: 'Onderwerp',
    text: 'Tekst https://x.example/a',
    html: '<p>Tekst</p>',
    link: 'https://x.example/a',
  };
}

describe('MailerService', () => {
  let server: TestApp;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it('records a mail in the outbox and leaves it unsent without SMTP', async () => {
    const to = uniqueEmail('outbox');
    const mailer = new MailerService(server.dataSource, new OutboxOnlyMailTransport());

    await mailer.send(mailTo(to));

    expect(await mailsTo(server, to)).toEqual([expect.objectContaining({ ...mailTo(to), sentAt: null })]);
    expect(await mailer.countRecentTo(to, 60)).toBe(1);
  });

  it('hands the mail to the transport and notes when it left', async () => {
    const to = uniqueEmail('smtp');
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      name: 'fake',
      async deliver(mail) {
        delivered.push(mail);
        return true;
      },
    };

    await new MailerService(server.dataSource, transport).send(mailTo(to));

    expect(delivered).toEqual([mailTo(to)]);
    expect((await mailsTo(server, to))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail on record, unsent, when the transport fails, and does not throw', async () => {
    const to = uniqueEmail('kapot');
    const transport: MailTransport = {
      name: 'fake',
      deliver: () => Promise.reject(new Error('ECONNREFUSED')),
    };

    await expect(new MailerService(server.dataSource, transport).send(mailTo(to))).resolves.toMatch(/^\d+$/);

    expect(await mailsTo(server, to)).toEqual([expect.objectContaining({ to, sentAt: null })]);
  });
});
