/**
 * The server's settings, read once from the environment at start-up.
 *
 * - `DATABASE_URL`: default `postgres://steekwerk@127.0.0.1:54329/steekwerk`
 * - `PORT`: default `8080`
 * - `HOST`: default `localhost`
 * - `WEB_DIST`: the built web app, default `<repo>/web/dist`
 * - `TRUST_PROXY`: default `false`; behind a proxy `true` or a comma-separated list of proxy
 *   addresses/CIDRs whose `X-Forwarded-For` is believed (the client key of rate limits). Required
 *   (`false` included) when `NODE_ENV=production`: unset, the server refuses to start, because behind
 *   a proxy every visitor would share the proxy's login limits (README, "Deployment")
 * - `PUBLIC_URL`: the origin people open (`https://steekwerk.nl`), used in e-mailed links and trusted
 *   by the cross-origin check; default: the origin of each request. Required with `SMTP_URL`.
 * - `TRUSTED_ORIGINS`: comma-separated extra origins allowed to send state-changing requests
 * - `SMTP_URL`: `smtp://` or `smtps://` server that delivers mail; unset: mail only goes to the outbox
 * - `MAIL_FROM`: sender of mails, default `Steekwerk <noreply@<PUBLIC_URL host or localhost>>`
 * - `SHOW_OUTBOX`: `true`/`false`, whether `GET /nl/ajax/email/outbox` answers; default `false`. Only an
 *   explicit `true` shows it (`make start`, the test runs and the e2e server set it): the outbox holds every
 *   mail, reset links included, so a server that forgot `NODE_ENV` must not show it
 * - `PASSWORD_HASH_LOG_N`: scrypt cost as log2(N), default 17 (OWASP); lower values are for tests
 *   and refused when `NODE_ENV=production`
 * - `MOLLIE_API_KEY`: payments go through Mollie with this key; unset, through the local test provider, whose
 *   page lets anyone mark their payment paid. So `NODE_ENV=production` without a key refuses to start unless
 *   `ALLOW_TEST_PAYMENTS=true` says that is meant (a demo install; README, "Deployment")
 * - `PREMIUM_SWEEPER`: `true`/`false`, whether this process ends Premium periods and mails the week's notice every
 *   10 minutes; default `true` (the tests turn it off and call the sweeper themselves)
 */
import * as path from 'node:path';

export const defaultDatabaseUrl = 'postgres://steekwerk@127.0.0.1:54329/steekwerk';
export const defaultPort = 8080;
export const defaultHost = 'localhost';
/** `<repo>/web/dist`, from `api/src/config` (tests) or `api/dist/config` (the compiled server). */
export const defaultWebDist = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
/** scrypt's N = 2^17 with r = 8, p = 1: the OWASP Password Storage Cheat Sheet's minimum. */
export const defaultPasswordHashLogN = 17;
/** The bounds of `PASSWORD_HASH_LOG_N`: 10 is fast enough for tests, 20 needs 1 GiB per hash. */
export const passwordHashLogNLimits = { min: 10, max: 20 } as const;

/** Dependency-injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export interface AppConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  /** Absolute path of the built web app (`index.html`, `assets/`). */
  readonly webDist: string;
  /** Fastify's `trustProxy`: which proxies may set `X-Forwarded-For` (the client key of rate limits). */
  readonly trustProxy: boolean | string[];
  /** Whether `TRUST_PROXY` was set at all (`false` included); unset, proxied requests are warned about. */
  readonly trustProxyConfigured: boolean;
  /** The public origin (`https://steekwerk.nl`, no trailing slash) or `null`: each request's own origin. */
  readonly publicUrl: string | null;
  /** Origins besides the request's own (and {@link publicUrl}) that may send state-changing requests. */
  readonly trustedOrigins: string[];
  /** The SMTP server of outgoing mail, or `null`: mail is only recorded in the outbox table. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Whether `GET /nl/ajax/email/outbox` lists the recorded mails (development and tests). */
  readonly showOutbox: boolean;
  /** scrypt cost of new password hashes, as log2(N). */
  readonly passwordHashLogN: number;
  /** Mollie's API key, or `null`: payments go through the local test provider (`src/payments/`). */
  readonly mollieApiKey: string | null;
  /** Whether the sweeper of Premium periods runs in this process (`src/payments/premium-periods.service.ts`). */
  readonly premiumSweeper: boolean;
}

