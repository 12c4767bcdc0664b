/**
 * The server's settings, read once from the environment at start-up.
 *
 * - `DATABASE_URL`: default `postgres://steekwerk@127.0.0.1:54329/steekwerk`
 * - `PORT`: default `8080`
 * - `HOST`: default `localhost`
 * - `WEB_DIST`: the built web app, default `<repo>/web/dist`
 * - `TRUST_PROXY`: default `false`; behind a proxy `true` or a comma-separated list of proxy
 *   addresses/CIDRs whose `X-Forwarded-For` is believed (the client key of rate limits)
 */
import * as path from 'node:path';

export const defaultDatabaseUrl = 'postgres://steekwerk@127.0.0.1:54329/steekwerk';
export const defaultPort = 8080;
export const defaultHost = 'localhost';
/** `<repo>/web/dist`, from `api/src/config` (tests) or `api/dist/config` (the compiled server). */
export const defaultWebDist = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');

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
  return {
    databaseUrl: loadDatabaseUrl(env),
    port: parsePort(nonEmpty(env['PORT'])),
    host: nonEmpty(env['HOST']) ?? defaultHost,
    webDist: path.resolve(nonEmpty(env['WEB_DIST']) ?? defaultWebDist),
    trustProxy: parseTrustProxy(nonEmpty(env['TRUST_PROXY'])),
  };
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
  return value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}
