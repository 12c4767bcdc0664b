import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorEnvelope } from '@steekwerk/model';
import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../errors/app.exception';
import { ErrorCode, errorCatalogue, errorCodeForStatus } from '../errors/error-codes';

/** Fastify's own errors (body parsing happens before any Nest code runs) and the codes they get. */
const fastifyErrorCodes: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.InvalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.EmptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.BodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UnsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.BadRequest,
};

/** What the client is told. */
export interface ErrorAnswer {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * Turns anything thrown while handling a request into an {@link ErrorAnswer}. Bad input of any kind
 * is a 4xx; only errors nobody anticipated become a 500, with a generic message.
 *
 * @param exception what was thrown (an `AppException`, a Nest `HttpException`, a Fastify error…)
 * @param url the request URL, to tell an unknown `/nl/ajax` action from another missing path
 */
export function answerFor(exception: unknown, url: string): ErrorAnswer {
  if (exception instanceof AppException) {
    return { status: exception.getStatus(), code: exception.code, message: exception.message };
  }
  if (isDatabaseDataError(exception)) return fromCode(ErrorCode.InvalidInput);
  const status = statusOf(exception);
  if (status === undefined || status >= 500) {
    return fromCode(ErrorCode.Internal);
  }
  const fastifyCode = codeOf(exception);
  const mapped = fastifyCode === undefined ? undefined : fastifyErrorCodes[fastifyCode];
  if (mapped) return fromCode(mapped);
  if (status === 404 && isAjaxUrl(url)) return fromCode(ErrorCode.UnknownAction);
  return { ...fromCode(errorCodeForStatus(status)), status };
}

/**
 * The one global exception filter: every error leaves the server as
 * `{sfRequest: 'error', error: '…'}` with the status from the error catalogue. Errors that
 * Fastify raises itself (malformed JSON, body too large, unsupported content type, unknown routes)
 * reach it too, because Nest installs itself as Fastify's error and not-found handler.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answer = answerFor(exception, request.url);
    if (answer.code === ErrorCode.Internal) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request.method} ${request.url} failed unexpectedly`, stack);
    } else if (isDatabaseDataError(exception)) {
      // A value the request's schema let through: a 400 for the caller, a hint for us.
      this.logger.warn(
        `${request.method} ${request.url}: the database refused a value (${String(exception)})`,
      );
    }
    if (reply.sent) return;
    void replyWithEnvelope(reply, answer);
  }
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or Nest handler
 * is chosen (a URL that does not decode, `FST_ERR_BAD_URL`) get the envelope too.
 */
export function frameworkErrorHandler(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  void replyWithEnvelope(reply, answerFor(error, request.url));
}

function replyWithEnvelope(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  const body: ErrorEnvelope = { sfRequest: 'error', error: answer.message };
  return reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

function fromCode(code: ErrorCode): ErrorAnswer {
  return { code, ...errorCatalogue[code] };
}

function statusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { statusCode, status } = exception as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599
    ? value
    : undefined;
}

/** The Fastify error code (`FST_…`), also when Nest wrapped the error in an `HttpException`. */
function codeOf(exception: unknown): string | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { code, cause } = exception as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  if (!(exception instanceof HttpException) || typeof cause !== 'object' || cause === null) {
    return undefined;
  }
  const causeCode = (cause as { code?: unknown }).code;
  return typeof causeCode === 'string' ? causeCode : undefined;
}

/**
 * Whether PostgreSQL refused a value the request carried: SQLSTATE class 22 "data exception" (a NUL or invalid
 * UTF-8 in text, 22021; an unsupported Unicode escape in jsonb, 22P05; an impossible date, 22007/22008; a
 * number out of range, 22003…). The schemas should refuse such input first; this keeps a gap a 400, not a 500.
 */
export function isDatabaseDataError(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const { code, driverError } = exception as { code?: unknown; driverError?: unknown };
  const sqlState =
    typeof driverError === 'object' && driverError !== null ? (driverError as { code?: unknown }).code : code;
  return typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState);
}

function isAjaxUrl(url: string): boolean {
  return url === ajaxBasePath || url.startsWith(`${ajaxBasePath}/`) || url.startsWith(`${ajaxBasePath}?`);
}
