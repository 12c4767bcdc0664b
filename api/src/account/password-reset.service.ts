import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  PasswordForgottenRequest,
  PasswordForgottenResponse,
  PasswordResetResponse,
  PasswordResetStatus,
} from '@steekwerk/model';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../charts/chart-clock';
import type { RequestClient } from '../http/client';
import { MailerService } from '../mail/mailer.service';
import { hashToken, newSecretToken } from '../session/secret-token';
import type { RequestSession } from '../session/session.service';
import {
  loginLink,
  noAccountMail,
  passwordResetLink,
  passwordResetMail,
  passwordResetTokenMinutes,
} from './account-mails';
import { ActivationService } from './activation.service';
import { AuthAttemptLimiter } from './auth-attempts';
import { assertNotCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

/**
 * "Wachtwoord vergeten": mails a single-use link (`account/password/forgotten`) that sets a new password
 * (`account/password/reset`). Tokens are random, stored as their SHA-256, and work
 * {@link passwordResetTokenMinutes} minutes by the injected clock. Setting a password ends every session of the
 * user and activates a pending account (the link proves the address).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AuthAttemptLimiter) private readonly limiter: AuthAttemptLimiter,
    @Inject(ActivationService) private readonly activation: ActivationService,
    @Inject(MailerService) private readonly mailer: MailerService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Mails a reset link to an address that has an account, and a short "there is no account" mail to one that has
   * none, so that the answer, and the work done for it, are the same either way.
   *
   * @throws AppException `TooManyPasswordResets` (429)
   */
  async requestReset(
    request: PasswordForgottenRequest,
    client: RequestClient,
  ): Promise<PasswordForgottenResponse> {
    const email = request.emailAddress;
    const ticket = await this.limiter.admitPasswordReset(email, client.key);
    await this.users.purgeStalePending();
    const user = await this.users.findByEmail(email);
    if (!(await this.activation.mailCapReached(email))) {
      const origin = this.activation.originFor(client.origin);
      if (user === null) {
        await this.mailer.send(noAccountMail(email, loginLink(origin)));
      } else {
        const token = newSecretToken();
        const now = this.clock.now();
        await this.dataSource.query(
          `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
          [hashToken(token), user.id, now, new Date(now.getTime() + passwordResetTokenMinutes * 60_000)],
        );
        await this.mailer.send(passwordResetMail(email, passwordResetLink(origin, token)));
      }
    }
    await this.limiter.finish(ticket, true);
    return { sfRequest: 'ok', status: 'ok' };
  }

  /**
   * Whether a reset link still works (the screen asks before the user types a new password).
   *
   * @param token the token of the link
   */
  async check(token: string): Promise<PasswordResetStatus> {
    return (await this.find(this.dataSource.manager, token, false)).status;
  }

  /**
   * Sets the new password with the token, once. The token, every other reset link of the user and every session of
   * the user stop working; a pending account becomes active.
   *
   * @param token the token of the link
   * @param newPassword the new password (length checked by the schema)
   * @param session the request's session: its cookie is cleared as well
   * @throws AppException `CommonPassword` (400) for a common password; the link then still works
   */
  async reset(token: string, newPassword: string, session: RequestSession): Promise<PasswordResetResponse> {
    assertNotCommonPassword(newPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    const status = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, token, true);
      if (found.status !== 'ok') return found.status;
      const now = this.clock.now();
      // This token and every other open link of the user: one new password per mail.
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`,
        [found.userId, now],
      );
      await manager.query(
        `UPDATE users SET password_hash = $2, pending = false, activated_at = coalesce(activated_at, now())
          WHERE id = $1`,
        [found.userId, passwordHash],
      );
      await manager.query(`DELETE FROM sessions WHERE user_id = $1`, [found.userId]);
      return 'ok' as const;
    });
    if (status === 'ok') await session.end();
    return { sfRequest: 'ok', status };
  }

  private async find(
    manager: EntityManager,
    token: string,
    lock: boolean,
  ): Promise<{ status: PasswordResetStatus; userId: string }> {
    const rows: Array<{ user_id: string; used: boolean; expired: boolean }> = await manager.query(
      `SELECT user_id, used_at IS NOT NULL AS used, expires_at <= $2 AS expired
         FROM password_reset_tokens WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
      [hashToken(token), this.clock.now()],
    );
    const row = rows[0];
    if (row === undefined) return { status: 'invalidToken', userId: '' };
    const status = row.used ? 'used' : row.expired ? 'expired' : 'ok';
    return { status, userId: row.user_id };
  }
}
