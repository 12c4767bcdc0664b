/** Builders for the `fetch` the ajax client is given in tests. */
import { gunzipSync } from 'node:zlib';

/** A JSON response with the given status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch whose request never gets an answer; it rejects like the browser's once its signal aborts. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/** One recorded request. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly init: RequestInit | undefined;
}

/**
 * A fetch that answers each request with the next reply of `replies` (a response, an error to reject with, or a
 * function of the request), and records every request.
 */
export function scriptedFetch(
  ...replies: (Response | Error | ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>))[]
) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const bodyText = bodyTextOf(init);
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: bodyText === undefined ? undefined : JSON.parse(bodyText),
      init,
    });
    const reply = replies.shift();
    if (reply === undefined) throw new Error(`No reply scripted for ${String(input)}`);
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(input, init);
    return reply;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** The JSON text of a request's body: the string, or the gzipped bytes of a compressed save inflated. */
export function bodyTextOf(init: RequestInit | undefined): string | undefined {
  const body = init?.body;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array && new Headers(init?.headers).get('Content-Encoding') === 'gzip') {
    return gunzipSync(body).toString('utf8');
  }
  return undefined;
}
