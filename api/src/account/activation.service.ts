import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivateResponse, ResendActivationResponse } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { MailerService } from '../mail/mailer.service';
import { hashToken, newSecretToken } from '../session/secret-token';
import type { RequestSession } from '../session/session.service';
import { activationLink, activationMail, activationTokenHours } from './account-mails';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/** At most this many mails go to one address per hour (registrations and activation links). */
export const mailsPerAddressLimit = { windowSeconds: 60 * 60, max: 5 } as const;

/**
 * Activation: the e-mailed link (`account/activate`) and sending it again
 * (`account/activation/resend`). Tokens are stored as their SHA-256 and work
 * {@link activationTokenHours} hours.
 */
@Injectable()
export class ActivationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(MailerService) private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Marks the user of `token` active. A link opened again by a user who is active already is
   * fine (`ok`), so a second click or a mail scanner's visit does no harm.
   *
   * @param token the token of the link
   */
  async activate(token: string): Promise<ActivateResponse> {
    const tokenHash = hashToken(token);
    const status = await this.dataSource.transaction(async (manager) => {
      const rows: Array<{ user_id: string; used: boolean; expired: boolean; pending: boolean }> =
        await manager.query(
          `SELECT t.user_id, t.used_at IS NOT NULL AS used, t.expires_at <= now() AS expired, u.pending
             FROM activation_tokens t JOIN users u ON u.id = t.user_id
            WHERE t.token_hash = $1
              FOR UPDATE OF t`,
          [tokenHash],
        );
      const row = rows[0];
      if (row === undefined) return 'invalidToken' as const;
      if (!row.pending) return 'ok' as const;
      if (row.expired) return 'expired' as const;
      if (row.used) return 'invalidToken' as const;
      await manager.query(`UPDATE activation_tokens SET used_at = now() WHERE token_hash = $1`, [tokenHash]);
      await manager.query(`UPDATE users SET pending = false, activated_at = now() WHERE id = $1`, [
        row.user_id,
      ]);
      return 'ok' as const;
    });
    return { sfRequest: 'ok', status };
  }

  /**
   * Mails a new activation link to the logged-in user, unless the account is active already.
   *
   * @param session the request's session (the guard made sure there is a user)
   * @throws AppException `TooManyActivationMails` (429) after {@link mailsPerAddressLimit} mails in an hour
   */
  async resend(session: RequestSession): Promise<ResendActivationResponse> {
    const user = (await session.current())?.user;
    if (user === undefined) throw new AppException(ErrorCode.NotLoggedIn);
    if (!user.pending) return { sfRequest: 'ok', status: 'alreadyActive' };
    if (await this.mailCapReached(user.email)) throw new AppException(ErrorCode.TooManyActivationMails);
    await this.sendActivationMail(user, session.client.origin);
    return { sfRequest: 'ok', status: 'ok' };
  }

  /**
   * Creates an activation token for `user` and mails its link.
   *
   * @param user a user pending activation
   * @param requestOrigin the request's own origin, used when `PUBLIC_URL` is not set
   */
  async sendActivationMail(user: UserEntity, requestOrigin: string): Promise<void> {
    const token = newSecretToken();
    await this.dataSource.query(
      `INSERT INTO activation_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [hashToken(token), user.id, activationTokenHours],
    );
    await this.mailer.send(activationMail(user.email, activationLink(this.originFor(requestOrigin), token)));
  }

  /**
   * Makes every unused activation link of a user stop working (a new registration of the address replaced the
   * password it was sent for).
   *
   * @param userId the user's id
   */
  async voidActivationTokens(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM activation_tokens WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
  }

  /**
   * Whether an address got {@link mailsPerAddressLimit} mails within the last hour already.
   *
   * @param email a lower-case address
   */
  async mailCapReached(email: string): Promise<boolean> {
    const sent = await this.mailer.countRecentTo(email, mailsPerAddressLimit.windowSeconds);
    return sent >= mailsPerAddressLimit.max;
  }

  /**
   * The origin of links in mails: `PUBLIC_URL`, else the request's own.
   *
   * @param requestOrigin the request's own origin
   */
  originFor(requestOrigin: string): string {
    return this.config.publicUrl ?? requestOrigin;
  }
}
