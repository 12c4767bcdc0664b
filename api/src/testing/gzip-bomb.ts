/** Decompression bombs for the tests of compressed request bodies. */
import { constants, gzipSync } from 'node:zlib';

const memberInflatedBytes = 16 * 1024 * 1024;
let member: Buffer | undefined;

/**
 * Gzip that inflates to about `inflatedBytes` of spaces (valid JSON whitespace) from about 1/1000 of that: one
 * member of 16 MiB, repeated (gzip allows several members in a row).
 *
 * @param inflatedBytes how much it inflates to, rounded up to 16 MiB
 */
export function gzipBomb(inflatedBytes: number): Buffer {
  member ??= gzipSync(Buffer.alloc(memberInflatedBytes, 0x20), { level: constants.Z_BEST_COMPRESSION });
  const count = Math.max(1, Math.ceil(inflatedBytes / memberInflatedBytes));
  return Buffer.concat(Array.from({ length: count }, () => member!));
}
