import { createParamDecorator, ExecutionContext, Injectable, PipeTransform, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserEntity } from '../account/user.entity';
import { ActiveUserGuard, LoggedInGuard } from './session.guards';
import type { AuthSession, RequestSession } from './session.service';
import { SessionService } from './session.service';

/*
 * The session API for other modules; a module that uses it imports `SessionModule`:
 *
 *   @Post(ajaxActions.chartSave.path)
 *   @RequireActiveUser()
 *   save(@Body(new ZodBody(saveRequestSchema)) body: SaveRequest, @SessionUser() user: UserEntity) { … }
 */

/** A route only logged-in users may call, pending activation or not (otherwise 403). */
export const RequireLogin = (): MethodDecorator & ClassDecorator => UseGuards(LoggedInGuard);

/** A route only activated users may call (otherwise 403, with the reason in Dutch). */
export const RequireActiveUser = (): MethodDecorator & ClassDecorator => UseGuards(ActiveUserGuard);

/** The request and reply, for the pipes below that turn them into session values. */
interface HttpPair {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

const HttpPairParam = createParamDecorator((_: unknown, context: ExecutionContext): HttpPair => {
  const http = context.switchToHttp();
  return { request: http.getRequest<FastifyRequest>(), reply: http.getResponse<FastifyReply>() };
});

@Injectable()
export class SessionUserPipe implements PipeTransform<HttpPair, Promise<UserEntity | null>> {
  constructor(private readonly sessions: SessionService) {}

  async transform({ request, reply }: HttpPair): Promise<UserEntity | null> {
    return (await this.sessions.resolve(request, reply))?.user ?? null;
  }
}

@Injectable()
export class AuthSessionPipe implements PipeTransform<HttpPair, Promise<AuthSession | null>> {
  constructor(private readonly sessions: SessionService) {}

  transform({ request, reply }: HttpPair): Promise<AuthSession | null> {
    return this.sessions.resolve(request, reply);
  }
}

@Injectable()
export class RequestSessionPipe implements PipeTransform<HttpPair, RequestSession> {
  constructor(private readonly sessions: SessionService) {}

  transform({ request, reply }: HttpPair): RequestSession {
    return this.sessions.forRequest(request, reply);
  }
}

/** Parameter decorator: the logged-in user (as stored when the request began), or `null`. */
export const SessionUser = (): ParameterDecorator => HttpPairParam(SessionUserPipe);

/** Parameter decorator: the {@link AuthSession} of the request, or `null`. */
export const CurrentAuthSession = (): ParameterDecorator => HttpPairParam(AuthSessionPipe);

/**
 * Parameter decorator: the {@link RequestSession}, for services that log in or out (they never see
 * cookies or Fastify).
 */
export const CurrentSession = (): ParameterDecorator => HttpPairParam(RequestSessionPipe);
