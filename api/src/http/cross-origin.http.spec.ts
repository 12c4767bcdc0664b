import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';

const refused = { sfRequest: 'error', error: 'Geen toegang.' };

describe('state-changing requests from other sites are refused (CSRF)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({
      config: { publicUrl: 'https://steekwerk.example', trustedOrigins: ['http://localhost:5173'] },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  function register(headers: Record<string, string>) {
    return post(
      server,
      'account/register',
      { emailAddress: uniqueEmail('csrf'), password: 'breien123' },
      {
        headers: { host: 'api.internal:8080', ...headers },
      },
    );
  }

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin with another port', { origin: 'http://api.internal:9999' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://api.internal:8080' },
    ],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a POST with %s with 403', async (_, headers) => {
    const answer = await register(headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refused);
  });

  it('refuses logout and login from another site too', async () => {
    const headers = { origin: 'https://evil.example' };
    expect((await post(server, 'account/logout', undefined, { headers })).status).toBe(403);
    expect(
      (await post(server, 'account/login', { emailAddress: 'a@b.nl', password: 'x' }, { headers })).status,
    ).toBe(403);
    expect((await post(server, 'log/javascripterror', { errorMsg: 'x' }, { headers })).status).toBe(403);
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site (not a browser)', {}],
    ['an Origin equal to the Host', { origin: 'http://api.internal:8080' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'https://anything.example' }],
    ['the PUBLIC_URL origin (Host rewritten by a proxy)', { origin: 'https://steekwerk.example' }],
    ['a TRUSTED_ORIGINS origin', { origin: 'http://localhost:5173' }],
  ])('accepts a POST with %s', async (_, headers) => {
    const answer = await register(headers);
    expect(answer.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/nl/ajax/account/user',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
