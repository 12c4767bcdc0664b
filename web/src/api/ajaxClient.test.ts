import { ajaxActions, userResponseSchema, anonymousUser, defaultUserSettings } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test/fakeClock';
import { hangingFetch, jsonResponse, scriptedFetch } from '../test/fakeFetch';
import { buildAjaxUrl, createAjaxClient, isRetryableStatus } from './ajaxClient';
import { AjaxError } from './ajaxError';

const okUser = { sfRequest: 'ok', user: anonymousUser, settings: defaultUserSettings };
const userCall = { action: ajaxActions.accountUser, response: userResponseSchema };
const serverError = () => jsonResponse({ sfRequest: 'error', error: 'Er ging iets mis.' }, 500);

/** Starts a call and records how it ends, so the test can move the clock meanwhile. */
function track<Value>(promise: Promise<Value>) {
  const outcome: { value?: Value; error?: AjaxError; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: AjaxError) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

describe('buildAjaxUrl', () => {
  it('fills in path parameters and the query', () => {
    const action = { method: 'GET', path: 'chart/get/:chartId' } as const;
    expect(buildAjaxUrl(action, { chartId: 'a b' }, { s: 'x1', v: 19, m: undefined })).toBe(
      '/nl/ajax/chart/get/a%20b?s=x1&v=19',
    );
    expect(buildAjaxUrl(ajaxActions.accountUser)).toBe('/nl/ajax/account/user');
    expect(() => buildAjaxUrl(action)).toThrow(':chartId');
  });
});

describe('isRetryableStatus', () => {
  it('retries server errors and 408, never the other 4xx', () => {
    expect([500, 502, 503, 408].map(isRetryableStatus)).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 409, 429].map(isRetryableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the request helper', () => {
  it('sends same-origin, uncached JSON and returns the checked response', async () => {
    const { fetch, requests } = scriptedFetch(jsonResponse({ sfRequest: 'ok', status: 'ok' }));
    const client = createAjaxClient({ fetch, timers: new FakeClock() });
    const { registerResponseSchema } = await import('@steekwerk/model');
    const result = await client.request({
      action: ajaxActions.accountRegister,
      response: registerResponseSchema,
      body: { emailAddress: 'anna@example.nl', password: 'geheim123' },
    });
    expect(result).toEqual({ sfRequest: 'ok', status: 'ok' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/nl/ajax/account/register');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ emailAddress: 'anna@example.nl', password: 'geheim123' });
    expect(request?.init).toMatchObject({
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends GET without a body and an empty object for a POST without one', async () => {
    const { fetch, requests } = scriptedFetch(
      jsonResponse(okUser),
      jsonResponse({ sfRequest: 'ok', status: 'ok' }),
    );
    const client = createAjaxClient({ fetch, timers: new FakeClock() });
    const { logoutResponseSchema } = await import('@steekwerk/model');
    await client.request(userCall);
    await client.request({ action: ajaxActions.accountLogout, response: logoutResponseSchema });
    expect(requests[0]?.init?.body).toBeUndefined();
    expect(requests[1]?.body).toEqual({});
  });

  it('retries 3 times, 500 ms apart, then fails with "API request {name} failed"', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(serverError(), serverError(), serverError(), serverError());
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));

    await clock.advance(0);
    expect(requests).toHaveLength(1);
    await clock.advance(499);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    expect(requests).toHaveLength(2);
    await clock.advance(1000);
    expect(requests).toHaveLength(4);
    expect(outcome.error?.message).toBe('API request account/user failed');
    expect(outcome.error?.kind).toBe('failed');
    // The server's Dutch message stays available for the screen.
    expect(outcome.error?.serverMessage).toBe('Er ging iets mis.');
    expect(outcome.error?.status).toBe(500);
  });

  it('recovers when a retry succeeds', async () => {
    const clock = new FakeClock();
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'), jsonResponse(okUser));
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(500);
    expect(outcome.value?.user.userId).toBe('');
  });

  it.each([403, 404, 429, 400, 409])('does not retry a %i and keeps the server message', async (status) => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(
      jsonResponse({ sfRequest: 'error', error: 'Te veel pogingen.' }, status),
    );
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(5000);
    expect(requests).toHaveLength(1);
    expect(outcome.error?.message).toBe(`Request failed (${status})`);
    expect(outcome.error?.status).toBe(status);
    expect(outcome.error?.serverMessage).toBe('Te veel pogingen.');
  });

  it('retries a 408', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(jsonResponse({}, 408), jsonResponse(okUser));
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(500);
    expect(requests).toHaveLength(2);
    expect(outcome.value?.sfRequest).toBe('ok');
  });

  it('treats a body that is not JSON or fails the schema as a failed attempt', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(
      new Response('<html>proxy</html>', { status: 200 }),
      jsonResponse({ sfRequest: 'ok', user: { userId: 42 } }),
      jsonResponse({ sfRequest: 'error', error: 'Nee.' }),
      jsonResponse({}),
    );
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(2000);
    expect(requests).toHaveLength(4);
    expect(outcome.error?.message).toBe('API request account/user failed');
    expect((outcome.error?.cause as AjaxError).message).toBe('Invalid response to account/user');
  });

  it('says "Network request failed" for an attempt without an answer', async () => {
    const clock = new FakeClock();
    const offline = new TypeError('Failed to fetch');
    const { fetch } = scriptedFetch(offline, offline, offline, offline);
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(1500);
    expect(outcome.error?.message).toBe('API request account/user failed');
    expect((outcome.error?.cause as AjaxError).message).toBe('Network request failed');
  });

  it('gives up a hanging attempt with "Network request timed out" and retries', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(hangingFetch, jsonResponse(okUser));
    const outcome = track(createAjaxClient({ fetch, timers: clock }).request(userCall));
    await clock.advance(29_999);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(500);
    expect(requests).toHaveLength(2);
    expect(outcome.value?.sfRequest).toBe('ok');
  });

  it('stops with "Aborted" when the caller aborts, also while waiting to retry', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(serverError(), jsonResponse(okUser));
    const controller = new AbortController();
    const outcome = track(
      createAjaxClient({ fetch, timers: clock }).request({ ...userCall, signal: controller.signal }),
    );
    await clock.advance(100);
    controller.abort();
    await clock.advance(1000);
    expect(requests).toHaveLength(1);
    expect(outcome.error?.message).toBe('Aborted');
    expect(clock.pendingCount).toBe(0);

    const during = new AbortController();
    const hanging = track(
      createAjaxClient({ fetch: hangingFetch, timers: clock }).request({
        ...userCall,
        signal: during.signal,
      }),
    );
    await clock.advance(10);
    during.abort();
    await clock.advance(0);
    expect(hanging.error?.message).toBe('Aborted');
  });
});

