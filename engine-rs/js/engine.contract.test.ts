/**
 * The contract between `engine.wasm` and its binding, against the real built wasm
 * (`sh build-wasm.sh` first): every export, every status, every invalid case of spec §5.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineHeap, Status, instantiateEngine, type EngineExports } from './abi';
import { EngineError, GRID_ROWS_ERROR, GridRowsError, loadEngine, webBase64, type Engine } from './index';
import { engineWasmPath, loadEngineNode } from './node';
import { decodeRowsPlain, encodeRowsPlain } from './plainCodec';
import {
  invalidDecodeCases,
  invalidEncodeCases,
  makeCells,
  nodeBase64Rows,
  roundTripSizes,
} from './testing/gridRowsCases';
import { expectGridRowsError } from './testing/expectGridRowsError';

const packageRoot = path.join(__dirname, '..');
const wasmBytes = (): Uint8Array<ArrayBuffer> => new Uint8Array(readFileSync(engineWasmPath()));

let engine: Engine;
let wasmOnly: Engine;

beforeAll(async () => {
  engine = await loadEngineNode();
  wasmOnly = await loadEngine(wasmBytes(), { platformBase64: null });
});

/** Both rows codec paths: Node's Buffer in front of the wasm (as the API runs it), and the wasm alone. */
const codecPaths: ReadonlyArray<readonly [string, () => Engine]> = [
  ['Buffer, then wasm', () => engine],
  ['wasm only', () => wasmOnly],
];

describe('loading', () => {
  it('finds the built wasm in dist/', () => {
    expect(engineWasmPath()).toBe(path.join(packageRoot, 'dist', 'engine.wasm'));
  });

  it('shares one engine per process in Node', async () => {
    expect(await loadEngineNode()).toBe(engine);
  });

  it('loads from the wasm bytes and from a compiled module', async () => {
    const fromBytes = await loadEngine(wasmBytes());
    const fromModule = await loadEngine(await WebAssembly.compile(wasmBytes()));
    // These use the environment-neutral TextDecoder path, as a browser worker does.
    const cells = Uint8Array.from({ length: 256 }, (_, value) => value);
    for (const loaded of [fromBytes, fromModule]) {
      expect(loaded.version()).toBe(engine.version());
      expect(loaded.encodeRows(cells, 16, 16)).toBe(nodeBase64Rows(cells));
      expect(loaded.decodeRows(nodeBase64Rows(cells), 16, 16)).toEqual(cells);
    }
  });

  it("uses Node's Buffer in Node, and the wasm alone where the platform has no base64", () => {
    expect(engine.rowsCodec).toBe('Buffer');
    expect(wasmOnly.rowsCodec).toBe('wasm');
    // Node 20 has no Uint8Array.fromBase64; Chromium does (the e2e suite runs that path).
    expect(webBase64(Uint8Array) === undefined).toBe(!('fromBase64' in Uint8Array));
  });

  it('rejects a wasm that is not the engine', async () => {
    // The smallest valid module: magic number and version, no exports.
    const empty = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    await expect(loadEngine(empty)).rejects.toThrow(/lacks the exports sw_version/);
  });

  it('keeps the browser entry free of Node', () => {
    for (const file of [
      'index.ts',
      'abi.ts',
      'gridRows.ts',
      'plainCodec.ts',
      'platformBase64.ts',
      'picture.ts',
      'pictureError.ts',
      'importPicture.ts',
      'palettes.ts',
      'plainPicture.ts',
    ]) {
      const code = readFileSync(path.join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(
        /from 'node:|from '(fs|path)'|require\(|\bBuffer\b|\bprocess\.|__dirname/,
      );
    }
  });

  it('imports nothing and exports exactly the documented ABI', () => {
    const module = new WebAssembly.Module(wasmBytes());
    expect(WebAssembly.Module.imports(module)).toEqual([]);
    const functions = WebAssembly.Module.exports(module)
      .filter((entry) => entry.kind === 'function')
      .map((entry) => entry.name)
      .sort();
    expect(functions).toEqual([
      'sw_alloc',
      'sw_free',
      'sw_picture_adjust',
      'sw_picture_cleanup',
      'sw_picture_kmeans',
      'sw_picture_quantize',
      'sw_picture_remap',
      'sw_picture_report',
      'sw_picture_resize',
      'sw_rows_decode',
      'sw_rows_encode',
      'sw_rows_encoded_len',
      'sw_version',
    ]);
  });
});

describe('version', () => {
  it("is Cargo.toml's version", () => {
    const cargoToml = readFileSync(path.join(packageRoot, 'Cargo.toml'), 'utf8');
    const cargoVersion = /^version = "([^"]+)"/m.exec(cargoToml)?.[1];
    expect(engine.version()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(engine.version()).toBe(cargoVersion);
  });
});

