import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, logIn, post, uniqueClientAddress, uniqueEmail } from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { loginLimits, registrationLimits } from './auth-attempts';

const tooManyLogins = {
  sfRequest: 'error',
  error: 'Te veel mislukte inlogpogingen. Wacht een kwartier en probeer het dan opnieuw.',
};

describe('rate limits over HTTP', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  function login(emailAddress: string, password: string, remoteAddress: string) {
    return post(server, 'account/login', { emailAddress, password }, { remoteAddress });
  }

  it(`answers wrong password no. ${loginLimits.failuresPerAccount + 1} for an account with 429`, async () => {
    const { email, password } = await createTestUser(server);
    const client = uniqueClientAddress();
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount; attempt += 1) {
      expect((await login(email, 'fout-wachtwoord', client)).body).toMatchObject({
        status: 'invalidCredentials',
      });
    }

    const sixth = await login(email, 'fout-wachtwoord', client);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(tooManyLogins);
    // Even the right password waits now (the limit is checked before the password).
    expect((await login(email, password, client)).status).toBe(429);
  });

  it('counts the failures of an account across client addresses', async () => {
    const { email, password } = await createTestUser(server);
    const first = uniqueClientAddress();
    const second = uniqueClientAddress();
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount; attempt += 1) {
      const client = attempt % 2 === 0 ? first : second;
      expect((await login(email, 'fout-wachtwoord', client)).status).toBe(200);
    }

    expect((await login(email, 'fout-wachtwoord', second)).status).toBe(429);
    expect((await login(email, password, first)).status).toBe(429);
    expect((await login(email, password, uniqueClientAddress())).status).toBe(429);
  });

  it('treats an unknown address like an account (no hint that it does not exist)', async () => {
    const email = uniqueEmail('bestaatniet');
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount; attempt += 1) {
      expect((await login(email, 'fout-wachtwoord', uniqueClientAddress())).status).toBe(200);
    }
    expect((await login(email, 'fout-wachtwoord', uniqueClientAddress())).body).toEqual(tooManyLogins);
  });

  it('does not count refused attempts, and keeps other accounts open', async () => {
    const { email } = await createTestUser(server);
    const other = await createTestUser(server);
    const client = uniqueClientAddress();
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount + 5; attempt += 1) {
      await login(email, 'fout-wachtwoord', client);
    }
    const [row] = await server.dataSource.query(
      `SELECT count(*)::int AS count FROM auth_attempts WHERE client_key = $1`,
      [client],
    );
    expect(row.count).toBe(loginLimits.failuresPerAccount);
    await logIn(server, other.email, other.password, { remoteAddress: client });
  });

  it('lets the owner in from a network that logged in to the account before (no lockout by strangers)', async () => {
    const { email, password } = await createTestUser(server);
    const home = uniqueClientAddress();
    await logIn(server, email, password, { remoteAddress: home });
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount + 2; attempt += 1) {
      await login(email, 'fout-wachtwoord', uniqueClientAddress());
    }
    expect((await login(email, password, uniqueClientAddress())).status).toBe(429);

    const owner = await login(email, password, home);

    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ status: 'ok' });
  });

  it(`answers failed login no. ${loginLimits.failuresPerClient + 1} from one client with 429, whatever the account`, async () => {
    const client = uniqueClientAddress();
    for (let attempt = 0; attempt < loginLimits.failuresPerClient; attempt += 1) {
      expect((await login(uniqueEmail('ip'), 'fout-wachtwoord', client)).status).toBe(200);
    }
    const { email, password } = await createTestUser(server);

    expect((await login(email, password, client)).body).toEqual(tooManyLogins);
    await logIn(server, email, password, { remoteAddress: uniqueClientAddress() });
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let attempt = 0; attempt < loginLimits.failuresPerClient; attempt += 1) {
      await login(uniqueEmail('ipv6'), 'fout-wachtwoord', `${prefix}::${(attempt + 1).toString(16)}`);
    }
    expect((await login(uniqueEmail('ipv6'), 'fout-wachtwoord', `${prefix}:abcd::1`)).status).toBe(429);
  });

  it('counts wrong current passwords of account/password like failed logins', async () => {
    const { email, password } = await createTestUser(server);
    const client = uniqueClientAddress();
    const { cookies } = await logIn(server, email, password, { remoteAddress: client });
    const elsewhere = uniqueClientAddress();
    for (let attempt = 0; attempt < loginLimits.failuresPerAccount; attempt += 1) {
      const answer = await post(
        server,
        'account/password',
        { currentPassword: 'fout-wachtwoord', newPassword: 'nieuw-wachtwoord' },
        { cookies, remoteAddress: elsewhere },
      );
      expect(answer.body).toEqual({ sfRequest: 'ok', status: 'wrongPassword' });
    }
    const answer = await post(
      server,
      'account/password',
      { currentPassword: password, newPassword: 'nieuw-wachtwoord' },
      { cookies, remoteAddress: elsewhere },
    );
    expect(answer.status).toBe(429);
  });

  it(`answers registration no. ${registrationLimits.perClient + 1} from one client within an hour with 429`, async () => {
    const client = uniqueClientAddress();
    for (let attempt = 0; attempt < registrationLimits.perClient; attempt += 1) {
      const answer = await post(
        server,
        'account/register',
        { emailAddress: uniqueEmail('massa'), password: 'breien123' },
        { remoteAddress: client },
      );
      expect(answer.status).toBe(200);
    }

    const email = uniqueEmail('massa');
    const answer = await post(
      server,
      'account/register',
      { emailAddress: email, password: 'breien123' },
      { remoteAddress: client },
    );

    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      sfRequest: 'error',
      error: 'Te veel aanmeldingen vanaf dit adres. Probeer het over een uur opnieuw.',
    });
    expect(await server.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    const other = await post(
      server,
      'account/register',
      { emailAddress: email, password: 'breien123' },
      { remoteAddress: uniqueClientAddress() },
    );
    expect(other.status).toBe(200);
  });

  it('holds when many wrong passwords arrive at once', async () => {
    const { email } = await createTestUser(server);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'fout-wachtwoord', uniqueClientAddress())),
    );
    const checked = answers.filter((answer) => answer.status === 200);
    expect(checked.length).toBeLessThanOrEqual(loginLimits.failuresPerAccount);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
      12 - loginLimits.failuresPerAccount,
    );
  });

  it('uses X-Forwarded-For as the client address behind a trusted proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const { email, password } = await createTestUser(proxied);
      const first = uniqueClientAddress();
      const second = uniqueClientAddress();
      for (let attempt = 0; attempt < loginLimits.failuresPerAccount; attempt += 1) {
        await post(
          proxied,
          'account/login',
          { emailAddress: email, password: 'fout' },
          {
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': attempt % 2 === 0 ? first : second },
          },
        );
      }
      const [row] = await proxied.dataSource.query(
        `SELECT count(DISTINCT client_key)::int AS clients FROM auth_attempts WHERE client_key IN ($1, $2)`,
        [first, second],
      );
      expect(row.clients).toBe(2);
      const answer = await post(
        proxied,
        'account/login',
        { emailAddress: email, password },
        {
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': second },
        },
      );
      expect(answer.status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
