/**
 * How much a user may store (docs/decisions.md "Security: storage limits and text"). Sizes are counted as sent:
 * a revision's state as JSON text plus its cells (one byte each), a progress row's done cells and style lists;
 * PostgreSQL's lz4 compression makes the disk use smaller still. Every revision of a chart counts to its owner,
 * whoever saved it; progress counts to the user tracking it. Error reports are no user's: they are limited per
 * client address (src/errors).
 */

const mebibyte = 1024 * 1024;

export interface StorageLimits {
  /** All revisions of the user's charts (the bin too) and the user's progress rows. */
  readonly quotaBytes: number;
  /** One revision's state without its cells, as JSON text. */
  readonly maxStateBytes: number;
}

export const freeStorageLimits: StorageLimits = Object.freeze({
  quotaBytes: 500 * mebibyte,
  maxStateBytes: 4 * mebibyte,
});

export const premiumStorageLimits: StorageLimits = Object.freeze({
  quotaBytes: 10 * 1024 * mebibyte,
  maxStateBytes: 16 * mebibyte,
});

/** The limits of a free or premium user. */
export function storageLimits(premium: boolean): StorageLimits {
  return premium ? premiumStorageLimits : freeStorageLimits;
}

/** The limits as a provider, so tests can give a user a small quota. */
export interface StoragePolicy {
  limitsOf(premium: boolean): StorageLimits;
}

export const STORAGE_POLICY = Symbol('STORAGE_POLICY');

export const storagePolicy: StoragePolicy = { limitsOf: storageLimits };
