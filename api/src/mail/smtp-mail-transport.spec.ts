import type { SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { MailSender } from './smtp-mail-transport';
import { createSmtpMailTransport, SmtpMailTransport } from './smtp-mail-transport';

/** The SMTP server cannot be reached from the tests: they stop at the nodemailer interface. */
describe('SmtpMailTransport', () => {
  it('hands the mail to nodemailer with the sender and without file or URL access', async () => {
    const sent: SendMailOptions[] = [];
    let closed = false;
    const sender: MailSender = {
      async sendMail(options) {
        sent.push(options);
        return { messageId: '<1@x>' };
      },
      close() {
        closed = true;
      },
    };
    const transport = new SmtpMailTransport(sender, 'Steekwerk <noreply@steekwerk.example>');

    const delivered = await transport.deliver({
      to: 'anna@example.nl',
      subject: 'Activeer je Steekwerk-account',
      text: 'Tekst',
      html: '<p>Tekst</p>',
      link: 'https://steekwerk.example/nl/account/activation?token=x',
    });
    transport.close();

    expect(delivered).toBe(true);
    expect(sent).toEqual([
      {
        from: 'Steekwerk <noreply@steekwerk.example>',
        to: 'anna@example.nl',
        subject: 'Activeer je Steekwerk-account',
        text: 'Tekst',
        html: '<p>Tekst</p>',
        disableFileAccess: true,
        disableUrlAccess: true,
      },
    ]);
    expect(closed).toBe(true);
  });

  it('passes the failure of the SMTP server on', async () => {
    const sender: MailSender = {
      sendMail: () => Promise.reject(new Error('535 Authentication failed')),
      close() {},
    };
    await expect(
      new SmtpMailTransport(sender, 'x@y.nl').deliver({
        to: 'a@b.nl',
        subject: 's',
        text: 't',
        html: 'h',
        link: null,
      }),
    ).rejects.toThrow('535');
  });

  it('builds a nodemailer transport from SMTP_URL without connecting', () => {
    const transport = createSmtpMailTransport('smtps://mailer:ge%40heim@smtp.example:2465', 'x@y.nl');
    expect(transport).toBeInstanceOf(SmtpMailTransport);
    expect(transport.name).toBe('smtp');
    transport.close();
  });
});
