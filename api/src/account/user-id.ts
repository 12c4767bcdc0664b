import { newRandomId } from '../ids/random-id';

/** Characters in a user id (see {@link newRandomId}). */
export const userIdLength = 12;

/** A new random user id of {@link userIdLength} base62 characters. */
export function newUserId(): string {
  return newRandomId(userIdLength);
}
