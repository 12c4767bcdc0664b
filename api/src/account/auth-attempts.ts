import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { networkKeyOf } from '../http/client';
import type { AuthAttemptKind } from './auth-attempt.entity';

/**
 * Login limits (ASVS 6.1.1), counted over a sliding window:
 * - failures per account, from any client: an attacker cannot spread guesses over many addresses;
 * - failures per client network, for any account: one client cannot try many accounts;
 * - a client network that logged in to the account successfully in the last {@link trustedClientDays}
 *   days is not held back by the account's count (only by its own), so a stranger cannot lock the
 *   owner out by typing wrong passwords (see docs/decisions.md).
 * Password checks of `account/password` count as login attempts.
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  failuresPerAccount: 5,
  failuresPerClient: 20,
  trustedClientDays: 30,
} as const;

/** Registrations per client network per hour. */
export const registrationLimits = { windowSeconds: 60 * 60, perClient: 10 } as const;

/**
 * Password-reset mails asked for, counted like logins over a sliding window: per address (known or not, so the
 * answer says nothing about who has an account) and per client network.
 */
export const passwordResetLimits = { windowSeconds: 15 * 60, perAccount: 3, perClient: 10 } as const;

/** Attempts are kept this long: the memory of trusted clients. */
export const attemptRetentionDays = loginLimits.trustedClientDays;

/** An admitted attempt, to be finished with its outcome. */
export interface AttemptTicket {
  readonly id: string;
}

/**
 * Rate limits of logins, registrations and password-reset mails, stored in `auth_attempts` so that every API replica
 * counts the same. An attempt is recorded as `pending` before the limits are checked, so parallel
 * requests see each other; a refused attempt is deleted again and never counts.
 */
@Injectable()
export class AuthAttemptLimiter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Admits a password check for `email` from `clientAddress`, or refuses it.
   *
   * @param email the address typed (lower case)
   * @param clientAddress the client's IP address
   * @throws AppException `TooManyLoginAttempts` (429) when a limit is reached
   */
  async admitLogin(email: string, clientAddress: string): Promise<AttemptTicket> {
    const accountKey = accountKeyOf(email);
    const clientKey = networkKeyOf(clientAddress);
    const ticket = await this.begin('login', accountKey, clientKey);
    const rows: Array<{ account_failures: number; client_failures: number; trusted: boolean }> =
      await this.dataSource.query(
        `SELECT
           (SELECT count(*)::int FROM auth_attempts
             WHERE kind = 'login' AND account_key = $1 AND outcome IN ('pending', 'failed')
               AND created_at > now() - make_interval(secs => $3)) AS account_failures,
           (SELECT count(*)::int FROM auth_attempts
             WHERE kind = 'login' AND client_key = $2 AND outcome IN ('pending', 'failed')
               AND created_at > now() - make_interval(secs => $3)) AS client_failures,
           EXISTS (SELECT 1 FROM auth_attempts
             WHERE kind = 'login' AND account_key = $1 AND client_key = $2 AND outcome = 'succeeded'
               AND created_at > now() - make_interval(days => $4)) AS trusted`,
        [accountKey, clientKey, loginLimits.windowSeconds, loginLimits.trustedClientDays],
      );
    const counts = rows[0];
    // The counts include this attempt.
    const refused =
      counts === undefined ||
      counts.client_failures > loginLimits.failuresPerClient ||
      (!counts.trusted && counts.account_failures > loginLimits.failuresPerAccount);
    if (refused) {
      await this.forget(ticket);
      throw new AppException(ErrorCode.TooManyLoginAttempts);
    }
    return ticket;
  }

  /**
   * Admits a registration from `clientAddress`, or refuses it.
   *
   * @param email the address to register (lower case)
   * @param clientAddress the client's IP address
   * @throws AppException `TooManyRegistrations` (429) when the client's limit is reached
   */
  async admitRegistration(email: string, clientAddress: string): Promise<AttemptTicket> {
    const clientKey = networkKeyOf(clientAddress);
    const ticket = await this.begin('register', accountKeyOf(email), clientKey);
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM auth_attempts
        WHERE kind = 'register' AND client_key = $1 AND created_at > now() - make_interval(secs => $2)`,
      [clientKey, registrationLimits.windowSeconds],
    );
    if ((rows[0]?.count ?? Infinity) > registrationLimits.perClient) {
      await this.forget(ticket);
      throw new AppException(ErrorCode.TooManyRegistrations);
    }
    return ticket;
  }

  /**
   * Admits a request for a password-reset mail for `email` from `clientAddress`, or refuses it. Every request
   * counts, whether or not the address has an account.
   *
   * @param email the address typed (lower case)
   * @param clientAddress the client's IP address
   * @throws AppException `TooManyPasswordResets` (429) when a limit is reached
   */
  async admitPasswordReset(email: string, clientAddress: string): Promise<AttemptTicket> {
    const accountKey = accountKeyOf(email);
    const clientKey = networkKeyOf(clientAddress);
    const ticket = await this.begin('reset', accountKey, clientKey);
    const rows: Array<{ account_requests: number; client_requests: number }> = await this.dataSource.query(
      `SELECT
         (SELECT count(*)::int FROM auth_attempts
           WHERE kind = 'reset' AND account_key = $1 AND created_at > now() - make_interval(secs => $3))
           AS account_requests,
         (SELECT count(*)::int FROM auth_attempts
           WHERE kind = 'reset' AND client_key = $2 AND created_at > now() - make_interval(secs => $3))
           AS client_requests`,
      [accountKey, clientKey, passwordResetLimits.windowSeconds],
    );
    const counts = rows[0];
    // The counts include this request.
    const refused =
      counts === undefined ||
      counts.account_requests > passwordResetLimits.perAccount ||
      counts.client_requests > passwordResetLimits.perClient;
    if (refused) {
      await this.forget(ticket);
      throw new AppException(ErrorCode.TooManyPasswordResets);
    }
    return ticket;
  }

  /**
   * Records how an admitted attempt ended.
   *
   * @param ticket from `admitLogin` or `admitRegistration`
   * @param succeeded whether the password was right (or the registration went through)
   */
  async finish(ticket: AttemptTicket, succeeded: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE auth_attempts SET outcome = $2 WHERE id = $1`, [
      ticket.id,
      succeeded ? 'succeeded' : 'failed',
    ]);
  }

  private async begin(kind: AuthAttemptKind, accountKey: string, clientKey: string): Promise<AttemptTicket> {
    // Old attempts are of no use; dropping them here keeps the table small without a scheduler.
    await this.dataSource.query(
      `DELETE FROM auth_attempts WHERE created_at < now() - make_interval(days => $1)`,
      [attemptRetentionDays],
    );
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO auth_attempts (kind, account_key, client_key, outcome) VALUES ($1, $2, $3, 'pending') RETURNING id`,
      [kind, accountKey, clientKey],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('auth_attempts: INSERT returned no id');
    return { id };
  }

  private async forget(ticket: AttemptTicket): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_attempts WHERE id = $1`, [ticket.id]);
  }
}

/**
 * The key of an account in `auth_attempts`: the SHA-256 of the address, so that addresses typed by
 * mistake (or passwords typed into the address field) are not kept.
 *
 * @param email a lower-case e-mail address
 */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email, 'utf8').digest('hex');
}
