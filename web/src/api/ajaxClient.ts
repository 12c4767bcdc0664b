/**
 * The typed `/nl/ajax` client (spec §7): same-origin credentials, no cache, JSON in and out, every response
 * checked against the action's schema from `@steekwerk/model`.
 *
 * Two helpers:
 * - {@link AjaxClient.request}: up to 3 retries (4 attempts) 500 ms apart; no retry on a 4xx answer other than
 *   408, since the same request gets the same answer; gives up with "API request {name} failed".
 * - {@link AjaxClient.requestWithTimeout}: up to 4 attempts 500 ms apart, each limited to 3500 ms ("Timeout").
 */
import { ajaxUrl, isErrorEnvelope, type AjaxAction } from '@steekwerk/model';
import { browserTimers, delay, type Timers } from '../lib/timers';
import { AjaxError, ajaxErrorMessages } from './ajaxError';
import { browserGzip, prepareBody, type Gzip, type PreparedBody } from './bodyCompression';

/** Anything with zod's `safeParse`; the response schemas of `@steekwerk/model` are. */
export interface ResponseSchema<Value> {
  safeParse(value: unknown): { success: true; data: Value } | { success: false };
}

/** One call of an action. */
export interface AjaxCall<Value> {
  readonly action: AjaxAction;
  /** The schema of a successful response (`sfRequest: 'ok'` and the action's fields). */
  readonly response: ResponseSchema<Value>;
  /** Values of the action's `:name` path parameters. */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** The JSON body of a POST (`{}` when left out). */
  readonly body?: unknown;
  /**
   * Send the body gzipped (`Content-Encoding: gzip`) when it is large enough: chart and progress saves. It is
   * compressed once for all attempts; when compression fails it goes uncompressed and the failure is reported.
   */
  readonly compress?: boolean;
  readonly signal?: AbortSignal;
}

export interface AjaxClient {
  /** The request helper of spec §7: retries, then "API request {name} failed". */
  request<Value>(call: AjaxCall<Value>): Promise<Value>;
  /** The timed helper of spec §7: 3500 ms per attempt ("Timeout"), up to 4 attempts. */
  requestWithTimeout<Value>(call: AjaxCall<Value>): Promise<Value>;
}

export interface AjaxClientOptions {
  readonly fetch?: typeof fetch;
  readonly timers?: Timers;
  /** Compresses the bodies of calls with `compress` (default: the browser's `CompressionStream`; `null`: never). */
  readonly gzip?: Gzip | null;
  /** Told when a body could not be compressed (default: `console.error`); the coordinator wires the error reporter. */
  readonly report?: (message: string) => void;
}

/** The timings of spec §7 and §9. */
export const ajaxTimings = {
  retryDelayMs: 500,
  /** 3 retries after the first attempt. */
  requestAttempts: 4,
  /** A request helper attempt that hangs is given up ("Network request timed out") and retried. */
  requestAttemptTimeoutMs: 30_000,
  timedAttempts: 4,
  timedAttemptTimeoutMs: 3500,
} as const;

/**
 * The URL of a call: the action's path with its parameters filled in (by the model's `ajaxUrl`), plus the query.
 *
 * @throws Error when a path parameter has no value (a programming error)
 */
export function buildAjaxUrl(
  action: AjaxAction,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = ajaxUrl(action, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const queryText = search.toString();
  return queryText === '' ? path : `${path}?${queryText}`;
}

/**
 * The fetch options of a call (same-origin credentials, no cache, JSON); a POST sends `body` (`{}` when left out),
 * or the `prepared` body (gzipped or not) when given.
 */
export function ajaxRequestInit(
  method: AjaxAction['method'],
  body?: unknown,
  prepared?: PreparedBody,
): RequestInit {
  if (method !== 'POST')
    return { method, credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } };
  const sent = prepared ?? { body: JSON.stringify(body ?? {}) };
  return {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
    },
    body: sent.body,
  };
}

/** Whether an HTTP error status is worth another attempt: server errors and 408, not the other 4xx. */
export function isRetryableStatus(status: number): boolean {
  return status < 400 || status >= 500 || status === 408;
}

