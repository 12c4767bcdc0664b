import type { AppConfig } from '../config/config';

/**
 * The origin of links this server makes: `PUBLIC_URL`, else the request's own origin, else (work without a
 * request, such as the sweeper's mails) the address the server listens on.
 *
 * @param config the server's configuration
 * @param requestOrigin the origin of the request being answered, if any
 */
export function siteOrigin(config: AppConfig, requestOrigin?: string): string {
  return config.publicUrl ?? requestOrigin ?? `http://${config.host}:${config.port}`;
}

/**
 * Whether an origin cannot be reached from the internet (Mollie refuses webhook URLs there).
 *
 * @param origin an `http(s)://host[:port]` origin
 */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}
