import { anonymousUser } from '@steekwerk/model';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../charts/chart-clock';
import { hashToken } from '../session/secret-token';
import {
  activationTokenMailedTo,
  createTestUser,
  get,
  logIn,
  mailsTo,
  post,
  uniqueClientAddress,
  uniqueEmail,
} from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { passwordResetTokenMinutes } from './account-mails';
import { passwordResetLimits } from './auth-attempts';

describe('wachtwoord vergeten over HTTP', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await server.close();
  });

  async function askReset(email: string, remoteAddress = uniqueClientAddress()) {
    return post(server, 'account/password/forgotten', { emailAddress: email }, { remoteAddress });
  }

  /** Asks for a reset link and answers the token of the mailed link. */
  async function resetToken(email: string): Promise<string> {
    const answer = await askReset(email);
    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    return activationTokenMailedTo(server, email);
  }

  function reset(token: string, newPassword: string, options = {}) {
    return post(server, 'account/password/reset', { token, newPassword }, options);
  }

  it('mails a link that sets a new password once; the old password stops working', async () => {
    const { email, password } = await createTestUser(server);
    const token = await resetToken(email);
    const mail = (await mailsTo(server, email)).at(-1);
    expect(mail).toMatchObject({
      subject: 'Nieuw wachtwoord voor Steekwerk',
      link: expect.stringMatching(/\/nl\/account\/password-reset\?token=[A-Za-z0-9_-]{43}$/),
    });
    expect(mail?.text).toContain(`${passwordResetTokenMinutes} minuten`);
    // Stored as its SHA-256 only.
    const [stored] = await server.dataSource.query(
      `SELECT count(*)::int AS hashed FROM password_reset_tokens WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(stored.hashed).toBe(1);

    expect((await post(server, 'account/password/reset/check', { token })).body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
    });
    expect((await reset(token, 'een-nieuw-wachtwoord')).body).toEqual({ sfRequest: 'ok', status: 'ok' });

    expect((await reset(token, 'nog-een-wachtwoord')).body).toEqual({ sfRequest: 'ok', status: 'used' });
    expect((await post(server, 'account/password/reset/check', { token })).body).toEqual({
      sfRequest: 'ok',
      status: 'used',
    });
    const old = await post(server, 'account/login', { emailAddress: email, password });
    expect(old.body).toEqual({ sfRequest: 'ok', status: 'invalidCredentials' });
    await logIn(server, email, 'een-nieuw-wachtwoord');
  });

  it('ends every session of the user, the one that resets included', async () => {
    const { email, password } = await createTestUser(server);
    const phone = await logIn(server, email, password);
    const laptop = await logIn(server, email, password);
    const token = await resetToken(email);

    const answer = await reset(token, 'een-nieuw-wachtwoord', { cookies: laptop.cookies });

    expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    for (const cookies of [phone.cookies, laptop.cookies]) {
      expect((await get(server, 'account/user', { cookies })).body['user']).toEqual(anonymousUser);
    }
  });

  it('lets a link expire after its minutes by the clock, and says so', async () => {
    const { email, password } = await createTestUser(server);
    const clock = server.app.get<Clock>(CLOCK);
    const start = Date.now();
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start));
    const token = await resetToken(email);

    vi.spyOn(clock, 'now').mockReturnValue(new Date(start + (passwordResetTokenMinutes - 1) * 60_000));
    expect((await post(server, 'account/password/reset/check', { token })).body['status']).toBe('ok');
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start + passwordResetTokenMinutes * 60_000 + 1_000));
    expect((await post(server, 'account/password/reset/check', { token })).body['status']).toBe('expired');
    expect((await reset(token, 'een-nieuw-wachtwoord')).body).toEqual({ sfRequest: 'ok', status: 'expired' });

    await logIn(server, email, password);
  });

  it('answers the same for an address without an account, and mails it no link', async () => {
    const { email } = await createTestUser(server);
    const unknown = uniqueEmail('onbekend');

    const known = await askReset(email);
    const stranger = await askReset(unknown);

    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(stranger.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    const [mail] = await mailsTo(server, unknown);
    expect(mail?.subject).toBe('Nieuw wachtwoord voor Steekwerk');
    expect(mail?.text).toContain('geen account');
    expect(mail?.link).not.toContain('token=');
  });

  it(`refuses more than ${passwordResetLimits.perAccount} requests for one address, known or not`, async () => {
    const { email } = await createTestUser(server);
    const unknown = uniqueEmail('onbekend-limiet');
    for (const address of [email, unknown]) {
      for (let index = 0; index < passwordResetLimits.perAccount; index += 1) {
        expect((await askReset(address)).status).toBe(200);
      }
      const refused = await askReset(address);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        sfRequest: 'error',
        error: expect.stringContaining('Je hebt net al een link aangevraagd'),
      });
    }
  });

  it(`refuses more than ${passwordResetLimits.perClient} requests from one client`, async () => {
    const client = uniqueClientAddress();
    for (let index = 0; index < passwordResetLimits.perClient; index += 1) {
      expect((await askReset(uniqueEmail('client-limiet'), client)).status).toBe(200);
    }
    expect((await askReset(uniqueEmail('client-limiet'), client)).status).toBe(429);
  });

  it('activates a pending account: the link proves the address', async () => {
    const { email } = await createTestUser(server, { pending: true });
    const token = await resetToken(email);

    expect((await reset(token, 'een-nieuw-wachtwoord')).body['status']).toBe('ok');

    const { answer } = await logIn(server, email, 'een-nieuw-wachtwoord');
    expect(answer.body['user']).toMatchObject({ pending: false });
  });

  it('makes older reset links of the user stop working', async () => {
    const { email } = await createTestUser(server);
    const first = await resetToken(email);
    const second = await resetToken(email);

    expect((await reset(second, 'een-nieuw-wachtwoord')).body['status']).toBe('ok');
    expect((await reset(first, 'weer-een-wachtwoord')).body['status']).toBe('used');
  });

  it('refuses a common password with a Dutch message and keeps the link usable', async () => {
    const { email } = await createTestUser(server);
    const token = await resetToken(email);

    const refused = await reset(token, 'Password1');

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      sfRequest: 'error',
      error: 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
    });
    expect((await reset(token, 'een-nieuw-wachtwoord')).body['status']).toBe('ok');
  });

  it('answers invalidToken for a token it never made and 400 for malformed input', async () => {
    expect((await reset('A'.repeat(43), 'een-nieuw-wachtwoord')).body).toEqual({
      sfRequest: 'ok',
      status: 'invalidToken',
    });
    const malformed = await reset('kort', 'een-nieuw-wachtwoord');
    expect(malformed.status).toBe(400);
    expect(String(malformed.body['error'])).toContain(
      'Deze link om je wachtwoord te herstellen is ongeldig.',
    );
    const short = await reset('A'.repeat(43), 'kort');
    expect(short.status).toBe(400);
    expect(String(short.body['error'])).toContain('minstens 8 tekens');
    const noAddress = await post(server, 'account/password/forgotten', { emailAddress: 'geen-adres' });
    expect(noAddress.status).toBe(400);
    expect(String(noAddress.body['error'])).toContain('Vul een geldig e-mailadres in.');
    const empty = await post(server, 'account/password/forgotten', {});
    expect(empty.status).toBe(400);
  });
});
