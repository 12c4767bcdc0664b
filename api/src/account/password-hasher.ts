import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's built-in scrypt (no native addon), stored as a self-describing string
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (salt and hash in base64 without padding), so the cost can
 * be raised later: hashes with other parameters still verify, and `verify` says when to re-hash.
 */

/** scrypt's cost parameters; N = 2^logN. */
export interface ScryptParameters {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N = 2^17 (128 MiB), r = 8, p = 1. */
export const productionScryptParameters: ScryptParameters = Object.freeze({ logN: 17, r: 8, p: 1 });

export const saltBytes = 16;
export const hashBytes = 32;
/** Node refuses scrypt above `maxmem` (default 32 MiB); 2^17 · 8 · 128 bytes needs 128 MiB. */
export const scryptMaxMemory = 256 * 1024 * 1024;
/**
 * Hashes running at once per process: each takes 128 MiB at the production cost, and more than the
 * threads of libuv's pool would only wait there anyway.
 */
export const maxConcurrentHashes = 2;

const storedPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The outcome of a password check. */
export interface PasswordCheck {
  readonly valid: boolean;
  /** The stored hash uses other parameters than the current ones: store a new hash. */
  readonly needsRehash: boolean;
}

/**
 * Hashes and verifies passwords. One instance per process (its queue bounds memory).
 */
export class PasswordHasher {
  private readonly queue = new Semaphore(maxConcurrentHashes);
  private dummyHash: Promise<string> | undefined;

  constructor(readonly parameters: ScryptParameters = productionScryptParameters) {}

  /**
   * A new hash of `password` with a fresh random salt.
   *
   * @param password the password as typed (normalised to Unicode NFKC first)
   */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const derived = await this.derive(password, salt, this.parameters, hashBytes);
    return formatHash(this.parameters, salt, derived);
  }

  /**
   * Checks `password` against a stored hash. Without a stored hash (an unknown e-mail address) it
   * still computes one hash, so both cases cost the same time and answer the same.
   *
   * @param password the password as typed
   * @param stored the stored hash, or `null` when there is no such user
   */
  async verify(password: string, stored: string | null): Promise<PasswordCheck> {
    const parsed = stored === null ? null : parseHash(stored);
    if (parsed === null) {
      const dummy = parseHash(await this.getDummyHash());
      if (dummy !== null) await this.derive(password, dummy.salt, dummy.parameters, dummy.hash.length);
      return { valid: false, needsRehash: false };
    }
    const derived = await this.derive(password, parsed.salt, parsed.parameters, parsed.hash.length);
    return {
      valid: timingSafeEqual(derived, parsed.hash),
      needsRehash: !sameParameters(parsed.parameters, this.parameters) || parsed.hash.length !== hashBytes,
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  private derive(
    password: string,
    salt: Buffer,
    parameters: ScryptParameters,
    length: number,
  ): Promise<Buffer> {
    const options: ScryptOptions = {
      N: 2 ** parameters.logN,
      r: parameters.r,
      p: parameters.p,
      maxmem: scryptMaxMemory,
    };
    return this.queue.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
            error ? reject(error) : resolve(key),
          );
        }),
    );
  }
}

/** The parts of a stored hash. */
export interface ParsedHash {
  readonly parameters: ScryptParameters;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/**
 * Reads a stored hash; `null` when it is not one this module wrote (it then never matches).
 *
 * @param stored a `$scrypt$…` string
 */
export function parseHash(stored: string): ParsedHash | null {
  const match = storedPattern.exec(stored);
  if (match === null) return null;
  const [, logN, r, p, salt, hash] = match;
  return {
    parameters: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64'),
    hash: Buffer.from(hash ?? '', 'base64'),
  };
}

function formatHash(parameters: ScryptParameters, salt: Buffer, hash: Buffer): string {
  const encode = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${encode(salt)}$${encode(hash)}`;
}

function sameParameters(a: ScryptParameters, b: ScryptParameters): boolean {
  return a.logN === b.logN && a.r === b.r && a.p === b.p;
}

/** At most `limit` tasks at a time; the others wait in order. */
class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<Result>(task: () => Promise<Result>): Promise<Result> {
    if (this.running < this.limit) {
      this.running += 1;
    } else {
      // The finishing task hands its slot over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
