/**
 * An in-memory stand-in for the account calls of the API, as a `fetch`: one browser session (cookie), users,
 * settings and the development outbox. Screens under test talk to it through the real ajax client.
 */
import {
  anonymousUser,
  defaultUserSettings,
  resolveUserSettings,
  type OutboxMail,
  type User,
  type UserSettings,
} from '@steekwerk/model';
import { bodyTextOf, jsonResponse, type RecordedRequest } from './fakeFetch';

/** A user as the fake server keeps it. */
export interface StoredUser {
  user: User;
  password: string;
  settings: UserSettings;
  activationToken: string;
}

export interface FakeUserOptions {
  readonly emailAddress?: string;
  readonly password?: string;
  readonly pending?: boolean;
  readonly premium?: boolean;
  /** The end of a premium user's period (ISO 8601). */
  readonly premiumUntil?: string | null;
  readonly settings?: Partial<UserSettings>;
}

/** A forced answer for the next calls of one action. */
interface ForcedReply {
  readonly status: number;
  readonly body: unknown;
  remaining: number;
}

export class FakeAccountServer {
  readonly requests: RecordedRequest[] = [];
  readonly outbox: OutboxMail[] = [];
  /** `false` answers `email/outbox` with a 404, as the API does with real mail or in production. */
  outboxAvailable = true;
  private readonly users = new Map<string, StoredUser>();
  private sessionEmail: string | undefined;
  private readonly forced = new Map<string, ForcedReply>();
  private nextId = 1;
  /** Reset links: token → address and state. `verlopen-…` and `gebruikt-…` tokens answer expired and used. */
  private readonly resetTokens = new Map<string, { emailAddress: string; used: boolean }>();

  /** Adds a user; logged in at once with `{ loggedIn: true }`. */
  addUser(options: FakeUserOptions & { loggedIn?: boolean } = {}): User {
    const emailAddress = options.emailAddress ?? `gebruiker${this.nextId}@example.nl`;
    const user: User = {
      ...anonymousUser,
      userId: `user-${this.nextId++}`,
      emailAddress,
      pending: options.pending ?? false,
      premium: options.premium ?? false,
      ...(options.premiumUntil === undefined ? {} : { premiumUntil: options.premiumUntil }),
    };
    this.users.set(emailAddress, {
      user,
      password: options.password ?? 'geheim123',
      settings: { ...defaultUserSettings, ...options.settings },
      activationToken: `token-${user.userId}-abcdefghijklmnopqrstuvwxyz`,
    });
    if (options.loggedIn) this.sessionEmail = emailAddress;
    return user;
  }

  /** The stored user with this address. */
  userByEmail(emailAddress: string): User | undefined {
    return this.users.get(emailAddress)?.user;
  }

  /** Changes a stored user (as the server would, e.g. after a payment). */
  updateUser(emailAddress: string, change: Partial<User>): void {
    const stored = this.users.get(emailAddress);
    if (stored) stored.user = { ...stored.user, ...change };
  }

  settingsOf(emailAddress: string): UserSettings | undefined {
    return this.users.get(emailAddress)?.settings;
  }

  /** The password a user has now (after a reset, the new one). */
  passwordOf(emailAddress: string): string | undefined {
    return this.users.get(emailAddress)?.password;
  }

  activationTokenOf(emailAddress: string): string | undefined {
    return this.users.get(emailAddress)?.activationToken;
  }

  get loggedInEmail(): string | undefined {
    return this.sessionEmail;
  }

  /** Answers the next `times` calls of `path` (e.g. `account/login`) with `status` and an error envelope. */
  failNext(path: string, status: number, error = 'Er ging iets mis.', times = 1): void {
    this.forced.set(path, { status, body: { sfRequest: 'error', error }, remaining: times });
  }

