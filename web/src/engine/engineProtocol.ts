/**
 * The messages between the engine worker and `engineClient`: what the worker exposes and what it replies.
 *
 * Types only (plus the error catalogue), so both sides share them without importing each other.
 */

/** Why an engine call did not produce a value. */
export type EngineErrorCode =
  /** The rows string (or the cells) did not match the grid size or format. */
  | 'invalidGridRows'
  /** The worker could not load or instantiate the wasm module. */
  | 'engineUnavailable'
  /** The worker died or the wasm trapped during the call; the client starts a fresh worker next time. */
  | 'engineCrashed'
  /** The worker answered with something that is not a valid reply for the call. */
  | 'invalidReply';

/** The message each error code carries; `invalidGridRows` is the one the product specification names. */
export const engineErrorMessages: Readonly<Record<EngineErrorCode, string>> = {
  invalidGridRows: 'Invalid grid rows',
  engineUnavailable: 'Engine unavailable',
  engineCrashed: 'Engine crashed',
  invalidReply: 'Invalid engine reply',
};

/** The error codes a worker itself may reply with (the others are decided by the client). */
export type WorkerErrorCode = Extract<EngineErrorCode, 'invalidGridRows' | 'engineUnavailable'>;

/** A failed worker call, as the worker sends it. */
export interface WorkerFailure {
  readonly ok: false;
  readonly code: WorkerErrorCode;
}

export type DecodeRowsReply = { readonly ok: true; readonly cells: Uint8Array } | WorkerFailure;
export type EncodeRowsReply = { readonly ok: true; readonly rows: string } | WorkerFailure;
export type VersionReply = { readonly ok: true; readonly version: string } | WorkerFailure;

/** The coarse methods the engine worker exposes through Comlink. */
export interface EngineWorkerApi {
  /** The engine's version string. */
  version(): Promise<VersionReply>;
  /** Decodes a rows string into one byte per cell, row-major; the cells' buffer is transferred back. */
  decodeRows(rows: unknown, columnCount: number, rowCount: number): Promise<DecodeRowsReply>;
  /** Encodes cells (transferred in, so the caller's buffer is detached) into a `"1:" + base64` rows string. */
  encodeRows(cells: Uint8Array, columnCount: number, rowCount: number): Promise<EncodeRowsReply>;
}
