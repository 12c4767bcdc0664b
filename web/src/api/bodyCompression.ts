/**
 * Compressed request bodies (spec §4 "rows compressed before saving", issue 26 "Saves that fit a real network"):
 * a chart save or a progress save is sent as gzip of its JSON with `Content-Encoding: gzip`, made by the browser's
 * `CompressionStream`. A chart's rows are base64 of one byte per cell; gzip of the whole body takes a 1000² photo
 * chart from 1.35 MB to about 100 kB and an empty or sparse one to a few kB (`bench/save-bytes.node.mjs`,
 * docs/decisions/charts-and-sync.md "Compressed saves").
 *
 * Compression never stops a save: when it fails the body goes uncompressed and the failure is reported.
 */

/** Gzips a text (UTF-8) into bytes. */
export type Gzip = (text: string) => Promise<Uint8Array>;

/** Bodies shorter than this are sent as they are: gzip's header and the work would gain nothing. */
export const minCompressedBodyBytes = 1024;

/** The body of a request as it is sent, and its `Content-Encoding` when it is compressed. */
export interface PreparedBody {
  readonly body: string | Uint8Array<ArrayBuffer>;
  readonly encoding?: 'gzip';
}

/**
 * Gzip through the browser's `CompressionStream`, or `undefined` where the browser has none (then bodies go
 * uncompressed, which every server version accepts).
 */
export function browserGzip(): Gzip | undefined {
  if (typeof CompressionStream !== 'function') return undefined;
  return async (text) => {
    const stream = new CompressionStream('gzip');
    const writer = stream.writable.getWriter();
    // A failure shows in the reading below; these two promises would only repeat it.
    writer.write(new TextEncoder().encode(text)).catch(() => undefined);
    writer.close().catch(() => undefined);
    return new Uint8Array(await new Response(stream.readable).arrayBuffer());
  };
}

/**
 * The body to send for `json`: gzipped when it is long enough and `gzip` is there, else the text itself.
 *
 * @param json the request's JSON text
 * @param gzip the compressor (none: send uncompressed)
 * @param report told when compression fails; the body then goes uncompressed
 * @param name the call's name, for the report
 */
export async function prepareBody(
  json: string,
  gzip: Gzip | undefined,
  report: (message: string) => void,
  name: string,
): Promise<PreparedBody> {
  if (gzip === undefined || json.length < minCompressedBodyBytes) return { body: json };
  try {
    const compressed = await gzip(json);
    if (!(compressed instanceof Uint8Array) || compressed.length === 0) {
      throw new Error('the compressor returned no bytes');
    }
    // A copy over a plain ArrayBuffer, which `fetch` takes as a body in every browser.
    return { body: new Uint8Array(compressed), encoding: 'gzip' };
  } catch (error) {
    try {
      report(`Failed to compress request ${name}: ${String(error)}`);
    } catch {
      // A broken reporter must not stop the save either.
    }
    return { body: json };
  }
}
