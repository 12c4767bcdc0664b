import { anonymousUser } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../session/secret-token';
import {
  activationTokenMailedTo,
  createTestUser,
  get,
  logIn,
  mailsTo,
  post,
  uniqueEmail,
} from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { mailsPerAddressLimit } from './activation.service';

describe('activation over HTTP', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  async function register(email: string, password = 'breien123') {
    const answer = await post(server, 'account/register', { emailAddress: email, password });
    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
  }

  it('activates a registered user through the link in the outbox', async () => {
    const email = uniqueEmail('activeren');
    await register(email);
    const { cookies, answer: login } = await logIn(server, email, 'breien123');
    expect(login.body['user']).toMatchObject({ pending: true });

    const outbox = await get(server, 'email/outbox');
    expect(outbox.status).toBe(200);
    const mail = (outbox.body['mails'] as Array<{ to: string; link: string }>).find(
      (item) => item.to === email,
    );
    expect(mail).toMatchObject({
      subject: 'Activeer je Steekwerk-account',
      text: expect.stringContaining(mail?.link ?? '?'),
    });
    const token = new URL(mail?.link ?? '').searchParams.get('token');

    const answer = await post(server, 'account/activate', { token });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    expect((await get(server, 'account/user', { cookies })).body['user']).toMatchObject({ pending: false });
    const [row] = await server.dataSource.query(
      `SELECT activated_at IS NOT NULL AS activated FROM users WHERE email = $1`,
      [email],
    );
    expect(row.activated).toBe(true);
    const settings = await post(server, 'account/settings', { settings: { darkMode: 'yes' } }, { cookies });
    expect(settings.status).toBe(200);
  });

  it('answers ok again when the link is opened a second time', async () => {
    const email = uniqueEmail('tweemaal');
    await register(email);
    const token = await activationTokenMailedTo(server, email);

    expect((await post(server, 'account/activate', { token })).body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
    });
    expect((await post(server, 'account/activate', { token })).body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
    });
  });

  it('answers invalidToken for a token it never made', async () => {
    const answer = await post(server, 'account/activate', { token: 'A'.repeat(43) });
    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'invalidToken' });
  });

  it('answers expired after 48 hours and leaves the user pending', async () => {
    const email = uniqueEmail('verlopen');
    await register(email);
    const token = await activationTokenMailedTo(server, email);
    const [row] = await server.dataSource.query(
      `SELECT expires_at - created_at AS lifetime FROM activation_tokens WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(row.lifetime).toMatchObject({ days: 2 });
    await server.dataSource.query(
      `UPDATE activation_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(token)],
    );

    expect((await post(server, 'account/activate', { token })).body).toEqual({
      sfRequest: 'ok',
      status: 'expired',
    });
    const [user] = await server.dataSource.query(`SELECT pending FROM users WHERE email = $1`, [email]);
    expect(user.pending).toBe(true);
  });

  it.each([
    [{}],
    [{ token: '' }],
    [{ token: 'kort' }],
    [{ token: `${'a'.repeat(40)}<script>` }],
    [{ token: 42 }],
  ])('refuses %j with 400 and a Dutch message', async (payload) => {
    const answer = await post(server, 'account/activate', payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      sfRequest: 'error',
      error: 'Ongeldige invoer. token: Deze activeringslink is ongeldig.',
    });
  });

  describe('POST account/activation/resend', () => {
    it('mails a new link that works, to the logged-in pending user', async () => {
      const email = uniqueEmail('opnieuw');
      await register(email);
      const { cookies } = await logIn(server, email, 'breien123');
      const first = await activationTokenMailedTo(server, email);

      const answer = await post(server, 'account/activation/resend', undefined, { cookies });

      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
      const second = await activationTokenMailedTo(server, email);
      expect(second).not.toBe(first);
      expect((await post(server, 'account/activate', { token: second })).body).toEqual({
        sfRequest: 'ok',
        status: 'ok',
      });
    });

    it('answers alreadyActive for an active user and mails nothing', async () => {
      const { email, password } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);

      const answer = await post(server, 'account/activation/resend', undefined, { cookies });

      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'alreadyActive' });
      expect(await mailsTo(server, email)).toEqual([]);
    });

    it('refuses anonymous visitors with 403', async () => {
      const answer = await post(server, 'account/activation/resend');
      expect(answer).toMatchObject({
        status: 403,
        body: { sfRequest: 'error', error: 'Je bent niet ingelogd.' },
      });
    });

    it(`answers 429 after ${mailsPerAddressLimit.max} mails to the address within an hour`, async () => {
      const email = uniqueEmail('veelmails');
      await register(email);
      const { cookies } = await logIn(server, email, 'breien123');
      for (let sent = 1; sent < mailsPerAddressLimit.max; sent += 1) {
        expect((await post(server, 'account/activation/resend', undefined, { cookies })).status).toBe(200);
      }

      const answer = await post(server, 'account/activation/resend', undefined, { cookies });

      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ sfRequest: 'error', error: expect.stringMatching(/activeringsmails/) });
      expect(await mailsTo(server, email)).toHaveLength(mailsPerAddressLimit.max);
    });
  });

  it('stops mailing an address that keeps being registered, still answering ok', async () => {
    const { email } = await createTestUser(server);
    for (let attempt = 0; attempt < mailsPerAddressLimit.max + 2; attempt += 1)
      await register(email, 'iets-anders1');
    expect(await mailsTo(server, email)).toHaveLength(mailsPerAddressLimit.max);
  });

  describe('with PUBLIC_URL', () => {
    let publicServer: TestApp;

    beforeAll(async () => {
      publicServer = await createTestApp({ config: { publicUrl: 'https://steekwerk.example' } });
    });

    afterAll(async () => {
      await publicServer.close();
    });

    it('puts the public origin in links, whatever Host the request names', async () => {
      const email = uniqueEmail('publiek');
      await post(
        publicServer,
        'account/register',
        { emailAddress: email, password: 'breien123' },
        {
          headers: { host: 'evil.example' },
        },
      );
      expect((await mailsTo(publicServer, email))[0]?.link).toMatch(
        /^https:\/\/steekwerk\.example\/nl\/account\/activation\?token=[A-Za-z0-9_-]{43}$/,
      );

      const existing = await createTestUser(publicServer);
      await post(
        publicServer,
        'account/register',
        { emailAddress: existing.email, password: 'breien123' },
        {
          headers: { host: 'evil.example' },
        },
      );
      expect((await mailsTo(publicServer, existing.email))[0]?.link).toBe(
        'https://steekwerk.example/nl/login',
      );
    });
  });

  it('keeps the user anonymous when the activation link is opened without a session', async () => {
    const email = uniqueEmail('zondersessie');
    await register(email);
    const answer = await post(server, 'account/activate', {
      token: await activationTokenMailedTo(server, email),
    });
    expect(answer.response.headers['set-cookie']).toBeUndefined();
    expect((await get(server, 'account/user')).body['user']).toEqual(anonymousUser);
  });
});
