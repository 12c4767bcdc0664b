import type { CookieSerializeOptions } from '@fastify/cookie';

/** A session ends after this long without use (sliding expiry). */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

/**
 * A session ends this long after the login however often it is used (absolute lifetime, OWASP ASVS 7.3.2), so a
 * stolen cookie cannot be kept alive forever.
 */
export const sessionAbsoluteLifetimeSeconds = 90 * 24 * 60 * 60;

/**
 * A session's `last_seen_at` and expiry move forward at most this often, so a busy user costs one
 * write per interval rather than one per request.
 */
export const sessionTouchIntervalSeconds = 5 * 60;

/**
 * The cookie's name: with the `__Host-` prefix over HTTPS (the browser then insists on `Secure`,
 * `Path=/` and no `Domain`, so no other host can set or overwrite it); plain HTTP (development)
 * cannot use the prefix.
 */
export const sessionCookieNames = { https: '__Host-sw_session', http: 'sw_session' } as const;

/**
 * The session cookie's name for a request.
 *
 * @param protocol `request.protocol`: `https` when the request came over TLS (or, with
 *   `TRUST_PROXY`, the proxy says so in `X-Forwarded-Proto`)
 */
export function sessionCookieName(protocol: string): string {
  return protocol === 'https' ? sessionCookieNames.https : sessionCookieNames.http;
}

/**
 * Attributes of the session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with
 * cross-site POSTs), Path=/, no Domain, Secure over HTTPS.
 *
 * @param protocol `request.protocol`
 * @param maxAgeSeconds the cookie's lifetime; 0 deletes it
 */
export function sessionCookieOptions(protocol: string, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}
