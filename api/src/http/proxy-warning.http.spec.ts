import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TestApp } from '../testing/test-app';
import { untrustedProxyWarning } from './proxy-warning';

describe('a request through a proxy the server was not told about (TRUST_PROXY unset)', () => {
  let server: TestApp | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serverWarningInto(warnings: string[], config: Parameters<typeof createTestApp>[0] = {}) {
    server = await createTestApp({ ...config, warn: (message) => warnings.push(message) });
    return server;
  }

  function get(app: TestApp, headers: Record<string, string> = {}) {
    return app.app.inject({ method: 'GET', url: '/nl', headers });
  }

  it('logs the warning once, on the first request with X-Forwarded-For, and still answers', async () => {
    const warnings: string[] = [];
    const app = await serverWarningInto(warnings);
    expect((await get(app)).statusCode).toBe(200);
    expect(warnings).toEqual([]);
    const proxied = await get(app, { 'x-forwarded-for': '203.0.113.7' });
    expect(proxied.statusCode).toBe(200);
    expect(warnings).toEqual([untrustedProxyWarning]);
    await get(app, { 'x-forwarded-for': '203.0.113.8' });
    await get(app, { 'x-forwarded-for': '' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY/);
  });

  it.each([
    ['TRUST_PROXY=false', { trustProxy: false, trustProxyConfigured: true }],
    ['TRUST_PROXY=true', { trustProxy: true, trustProxyConfigured: true }],
  ])('stays quiet with %s', async (_, config) => {
    const warnings: string[] = [];
    const app = await serverWarningInto(warnings, { config });
    expect((await get(app, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(200);
    expect(warnings).toEqual([]);
  });
});
