import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixtureAsset, fixtureIndexHtml, fixtureWasm, TestApp } from '../testing/test-app';
import { hashedAssetCacheControl, notBuiltMessage, revalidateCacheControl } from './web-app.service';

describe('the built web app, served from the same origin', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('redirects / to /nl, keeping the query', async () => {
    expect(await get('/')).toMatchObject({ statusCode: 302, headers: { location: '/nl' } });
    expect((await get('/?ref=mail')).headers.location).toBe('/nl?ref=mail');
  });

  it.each(['/nl', '/nl/', '/nl/c/new', '/nl/unknown/path', '/nl/c/123/bewerken?tab=palet', '/elders'])(
    'answers %s with index.html, revalidated on every use',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(revalidateCacheControl);
      expect(response.body).toBe(fixtureIndexHtml);
    },
  );

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await get(`/${fixtureAsset}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(hashedAssetCacheControl);
    expect(response.body).toBe('console.log("steekwerk");');
  });

  it('serves .wasm as application/wasm', async () => {
    const response = await get(`/${fixtureWasm}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x00, 0x61, 0x73, 0x6d]));
  });

  it('serves other files without a long cache', async () => {
    const response = await get('/favicon.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(revalidateCacheControl);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/nl/c/new' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each([
    '/.env',
    '/assets/../.env',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/nl/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%5c..%5cpackage.json',
    '/assets',
    '/index.html%00.js',
  ])('never serves a file outside the app or a dot file for %s', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 200) expect(response.body).toBe(fixtureIndexHtml);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('root:');
  });

  it('answers a missing hashed asset (an older build) with 404, not index.html', async () => {
    const response = await get('/assets/index-00000000.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ sfRequest: 'error', error: 'Niet gevonden.' });
  });

  it('answers an unknown GET action with the JSON 404, not the web app', async () => {
    const response = await get('/nl/ajax/charts/nope');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ sfRequest: 'error', error: 'Onbekende actie.' });
  });

  it('answers a POST to a page with the JSON 404', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/nl/c/new', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ sfRequest: 'error' });
  });
});

describe('without a built web app', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ webDist: null });
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers pages with a plain 503 saying the web app is not built', async () => {
    for (const url of ['/nl', '/nl/c/new']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(notBuiltMessage);
    }
  });

  it('still answers the actions', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/nl/ajax/health' });
    expect(response.statusCode).toBe(200);
  });
});
