import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestApp } from '../testing/test-app';

const logUrl = '/nl/ajax/log/javascripterror';
const json = { 'content-type': 'application/json' };

describe('bad input gets a 4xx error envelope, never a 500', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  async function send(options: InjectOptions) {
    const response = await server.app.inject({ remoteAddress: '10.2.0.1', ...options });
    return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
  }

  function post(payload: string | object, headers: Record<string, string> = json) {
    return send({ method: 'POST', url: logUrl, payload, headers });
  }

  it('answers an unknown action with 404', async () => {
    for (const request of [
      { method: 'GET', url: '/nl/ajax/chart/nope' },
      { method: 'POST', url: '/nl/ajax/chart/nope', payload: {} },
      { method: 'GET', url: '/nl/ajax' },
      { method: 'GET', url: '/nl/ajax/health/' },
      { method: 'GET', url: '/nl/ajax/log/javascripterror' },
    ] as const) {
      const response = await send(request);
      expect(response, `${request.method} ${request.url}`).toEqual(
        expect.objectContaining({ status: 404, body: { sfRequest: 'error', error: 'Onbekende actie.' } }),
      );
    }
  });

  it('answers a method no route has with a 404 envelope', async () => {
    const response = await send({ method: 'PUT', url: logUrl, payload: {} });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ sfRequest: 'error', error: 'Onbekende actie.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"errorMsg": "x",');
    expect(response).toMatchObject({
      status: 400,
      body: { sfRequest: 'error', error: 'De gegevens zijn geen geldige JSON.' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an empty JSON body with 400', async () => {
    expect(await post('')).toMatchObject({
      status: 400,
      body: { sfRequest: 'error', error: 'Het verzoek bevat geen gegevens.' },
    });
  });

  it('answers a missing errorMsg with 400 naming the field', async () => {
    const response = await post({ filename: 'a.js' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      sfRequest: 'error',
      error: expect.stringMatching(/^Ongeldige invoer\. errorMsg: /),
    });
  });

  it.each([
    ['errorMsg', { errorMsg: 42 }],
    ['errorMsg', { errorMsg: '' }],
    ['errorMsg', { errorMsg: 'x'.repeat(2_001) }],
    ['lineNumber', { errorMsg: 'x', lineNumber: '12' }],
    ['lineNumber', { errorMsg: 'x', lineNumber: 1.5 }],
    ['lineNumber', { errorMsg: 'x', lineNumber: -1 }],
    ['lineNumber', { errorMsg: 'x', lineNumber: 2 ** 31 }],
    ['lineNumber', { errorMsg: 'x', lineNumber: 1e308 }],
    ['columnNumber', { errorMsg: 'x', columnNumber: null }],
    ['columnNumber', { errorMsg: 'x', columnNumber: true }],
    ['state', { errorMsg: 'x', state: 'geheim' }],
    ['state', { errorMsg: 'x', state: [1, 2] }],
    ['actions', { errorMsg: 'x', actions: 'setZoom' }],
    ['actions.0', { errorMsg: 'x', actions: [3] }],
    ['actions', { errorMsg: 'x', actions: Array.from({ length: 51 }, () => 'a') }],
    ['url', { errorMsg: 'x', url: { href: '/' } }],
    ['version', { errorMsg: 'x', version: 11 }],
  ])('answers a wrong %s with 400 naming it', async (field, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(` ${field}: `);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[{"errorMsg":"x"}]'],
    ['a string', '"errorMsg"'],
    ['a number', '12'],
  ])('answers a body that is %s with 400', async (_, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(/^Ongeldige invoer\. body: /);
  });

  it('answers prototype pollution attempts with 400', async () => {
    expect((await post('{"errorMsg":"x","__proto__":{"admin":true}}')).status).toBe(400);
    expect((await post('{"errorMsg":"x","constructor":{"prototype":{"admin":true}}}')).status).toBe(400);
  });

  it('answers a body over the route limit (64 KiB) with 413', async () => {
    const response = await post({ errorMsg: 'x', stack: 's'.repeat(70 * 1024) });
    expect(response).toMatchObject({
      status: 413,
      body: { sfRequest: 'error', error: 'Het verzoek is te groot.' },
    });
  });

  it.each([
    ['text/plain', '{"errorMsg":"x"}'],
    ['application/x-www-form-urlencoded', 'errorMsg=x'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="errorMsg"\r\n\r\nx\r\n--x--',
    ],
    ['application/xml', '<errorMsg>x</errorMsg>'],
  ])('answers a %s body with 415', async (contentType, payload) => {
    const response = await post(payload, { 'content-type': contentType });
    expect(response).toMatchObject({
      status: 415,
      body: { sfRequest: 'error', error: 'Dit soort gegevens wordt niet ondersteund; stuur JSON.' },
    });
  });

  it('answers a body without a content type with 415, and no body at all with 400', async () => {
    expect(
      (await send({ method: 'POST', url: logUrl, payload: Buffer.from('{"errorMsg":"x"}') })).status,
    ).toBe(415);
    expect((await send({ method: 'POST', url: logUrl })).status).toBe(400);
  });

  it('accepts JSON with a charset', async () => {
    const response = await post(
      { errorMsg: 'Met charset' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(response.status).toBe(200);
  });

  it('survives deeply nested and oddly shaped JSON', async () => {
    const deep = `{"errorMsg":"x","state":{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`;
    const wide = JSON.stringify({
      errorMsg: 'x',
      state: Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, i])),
    });
    const keys = JSON.stringify({ errorMsg: 'x', state: { ['\u0000'.repeat(10)]: 1, ['\ud800']: 2, '': 3 } });
    for (const payload of [deep, wide, keys]) {
      const response = await post(payload);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('answers a wrong Content-Length with 400, not 500', async () => {
    const response = await send({
      method: 'POST',
      url: logUrl,
      headers: { ...json, 'content-length': '3' },
      payload: '{"errorMsg":"x"}',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('never answers 500 to a table of broken requests', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/nl/ajax/%E0%A4%A' },
      { method: 'GET', url: '/nl/%E0%A4%A' },
      { method: 'GET', url: '/nl/ajax/health?x=%ZZ' },
      { method: 'POST', url: '/nl/ajax/health', payload: {} },
      { method: 'DELETE', url: logUrl },
      { method: 'OPTIONS', url: logUrl },
      { method: 'POST', url: `${logUrl}?a=1`, payload: '{"errorMsg":1e400}', headers: json },
      { method: 'POST', url: logUrl, payload: '\u0000', headers: json },
      {
        method: 'POST',
        url: logUrl,
        payload: '{"errorMsg":"\\ud800"}',
        headers: { 'content-type': 'application/json; charset=latin1' },
      },
      {
        method: 'POST',
        url: logUrl,
        payload: '{"errorMsg":"x"}',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      },
      { method: 'POST', url: logUrl, payload: '{"errorMsg":"x"}', headers: { 'content-type': '' } },
      {
        method: 'POST',
        url: logUrl,
        payload: '{"errorMsg":"x"}',
        headers: { 'content-type': 'application/jsonx' },
      },
      { method: 'POST', url: logUrl, payload: Buffer.from([0xff, 0xfe, 0x7b]), headers: json },
    ];
    for (const request of requests) {
      const response = await server.app.inject({ remoteAddress: '10.2.0.2', ...request });
      const label = `${request.method} ${request.url} ${String(request.payload)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json(), label).toEqual({ sfRequest: 'error', error: expect.any(String) });
      }
    }
  });
});
