/**
 * How mail leaves the server. `MailerService` records every mail in the outbox table and hands it
 * to the one {@link MailTransport} of the process: SMTP when `SMTP_URL` is set
 * (`SmtpMailTransport`), otherwise {@link OutboxOnlyMailTransport}, which leaves it in the outbox
 * for `GET /nl/ajax/email/outbox`.
 */

/** A mail ready to send: plain text plus simple HTML, in Dutch. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The main link of the mail (activation or login), kept for the outbox screen's button. */
  readonly link: string | null;
}

export interface MailTransport {
  /** `smtp` or `outbox`, for logs. */
  readonly name: string;
  /**
   * Sends a mail on.
   *
   * @returns whether it left the server (an SMTP server accepted it)
   * @throws when the transport fails; the mail stays in the outbox unsent
   */
  deliver(mail: OutgoingMail): Promise<boolean>;
}

/** Dependency-injection token of the {@link MailTransport}. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Without SMTP the outbox is where mail ends: nothing leaves the server. */
export class OutboxOnlyMailTransport implements MailTransport {
  readonly name = 'outbox';

  async deliver(): Promise<boolean> {
    return false;
  }
}
