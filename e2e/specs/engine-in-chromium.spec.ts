import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  invalidDecodeCases,
  makeCells,
  nodeBase64Rows,
  roundTripSizes,
} from '../../engine-rs/js/testing/gridRowsCases';

/**
 * The engine binding as the browser runs it: the built `@steekwerk/engine` (CommonJS in `engine-rs/dist/js`)
 * and `engine.wasm`, loaded with default options in Chromium, where the rows codec's fast path is
 * `Uint8Array.fromBase64`. The Node suite holds the Buffer and wasm paths to the same cases.
 */
const engineDist = path.join(__dirname, '..', '..', 'engine-rs', 'dist');
/** Every compiled module of the browser entry (all but the Node loader), by name. */
const modules = Object.fromEntries(
  readdirSync(path.join(engineDist, 'js'))
    .filter((file) => file.endsWith('.js') && file !== 'node.js')
    .map((file) => [file.slice(0, -3), readFileSync(path.join(engineDist, 'js', file), 'utf8')]),
);
const wasmBase64 = readFileSync(path.join(engineDist, 'engine.wasm')).toString('base64');

interface DecodeCall {
  readonly rows: string;
  readonly columnCount: number;
  readonly rowCount: number;
}

interface Outcome {
  readonly rowsCodec: string;
  readonly encoded: string[];
  readonly decoded: (number[] | string)[];
}

const stringCases: DecodeCall[] = invalidDecodeCases.flatMap(({ rows, columnCount, rowCount }) =>
  typeof rows === 'string' && Number.isFinite(columnCount) && Number.isFinite(rowCount)
    ? [{ rows, columnCount, rowCount }]
    : [],
);

test.describe('the engine in Chromium', () => {
  test('decodes with Uint8Array.fromBase64 and still rejects every invalid string of spec §5', async ({
    page,
  }) => {
    const grids = roundTripSizes.map(([columns, rows]) => {
      const cells = makeCells(columns * rows, columns * 1000 + rows);
      return { columns, rows, cells: [...cells], text: nodeBase64Rows(cells) };
    });
    // Valid but not canonical: non-zero padding bits, which the wasm accepts as atob does.
    const lenient: DecodeCall[] = [
      { rows: '1:AB==', columnCount: 1, rowCount: 1 },
      { rows: '1:AQJ=', columnCount: 2, rowCount: 1 },
    ];
    await page.goto('about:blank');
    const outcome = await page.evaluate(
      async ({ sources, wasm, grids, calls }): Promise<Outcome> => {
        // A minimal CommonJS loader for the compiled modules of the binding.
        const cache: Record<string, unknown> = {};
        const load = (name: string): unknown => {
          const key = name.replace('./', '');
          if (!(key in cache)) {
            const module = { exports: {} as Record<string, unknown> };
            cache[key] = module.exports;
            new Function('exports', 'require', 'module', sources[key] ?? '')(module.exports, load, module);
            cache[key] = module.exports;
          }
          return cache[key];
        };
        const binding = load('index') as {
          loadEngine(source: Uint8Array): Promise<{
            rowsCodec: string;
            encodeRows(cells: Uint8Array, columns: number, rows: number): string;
            decodeRows(rows: unknown, columns: number, rowCount: number): Uint8Array;
          }>;
        };
        const engine = await binding.loadEngine(Uint8Array.from(atob(wasm), (char) => char.charCodeAt(0)));
        const attempt = (call: { rows: string; columnCount: number; rowCount: number }) => {
          try {
            return [...engine.decodeRows(call.rows, call.columnCount, call.rowCount)];
          } catch (error) {
            return (error as Error).message;
          }
        };
        return {
          rowsCodec: engine.rowsCodec,
          encoded: grids.map((grid) =>
            engine.encodeRows(Uint8Array.from(grid.cells), grid.columns, grid.rows),
          ),
          decoded: [
            ...grids.map((grid) =>
              attempt({ rows: grid.text, columnCount: grid.columns, rowCount: grid.rows }),
            ),
            ...calls.map(attempt),
          ],
        };
      },
      { sources: modules, wasm: wasmBase64, grids, calls: [...lenient, ...stringCases] },
    );

    expect(outcome.rowsCodec).toBe('Uint8Array.fromBase64');
    expect(outcome.encoded).toEqual(grids.map((grid) => grid.text));
    const [decodedGrids, decodedLenient, rejected] = [
      outcome.decoded.slice(0, grids.length),
      outcome.decoded.slice(grids.length, grids.length + lenient.length),
      outcome.decoded.slice(grids.length + lenient.length),
    ];
    expect(decodedGrids).toEqual(grids.map((grid) => grid.cells));
    expect(decodedLenient).toEqual(lenient.map(({ rows }) => [...Buffer.from(rows.slice(2), 'base64')]));
    expect(stringCases.length).toBeGreaterThan(30);
    expect(rejected).toEqual(stringCases.map(() => 'Invalid grid rows'));
  });
});
