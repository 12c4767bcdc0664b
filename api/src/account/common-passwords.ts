import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/**
 * The most common passwords, refused at registration, password change and reset (OWASP ASVS 5.0 6.2.4). The list is
 * the `passwords` dictionary of `@zxcvbn-ts/language-common` (MIT): about 49 000 passwords of leaked password lists,
 * most common first, in lower case. It ships with the server; no network call is made.
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** The package's word list, read once on first use (a few MB in memory). */
function loadCommonPasswords(): ReadonlySet<string> {
  const packageJson = require.resolve('@zxcvbn-ts/language-common/package.json');
  const words: unknown = JSON.parse(
    readFileSync(path.join(path.dirname(packageJson), 'src', 'passwords.json'), 'utf8'),
  );
  if (!Array.isArray(words) || words.length < 10_000) {
    throw new Error('@zxcvbn-ts/language-common: passwords.json is not the expected list');
  }
  return new Set(words.map((word) => String(word).toLowerCase()));
}

/** How many passwords are refused (for tests and the decisions log). */
export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}

/**
 * Whether a password is one of the common ones, ignoring case and surrounding spaces (`Password1` and
 * ` password1 ` are as easy to guess as `password1`).
 *
 * @param password a new password
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Refuses a common password.
 *
 * @param password a new password
 * @throws AppException `CommonPassword` (400, with a Dutch message) when it is common
 */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppException(ErrorCode.CommonPassword);
}
