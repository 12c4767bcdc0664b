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

/** The bare native `Uint8Array.prototype.toBase64` / `Uint8Array.fromBase64` of Chromium 140+: no validation. */
export const nativeCodec: Codec = {
  encode: (cells) => '1:' + (cells as unknown as NativeBase64).toBase64(),
  decode: (rows) => (Uint8Array as unknown as NativeBase64Constructor).fromBase64(rows.slice(2)),
};

export const plainCodec: Codec = {
  encode: (cells, size) => encodeRowsPlain(cells, size, size),
  decode: (rows, size) => decodeRowsPlain(rows, size, size),
};

/** An engine's rows codec: with its platform fast path (as the app loads it) or the wasm alone. */
export function engineCodec(engine: Engine): Codec {
  return {
    encode: (cells, size) => engine.encodeRows(cells, size, size),
    decode: (rows, size) => engine.decodeRows(rows, size, size),
  };
}

/** Calls per sample for a grid of `cellCount` cells: about a million cells' work, at least one call. */
export function repeatFor(cellCount: number): number {
  return Math.max(1, Math.round(1e6 / cellCount));
}

/** Samples per grid size: fewer for the largest grids. */
export function samplesFor(size: number): number {
  return size >= 4000 ? 7 : 15;
}