describe.each(codecPaths)('rows codec: %s', (_path, codec) => {
  describe('round trips', () => {
    it.each(roundTripSizes)(
      'encodes and decodes a %i by %i grid like Node base64 and the plain codec',
      (columns, rows) => {
        const cells = makeCells(columns * rows, columns * 1000 + rows);
        const text = codec().encodeRows(cells, columns, rows);
        expect(text).toBe(nodeBase64Rows(cells));
        expect(text).toBe(encodeRowsPlain(cells, columns, rows));
        expect(codec().decodeRows(text, columns, rows)).toEqual(cells);
        expect(decodeRowsPlain(text, columns, rows)).toEqual(cells);
      },
    );

    it('keeps every byte value 0..255 in every position of a group', () => {
      for (const offset of [0, 1, 2]) {
        const cells = new Uint8Array(256 + offset);
        cells.set(
          Array.from({ length: 256 }, (_, value) => value),
          offset,
        );
        const text = codec().encodeRows(cells, cells.length, 1);
        expect(text).toBe(nodeBase64Rows(cells));
        expect(codec().decodeRows(text, 1, cells.length)).toEqual(cells);
      }
    });

    it('round trips a 2000 by 2000 grid', () => {
      const cells = makeCells(2000 * 2000, 7);
      const text = codec().encodeRows(cells, 2000, 2000);
      expect(text.length).toBe(2 + 4 * Math.ceil((2000 * 2000) / 3));
      expect(text).toBe(nodeBase64Rows(cells));
      const decoded = codec().decodeRows(text, 2000, 2000);
      expect(Buffer.compare(decoded, cells)).toBe(0);
    });

    it('decodes what Node base64 encodes, and ignores unused low bits as Node does', () => {
      const cells = makeCells(1001, 3);
      expect(codec().decodeRows(nodeBase64Rows(cells), 7, 143)).toEqual(cells);
      expect(codec().decodeRows('1:AB==', 1, 1)).toEqual(new Uint8Array(Buffer.from('AB==', 'base64')));
      expect(codec().decodeRows('1:AQJ=', 2, 1)).toEqual(new Uint8Array(Buffer.from('AQJ=', 'base64')));
    });
  });

  describe('results', () => {
    it('own their buffer, independent of wasm memory', () => {
      const first = codec().decodeRows('1:AQIDBAUG', 3, 2);
      expect(first.byteOffset).toBe(0);
      expect(first.byteLength).toBe(first.buffer.byteLength);
      // Later calls reuse and overwrite the same wasm memory; the earlier result must not change.
      expect(codec().decodeRows('1:////////', 3, 2)).toEqual(new Uint8Array(6).fill(255));
      codec().encodeRows(new Uint8Array(6).fill(9), 6, 1);
      expect(first).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    });

    it('can be transferred to another thread', () => {
      const cells = codec().decodeRows('1:AQIDBAUG', 3, 2);
      const moved = structuredClone(cells, { transfer: [cells.buffer] });
      expect(moved).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
      expect(cells.byteLength).toBe(0);
    });

    it('survive wasm memory growth', () => {
      const small = codec().decodeRows('1:AQID', 3, 1);
      const large = makeCells(3000 * 3000, 11);
      expect(
        Buffer.compare(codec().decodeRows(codec().encodeRows(large, 3000, 3000), 3000, 3000), large),
      ).toBe(0);
      expect(small).toEqual(new Uint8Array([1, 2, 3]));
      expect(codec().decodeRows('1:AQID', 3, 1)).toEqual(small);
    });

    it('leave the caller’s cells untouched when encoding', () => {
      const cells = makeCells(99, 5);
      const copy = cells.slice();
      codec().encodeRows(cells, 9, 11);
      expect(cells).toEqual(copy);
    });
  });

  describe('decodeRows rejects with "Invalid grid rows" (spec §5)', () => {
    it.each(invalidDecodeCases)('$reason', ({ rows, columnCount, rowCount }) => {
      expectGridRowsError(() => codec().decodeRows(rows, columnCount, rowCount));
    });

    it('says exactly "Invalid grid rows"', () => {
      expect(GRID_ROWS_ERROR).toBe('Invalid grid rows');
      expect(new GridRowsError().message).toBe('Invalid grid rows');
    });
  });

  describe('encodeRows rejects with "Invalid grid rows"', () => {
    it.each(invalidEncodeCases)('$reason', ({ cells, columnCount, rowCount }) => {
      expectGridRowsError(() => codec().encodeRows(cells as Uint8Array, columnCount, rowCount));
    });
  });
});