interface AttemptLimit {
  readonly ms: number;
  readonly kind: 'timeout' | 'networkTimeout';
  readonly message: string;
}

/** Creates a client over `fetch` and a clock (both injectable for tests). */
export function createAjaxClient(options: AjaxClientOptions = {}): AjaxClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timers = options.timers ?? browserTimers;
  const gzip = options.gzip === null ? undefined : (options.gzip ?? browserGzip());
  const report = options.report ?? ((message: string) => console.error(message));

  /** The body of a POST with `compress`, made once for all its attempts. */
  async function bodyOf(call: AjaxCall<unknown>): Promise<PreparedBody | undefined> {
    if (call.action.method !== 'POST' || !call.compress) return undefined;
    return prepareBody(JSON.stringify(call.body ?? {}), gzip, report, call.action.path);
  }

  async function attempt<Value>(
    call: AjaxCall<Value>,
    limit: AttemptLimit,
    prepared: PreparedBody | undefined,
  ): Promise<Value> {
    const name = call.action.path;
    const callerSignal = call.signal;
    if (callerSignal?.aborted) throw abortedError(name);
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit.ms);

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(buildAjaxUrl(call.action, call.params, call.query), {
        ...ajaxRequestInit(call.action.method, call.body, prepared),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (callerSignal?.aborted) throw abortedError(name);
      if (timedOut) throw new AjaxError(limit.kind, limit.message, { action: name, retryable: true });
      throw new AjaxError('network', ajaxErrorMessages.networkFailed, {
        action: name,
        retryable: true,
        cause: error,
      });
    } finally {
      timers.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const body = parseJson(text);
    if (!response.ok) {
      throw new AjaxError('status', ajaxErrorMessages.requestFailed(response.status), {
        action: name,
        status: response.status,
        serverMessage: isErrorEnvelope(body) ? body.error : undefined,
        retryable: isRetryableStatus(response.status),
      });
    }
    const parsed = call.response.safeParse(body);
    if (!parsed.success) {
      throw new AjaxError('invalidResponse', ajaxErrorMessages.invalidResponse(name), {
        action: name,
        status: response.status,
        serverMessage: isErrorEnvelope(body) ? body.error : undefined,
        retryable: true,
      });
    }
    return parsed.data;
  }

  async function withRetries<Value>(
    call: AjaxCall<Value>,
    attempts: number,
    limit: AttemptLimit,
    giveUp: (last: AjaxError) => AjaxError,
  ): Promise<Value> {
    const prepared = await bodyOf(call);
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt(call, limit, prepared);
      } catch (error) {
        const ajaxError = toAjaxError(error, call.action.path);
        if (!ajaxError.retryable) throw ajaxError;
        if (attemptNumber >= attempts) throw giveUp(ajaxError);
      }
      try {
        await delay(timers, ajaxTimings.retryDelayMs, call.signal);
      } catch {
        throw abortedError(call.action.path);
      }
    }
  }

  return {
    request: (call) =>
      withRetries(
        call,
        ajaxTimings.requestAttempts,
        {
          ms: ajaxTimings.requestAttemptTimeoutMs,
          kind: 'networkTimeout',
          message: ajaxErrorMessages.networkTimedOut,
        },
        (last) =>
          new AjaxError('failed', ajaxErrorMessages.apiRequestFailed(call.action.path), {
            action: call.action.path,
            status: last.status,
            serverMessage: last.serverMessage,
            cause: last,
          }),
      ),
    requestWithTimeout: (call) =>
      withRetries(
        call,
        ajaxTimings.timedAttempts,
        { ms: ajaxTimings.timedAttemptTimeoutMs, kind: 'timeout', message: ajaxErrorMessages.timeout },
        (last) => last,
      ),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abortedError(action: string): AjaxError {
  return new AjaxError('aborted', ajaxErrorMessages.aborted, { action });
}

function toAjaxError(error: unknown, action: string): AjaxError {
  if (error instanceof AjaxError) return error;
  // A bug in a schema or the code above; not worth retrying.
  return new AjaxError('invalidResponse', ajaxErrorMessages.invalidResponse(action), {
    action,
    cause: error,
  });
}
