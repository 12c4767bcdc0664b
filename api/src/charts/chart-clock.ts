/** The time the chart rules use (lock leases), injected so tests move it instead of waiting. */

export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/**
 * How long a write lock lasts without renewal. The changes loop renews it every 3 s while there is something
 * to send, and sends an empty keep-alive after more than 6 idle ticks (~21 s), so a minute outlasts a quiet but
 * open tab while a closed tab's lock frees itself within a minute.
 */
export const writeLockLeaseMs = 60_000;
export const WRITE_LOCK_LEASE_MS = Symbol('WRITE_LOCK_LEASE_MS');
