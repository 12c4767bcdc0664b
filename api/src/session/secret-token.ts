import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a session or activation token: 256 bits, far beyond guessing. */
export const secretTokenBytes = 32;

/** What a token looks like on the wire: base64url of {@link secretTokenBytes} bytes (43 characters). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new random token for a cookie or an e-mailed link (base64url, no padding). */
export function newSecretToken(): string {
  return randomBytes(secretTokenBytes).toString('base64url');
}

/**
 * Whether a value can be a token this server made; anything else is not looked up at all.
 *
 * @param value a cookie value or a token from a link
 */
export function isWellFormedToken(value: string): boolean {
  return tokenPattern.test(value);
}

/**
 * The SHA-256 of a token, which is what the database stores. A fast hash is enough: the token
 * is random with 256 bits, so there is nothing to brute-force.
 *
 * @param token a token from {@link newSecretToken}
 */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
