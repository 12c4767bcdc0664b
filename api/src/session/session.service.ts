import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { UserEntity } from '../account/user.entity';
import type { RequestClient } from '../http/client';
import { clientOf } from '../http/client';
import { hashToken, isWellFormedToken, newSecretToken } from './secret-token';
import {
  sessionAbsoluteLifetimeSeconds,
  sessionCookieName,
  sessionCookieOptions,
  sessionLifetimeSeconds,
  sessionTouchIntervalSeconds,
} from './session-cookie';
import { SessionEntity } from './session.entity';

/** A logged-in session: the user as stored when the request began, and the session's key. */
export interface AuthSession {
  /** SHA-256 of the cookie's token: the session's primary key. */
  readonly tokenHash: Buffer;
  readonly user: UserEntity;
}

/**
 * The session of one request, handed to services by the `@CurrentSession()` parameter decorator, so
 * that services never touch cookies or Fastify themselves.
 */
export interface RequestSession {
  readonly client: RequestClient;
  /** The session of the request's cookie, or `null` (no cookie, unknown, expired). */
  current(): Promise<AuthSession | null>;
  /** Logs `user` in: ends the request's current session and starts a new one with a new token. */
  start(user: UserEntity): Promise<AuthSession>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(): Promise<void>;
  /** Ends every other session of the current user (after a password change). */
  endOthers(): Promise<void>;
}

/**
 * Session cookies and the `sessions` table. The cookie carries a random 32-byte token; the table
 * stores its SHA-256. A session expires {@link sessionLifetimeSeconds} after it was last used, and
 * {@link sessionAbsoluteLifetimeSeconds} after it began however much it is used.
 * Every lookup compares with the database's clock, so API replicas agree.
 */
@Injectable()
export class SessionService {
  /** One lookup per request, shared by guards, parameter decorators and services. */
  private readonly resolved = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The {@link RequestSession} of a request.
   *
   * @param request the Fastify request
   * @param reply its reply, where cookies are set
   */
  forRequest(request: FastifyRequest, reply: FastifyReply): RequestSession {
    return {
      client: clientOf(request),
      current: () => this.resolve(request, reply),
      start: (user) => this.start(request, reply, user),
      end: () => this.end(request, reply),
      endOthers: async () => {
        const session = await this.resolve(request, reply);
        if (session) await this.endOthers(session);
      },
    };
  }

  /**
   * The session of the request's cookie, looked up once per request. A session unused for
   * {@link sessionTouchIntervalSeconds} is extended and its cookie set again; a cookie that names
   * no live session is cleared.
   *
   * @param request the Fastify request
   * @param reply its reply
   */
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthSession | null> {
    let session = this.resolved.get(request);
    if (session === undefined) {
      session = this.lookUp(request, reply);
      this.resolved.set(request, session);
    }
    return session;
  }

  private async lookUp(request: FastifyRequest, reply: FastifyReply): Promise<AuthSession | null> {
    const token = this.tokenOf(request);
    if (token === undefined) return null;
    if (!isWellFormedToken(token)) {
      this.clearCookie(request, reply);
      return null;
    }
    const tokenHash = hashToken(token);
    const rows: Array<{ user_id: string; stale: boolean }> = await this.dataSource.query(
      `SELECT user_id, last_seen_at < now() - make_interval(secs => $2) AS stale
         FROM sessions
        WHERE token_hash = $1 AND expires_at > now() AND created_at > now() - make_interval(secs => $3)`,
      [tokenHash, sessionTouchIntervalSeconds, sessionAbsoluteLifetimeSeconds],
    );
    const row = rows[0];
    const user = row && (await this.dataSource.getRepository(UserEntity).findOneBy({ id: row.user_id }));
    if (!row || !user) {
      this.clearCookie(request, reply);
      return null;
    }
    if (row.stale) {
      await this.dataSource.query(
        `UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(secs => $2)
          WHERE token_hash = $1`,
        [tokenHash, sessionLifetimeSeconds],
      );
      this.setCookie(request, reply, token);
    }
    return { tokenHash, user };
  }

  /**
   * Starts a session for `user` with a new token (so a session id never survives a login) and sets
   * the cookie; the request's previous session, if any, is deleted.
   *
   * @param request the Fastify request
   * @param reply its reply
   * @param user the user who logged in
   */
  async start(request: FastifyRequest, reply: FastifyReply, user: UserEntity): Promise<AuthSession> {
    await this.deleteCookieSession(request);
    const token = newSecretToken();
    const tokenHash = hashToken(token);
    await this.dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [tokenHash, user.id, sessionLifetimeSeconds],
    );
    // Expired sessions of this user are of no use to anyone; the login is a good moment to drop them.
    await this.dataSource.query(`DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()`, [user.id]);
    this.setCookie(request, reply, token);
    const session = { tokenHash, user };
    this.resolved.set(request, Promise.resolve(session));
    return session;
  }

  /**
   * Deletes the session of the request's cookie (if any) and clears the cookie.
   *
   * @param request the Fastify request
   * @param reply its reply
   */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.deleteCookieSession(request);
    this.clearCookie(request, reply);
    this.resolved.set(request, Promise.resolve(null));
  }

  /**
   * Deletes every session of the session's user except this one.
   *
   * @param session the session to keep
   */
  async endOthers(session: AuthSession): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2`, [
      session.user.id,
      session.tokenHash,
    ]);
  }

  /**
   * Deletes every session of a user (when an operator or a later feature must log someone out).
   *
   * @param userId the user's id
   */
  async endAllOf(userId: string): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).delete({ userId });
  }

  private async deleteCookieSession(request: FastifyRequest): Promise<void> {
    const token = this.tokenOf(request);
    if (token !== undefined && isWellFormedToken(token)) {
      await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [hashToken(token)]);
    }
  }

  private tokenOf(request: FastifyRequest): string | undefined {
    return request.cookies[sessionCookieName(request.protocol)];
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(
      sessionCookieName(request.protocol),
      token,
      sessionCookieOptions(request.protocol, sessionLifetimeSeconds),
    );
  }

  private clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    if (reply.sent) return;
    reply.clearCookie(sessionCookieName(request.protocol), sessionCookieOptions(request.protocol, 0));
  }
}
