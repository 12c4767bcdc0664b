// Grid rows codec in Node, measured side by side in one run: the engine as the API loads it (`engine`: Node's
// Buffer base64 with the canonical check, the wasm deciding the rest), the wasm alone (including the copies
// across the boundary), Node's bare Buffer base64 (no validation: the floor) and a plain TypeScript loop.
import { readFile } from 'node:fs/promises';
import { engineWasmPath, loadEngine, loadEngineNode } from '@steekwerk/engine/node';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';
import { emit, gridSizes, makeGrid, quantile, repeatFor, round, sample, samplesFor } from './lib/stats.mjs';

const engine = await loadEngineNode();
const wasmOnly = await loadEngine(new Uint8Array(await readFile(engineWasmPath())), { platformBase64: null });
const runtime = `node ${process.version}`;

const encoders = {
  engine: (cells, size) => engine.encodeRows(cells, size, size),
  wasm: (cells, size) => wasmOnly.encodeRows(cells, size, size),
  buffer: (cells) => '1:' + Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64'),
  plain: (cells, size) => encodeRowsPlain(cells, size, size),
};

const decoders = {
  engine: (rows, size) => engine.decodeRows(rows, size, size),
  wasm: (rows, size) => wasmOnly.decodeRows(rows, size, size),
  buffer: (rows) => Buffer.from(rows.slice(2), 'base64'),
  plain: (rows, size) => decodeRowsPlain(rows, size, size),
};

for (const size of gridSizes) {
  const cells = makeGrid(size, size);
  const rows = encoders.buffer(cells);
  const megabytes = cells.length / 1e6;
  const options = { samples: samplesFor(size), repeat: repeatFor(cells.length) };

  for (const [operation, methods] of [
    ['encode', encoders],
    ['decode', decoders],
  ]) {
    const medians = {};
    for (const [method, run] of Object.entries(methods)) {
      const input = operation === 'encode' ? cells : rows;
      const check = run(input, size);
      const ok =
        operation === 'encode'
          ? check === rows
          : Buffer.compare(Buffer.from(check), Buffer.from(cells)) === 0;
      if (!ok) throw new Error(`${method} ${operation} gave a wrong result at ${size}x${size}`);
      const durations = sample(() => run(input, size), options);
      const p50 = quantile(durations, 0.5);
      medians[method] = p50;
      emit({
        name: `engine.rows_${operation}`,
        runtime,
        size: `${size}x${size}`,
        method,
        ...(method === 'engine' ? { fast_path: engine.rowsCodec } : {}),
        p50_ms: round(p50),
        p95_ms: round(quantile(durations, 0.95)),
        mb_per_s: round(megabytes / (p50 / 1000)),
      });
    }
    emit({
      name: `engine.rows_${operation}.ratio`,
      runtime,
      size: `${size}x${size}`,
      wasm_over_engine: round(medians.wasm / medians.engine),
      plain_over_wasm: round(medians.plain / medians.wasm),
      buffer_over_wasm: round(medians.buffer / medians.wasm),
      fastest: Object.entries(medians).sort((a, b) => a[1] - b[1])[0][0],
    });
  }
}