describe('the timed helper', () => {
  it('raises "Timeout" after 3500 ms and tries 4 times, 500 ms apart', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(hangingFetch, hangingFetch, hangingFetch, hangingFetch);
    const outcome = track(createAjaxClient({ fetch, timers: clock }).requestWithTimeout(userCall));
    await clock.advance(3499);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    expect(requests).toHaveLength(1);
    await clock.advance(500);
    expect(requests).toHaveLength(2);
    await clock.advance(3 * 3500 + 2 * 500);
    expect(requests).toHaveLength(4);
    expect(outcome.error?.message).toBe('Timeout');
    expect(outcome.error?.kind).toBe('timeout');
  });

  it('returns the first good answer', async () => {
    const clock = new FakeClock();
    const { fetch } = scriptedFetch(hangingFetch, jsonResponse(okUser));
    const outcome = track(createAjaxClient({ fetch, timers: clock }).requestWithTimeout(userCall));
    await clock.advance(4000);
    expect(outcome.value?.settings.darkMode).toBe('auto');
  });

  it('does not retry a 404', async () => {
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(
      jsonResponse({ sfRequest: 'error', error: 'Niet gevonden.' }, 404),
    );
    const outcome = track(createAjaxClient({ fetch, timers: clock }).requestWithTimeout(userCall));
    await clock.advance(5000);
    expect(requests).toHaveLength(1);
    expect(outcome.error?.message).toBe('Request failed (404)');
  });
});
