import { anonymousUser, defaultUserSettings } from '@steekwerk/model';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestClient } from '../http/client';
import type { OutgoingMail } from '../mail/mail-transport';
import type { MailerService } from '../mail/mailer.service';
import type { AuthSession, RequestSession, SessionService } from '../session/session.service';
import { AccountService } from './account.service';
import type { ActivationService } from './activation.service';
import type { AttemptTicket, AuthAttemptLimiter } from './auth-attempts';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import type { NewUser, UsersRepository } from './users.repository';

/** Fakes with just the behaviour the rules depend on; storage itself is tested over HTTP. */
class FakeUsers {
  readonly byEmail = new Map<string, UserEntity>();
  settings: Record<string, unknown> = {};

  async findByEmail(email: string) {
    return this.byEmail.get(email) ?? null;
  }

  async create(user: NewUser) {
    if (this.byEmail.has(user.email)) return null;
    const entity = Object.assign(new UserEntity(), {
      ...anonymousUserRow(),
      id: `user${this.byEmail.size + 1}xxxxxxx`.slice(0, 12),
      email: user.email,
      passwordHash: user.passwordHash,
      pending: user.pending,
      premium: user.premium ?? false,
    });
    this.byEmail.set(user.email, entity);
    return entity;
  }

  async purgeStalePending() {
    return 0;
  }

  async replacePendingPassword(id: string, passwordHash: string) {
    const user = [...this.byEmail.values()].find((candidate) => candidate.id === id && candidate.pending);
    if (user) user.passwordHash = passwordHash;
    return user !== undefined;
  }

  async updatePasswordHash(id: string, passwordHash: string) {
    for (const user of this.byEmail.values()) if (user.id === id) user.passwordHash = passwordHash;
  }

  async readSettings() {
    return this.settings;
  }
}

function anonymousUserRow() {
  return {
    firstName: '',
    lastName: '',
    nickname: '',
    countryCode: '',
    regionCode: '',
    currencyCode: '',
    showBetaFeatures: false,
    createdAt: new Date(),
    activatedAt: null,
  };
}

class FakeLimiter {
  readonly outcomes: boolean[] = [];
  async admitLogin(): Promise<AttemptTicket> {
    return { id: '1' };
  }
  async admitRegistration(): Promise<AttemptTicket> {
    return { id: '2' };
  }
  async finish(_: AttemptTicket, succeeded: boolean) {
    this.outcomes.push(succeeded);
  }
}

class FakeActivation {
  readonly activationMailsTo: string[] = [];
  async mailCapReached() {
    return false;
  }
  async sendActivationMail(user: UserEntity) {
    this.activationMailsTo.push(user.email);
  }
  originFor(origin: string) {
    return origin;
  }
}

class FakeSessions {
  readonly endedUsers: string[] = [];
  async endAllOf(userId: string) {
    this.endedUsers.push(userId);
  }
}

class FakeMailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
    return String(this.sent.length);
  }
}

const client: RequestClient = { key: '192.0.2.7', userAgent: 'test', origin: 'https://steekwerk.example' };

class FakeSession implements RequestSession {
  readonly client = client;
  started: UserEntity | null = null;
  ended = false;
  othersEnded = false;
  constructor(private session: AuthSession | null = null) {}
  async current() {
    return this.session;
  }
  async start(user: UserEntity) {
    this.started = user;
    this.session = { tokenHash: Buffer.alloc(32), user };
    return this.session;
  }
  async end() {
    this.ended = true;
  }
  async endOthers() {
    this.othersEnded = true;
  }
}

