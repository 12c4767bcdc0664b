import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordRequest,
  PasswordResponse,
  Profile,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
  SettingsResponse,
  UserResponse,
  UserSettingsChange,
} from '@steekwerk/model';
import { anonymousUser, defaultUserSettings, resolveUserSettings } from '@steekwerk/model';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import type { RequestClient } from '../http/client';
import { MailerService } from '../mail/mailer.service';
import { SessionService } from '../session/session.service';
import type { AuthSession, RequestSession } from '../session/session.service';
import { alreadyRegisteredMail, loginLink } from './account-mails';
import { ActivationService } from './activation.service';
import { AuthAttemptLimiter } from './auth-attempts';
import { assertNotCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import type { UserEntity } from './user.entity';
import { toWireUser } from './user.mapper';
import { UsersRepository } from './users.repository';

/**
 * The account rules: register, log in and out, the user, settings, profile and password. Wrong
 * passwords and unknown addresses get the same answer after the same work, and registering says
 * `ok` whether or not the address has an account, so no call reveals who has one.
 */
@Injectable()
export class AccountService implements OnModuleInit {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AuthAttemptLimiter) private readonly limiter: AuthAttemptLimiter,
    @Inject(ActivationService) private readonly activation: ActivationService,
    @Inject(MailerService) private readonly mailer: MailerService,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  /** Computes the stand-in hash of unknown addresses now, so the first such login costs no extra hash. */
  async onModuleInit(): Promise<void> {
    await this.hasher.verify('', null);
  }

  /**
   * Creates a pending user and mails the activation link; an address that has an active account gets a
   * mail saying so instead. A new registration of an address still pending activation replaces its
   * password, voids its earlier activation links and sessions and mails a new link, so that a
   * stranger who registered someone else's address cannot keep it. The answer is the same.
   *
   * @throws AppException `CommonPassword` (400), `TooManyRegistrations` (429)
   */
  async register(request: RegisterRequest, client: RequestClient): Promise<RegisterResponse> {
    assertNotCommonPassword(request.password);
    const email = request.emailAddress;
    const ticket = await this.limiter.admitRegistration(email, client.key);
    await this.users.purgeStalePending();
    // Hashed in both cases, so the answer takes as long for a taken address as for a new one.
    const passwordHash = await this.hasher.hash(request.password);
    const created = await this.users.create({ email, passwordHash, pending: true });
    if (!(await this.activation.mailCapReached(email))) {
      const existing = created ? null : await this.users.findByEmail(email);
      if (created) {
        await this.activation.sendActivationMail(created, client.origin);
      } else if (existing?.pending && (await this.users.replacePendingPassword(existing.id, passwordHash))) {
        // Whoever registered the address before loses it: their password, links and sessions end here.
        await this.activation.voidActivationTokens(existing.id);
        await this.sessions.endAllOf(existing.id);
        await this.activation.sendActivationMail(existing, client.origin);
      } else {
        const link = loginLink(this.activation.originFor(client.origin));
        await this.mailer.send(alreadyRegisteredMail(email, link));
      }
    }
    await this.limiter.finish(ticket, true);
    return { sfRequest: 'ok', status: 'ok' };
  }

  /**
   * Checks the password and starts a new session (a new cookie token on every login). Users
   * pending activation may log in; the guarded calls refuse them until they activate.
   *
   * @throws AppException `TooManyLoginAttempts` (429)
   */
  async login(request: LoginRequest, session: RequestSession): Promise<LoginResponse> {
    const ticket = await this.limiter.admitLogin(request.emailAddress, session.client.key);
    const user = await this.users.findByEmail(request.emailAddress);
    const check = await this.hasher.verify(request.password, user?.passwordHash ?? null);
    if (user === null || !check.valid) {
      await this.limiter.finish(ticket, false);
      return { sfRequest: 'ok', status: 'invalidCredentials' };
    }
    await this.limiter.finish(ticket, true);
    if (check.needsRehash) {
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(request.password));
    }
    await session.start(user);
    return { sfRequest: 'ok', status: 'ok', user: toWireUser(user), settings: await this.settingsOf(user) };
  }

  /** Ends the session of the request, if any. */
  async logout(session: RequestSession): Promise<LogoutResponse> {
    await session.end();
    return { sfRequest: 'ok', status: 'ok' };
  }

  /**
   * The session's user and settings; the anonymous user and the default settings without one.
   *
   * @param session the request's session, or `null`
   */
  async user(session: AuthSession | null): Promise<UserResponse> {
    if (session === null) return { sfRequest: 'ok', user: anonymousUser, settings: defaultUserSettings };
    return { sfRequest: 'ok', user: toWireUser(session.user), settings: await this.settingsOf(session.user) };
  }

  /**
   * Stores changed settings and answers all of them.
   *
   * @param user the logged-in, active user
   * @param change validated settings
   */
  async changeSettings(user: UserEntity, change: UserSettingsChange): Promise<SettingsResponse> {
    return {
      sfRequest: 'ok',
      settings: resolveUserSettings(await this.users.mergeSettings(user.id, change)),
    };
  }

  /**
   * Stores the profile fields and answers the user.
   *
   * @param user the logged-in, active user
   * @param profile validated profile fields
   */
  async changeProfile(user: UserEntity, profile: Profile): Promise<ProfileResponse> {
    const updated = await this.users.updateProfile(user.id, profile);
    if (updated === null) throw new AppException(ErrorCode.NotLoggedIn);
    return { sfRequest: 'ok', user: toWireUser(updated) };
  }

  /**
   * Replaces the password after checking the current one, ends every session of the user and starts
   * a new one for this request (a new cookie token: whoever copied the old one is out too).
   * Wrong current passwords count like failed logins.
   *
   * @throws AppException `CommonPassword` (400), `TooManyLoginAttempts` (429)
   */
  async changePassword(request: PasswordRequest, session: RequestSession): Promise<PasswordResponse> {
    const user = (await session.current())?.user;
    if (user === undefined) throw new AppException(ErrorCode.NotLoggedIn);
    assertNotCommonPassword(request.newPassword);
    const ticket = await this.limiter.admitLogin(user.email, session.client.key);
    const check = await this.hasher.verify(request.currentPassword, user.passwordHash);
    await this.limiter.finish(ticket, check.valid);
    if (!check.valid) return { sfRequest: 'ok', status: 'wrongPassword' };
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(request.newPassword));
    await session.endOthers();
    await session.start(user);
    return { sfRequest: 'ok', status: 'ok' };
  }

  private async settingsOf(user: UserEntity) {
    return resolveUserSettings(await this.users.readSettings(user.id));
  }
}
