import { HttpException } from '@nestjs/common';
import { ErrorCode, errorCatalogue } from './error-codes';

/**
 * The error services and pipes throw: a {@link ErrorCode} (status and message come from the
 * catalogue) and optionally a detail appended to the message, e.g. the field that failed.
 */
export class AppException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
  ) {
    const { status, message } = errorCatalogue[code];
    super(detail ? `${message} ${detail}` : message, status);
  }
}