describe('AccountService', () => {
  let users: FakeUsers;
  let hasher: PasswordHasher;
  let limiter: FakeLimiter;
  let activation: FakeActivation;
  let mailer: FakeMailer;
  let sessions: FakeSessions;
  let service: AccountService;

  beforeEach(() => {
    users = new FakeUsers();
    hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });
    limiter = new FakeLimiter();
    activation = new FakeActivation();
    mailer = new FakeMailer();
    sessions = new FakeSessions();
    service = new AccountService(
      users as unknown as UsersRepository,
      hasher,
      limiter as unknown as AuthAttemptLimiter,
      activation as unknown as ActivationService,
      mailer as unknown as MailerService,
      sessions as unknown as SessionService,
    );
  });

  async function existingUser(password = 'breien123', email = 'anna@example.nl') {
    const user = await users.create({ email, passwordHash: await hasher.hash(password), pending: false });
    if (user === null) throw new Error('exists');
    return user;
  }

  describe('register', () => {
    it('creates a pending user with a hashed password and mails the activation link', async () => {
      const answer = await service.register(
        { emailAddress: 'nieuw@example.nl', password: 'breien123' },
        client,
      );

      expect(answer).toEqual({ sfRequest: 'ok', status: 'ok' });
      const user = await users.findByEmail('nieuw@example.nl');
      expect(user).toMatchObject({ pending: true });
      expect((await hasher.verify('breien123', user?.passwordHash ?? null)).valid).toBe(true);
      expect(activation.activationMailsTo).toEqual(['nieuw@example.nl']);
      expect(limiter.outcomes).toEqual([true]);
    });

    it('answers the same for a taken address, mails its owner a login link and leaves the account alone', async () => {
      const user = await existingUser();
      const hash = user.passwordHash;

      const answer = await service.register({ emailAddress: user.email, password: 'iets-anders' }, client);

      expect(answer).toEqual({ sfRequest: 'ok', status: 'ok' });
      expect(user.passwordHash).toBe(hash);
      expect(activation.activationMailsTo).toEqual([]);
      expect(mailer.sent).toEqual([
        expect.objectContaining({ to: user.email, link: 'https://steekwerk.example/nl/login' }),
      ]);
    });
  });

  describe('login', () => {
    it('starts a session and answers the user with the merged settings', async () => {
      const user = await existingUser();
      users.settings = { darkMode: 'yes', unknown: 1 };
      const session = new FakeSession();

      const answer = await service.login({ emailAddress: user.email, password: 'breien123' }, session);

      expect(answer).toEqual({
        sfRequest: 'ok',
        status: 'ok',
        user: { ...anonymousUser, userId: user.id, emailAddress: user.email },
        settings: { ...defaultUserSettings, darkMode: 'yes' },
      });
      expect(session.started).toBe(user);
      expect(limiter.outcomes).toEqual([true]);
    });

    it('answers invalidCredentials alike for a wrong password and an unknown address', async () => {
      const user = await existingUser();
      const wrong = new FakeSession();
      const unknown = new FakeSession();

      const wrongAnswer = await service.login({ emailAddress: user.email, password: 'fout' }, wrong);
      const unknownAnswer = await service.login(
        { emailAddress: 'niemand@example.nl', password: 'fout' },
        unknown,
      );

      expect(wrongAnswer).toEqual({ sfRequest: 'ok', status: 'invalidCredentials' });
      expect(unknownAnswer).toEqual(wrongAnswer);
      expect([wrong.started, unknown.started]).toEqual([null, null]);
      expect(limiter.outcomes).toEqual([false, false]);
    });

    it('re-hashes a password stored with older parameters', async () => {
      const user = await existingUser();
      user.passwordHash = await new PasswordHasher({ logN: 11, r: 8, p: 1 }).hash('breien123');

      await service.login({ emailAddress: user.email, password: 'breien123' }, new FakeSession());

      expect(user.passwordHash).toMatch(/^\$scrypt\$ln=10,/);
      expect((await hasher.verify('breien123', user.passwordHash)).valid).toBe(true);
    });
  });

  it('logout ends the session', async () => {
    const session = new FakeSession();
    expect(await service.logout(session)).toEqual({ sfRequest: 'ok', status: 'ok' });
    expect(session.ended).toBe(true);
  });

  it('user answers the anonymous user and the defaults without a session', async () => {
    expect(await service.user(null)).toEqual({
      sfRequest: 'ok',
      user: anonymousUser,
      settings: defaultUserSettings,
    });
  });

  describe('changePassword', () => {
    it('stores the new hash, ends the other sessions and starts a new one', async () => {
      const user = await existingUser('oud-wachtwoord');
      const session = new FakeSession({ tokenHash: Buffer.alloc(32), user });

      const answer = await service.changePassword(
        { currentPassword: 'oud-wachtwoord', newPassword: 'nieuw-wachtwoord' },
        session,
      );

      expect(answer).toEqual({ sfRequest: 'ok', status: 'ok' });
      expect((await hasher.verify('nieuw-wachtwoord', user.passwordHash)).valid).toBe(true);
      expect(session.othersEnded).toBe(true);
      expect(session.started).toBe(user);
    });

    it('refuses a common password with a Dutch message and keeps the old one', async () => {
      const user = await existingUser('oud-wachtwoord');
      const session = new FakeSession({ tokenHash: Buffer.alloc(32), user });

      await expect(
        service.changePassword({ currentPassword: 'oud-wachtwoord', newPassword: 'Password1' }, session),
      ).rejects.toMatchObject({
        code: 'commonPassword',
        message: expect.stringContaining('makkelijk te raden'),
      });
      expect((await hasher.verify('oud-wachtwoord', user.passwordHash)).valid).toBe(true);
    });

    it('answers wrongPassword and counts it as a failed attempt', async () => {
      const user = await existingUser('oud-wachtwoord');
      const session = new FakeSession({ tokenHash: Buffer.alloc(32), user });

      const answer = await service.changePassword(
        { currentPassword: 'fout', newPassword: 'nieuw-wachtwoord' },
        session,
      );

      expect(answer).toEqual({ sfRequest: 'ok', status: 'wrongPassword' });
      expect((await hasher.verify('oud-wachtwoord', user.passwordHash)).valid).toBe(true);
      expect(session.othersEnded).toBe(false);
      expect(limiter.outcomes).toEqual([false]);
    });
  });
});
