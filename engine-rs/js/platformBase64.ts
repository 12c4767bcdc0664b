/**
 * The platform's own base64, which the engine uses for the rows codec where it is present: measured in the
 * same run (`make bench`), Chromium's `Uint8Array.fromBase64` decodes 2000 × 2000 rows 3–4× faster than the
 * wasm codec (with its copies across the boundary), and Node's `Buffer` 5–6× faster.
 *
 * Both are only a fast path. Each `decode` answers `undefined` whenever it cannot vouch for a text being the
 * canonical padded base64 the wasm codec accepts; the engine then lets the wasm decide, so the accepted inputs
 * and the error (spec §5) stay exactly those of `engine.wasm`. This module imports nothing from Node.
 */

/** A platform base64 codec for the rows text after its `1:` prefix. */
export interface PlatformBase64 {
  /** What the benchmark and the logs call this path. */
  readonly name: string;
  /**
   * Decodes standard, `=`-padded base64 into a fresh array that owns its buffer; `undefined` when the text is
   * not canonical base64 or the platform is unsure (the wasm codec then decides).
   */
  decode(text: string): Uint8Array<ArrayBuffer> | undefined;
  /** Encodes bytes as standard, `=`-padded base64. */
  encode(bytes: Uint8Array): string;
}

interface Base64Constructor {
  fromBase64(text: string, options: { lastChunkHandling: 'strict' }): Uint8Array<ArrayBuffer>;
}

interface Base64Array {
  toBase64(): string;
}

/**
 * The TC39 `Uint8Array.fromBase64` / `toBase64` pair (Chromium 140+, Firefox 133+, Safari 18.2+), or `undefined`
 * where the platform lacks it.
 *
 * `fromBase64` skips ASCII whitespace, even in strict mode, but the engine has already checked that the text
 * has exactly the length its cell count needs: with strict chunks (padding required), a text holding whitespace
 * then always decodes to fewer bytes than the grid has cells, which the engine rejects. Strict mode also
 * refuses non-zero padding bits (`AB==`), which the wasm codec accepts as `atob` does; such a text goes to the
 * wasm.
 */
export function webBase64(arrayType: unknown = Uint8Array): PlatformBase64 | undefined {
  const constructor = arrayType as Partial<Base64Constructor> & { prototype: Partial<Base64Array> };
  const fromBase64 = constructor.fromBase64;
  if (typeof fromBase64 !== 'function' || typeof constructor.prototype.toBase64 !== 'function') {
    return undefined;
  }
  return {
    name: 'Uint8Array.fromBase64',
    decode(text) {
      try {
        return fromBase64.call(constructor, text, { lastChunkHandling: 'strict' });
      } catch {
        return undefined;
      }
    },
    encode: (bytes) => (bytes as unknown as Base64Array).toBase64(),
  };
}
