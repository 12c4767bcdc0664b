import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import type { AuthSession } from './session.service';
import { SessionService } from './session.service';

/**
 * The session of the request a guard or parameter decorator sees.
 *
 * @param sessions the session service
 * @param context Nest's execution context of an HTTP call
 */
export function sessionOfContext(
  sessions: SessionService,
  context: ExecutionContext,
): Promise<AuthSession | null> {
  const http = context.switchToHttp();
  return sessions.resolve(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
}

/**
 * Lets logged-in users through, also those pending activation; anyone else gets 403
 * "Je bent niet ingelogd.". Use it through `@RequireLogin()`.
 */
@Injectable()
export class LoggedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if ((await sessionOfContext(this.sessions, context)) === null) {
      throw new AppException(ErrorCode.NotLoggedIn);
    }
    return true;
  }
}

/**
 * Lets activated users through: anonymous visitors get 403 "Je bent niet ingelogd.", users pending
 * activation 403 "Activeer eerst je account.". Use it through `@RequireActiveUser()`.
 */
@Injectable()
export class ActiveUserGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await sessionOfContext(this.sessions, context);
    if (session === null) throw new AppException(ErrorCode.NotLoggedIn);
    if (session.user.pending) throw new AppException(ErrorCode.AccountPending);
    return true;
  }
}