  /** The bodies sent to `path`. */
  bodiesOf(path: string): unknown[] {
    return this.requests.filter((request) => request.url.startsWith(`/nl/ajax/${path}`)).map((r) => r.body);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const bodyText = bodyTextOf(init);
    const body = (bodyText === undefined ? undefined : JSON.parse(bodyText)) as Record<string, unknown>;
    this.requests.push({ method: init?.method ?? 'GET', url, body, init });
    const path = url.replace(/^\/nl\/ajax\//, '').replace(/\?.*$/, '');
    const forced = this.forced.get(path);
    if (forced) {
      forced.remaining -= 1;
      if (forced.remaining <= 0) this.forced.delete(path);
      return jsonResponse(forced.body, forced.status);
    }
    return this.answer(path, body ?? {});
  };

  /** The logged-in user of the browser session, if any. */
  protected get session(): StoredUser | undefined {
    return this.sessionEmail === undefined ? undefined : this.users.get(this.sessionEmail);
  }

  /** Answers a call of `path` (below `/nl/ajax/`); other fakes extend it with their own calls. */
  protected answer(path: string, body: Record<string, unknown>): Response {
    const ok = (fields: object) => jsonResponse({ sfRequest: 'ok', ...fields });
    const notLoggedIn = () => jsonResponse({ sfRequest: 'error', error: 'Je bent niet ingelogd.' }, 403);
    const session = this.session;
    switch (path) {
      case 'account/user':
        return ok(
          session
            ? { user: session.user, settings: session.settings }
            : { user: anonymousUser, settings: defaultUserSettings },
        );
      case 'account/register': {
        const emailAddress = String(body.emailAddress).trim().toLowerCase();
        if (!this.users.has(emailAddress)) {
          this.addUser({ emailAddress, password: String(body.password), pending: true });
        }
        const stored = this.users.get(emailAddress);
        this.outbox.unshift({
          id: `mail-${this.outbox.length + 1}`,
          to: emailAddress,
          subject: 'Activeer je Steekwerk-account',
          text: 'Klik op de link om je account te activeren.',
          link: `${globalThis.location?.origin ?? 'http://localhost'}/nl/account/activation?token=${stored?.activationToken ?? ''}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, this.outbox.length)).toISOString(),
        });
        return ok({ status: 'ok' });
      }
      case 'account/login': {
        const stored = this.users.get(String(body.emailAddress).trim().toLowerCase());
        if (!stored || stored.password !== body.password) return ok({ status: 'invalidCredentials' });
        this.sessionEmail = stored.user.emailAddress;
        return ok({ status: 'ok', user: stored.user, settings: stored.settings });
      }
      case 'account/logout':
        this.sessionEmail = undefined;
        return ok({ status: 'ok' });
      case 'account/settings':
        if (!session) return notLoggedIn();
        session.settings = resolveUserSettings({ ...session.settings, ...(body.settings as object) });
        return ok({ settings: session.settings });
      case 'account/profile':
        if (!session) return notLoggedIn();
        session.user = { ...session.user, ...body };
        return ok({ user: session.user });
      case 'account/password':
        if (!session) return notLoggedIn();
        if (body.currentPassword !== session.password) return ok({ status: 'wrongPassword' });
        session.password = String(body.newPassword);
        return ok({ status: 'ok' });
      case 'account/activate': {
        const stored = [...this.users.values()].find((entry) => entry.activationToken === body.token);
        if (!stored)
          return ok({
            status: body.token === 'verlopen-token-abcdefghijklmnop' ? 'expired' : 'invalidToken',
          });
        stored.user = { ...stored.user, pending: false };
        return ok({ status: 'ok' });
      }
      case 'account/activation/resend':
        if (!session) return notLoggedIn();
        return ok({ status: session.user.pending ? 'ok' : 'alreadyActive' });
      case 'account/password/forgotten': {
        const emailAddress = String(body.emailAddress).trim().toLowerCase();
        if (this.users.has(emailAddress)) {
          const token = `reset-${this.resetTokens.size + 1}-abcdefghijklmnopqrstuvwxyz`;
          this.resetTokens.set(token, { emailAddress, used: false });
          this.outbox.unshift({
            id: `mail-${this.outbox.length + 1}`,
            to: emailAddress,
            subject: 'Nieuw wachtwoord voor Steekwerk',
            text: 'Open de link om een nieuw wachtwoord te kiezen.',
            link: `${globalThis.location?.origin ?? 'http://localhost'}/nl/account/password-reset?token=${token}`,
            createdAt: new Date(Date.UTC(2026, 0, 1, 12, this.outbox.length)).toISOString(),
          });
        }
        return ok({ status: 'ok' });
      }
      case 'account/password/reset/check':
      case 'account/password/reset': {
        const token = String(body.token);
        const reset = this.resetTokens.get(token);
        const status = token.startsWith('verlopen-')
          ? 'expired'
          : token.startsWith('gebruikt-') || reset?.used
            ? 'used'
            : reset
              ? 'ok'
              : 'invalidToken';
        if (status !== 'ok' || path.endsWith('/check') || !reset) return ok({ status });
        const stored = this.users.get(reset.emailAddress);
        if (stored) {
          stored.password = String(body.newPassword);
          stored.user = { ...stored.user, pending: false };
        }
        reset.used = true;
        this.sessionEmail = undefined;
        return ok({ status: 'ok' });
      }
      case 'account/export':
        if (!session) return notLoggedIn();
        // A ZIP's first bytes are enough for the screens: they only hand the file to the browser.
        return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="steekwerk-gegevens-2026-01-01.zip"',
          },
        });
      case 'account/delete':
        if (!session) return notLoggedIn();
        if (body.confirm !== true)
          return jsonResponse({ sfRequest: 'error', error: 'Ongeldige invoer.' }, 400);
        if (body.password !== session.password) {
          return jsonResponse({ sfRequest: 'error', error: 'Het wachtwoord klopt niet.' }, 400);
        }
        this.users.delete(session.user.emailAddress);
        this.sessionEmail = undefined;
        return ok({});
      case 'email/outbox':
        if (!this.outboxAvailable) {
          return jsonResponse({ sfRequest: 'error', error: 'Pagina niet gevonden.' }, 404);
        }
        return ok({ mails: this.outbox });
      default:
        return jsonResponse({ sfRequest: 'error', error: 'Onbekende actie.' }, 404);
    }
  }
}
