// The codec variants measured in the browser, each checked for the same result before timing.
import type { Engine } from '@steekwerk/engine';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';

interface NativeBase64 {
  toBase64(): string;
}
interface NativeBase64Constructor {
  fromBase64(text: string): Uint8Array;
}

export type Codec = {
  encode(cells: Uint8Array, size: number): string;
  decode(rows: string, size: number): Uint8Array;
};

/** The native `Uint8Array.prototype.toBase64` / `Uint8Array.fromBase64` of Chromium 140+. */
export const nativeCodec: Codec = {
  encode: (cells) => '1:' + (cells as unknown as NativeBase64).toBase64(),
  decode: (rows, size) => {
    if (!rows.startsWith('1:')) throw new Error('Invalid grid rows');
    const cells = (Uint8Array as unknown as NativeBase64Constructor).fromBase64(rows.slice(2));
    if (cells.length !== size * size) throw new Error('Invalid grid rows');
    return cells;
  },
};

export const plainCodec: Codec = {
  encode: (cells, size) => encodeRowsPlain(cells, size, size),
  decode: (rows, size) => decodeRowsPlain(rows, size, size),
};

export function wasmCodec(engine: Engine): Codec {
  return {
    encode: (cells, size) => engine.encodeRows(cells, size, size),
    decode: (rows, size) => engine.decodeRows(rows, size, size),
  };
}
