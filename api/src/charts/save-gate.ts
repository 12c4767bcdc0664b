import type { ChartSaveResponse } from '@steekwerk/model';
import { ajaxActions, ajaxRoute } from '@steekwerk/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import type { SessionService } from '../session/session.service';
import type { SaveRateLimiter } from './save-rate-limiter';

/** The answer of a save without a live session: the same as the charts service gives (spec §8). */
export const notLoggedInSaveAnswer: ChartSaveResponse = {
  sfRequest: 'ok',
  status: 'notLoggedIn',
  reason: 'notLoggedIn',
};

const saveRoute = ajaxRoute(ajaxActions.chartSave);
/** The tracker's done cells: up to 6 MiB, saved by activated users only. */
const progressDoneRoute = ajaxRoute(ajaxActions.progressTrackerSaveGridRowsDone);

/**
 * Checks a chart save before its body (up to 24 MiB of JSON) is read: a Fastify `preParsing` hook, which runs
 * after the cookie is parsed and before the content-type parser reads the body, so Nest guards (which run after
 * parsing) cannot do this. Anonymous callers get the usual `notLoggedIn` answer, users pending activation 403,
 * and users over the save limit 429; the rest of the body is then not read (`Connection: close`). The session
 * lookup is remembered for the request, so the controller does not repeat it. A progress save (the tracker's done
 * cells) is refused the same way for anonymous and pending callers, with the progress service's answers.
 *
 * @param fastify the Fastify instance under Nest (before `app.init()`)
 * @param sessions the session service
 * @param limiter the per-user save limit
 */
export function installSaveGate(
  fastify: FastifyInstance,
  sessions: SessionService,
  limiter: SaveRateLimiter,
): void {
  fastify.addHook('preParsing', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (request.routeOptions.url === progressDoneRoute) {
      await gateProgressSave(request, reply, sessions);
      return;
    }
    if (request.routeOptions.url !== saveRoute) return;
    const session = await sessions.resolve(request, reply);
    if (session === null) {
      await refuse(reply).code(200).send(notLoggedInSaveAnswer);
      return;
    }
    if (session.user.pending) {
      refuse(reply);
      throw new AppException(ErrorCode.AccountPending);
    }
    if (!(await limiter.tryTake(session.user.id))) {
      refuse(reply).header('retry-after', '1');
      throw new AppException(ErrorCode.TooManyRequests);
    }
  });
}

/**
 * A progress save (the done cells, up to 6 MiB) before its body is read: anonymous callers and users pending
 * activation get the answers the progress service gives them (403), without the body being read.
 */
async function gateProgressSave(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
): Promise<void> {
  const session = await sessions.resolve(request, reply);
  if (session === null) {
    refuse(reply);
    throw new AppException(ErrorCode.NotLoggedIn);
  }
  if (session.user.pending) {
    refuse(reply);
    throw new AppException(ErrorCode.AccountPending);
  }
}

/** The unread body is not wanted: the connection closes after the answer instead of reading it. */
function refuse(reply: FastifyReply): FastifyReply {
  return reply.header('connection', 'close');
}
