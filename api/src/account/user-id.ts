import { randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Characters in a user id: 62^12 ≈ 3·10^21 ids, so collisions are not a concern and ids are not guessable. */
export const userIdLength = 12;

/** A new random user id of {@link userIdLength} base62 characters. */
export function newUserId(): string {
  let id = '';
  for (let index = 0; index < userIdLength; index += 1) id += base62[randomInt(base62.length)];
  return id;
}
