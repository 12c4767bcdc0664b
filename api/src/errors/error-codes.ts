/**
 * Every error the API can answer with, and the one place that gives each its HTTP status and its
 * Dutch message. Controllers and services throw {@link AppException} with a code; the envelope
 * filter (`src/http/envelope.filter.ts`) turns any error into `{sfRequest: 'error', error}`.
 */
export enum ErrorCode {
  /** A request the server cannot use, without a more precise code. */
  BadRequest = 'badRequest',
  /** The JSON body does not parse. */
  InvalidJson = 'invalidJson',
  /** `Content-Type: application/json` with an empty body. */
  EmptyBody = 'emptyBody',
  /** The body parses but breaks the action's schema; the detail names the field. */
  InvalidInput = 'invalidInput',
  Forbidden = 'forbidden',
  /** No `/nl/ajax/…` action answers this method and path. */
  UnknownAction = 'unknownAction',
  NotFound = 'notFound',
  MethodNotAllowed = 'methodNotAllowed',
  BodyTooLarge = 'bodyTooLarge',
  UnsupportedMediaType = 'unsupportedMediaType',
  TooManyRequests = 'tooManyRequests',
  TooManyErrorReports = 'tooManyErrorReports',
  DatabaseUnavailable = 'databaseUnavailable',
  /** Anything unexpected: logged with its stack, answered with a generic message. */
  Internal = 'internal',
}

export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorDefinition>> = {
  [ErrorCode.BadRequest]: { status: 400, message: 'Ongeldig verzoek.' },
  [ErrorCode.InvalidJson]: { status: 400, message: 'De gegevens zijn geen geldige JSON.' },
  [ErrorCode.EmptyBody]: { status: 400, message: 'Het verzoek bevat geen gegevens.' },
  [ErrorCode.InvalidInput]: { status: 400, message: 'Ongeldige invoer.' },
  [ErrorCode.Forbidden]: { status: 403, message: 'Geen toegang.' },
  [ErrorCode.UnknownAction]: { status: 404, message: 'Onbekende actie.' },
  [ErrorCode.NotFound]: { status: 404, message: 'Niet gevonden.' },
  [ErrorCode.MethodNotAllowed]: { status: 405, message: 'Deze methode is hier niet toegestaan.' },
  [ErrorCode.BodyTooLarge]: { status: 413, message: 'Het verzoek is te groot.' },
  [ErrorCode.UnsupportedMediaType]: {
    status: 415,
    message: 'Dit soort gegevens wordt niet ondersteund; stuur JSON.',
  },
  [ErrorCode.TooManyRequests]: {
    status: 429,
    message: 'Te veel verzoeken, probeer het later opnieuw.',
  },
  [ErrorCode.TooManyErrorReports]: {
    status: 429,
    message: 'Te veel foutmeldingen, probeer het later opnieuw.',
  },
  [ErrorCode.DatabaseUnavailable]: { status: 503, message: 'De database is niet bereikbaar.' },
  [ErrorCode.Internal]: {
    status: 500,
    message: 'Er ging iets mis op de server. Probeer het later opnieuw.',
  },
};

/**
 * The code that answers a status when nothing more precise is known (a Nest `HttpException`,
 * a Fastify error carrying only a `statusCode`).
 *
 * @param status an HTTP status of 400 or more
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 405:
      return ErrorCode.MethodNotAllowed;
    case 413:
      return ErrorCode.BodyTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.TooManyRequests;
    default:
      return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
  }
}
