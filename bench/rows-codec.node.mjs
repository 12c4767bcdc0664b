// Grid rows codec in Node: the wasm engine (including the copies across the boundary) against
// Node's native Buffer base64 and a plain TypeScript loop, measured side by side in one run.
import { loadEngineNode } from '@steekwerk/engine/node';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';
import { emit, gridSizes, makeGrid, quantile, round, sample } from './lib/stats.mjs';

const engine = await loadEngineNode();

const encoders = {
  wasm: (cells, size) => engine.encodeRows(cells, size, size),
  buffer: (cells) => '1:' + Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64'),
  plain: (cells, size) => encodeRowsPlain(cells, size, size),
};

const decoders = {
  wasm: (rows, size) => engine.decodeRows(rows, size, size),
  buffer: (rows, size) => {
    const bytes = Buffer.from(rows.slice(2), 'base64');
    if (!rows.startsWith('1:') || bytes.length !== size * size) throw new Error('Invalid grid rows');
    return bytes;
  },
  plain: (rows, size) => decodeRowsPlain(rows, size, size),
};

for (const size of gridSizes) {
  const cells = makeGrid(size, size);
  const rows = encoders.buffer(cells);
  const megabytes = cells.length / 1e6;
  const samples = size >= 4000 ? 7 : 15;

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
      const durations = sample(() => run(input, size), { samples });
      const p50 = quantile(durations, 0.5);
      medians[method] = p50;
      emit({
        name: `engine.rows_${operation}`,
        runtime: `node ${process.version}`,
        size: `${size}x${size}`,
        method,
        p50_ms: round(p50),
        p95_ms: round(quantile(durations, 0.95)),
        mb_per_s: round(megabytes / (p50 / 1000)),
      });
    }
    emit({
      name: `engine.rows_${operation}.ratio`,
      runtime: `node ${process.version}`,
      size: `${size}x${size}`,
      plain_over_wasm: round(medians.plain / medians.wasm),
      buffer_over_wasm: round(medians.buffer / medians.wasm),
      fastest: Object.entries(medians).sort((a, b) => a[1] - b[1])[0][0],
    });
  }
}
