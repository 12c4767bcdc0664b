import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, uniqueEmail } from '../testing/accounts';
import { createTestApp, TestApp, testPasswordHashLogN } from '../testing/test-app';
import { adminExit, AdminUsageError, parseAdminCommand, runAdminCommand } from './admin-commands';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

describe('admin commands', () => {
  let server: TestApp;
  let output: string[];

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  /** Runs a command line against the test database, as `npm run admin -- …` does. */
  async function admin(
    argv: string[],
    hasher = new PasswordHasher({ logN: testPasswordHashLogN, r: 8, p: 1 }),
  ) {
    output = [];
    const command = parseAdminCommand(argv);
    return runAdminCommand(command, {
      users: new UsersRepository(server.dataSource),
      hasher,
      print: (line) => output.push(line),
    });
  }

  async function stored(email: string) {
    const [row] = await server.dataSource.query(
      `SELECT id, pending, premium, password_hash, activated_at IS NOT NULL AS activated FROM users WHERE email = $1`,
      [email],
    );
    return row;
  }

  it('user:create stores an active premium user with the production hash parameters', async () => {
    const email = uniqueEmail('beheer');

    const status = await admin(
      [
        'user:create',
        '--email',
        email.toUpperCase(),
        '--password',
        'sterk-wachtwoord',
        '--activated',
        '--premium',
      ],
      new PasswordHasher(),
    );

    expect(status).toBe(adminExit.ok);
    const row = await stored(email);
    expect(row).toMatchObject({ pending: false, premium: true, activated: true });
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(output).toEqual([`Created user ${row.id} <${email}> (active, premium).`]);
    // The server (cheaper test cost) verifies it: parameters travel with the hash.
    const login = await server.app.inject({
      method: 'POST',
      url: '/nl/ajax/account/login',
      payload: { emailAddress: email, password: 'sterk-wachtwoord' },
      remoteAddress: '198.51.100.77',
    });
    expect(login.json()).toMatchObject({ status: 'ok', user: { premium: true, pending: false } });
  });

  it('user:create makes a pending user without --activated', async () => {
    const email = uniqueEmail('beheer');
    expect(await admin(['user:create', '--email', email, '--password', 'sterk-wachtwoord'])).toBe(
      adminExit.ok,
    );
    expect(await stored(email)).toMatchObject({ pending: true, premium: false, activated: false });
    expect(output[0]).toMatch(/\(pending activation\)\.$/);
  });

  it('user:create refuses an address that has an account, changing nothing', async () => {
    const { email, user } = await createTestUser(server);
    expect(await admin(['user:create', '--email', email, '--password', 'iets-anders-1'])).toBe(
      adminExit.refused,
    );
    expect(output).toEqual([`A user with the address ${email} exists already; nothing changed.`]);
    expect((await stored(email)).password_hash).toBe(user.passwordHash);
  });

  it('user:premium turns premium on and off', async () => {
    const { email, user } = await createTestUser(server);
    expect(await admin(['user:premium', '--email', email, '--on'])).toBe(adminExit.ok);
    expect(output).toEqual([`User ${user.id} <${email}> is premium now.`]);
    expect((await stored(email)).premium).toBe(true);

    expect(await admin(['user:premium', '--email', email, '--off'])).toBe(adminExit.ok);
    expect((await stored(email)).premium).toBe(false);
  });

  it('user:premium --on grants premium without an end, --off ends a bought period too', async () => {
    const { email } = await createTestUser(server);
    const setUntil = (interval: string) =>
      server.dataSource.query(
        `UPDATE users SET premium = true, premium_until = now() + $2::interval WHERE email = $1`,
        [email, interval],
      );
    const period = async () =>
      (
        (await server.dataSource.query(`SELECT premium, premium_until FROM users WHERE email = $1`, [
          email,
        ])) as Array<{
          premium: boolean;
          premium_until: Date | null;
        }>
      )[0];
    await setUntil('3 days');
    expect(await admin(['user:premium', '--email', email, '--on'])).toBe(adminExit.ok);
    expect(await period()).toEqual({ premium: true, premium_until: null });
    await setUntil('3 days');
    expect(await admin(['user:premium', '--email', email, '--off'])).toBe(adminExit.ok);
    expect(await period()).toEqual({ premium: false, premium_until: null });
  });

  it('user:premium refuses an unknown address', async () => {
    const email = uniqueEmail('niemand');
    expect(await admin(['user:premium', '--email', email, '--on'])).toBe(adminExit.refused);
    expect(output).toEqual([`No user has the address ${email}.`]);
  });

  it.each([
    [['user:delete'], 'unknown command "user:delete"'],
    [['user:create', '--password', 'sterk-wachtwoord'], '--email is required'],
    [
      ['user:create', '--email', 'geen-adres', '--password', 'sterk-wachtwoord'],
      '--email: "geen-adres" is not a valid',
    ],
    [['user:create', '--email', 'a@b.nl'], '--password is required'],
    [
      ['user:create', '--email', 'a@b.nl', '--password', 'kort'],
      '--password: Het wachtwoord moet minstens 8 tekens',
    ],
    [
      ['user:create', '--email', 'a@b.nl', '--password', 'sterk-wachtwoord', '--admin'],
      "Unknown option '--admin'",
    ],
    [['user:create', '--email', 'a@b.nl', '--password', 'sterk-wachtwoord', 'extra'], 'extra'],
    [['user:premium', '--email', 'a@b.nl'], 'give either --on or --off'],
    [['user:premium', '--email', 'a@b.nl', '--on', '--off'], 'give either --on or --off'],
    [['user:premium', '--email', '--on'], '--email'],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseAdminCommand(argv)).toThrow(AdminUsageError);
    expect(() => parseAdminCommand(argv)).toThrow(message);
  });

  it('prints the usage for help', async () => {
    expect(parseAdminCommand([])).toEqual({ name: 'help' });
    expect(await admin(['--help'])).toBe(adminExit.ok);
    expect(output[0]).toContain('user:create --email <address> --password <password>');
  });
});
