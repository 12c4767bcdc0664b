import { randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A random id of `length` base62 characters from the system's secure generator. At 12 characters there are
 * 62^12 ≈ 3·10^21 ids: collisions are not a concern and ids cannot be guessed.
 *
 * @param length how many characters
 */
export function newRandomId(length: number): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += base62[randomInt(base62.length)];
  return id;
}