/** An environment variable that holds an unusable value. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables; empty variables count as unset.
 *
 * @param env usually `process.env`
 * @throws ConfigError when a variable holds an unusable value
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const production = nonEmpty(env['NODE_ENV']) === 'production';
  const publicUrl = parseOrigin('PUBLIC_URL', nonEmpty(env['PUBLIC_URL']));
  const smtpUrl = parseSmtpUrl(nonEmpty(env['SMTP_URL']));
  if (smtpUrl !== null && publicUrl === null) {
    // Links in real mail must not come from the Host header, which any client can set.
    throw new ConfigError('SMTP_URL needs PUBLIC_URL, so that links in e-mails point at this site');
  }
  const trustProxy = nonEmpty(env['TRUST_PROXY']);
  if (production && trustProxy === undefined) {
    // Behind a proxy without it, every visitor shares the proxy's address and so its login limits.
    throw new ConfigError(
      'NODE_ENV=production needs TRUST_PROXY: "true" (or the proxy addresses) behind a reverse proxy, ' +
        '"false" when clients connect directly; see the README, "Deployment"',
    );
  }
  const mollieApiKey = nonEmpty(env['MOLLIE_API_KEY']) ?? null;
  const allowTestPayments =
    parseBoolean('ALLOW_TEST_PAYMENTS', nonEmpty(env['ALLOW_TEST_PAYMENTS'])) ?? false;
  if (production && mollieApiKey === null && !allowTestPayments) {
    // The test provider's page marks any payment paid at a click: anyone could give themselves Premium.
    throw new ConfigError(
      'NODE_ENV=production needs MOLLIE_API_KEY; without it payments go through the test provider, where ' +
        'anyone can pay with a click. Set ALLOW_TEST_PAYMENTS=true only for a demo; see the README, "Deployment"',
    );
  }
  return {
    databaseUrl: loadDatabaseUrl(env),
    port: parsePort(nonEmpty(env['PORT'])),
    host: nonEmpty(env['HOST']) ?? defaultHost,
    webDist: path.resolve(nonEmpty(env['WEB_DIST']) ?? defaultWebDist),
    trustProxy: parseTrustProxy(trustProxy),
    trustProxyConfigured: trustProxy !== undefined,
    publicUrl,
    trustedOrigins: parseList(nonEmpty(env['TRUSTED_ORIGINS'])).map((origin) =>
      toOrigin('TRUSTED_ORIGINS', origin),
    ),
    smtpUrl,
    mailFrom:
      nonEmpty(env['MAIL_FROM']) ??
      `Steekwerk <noreply@${publicUrl === null ? 'localhost' : new URL(publicUrl).hostname}>`,
    showOutbox: parseBoolean('SHOW_OUTBOX', nonEmpty(env['SHOW_OUTBOX'])) ?? false,
    passwordHashLogN: loadPasswordHashLogN(env),
    mollieApiKey,
    premiumSweeper: parseBoolean('PREMIUM_SWEEPER', nonEmpty(env['PREMIUM_SWEEPER'])) ?? true,
  };
}

/**
 * Reads `PASSWORD_HASH_LOG_N` only (what the admin CLI needs besides `DATABASE_URL`).
 *
 * @param env usually `process.env`
 * @throws ConfigError for a value out of bounds, or below the default when `NODE_ENV=production`
 */
export function loadPasswordHashLogN(env: NodeJS.ProcessEnv): number {
  const value = nonEmpty(env['PASSWORD_HASH_LOG_N']);
  if (value === undefined) return defaultPasswordHashLogN;
  const logN = Number(value);
  const { min, max } = passwordHashLogNLimits;
  if (!/^\d+$/.test(value) || logN < min || logN > max) {
    throw new ConfigError(`PASSWORD_HASH_LOG_N must be a number from ${min} to ${max}, not "${value}"`);
  }
  if (logN < defaultPasswordHashLogN && nonEmpty(env['NODE_ENV']) === 'production') {
    throw new ConfigError(
      `PASSWORD_HASH_LOG_N below ${defaultPasswordHashLogN} is for tests only, not for NODE_ENV=production`,
    );
  }
  return logN;
}

/**
 * Reads `DATABASE_URL` only (what the migration CLI needs).
 *
 * @param env usually `process.env`
 */
export function loadDatabaseUrl(env: NodeJS.ProcessEnv): string {
  const url = nonEmpty(env['DATABASE_URL']) ?? defaultDatabaseUrl;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  return url;
}

/**
 * The URL without its password, for messages and logs.
 *
 * @param url a connection URL
 */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return defaultPort;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) {
    throw new ConfigError(`PORT must be a number from 1 to 65535, not "${value}"`);
  }
  return port;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return parseList(value);
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

function parseOrigin(name: string, value: string | undefined): string | null {
  return value === undefined ? null : toOrigin(name, value);
}

/** An `http(s)://host[:port]` origin without path, query or credentials, as browsers send `Origin`. */
function toOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as https://steekwerk.nl, not "${value}"`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new ConfigError(`${name} must be an origin such as https://steekwerk.nl (no path), not "${value}"`);
  }
  return url.origin;
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^smtps?:\/\/[^/]/.test(value)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return value;
}
