import {
  anonymousUser,
  defaultUserSettings,
  loginResponseSchema,
  userResponseSchema,
} from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookieNames } from '../session/session-cookie';
import {
  createTestUser,
  get,
  logIn,
  mailsTo,
  post,
  sessionCookieOf,
  uniqueClientAddress,
  uniqueEmail,
} from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { PasswordHasher } from './password-hasher';

/** An empty profile with some fields changed (bad codes). */
function profileWith(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    firstName: '',
    lastName: '',
    nickname: '',
    countryCode: '',
    regionCode: '',
    currencyCode: '',
    ...fields,
  };
}

describe('accounts over HTTP', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST account/register', () => {
    it('creates a pending user and mails the activation link', async () => {
      const email = uniqueEmail('nieuw');
      const answer = await post(server, 'account/register', {
        emailAddress: ` ${email.toUpperCase()} `,
        password: 'breien123',
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
      const [user] = await server.dataSource.query(
        `SELECT id, email, pending, premium, password_hash, activated_at FROM users WHERE email = $1`,
        [email],
      );
      expect(user).toMatchObject({ email, pending: true, premium: false, activated_at: null });
      expect(user.id).toMatch(/^[0-9A-Za-z]{12}$/);
      expect(user.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
      expect(user.password_hash).not.toContain('breien123');

      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Activeer je Steekwerk-account', sentAt: null });
      expect(mails[0]?.link).toMatch(
        /^http:\/\/localhost\/nl\/account\/activation\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(mails[0]?.text).toContain(mails[0]?.link);
      expect(mails[0]?.html).toContain('Account activeren');
    });

    it('answers the same for an address that has an account, and mails its owner instead', async () => {
      const { email, user } = await createTestUser(server);
      const answer = await post(server, 'account/register', {
        emailAddress: email,
        password: 'eenanderwachtwoord',
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
      const [row] = await server.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
      expect(row.password_hash).toBe(user.passwordHash);
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        subject: 'Je hebt al een Steekwerk-account',
        link: 'http://localhost/nl/login',
      });
      expect(mails[0]?.text).not.toContain('activation');
    });

    it('uses the request origin for links (the public URL is tested in activation.http.spec.ts)', async () => {
      const email = uniqueEmail('origin');
      await post(
        server,
        'account/register',
        { emailAddress: email, password: 'breien123' },
        {
          headers: { host: 'steekwerk.test:8095' },
        },
      );
      expect((await mailsTo(server, email))[0]?.link).toMatch(
        /^http:\/\/steekwerk\.test:8095\/nl\/account\/activation\?token=/,
      );
    });

    it.each([
      [{}, 'emailAddress: Vul een geldig e-mailadres in.'],
      [{ emailAddress: 'anna@example.nl' }, 'password: Het wachtwoord moet minstens 8 tekens hebben.'],
      [{ emailAddress: 'anna', password: 'breien123' }, 'emailAddress: Vul een geldig e-mailadres in.'],
      [
        { emailAddress: 'anna@example', password: 'breien123' },
        'emailAddress: Vul een geldig e-mailadres in.',
      ],
      [{ emailAddress: 42, password: 'breien123' }, 'emailAddress: Vul een geldig e-mailadres in.'],
      [
        { emailAddress: 'anna@example.nl', password: 'kort' },
        'password: Het wachtwoord moet minstens 8 tekens hebben.',
      ],
      [
        { emailAddress: 'anna@example.nl', password: 12345678 },
        'password: Het wachtwoord moet minstens 8 tekens hebben.',
      ],
      [
        { emailAddress: 'anna@example.nl', password: 'x'.repeat(129) },
        'password: Het wachtwoord mag hoogstens 128 tekens hebben.',
      ],
    ])('refuses %j with 400 and a Dutch message', async (payload, message) => {
      const answer = await post(server, 'account/register', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ sfRequest: 'error', error: expect.stringContaining(message) });
    });
  });

  describe('POST account/login', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie on Path=/ without Domain and answers the user', async () => {
      const { email, password, user } = await createTestUser(server);
      const answer = await post(server, 'account/login', { emailAddress: email.toUpperCase(), password });

      expect(answer.status).toBe(200);
      const body = loginResponseSchema.parse(answer.body);
      expect(body).toEqual({
        sfRequest: 'ok',
        status: 'ok',
        user: { ...anonymousUser, userId: user.id, emailAddress: email },
        settings: defaultUserSettings,
      });
      const cookie = sessionCookieOf(answer);
      expect(cookie).toMatchObject({
        name: 'sw_session',
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.secure).toBeUndefined();
      const header = String(answer.response.headers['set-cookie']);
      expect(header).not.toMatch(/Domain=/i);
      expect(header).not.toMatch(/Secure/i);
    });

    it('stores only the SHA-256 of the cookie token', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      const token = cookies[sessionCookieNames.http] ?? '';
      const rows = await server.dataSource.query(
        `SELECT encode(token_hash, 'hex') AS hash, expires_at > now() + interval '29 days' AS long FROM sessions WHERE user_id = $1`,
        [user.id],
      );
      expect(rows).toEqual([
        { hash: (await import('node:crypto')).createHash('sha256').update(token).digest('hex'), long: true },
      ]);
    });

    it('answers a wrong password and an unknown address alike, each after one password hash', async () => {
      const { email } = await createTestUser(server);
      const hasher = server.app.get(PasswordHasher);
      const verify = vi.spyOn(hasher, 'verify');

      const wrongPassword = await post(server, 'account/login', {
        emailAddress: email,
        password: 'fout-wachtwoord',
      });
      const wrongCalls = verify.mock.calls.length;
      const unknownAddress = await post(server, 'account/login', {
        emailAddress: uniqueEmail('onbekend'),
        password: 'fout-wachtwoord',
      });
      const unknownCalls = verify.mock.calls.length - wrongCalls;
      verify.mockRestore();

      expect(wrongPassword.status).toBe(200);
      expect(wrongPassword.body).toEqual({ sfRequest: 'ok', status: 'invalidCredentials' });
      expect(unknownAddress.status).toBe(wrongPassword.status);
      expect(unknownAddress.body).toEqual(wrongPassword.body);
      expect(sessionCookieOf(wrongPassword)).toBeUndefined();
      expect(sessionCookieOf(unknownAddress)).toBeUndefined();
      // The same work: one scrypt hash each (the unknown address against a stand-in hash).
      expect([wrongCalls, unknownCalls]).toEqual([1, 1]);
    });

    it('gives a new session id on every login and ends the session the request came with', async () => {
      const { email, password } = await createTestUser(server);
      const first = await logIn(server, email, password);
      const second = await logIn(server, email, password, { cookies: first.cookies });

      expect(second.cookies[sessionCookieNames.http]).not.toBe(first.cookies[sessionCookieNames.http]);
      expect((await get(server, 'account/user', { cookies: first.cookies })).body['user']).toEqual(
        anonymousUser,
      );
      expect((await get(server, 'account/user', { cookies: second.cookies })).body['user']).toMatchObject({
        emailAddress: email,
      });
    });

    it.each([
      [{}, 'emailAddress: Vul een geldig e-mailadres in.; password: Vul je wachtwoord in.'],
      [{ emailAddress: 'anna@example.nl', password: '' }, 'password: Vul je wachtwoord in.'],
      [{ emailAddress: 'anna@example.nl', password: ['geheim'] }, 'password: Vul je wachtwoord in.'],
      [{ emailAddress: null, password: 'geheim' }, 'emailAddress: Vul een geldig e-mailadres in.'],
    ])('refuses %j with 400', async (payload, message) => {
      const answer = await post(server, 'account/login', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ sfRequest: 'error', error: `Ongeldige invoer. ${message}` });
    });
  });

  describe('the session over HTTPS (behind a proxy that says so)', () => {
    let secureServer: TestApp;

    beforeAll(async () => {
      secureServer = await createTestApp({ config: { trustProxy: true } });
    });

    afterAll(async () => {
      await secureServer.close();
    });

    it('uses the __Host- cookie with Secure, and reads only that one', async () => {
      const { email, password } = await createTestUser(secureServer);
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': uniqueClientAddress() };
      const answer = await post(
        secureServer,
        'account/login',
        { emailAddress: email, password },
        { headers: https },
      );

      const cookie = answer.response.cookies.find((item) => item.name === '__Host-sw_session');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(sessionCookieOf(answer)).toBeUndefined();

      const token = cookie?.value ?? '';
      const overHttps = await get(secureServer, 'account/user', {
        headers: https,
        cookies: { '__Host-sw_session': token },
      });
      expect(overHttps.body['user']).toMatchObject({ emailAddress: email });
      // The same token under the plain name, or over plain HTTP, is not a session.
      const plainName = await get(secureServer, 'account/user', {
        headers: https,
        cookies: { sw_session: token },
      });
      expect(plainName.body['user']).toEqual(anonymousUser);
      const overHttp = await get(secureServer, 'account/user', { cookies: { '__Host-sw_session': token } });
      expect(overHttp.body['user']).toEqual(anonymousUser);
    });
  });

  describe('GET account/user', () => {
    it('answers the anonymous user and the default settings without a session', async () => {
      const answer = await get(server, 'account/user');
      expect(answer.status).toBe(200);
      expect(userResponseSchema.parse(answer.body)).toEqual({
        sfRequest: 'ok',
        user: anonymousUser,
        settings: defaultUserSettings,
      });
      expect(answer.response.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a malformed token', 'geen-token'],
      ['an empty cookie', ''],
    ])('treats %s as anonymous and clears the cookie', async (_, value) => {
      const answer = await get(server, 'account/user', { cookies: { sw_session: value } });
      expect(answer.status).toBe(200);
      expect(answer.body['user']).toEqual(anonymousUser);
      if (value !== '') expect(sessionCookieOf(answer)).toMatchObject({ value: '', maxAge: 0 });
    });

    it('treats an expired session as anonymous', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      await server.dataSource.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
      expect((await get(server, 'account/user', { cookies })).body['user']).toEqual(anonymousUser);
    });

    it('extends a session that was not used for a while (sliding expiry) and sets the cookie again', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      const fresh = await get(server, 'account/user', { cookies });
      expect(sessionCookieOf(fresh)).toBeUndefined();

      await server.dataSource.query(
        `UPDATE sessions SET last_seen_at = now() - interval '10 days', expires_at = now() + interval '20 days' WHERE user_id = $1`,
        [user.id],
      );
      const later = await get(server, 'account/user', { cookies });

      expect(later.body['user']).toMatchObject({ userId: user.id });
      expect(sessionCookieOf(later)).toMatchObject({
        value: cookies[sessionCookieNames.http],
        maxAge: 2_592_000,
      });
      const [row] = await server.dataSource.query(
        `SELECT last_seen_at > now() - interval '1 minute' AS seen, expires_at > now() + interval '29 days' AS extended
           FROM sessions WHERE user_id = $1`,
        [user.id],
      );
      expect(row).toEqual({ seen: true, extended: true });
    });
  });

  describe('POST account/logout', () => {
    it('deletes the session and clears the cookie; the old cookie is no session any more', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);

      const answer = await post(server, 'account/logout', undefined, { cookies });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
      expect(sessionCookieOf(answer)).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
      expect(await server.dataSource.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [user.id])).toEqual(
        [],
      );
      expect((await get(server, 'account/user', { cookies })).body['user']).toEqual(anonymousUser);
      const settings = await post(server, 'account/settings', { settings: { darkMode: 'yes' } }, { cookies });
      expect(settings.status).toBe(403);
    });

    it('is fine without a session, with or without a JSON body', async () => {
      expect((await post(server, 'account/logout')).body).toEqual({ sfRequest: 'ok', status: 'ok' });
      expect((await post(server, 'account/logout', {})).body).toEqual({ sfRequest: 'ok', status: 'ok' });
    });
  });

  describe('guarded calls', () => {
    const guarded = [
      ['account/settings', { settings: { darkMode: 'yes' } }],
      [
        'account/profile',
        { firstName: 'A', lastName: '', nickname: '', countryCode: '', regionCode: '', currencyCode: '' },
      ],
      ['account/password', { currentPassword: 'breien123', newPassword: 'haken12345' }],
    ] as const;

    it.each(guarded)('%s refuses anonymous visitors with 403', async (path, payload) => {
      const answer = await post(server, path, payload);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Je bent niet ingelogd.' });
    });

    it.each(guarded)('%s refuses users pending activation with 403', async (path, payload) => {
      const { email, password } = await createTestUser(server, { pending: true });
      const { cookies, answer: login } = await logIn(server, email, password);
      expect(login.body['user']).toMatchObject({ pending: true });

      const answer = await post(server, path, payload, { cookies });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });
    });

    it('lets pending users read account/user, resend the activation mail and log out', async () => {
      const { email, password } = await createTestUser(server, { pending: true });
      const { cookies } = await logIn(server, email, password);

      expect((await get(server, 'account/user', { cookies })).body['user']).toMatchObject({
        pending: true,
        emailAddress: email,
      });
      expect((await post(server, 'account/activation/resend', undefined, { cookies })).body).toEqual({
        sfRequest: 'ok',
        status: 'ok',
      });
      expect((await post(server, 'account/logout', undefined, { cookies })).status).toBe(200);
    });

    it('refuses an anonymous visitor before looking at the body', async () => {
      const answer = await post(server, 'account/settings', { settings: { colour: 'rood' } });
      expect(answer.status).toBe(403);
    });
  });

  describe('POST account/settings', () => {
    it('merges the change, stores it and answers all settings', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);

      const first = await post(
        server,
        'account/settings',
        { settings: { darkMode: 'yes', bottomPanelFontSize: 18 } },
        { cookies },
      );
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        sfRequest: 'ok',
        settings: { ...defaultUserSettings, darkMode: 'yes', bottomPanelFontSize: 18 },
      });

      const second = await post(
        server,
        'account/settings',
        { settings: { lengthUnits: 'metric' } },
        { cookies },
      );
      expect(second.body['settings']).toEqual({
        ...defaultUserSettings,
        darkMode: 'yes',
        bottomPanelFontSize: 18,
        lengthUnits: 'metric',
      });
      expect((await get(server, 'account/user', { cookies })).body['settings']).toEqual(
        second.body['settings'],
      );
      const [row] = await server.dataSource.query(`SELECT settings FROM user_settings WHERE user_id = $1`, [
        user.id,
      ]);
      expect(row.settings).toEqual({ darkMode: 'yes', bottomPanelFontSize: 18, lengthUnits: 'metric' });
    });

    it('ignores stored keys and values it no longer knows when reading', async () => {
      const { email, password, user } = await createTestUser(server);
      await server.dataSource.query(
        `INSERT INTO user_settings (user_id, settings) VALUES ($1, '{"darkMode": "no", "retired": 1, "lengthUnits": "furlongs"}')`,
        [user.id],
      );
      const { answer } = await logIn(server, email, password);
      expect(answer.body['settings']).toEqual({ ...defaultUserSettings, darkMode: 'no' });
    });

    it.each([
      [{ settings: { colour: 'rood' } }, 'Ongeldige invoer. settings: Onbekende key: "colour"'],
      [{ settings: { darkMode: 'dim' } }, 'Ongeldige invoer. settings.darkMode: '],
      [{ settings: { bottomPanelFontSize: '14' } }, 'Ongeldige invoer. settings.bottomPanelFontSize: '],
      [{ settings: 'donker' }, 'Ongeldige invoer. settings: '],
      [{}, 'Ongeldige invoer. settings: '],
    ])('refuses %j with 400', async (payload, message) => {
      const { email, password } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      const answer = await post(server, 'account/settings', payload, { cookies });
      expect(answer.status).toBe(400);
      expect(String(answer.body['error'])).toContain(message);
    });
  });

  describe('POST account/profile', () => {
    it('stores the trimmed, normalised fields and answers the user', async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);

      const answer = await post(
        server,
        'account/profile',
        {
          firstName: ' Anna ',
          lastName: 'de Vries',
          nickname: 'Wolletje',
          countryCode: 'nl',
          regionCode: 'UT',
          currencyCode: 'eur',
        },
        { cookies },
      );

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        sfRequest: 'ok',
        user: {
          ...anonymousUser,
          userId: user.id,
          emailAddress: email,
          firstName: 'Anna',
          lastName: 'de Vries',
          nickname: 'Wolletje',
          countryCode: 'NL',
          regionCode: 'UT',
          currencyCode: 'EUR',
        },
      });
      expect((await get(server, 'account/user', { cookies })).body['user']).toEqual(answer.body['user']);
    });

    it.each([
      [{ firstName: 'Anna' }, 'lastName: '],
      [
        {
          firstName: 'Anna',
          lastName: '',
          nickname: '',
          countryCode: 'NLD',
          regionCode: '',
          currencyCode: '',
        },
        'countryCode: Kies een land uit de lijst.',
      ],
      [profileWith({ countryCode: 'ZZ' }), 'countryCode: Kies een land uit de lijst.'],
      [profileWith({ countryCode: '<b>' }), 'countryCode: Kies een land uit de lijst.'],
      [profileWith({ countryCode: 31 }), 'countryCode: '],
      [profileWith({ currencyCode: 'XYZ' }), 'currencyCode: Kies een valuta uit de lijst.'],
      [profileWith({ currencyCode: 'EURO' }), 'currencyCode: Kies een valuta uit de lijst.'],
      [
        {
          firstName: 'x'.repeat(101),
          lastName: '',
          nickname: '',
          countryCode: '',
          regionCode: '',
          currencyCode: '',
        },
        'firstName: ',
      ],
      [
        { firstName: 1, lastName: '', nickname: '', countryCode: '', regionCode: '', currencyCode: '' },
        'firstName: ',
      ],
      [
        {
          firstName: 'a\u0000b',
          lastName: '',
          nickname: '',
          countryCode: '',
          regionCode: '',
          currencyCode: '',
        },
        'firstName: Dit veld mag geen tabs, regeleinden of andere stuurtekens bevatten.',
      ],
    ])('refuses %j with 400', async (payload, message) => {
      const { email, password } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      const answer = await post(server, 'account/profile', payload, { cookies });
      expect(answer.status).toBe(400);
      expect(String(answer.body['error'])).toContain(message);
    });
  });

  describe('POST account/password', () => {
    it('changes the password, ends every session of the user and logs this one in again with a new token', async () => {
      const { email, password } = await createTestUser(server);
      const here = await logIn(server, email, password);
      const elsewhere = await logIn(server, email, password);

      const answer = await post(
        server,
        'account/password',
        { currentPassword: password, newPassword: 'nieuw-wachtwoord' },
        { cookies: here.cookies },
      );

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'ok' });
      const renewed = sessionCookieOf(answer);
      expect(renewed?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(renewed?.value).not.toBe(here.cookies[sessionCookieNames.http]);
      const renewedCookies = { [sessionCookieNames.http]: renewed?.value ?? '' };
      expect((await get(server, 'account/user', { cookies: renewedCookies })).body['user']).toMatchObject({
        emailAddress: email,
      });
      expect((await get(server, 'account/user', { cookies: here.cookies })).body['user']).toEqual(
        anonymousUser,
      );
      expect((await get(server, 'account/user', { cookies: elsewhere.cookies })).body['user']).toEqual(
        anonymousUser,
      );
      const old = await post(server, 'account/login', { emailAddress: email, password });
      expect(old.body).toEqual({ sfRequest: 'ok', status: 'invalidCredentials' });
      await logIn(server, email, 'nieuw-wachtwoord');
    });

    it('answers wrongPassword for a wrong current password and changes nothing', async () => {
      const { email, password, user } = await createTestUser(server);
      const here = await logIn(server, email, password);
      const elsewhere = await logIn(server, email, password);

      const answer = await post(
        server,
        'account/password',
        { currentPassword: 'niet-het-wachtwoord', newPassword: 'nieuw-wachtwoord' },
        { cookies: here.cookies },
      );

      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'wrongPassword' });
      const [row] = await server.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
      expect(row.password_hash).toBe(user.passwordHash);
      expect((await get(server, 'account/user', { cookies: elsewhere.cookies })).body['user']).toMatchObject({
        userId: user.id,
      });
    });

    it.each([
      [{ currentPassword: 'breien123' }, 'newPassword: Het wachtwoord moet minstens 8 tekens hebben.'],
      [
        { currentPassword: 'breien123', newPassword: 'kort' },
        'newPassword: Het wachtwoord moet minstens 8 tekens hebben.',
      ],
      [{ newPassword: 'lang-genoeg' }, 'currentPassword: Vul je wachtwoord in.'],
    ])('refuses %j with 400', async (payload, message) => {
      const { email, password } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      const answer = await post(server, 'account/password', payload, { cookies });
      expect(answer.status).toBe(400);
      expect(String(answer.body['error'])).toContain(message);
    });
  });

  describe('never answers 500 to broken account requests', () => {
    const strange: unknown[] = [
      null,
      [],
      'tekst',
      42,
      { emailAddress: 'a\u0000@b.nl', password: 'a\u0000bcdefghij' },
      { emailAddress: `${'a'.repeat(300)}@b.nl`, password: 'x'.repeat(10_000) },
      { emailAddress: { $ne: '' }, password: { $gt: '' } },
      { settings: { darkMode: 'yes', __proto__: { admin: true } } },
      { settings: null },
      { token: null },
      { token: 'a'.repeat(200) },
      { firstName: '\ud800', lastName: '', nickname: '', countryCode: '', regionCode: '', currencyCode: '' },
      { currentPassword: 'a\u0000b', newPassword: 'c\u0000defghijk' },
    ];
    const paths = [
      'account/register',
      'account/login',
      'account/logout',
      'account/settings',
      'account/profile',
      'account/password',
      'account/activate',
      'account/activation/resend',
    ];

    // One test per path: a test logs in once per payload, and all paths in one test took 18 of its 30 s on the
    // busy machine.
    it.each(paths)('%s, with and without a session', async (path) => {
      const { email, password } = await createTestUser(server);
      // A fresh session per payload: logout ends it.
      for (const payload of strange) {
        const { cookies } = await logIn(server, email, password, { remoteAddress: uniqueClientAddress() });
        for (const options of [{}, { cookies }]) {
          const response = await server.app.inject({
            method: 'POST',
            url: `/nl/ajax/${path}`,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
            remoteAddress: uniqueClientAddress(),
            ...options,
          });
          const label = `${path} ${JSON.stringify(payload)} ${'cookies' in options ? 'logged in' : 'anonymous'}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json(), label).toEqual({ sfRequest: 'error', error: expect.any(String) });
          }
        }
      }
    });
  });
});
