import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixtureAsset, TestApp } from '../testing/test-app';
import { strictTransportSecurity } from './security-headers';

const expectedPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const requests: Array<[string, InjectOptions]> = [
  ['the home page', { method: 'GET', url: '/nl' }],
  ['an editor page', { method: 'GET', url: '/nl/c/abc/bewerken' }],
  ['a script of the app', { method: 'GET', url: `/${fixtureAsset}` }],
  ['an action', { method: 'GET', url: '/nl/ajax/health' }],
  ['an unknown action', { method: 'GET', url: '/nl/ajax/nope' }],
  ['a refused action', { method: 'POST', url: '/nl/ajax/log/javascripterror', payload: '{' }],
  ['a redirect', { method: 'GET', url: '/' }],
];

describe('security headers', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  const send = (options: InjectOptions) =>
    server.app.inject({
      remoteAddress: '10.3.0.1',
      headers: { 'content-type': 'application/json' },
      ...options,
    });

  it.each(requests)('are sent with %s', async (_, request) => {
    const response = await send(request);

    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-security-policy']).toBe(expectedPolicy);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('never allow eval or inline scripts', async () => {
    const policy = String((await send({ method: 'GET', url: '/nl' })).headers['content-security-policy']);

    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/\*|https?:/);
  });

  it('leave out HSTS over plain HTTP', async () => {
    const response = await send({ method: 'GET', url: '/nl' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave out HSTS when a proxy that is not trusted claims HTTPS', async () => {
    const response = await send({ method: 'GET', url: '/nl', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a trusted proxy', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ config: { trustProxy: true, trustProxyConfigured: true } });
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['a page', '/nl'],
    ['an action', '/nl/ajax/health'],
  ])('include HSTS on %s served over HTTPS', async (_, url) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });

    expect(response.headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect(response.headers['content-security-policy']).toBe(expectedPolicy);
  });

  it('leave out HSTS when the proxy says HTTP', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/nl',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
