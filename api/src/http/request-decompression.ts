/**
 * Compressed request bodies (issue 26 "Saves that fit a real network"): the editor sends chart saves and progress
 * saves as gzip with `Content-Encoding: gzip`. The body is inflated as it streams in and never past the route's
 * body limit (`body-limits.ts`): a decompression bomb is stopped with 413 once its inflated bytes pass the limit,
 * and the inflater is destroyed there, so it does no more work. A body without `Content-Encoding` (or `identity`)
 * is read as before, so older clients keep working. Any other encoding is refused with 415, bytes that are not
 * gzip with 400. `@fastify/compress`'s own request decompression is off (`compression.ts`): it inflates past the
 * limit and takes encodings the app never sends.
 */
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { createGunzip, type Gunzip } from 'node:zlib';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { defaultBodyLimit } from './body-limits';

/** The encodings a request body may have. */
export const requestEncodings = ['gzip'] as const;

/**
 * Installs the decompression as a `preParsing` hook of every route.
 *
 * @param fastify the Fastify instance under Nest
 */
export function installRequestDecompression(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = contentEncodingOf(request);
    if (encoding === undefined) {
      done(null, payload);
      return;
    }
    if (encoding !== 'gzip') {
      done(new AppException(ErrorCode.UnsupportedContentEncoding), undefined);
      return;
    }
    done(null, boundedGunzip(payload, request.routeOptions.bodyLimit ?? defaultBodyLimit));
  });
}

/**
 * The body's encoding in lower case, `undefined` for none or `identity`; a list (`gzip, br`) is returned as it is,
 * and refused as unknown.
 */
function contentEncodingOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-encoding'];
  if (header === undefined) return undefined;
  const encoding = header.trim().toLowerCase();
  return encoding === '' || encoding === 'identity' ? undefined : encoding;
}

/**
 * How much the inflater makes per step: zlib's 16 KiB default costs an event-loop turn per 16 KiB (a 5 MB save
 * took 20–50 ms more on loopback, `bench/save-bytes.node.mjs`); an eighth of the limit, from 16 KiB to 1 MiB, keeps
 * that to a few turns while a bomb is stopped at most one step past the limit.
 *
 * @param limit the route's body limit
 */
export function inflateChunkBytes(limit: number): number {
  return Math.min(1024 * 1024, Math.max(16 * 1024, Math.floor(limit / 8)));
}

/** The stream Fastify reads the body from: it also counts the compressed bytes (`receivedEncodedLength`). */
export interface DecodedBody extends Readable {
  receivedEncodedLength: number;
  /** The bytes the inflater has made so far (it stops at most one step, {@link inflateChunkBytes}, past the limit). */
  inflatedBytes: number;
}

/**
 * Inflates `payload` into a stream that errors with Fastify's 413 (`FST_ERR_CTP_BODY_TOO_LARGE`) as soon as more
 * than `limit` bytes come out, and with a 400 when the bytes are not gzip. Fastify's body reader checks
 * `receivedEncodedLength` against `Content-Length`. Nothing is read before the stream is: an error then always
 * reaches the reader (Fastify starts listening after the `preParsing` hooks).
 *
 * @param payload the request's raw body stream
 * @param limit the route's body limit, for the inflated body
 */
export function boundedGunzip(payload: NodeJS.ReadableStream, limit: number): DecodedBody {
  const gunzip: Gunzip = createGunzip({ chunkSize: inflateChunkBytes(limit) });
  let started = false;
  let finished = false;
  let pendingError: Error | undefined;

  const start = () => {
    started = true;
    payload.on('data', (chunk: Buffer) => {
      output.receivedEncodedLength += chunk.length;
    });
    payload.pipe(gunzip);
  };
  const fail = (error: Error) => {
    if (finished) return;
    finished = true;
    payload.unpipe(gunzip);
    gunzip.destroy();
    if (started) output.destroy(error);
    else pendingError = error;
  };

  const output = new Readable({
    read() {
      if (pendingError) output.destroy(pendingError);
      else if (!started) start();
      // The inflated bytes are pushed as they come; the limit bounds what can pile up.
    },
  }) as DecodedBody;
  output.receivedEncodedLength = 0;
  output.inflatedBytes = 0;
  // Fastify listens for errors while it reads the body and stops listening once it has given up (its own limit
  // check, a client that went away); an error after that must not become an uncaught exception.
  output.on('error', () => undefined);

  gunzip.on('data', (chunk: Buffer) => {
    output.inflatedBytes += chunk.length;
    if (finished) return;
    if (output.inflatedBytes > limit) {
      fail(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    output.push(chunk);
  });
  gunzip.on('end', () => {
    if (finished) return;
    finished = true;
    output.push(null);
  });
  gunzip.on('error', () => fail(new AppException(ErrorCode.InvalidCompressedBody)));
  payload.on('error', (error: Error) => fail(error));
  return output;
}