describe('the raw ABI', () => {
  let exports: EngineExports;
  let heap: EngineHeap;

  beforeAll(async () => {
    exports = await instantiateEngine(wasmBytes());
    heap = new EngineHeap(exports);
  });

  /** Runs `body` with `bytes` copied into a fresh wasm buffer of at least `length` bytes. */
  function withBuffer<T>(bytes: ArrayLike<number>, length: number, body: (pointer: number) => T): T {
    const pointer = heap.alloc(length);
    try {
      heap.bytes(pointer, length).set(bytes);
      return body(pointer);
    } finally {
      heap.free(pointer, length);
    }
  }

  it('sw_version packs major, minor and patch', () => {
    const packed = exports.sw_version();
    expect(`${packed >>> 16}.${(packed >>> 8) & 0xff}.${packed & 0xff}`).toBe(engine.version());
  });

  it('sw_alloc returns distinct buffers, 0 for zero bytes and 0 when memory runs out', () => {
    const first = exports.sw_alloc(16);
    const second = exports.sw_alloc(16);
    expect(first).not.toBe(0);
    expect(second).not.toBe(0);
    expect(Math.abs(first - second)).toBeGreaterThanOrEqual(16);
    exports.sw_free(first, 16);
    exports.sw_free(second, 16);
    expect(exports.sw_alloc(0)).toBe(0);
    expect(exports.sw_alloc(-1)).toBe(0); // 4 GiB - 1: more than wasm32 memory can hold
  });

  it('sw_free ignores null', () => {
    expect(() => exports.sw_free(0, 0)).not.toThrow();
    expect(() => exports.sw_free(0, 10)).not.toThrow();
  });

  it('EngineHeap reports a failed allocation as OutOfMemory', () => {
    let thrown: unknown;
    try {
      heap.alloc(0xffff_fff0);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EngineError);
    expect((thrown as EngineError).status).toBe(Status.OutOfMemory);
  });

  it('sw_rows_encoded_len is 2 + 4 * ceil(n / 3), 0 when it overflows', () => {
    expect([0, 1, 2, 3, 4, 6, 7].map((count) => exports.sw_rows_encoded_len(count))).toEqual([
      2, 6, 6, 6, 10, 10, 14,
    ]);
    expect(exports.sw_rows_encoded_len(-1)).toBe(0);
  });

  it('sw_rows_encode: Ok, InvalidGridRows and InvalidArgument', () => {
    withBuffer([1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 14, (cells) => {
      const out = cells + 4;
      expect(exports.sw_rows_encode(cells, 4, 2, 2, out, 10)).toBe(Status.Ok);
      expect(Buffer.from(heap.bytes(out, 10)).toString('latin1')).toBe('1:AQIDBA==');
      expect(exports.sw_rows_encode(cells, 4, 3, 2, out, 10)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_encode(cells, 4, 0, 4, out, 10)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_encode(cells, 4, 2, 2, out, 9)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_encode(0, 4, 2, 2, out, 10)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_encode(cells, 4, 2, 2, 0, 10)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_encode(cells, 4, 2, 2, cells + 2, 10)).toBe(Status.InvalidArgument);
      const pastMemory = exports.memory.buffer.byteLength - 5;
      expect(exports.sw_rows_encode(cells, 4, 2, 2, pastMemory, 10)).toBe(Status.InvalidArgument);
    });
  });

  it('sw_rows_decode: Ok, InvalidGridRows and InvalidArgument', () => {
    const text = new TextEncoder().encode('1:AQIDBA==');
    withBuffer(text, 14, (input) => {
      const out = input + 10;
      expect(exports.sw_rows_decode(input, 10, 2, 2, out, 4)).toBe(Status.Ok);
      expect([...heap.bytes(out, 4)]).toEqual([1, 2, 3, 4]);
      expect(exports.sw_rows_decode(input, 10, 4, 1, out, 4)).toBe(Status.Ok);
      expect(exports.sw_rows_decode(input, 10, -2, -2, out, 4)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_decode(input, 1, 1, 1, out, 1)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_decode(input + 2, 8, 2, 2, out, 4)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_decode(input, 6, 3, 1, out, 3)).toBe(Status.Ok);
      expect(exports.sw_rows_decode(input, 9, 4, 1, out, 4)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_decode(input, 10, 5, 1, out, 5)).toBe(Status.InvalidGridRows);
      expect(exports.sw_rows_decode(input, 10, 2, 2, out, 3)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_decode(0, 10, 2, 2, out, 4)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_decode(input, 10, 2, 2, 0, 4)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_decode(input, 10, 2, 2, input + 6, 4)).toBe(Status.InvalidArgument);
      const pastMemory = exports.memory.buffer.byteLength - 2;
      expect(exports.sw_rows_decode(input, 10, 2, 2, pastMemory, 4)).toBe(Status.InvalidArgument);
      expect(exports.sw_rows_decode(pastMemory, 10, 2, 2, out, 4)).toBe(Status.InvalidArgument);
    });
  });
});
