import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PasswordHasher } from '../account/password-hasher';
import type { UserEntity } from '../account/user.entity';
import { UsersRepository } from '../account/users.repository';
import { sessionCookieNames } from '../session/session-cookie';
import type { TestApp } from './test-app';

/** Helpers for tests that need users, sessions and mails. Every test uses its own addresses. */

/** A new address nobody used yet, e.g. `login-3f9a1c2e@example.nl`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.nl`;
}

/**
 * A client address of its own, so rate limits never cross tests or test files: a random address of 240.0.0.0/4,
 * reserved and never a real client. Among its 2^28 addresses two tests practically never meet; the 2^17 of
 * 198.18/15 used before did now and then, and a login from an address on which another test had used up the
 * failed logins was answered with 429.
 */
export function uniqueClientAddress(): string {
  return `${randomInt(240, 255)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface TestUser {
  readonly user: UserEntity;
  readonly email: string;
  readonly password: string;
}

/**
 * Creates a user directly in the database (no mail, no rate limit).
 *
 * @param server the test app
 * @param options pending (default false: active) and premium
 */
export async function createTestUser(
  server: TestApp,
  options: { pending?: boolean; premium?: boolean; email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail('gebruiker');
  const password = options.password ?? `wachtwoord-${randomBytes(4).toString('hex')}`;
  const hasher = server.app.get(PasswordHasher);
  const user = await server.app.get(UsersRepository).create({
    email,
    passwordHash: await hasher.hash(password),
    pending: options.pending ?? false,
    premium: options.premium ?? false,
  });
  if (user === null) throw new Error(`${email} exists already`);
  return { user, email, password };
}

/** A response of `app.inject` with its body parsed. */
export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly response: LightMyRequestResponse;
}

/**
 * Sends a request and parses the JSON answer.
 *
 * @param server the test app
 * @param options inject options; `remoteAddress` defaults to a fresh client address
 */
export async function send(server: TestApp, options: InjectOptions): Promise<Answer> {
  const response = await server.app.inject({ remoteAddress: uniqueClientAddress(), ...options });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, response };
}

/**
 * POSTs JSON to an action.
 *
 * @param server the test app
 * @param path the action path below `/nl/ajax/`
 * @param payload the JSON body (omitted: no body at all)
 * @param options more inject options (cookies, headers, remoteAddress)
 */
export function post(
  server: TestApp,
  path: string,
  payload?: unknown,
  options: Partial<InjectOptions> = {},
): Promise<Answer> {
  return send(server, {
    method: 'POST',
    url: `/nl/ajax/${path}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...options,
  });
}

/** GETs an action. */
export function get(server: TestApp, path: string, options: Partial<InjectOptions> = {}): Promise<Answer> {
  return send(server, { method: 'GET', url: `/nl/ajax/${path}`, ...options });
}

/** The session cookie a response set (over plain HTTP), or `undefined`. */
export function sessionCookieOf(answer: Answer) {
  return answer.response.cookies.find((cookie) => cookie.name === sessionCookieNames.http);
}

/**
 * Logs in over plain HTTP and returns the cookies to send with later requests.
 *
 * @param server the test app
 * @param email the address
 * @param password the password
 * @param options more inject options
 */
export async function logIn(
  server: TestApp,
  email: string,
  password: string,
  options: Partial<InjectOptions> = {},
): Promise<{ answer: Answer; cookies: Record<string, string> }> {
  const answer = await post(server, 'account/login', { emailAddress: email, password }, options);
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || cookie === undefined) {
    throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { answer, cookies: { [sessionCookieNames.http]: cookie.value } };
}

/** A mail from the outbox table. */
export interface StoredMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly link: string | null;
  readonly sentAt: Date | null;
}

/**
 * The mails sent to an address, oldest first.
 *
 * @param server the test app
 * @param to the address
 */
export async function mailsTo(server: TestApp, to: string): Promise<StoredMail[]> {
  return server.dataSource.query(
    `SELECT id, "to", subject, text, html, link, sent_at AS "sentAt" FROM outbox WHERE "to" = $1 ORDER BY id`,
    [to],
  );
}

/**
 * The token of the newest activation link mailed to an address.
 *
 * @param server the test app
 * @param to the address
 */
export async function activationTokenMailedTo(server: TestApp, to: string): Promise<string> {
  const link = (await mailsTo(server, to)).at(-1)?.link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no activation link was mailed to ${to}`);
  return token;
}
