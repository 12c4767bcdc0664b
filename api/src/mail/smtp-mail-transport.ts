import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** Give up on an SMTP server that does not answer, rather than holding a request for minutes. */
export const smtpTimeoutsMs = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

/** The part of a nodemailer transporter this adapter uses (tests pass a fake). */
export interface MailSender {
  sendMail(options: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** Sends mail through an SMTP server with nodemailer. */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';

  constructor(
    private readonly sender: MailSender,
    private readonly from: string,
  ) {}

  async deliver(mail: OutgoingMail): Promise<boolean> {
    await this.sender.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Our mails carry no attachments; never let a mail read files or fetch URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return true;
  }

  /** Closes pooled connections (at shutdown). */
  close(): void {
    this.sender.close();
  }
}

/**
 * An {@link SmtpMailTransport} for `smtp://` or `smtps://user:password@host:port`. Nothing connects
 * until the first mail is sent.
 *
 * @param smtpUrl the `SMTP_URL` setting
 * @param from the `MAIL_FROM` setting
 */
export function createSmtpMailTransport(smtpUrl: string, from: string): SmtpMailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: smtpTimeoutsMs.connection,
    greetingTimeout: smtpTimeoutsMs.greeting,
    socketTimeout: smtpTimeoutsMs.socket,
  });
  return new SmtpMailTransport(transporter, from);
}
