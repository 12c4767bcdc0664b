/**
 * The rows codec in plain TypeScript, for the main thread's small texts (the tracker's done cells): the same
 * encoding as the engine's wasm codec, which the engine worker uses for a chart's cells. Only src/engine imports the
 * engine binding (web/src/architecture.test.ts); the rest of the app takes the codec from here.
 */
export { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';
