/**
 * The errors of the `/nl/ajax` request helpers, with the messages of the error catalogue (spec §8). The messages
 * are technical (they go to logs and error reports); the Dutch text a user sees is the server's `error`
 * message ({@link AjaxError.serverMessage}) or a text from `nl.ts`.
 */
import { nl } from '../i18n/nl';

export const ajaxErrorMessages = {
  requestFailed: (status: number): string => `Request failed (${status})`,
  apiRequestFailed: (name: string): string => `API request ${name} failed`,
  networkFailed: 'Network request failed',
  networkTimedOut: 'Network request timed out',
  aborted: 'Aborted',
  timeout: 'Timeout',
  invalidResponse: (name: string): string => `Invalid response to ${name}`,
} as const;

/**
 * - `status`: the server answered with an HTTP error status.
 * - `invalidResponse`: HTTP 200, but the body is not JSON or does not match the action's schema.
 * - `network`: no answer (offline, connection reset, blocked).
 * - `networkTimeout`: no answer within the request helper's per-attempt limit.
 * - `timeout`: no answer within the 3500 ms of the timed helper.
 * - `aborted`: the caller cancelled.
 * - `failed`: the request helper gave up after its retries; `cause` holds the last attempt's error.
 */
export type AjaxErrorKind =
  'status' | 'invalidResponse' | 'network' | 'networkTimeout' | 'timeout' | 'aborted' | 'failed';

export interface AjaxErrorDetails {
  /** The action's path below `/nl/ajax`, e.g. `account/login`. */
  readonly action: string;
  readonly status?: number | undefined;
  /** The server's message for people (Dutch), from an error envelope. */
  readonly serverMessage?: string | undefined;
  /** Whether another attempt could get another answer. */
  readonly retryable?: boolean;
  readonly cause?: unknown;
}

export class AjaxError extends Error {
  readonly kind: AjaxErrorKind;
  readonly action: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly retryable: boolean;

  constructor(kind: AjaxErrorKind, message: string, details: AjaxErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AjaxError';
    this.kind = kind;
    this.action = details.action;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.retryable = details.retryable ?? false;
  }
}

/** Whether `error` is an {@link AjaxError} answered with HTTP `status` (also after retries). */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof AjaxError && error.status === status;
}

/** The server's Dutch message carried by `error`, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof AjaxError ? error.serverMessage : undefined;
}

/**
 * 4xx statuses whose answer depends on who asks or when rather than on what was sent (logged out, an account still
 * to activate, a timeout, too many requests): another try of the same request may be answered otherwise.
 */
const askAgainStatuses: ReadonlySet<number> = new Set([401, 403, 408, 429]);

/**
 * Whether the server refused the request itself as invalid: a 4xx other than those of {@link askAgainStatuses}, so
 * sending the same request again gets the same answer.
 */
export function isRefusedAsInvalid(error: unknown): error is AjaxError {
  return (
    error instanceof AjaxError &&
    error.kind === 'status' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    !askAgainStatuses.has(error.status)
  );
}

/**
 * The server's message carried by `error` for a user to read: the spec keeps two of the server's messages in English
 * ("Invalid grid rows", "Invalid HEX color"); those phrases are put into Dutch.
 */
export function serverMessageInDutch(error: unknown): string | undefined {
  const message = serverMessageOf(error);
  if (message === undefined) return undefined;
  return Object.entries(nl.serverPhrases).reduce(
    (text, [english, dutch]) => text.replaceAll(english, dutch),
    message,
  );
}
