import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppException } from '../errors/app.exception';
import { gzipBomb } from '../testing/gzip-bomb';
import { boundedGunzip, inflateChunkBytes } from './request-decompression';

/** Reads a stream to its end: the bytes, or the error it ended with. */
async function drain(stream: NodeJS.ReadableStream): Promise<{ bytes?: Buffer; error?: Error }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { error: error as Error };
  }
}

describe('boundedGunzip', () => {
  it('inflates gzip and counts the compressed bytes for Fastify', async () => {
    const text = JSON.stringify({ rows: '1:' + 'A'.repeat(100_000) });
    const compressed = gzipSync(text);
    const decoded = boundedGunzip(Readable.from([compressed]), 1024 * 1024);
    const { bytes, error } = await drain(decoded);
    expect(error).toBeUndefined();
    expect(bytes?.toString('utf8')).toBe(text);
    expect(decoded.receivedEncodedLength).toBe(compressed.length);
  });

  it('takes a body of exactly the limit', async () => {
    const text = 'x'.repeat(50_000);
    const { bytes } = await drain(boundedGunzip(Readable.from([gzipSync(text)]), text.length));
    expect(bytes?.length).toBe(text.length);
  });

  it('stops a bomb with 413 once it inflates past the limit, and inflates no further', async () => {
    const bomb = gzipBomb(256 * 1024 * 1024);
    const limit = 1024 * 1024;
    const decoded = boundedGunzip(Readable.from([bomb]), limit);
    const { bytes, error } = await drain(decoded);
    expect(bytes).toBeUndefined();
    expect(error).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The inflater's last step may pass the limit; the 256 MiB of the bomb are never made.
    expect(decoded.inflatedBytes).toBeGreaterThan(limit);
    expect(decoded.inflatedBytes).toBeLessThanOrEqual(limit + 2 * inflateChunkBytes(limit));
  });

  it('ends with a 400 on bytes that are not gzip', async () => {
    const { error } = await drain(boundedGunzip(Readable.from([Buffer.from('plain text')]), 1024));
    expect(error).toMatchObject({ code: 'invalidCompressedBody' });
    expect(error).toBeInstanceOf(AppException);
    expect((error as AppException).getStatus()).toBe(400);
  });

  it('inflates in steps of an eighth of the limit, from 16 KiB to 1 MiB', () => {
    expect([64 * 1024, 1024 * 1024, 6 * 1024 * 1024, 24 * 1024 * 1024].map(inflateChunkBytes)).toEqual([
      16 * 1024,
      128 * 1024,
      768 * 1024,
      1024 * 1024,
    ]);
  });

  it('passes on an error of the request stream', async () => {
    const source = new Readable({ read() {} });
    const decoded = boundedGunzip(source, 1024);
    const drained = drain(decoded);
    source.destroy(new Error('connection reset'));
    expect((await drained).error?.message).toBe('connection reset');
  });
});
