/**
 * A growing byte buffer for writing big text files without building one huge string: ASCII snippets are copied
 * byte by byte, other text through a TextEncoder.
 */
const encoder = new TextEncoder();

export class ByteSink {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends text (UTF-8). */
  text(value: string): void {
    const encoded = encoder.encode(value);
    this.raw(encoded);
  }

  /** Appends bytes. */
  raw(value: Uint8Array): void {
    this.reserve(value.length);
    if (value.length < 32) {
      for (let index = 0; index < value.length; index += 1) this.bytes[this.length + index] = value[index]!;
    } else {
      this.bytes.set(value, this.length);
    }
    this.length += value.length;
  }

  /** The bytes written, in a buffer of their own. */
  result(): Uint8Array<ArrayBuffer> {
    return this.bytes.slice(0, this.length);
  }
}

/** The UTF-8 bytes of a text. */
export function asciiBytes(value: string): Uint8Array {
  return encoder.encode(value);
}
