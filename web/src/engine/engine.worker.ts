/**
 * The engine worker: runs the Rust engine (wasm) off the main thread and exposes coarse methods through Comlink.
 *
 * The wasm is compiled and instantiated lazily, once, on the first call. Buffers go both ways by transfer.
 */
import * as Comlink from 'comlink';
import { GridRowsError, loadEngine, type Engine } from '@steekwerk/engine';
import wasmUrl from '@steekwerk/engine-wasm?url';
import type {
  ConvertPictureReply,
  ConvertPictureRequest,
  DecodeRowsReply,
  EncodeRowsReply,
  EngineWorkerApi,
  OpenPictureReply,
  PictureProgress,
  TextRasterReply,
  TextRasterRequest,
  VersionReply,
  WorkerFailure,
} from './engineProtocol';
import type { ChartFileReply, ChartFileStep } from './chartFileProtocol';
import type { FreeformHitReply, FreeformHitRequest } from './engineProtocol';
import { decodePicture, previewPicture } from './pictureDecode';
import { PicturePipeline } from './picturePipeline';
import { rasteriseText } from './textRaster';

const engineUnavailable: WorkerFailure = { ok: false, code: 'engineUnavailable' };
const invalidGridRows: WorkerFailure = { ok: false, code: 'invalidGridRows' };

let enginePromise: Promise<Engine> | undefined;

async function compileEngineModule(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch (error) {
    // compileStreaming needs `Content-Type: application/wasm`; compile from the bytes when a server sends another type.
    if (!(error instanceof TypeError)) throw error;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Fetching the engine failed: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** The engine, loaded on first use; a failed load is forgotten so the next call tries again. */
function getEngine(): Promise<Engine> {
  if (!enginePromise) {
    const loading = compileEngineModule(wasmUrl).then((module) => loadEngine(module));
    enginePromise = loading;
    loading.catch(() => {
      if (enginePromise === loading) enginePromise = undefined;
    });
  }
  return enginePromise;
}

async function tryGetEngine(): Promise<Engine | undefined> {
  try {
    return await getEngine();
  } catch (error) {
    console.error('[engine worker] loading the engine failed', error);
    return undefined;
  }
}

/** The cells in a buffer of their own, so transferring it moves exactly these bytes (never wasm memory). */
function withOwnBuffer(cells: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = cells;
  if (buffer instanceof ArrayBuffer && cells.byteOffset === 0 && cells.byteLength === buffer.byteLength) {
    return cells as Uint8Array<ArrayBuffer>;
  }
  return cells.slice();
}

function isGridRowsError(error: unknown): boolean {
  return error instanceof GridRowsError || (error instanceof Error && error.message === 'Invalid grid rows');
}

const pictures = new PicturePipeline(tryGetEngine, decodePicture);

/** The freeform hit index, loaded with its own wasm on the first call only (grid charts never load it). */
let freeformHit: Promise<(request: FreeformHitRequest) => Promise<FreeformHitReply>> | undefined;

const api: EngineWorkerApi = {
  async version(): Promise<VersionReply> {
    const engine = await tryGetEngine();
    if (!engine) return engineUnavailable;
    return { ok: true, version: engine.version() };
  },

  async decodeRows(rows: unknown, columnCount: number, rowCount: number): Promise<DecodeRowsReply> {
    const engine = await tryGetEngine();
    if (!engine) return engineUnavailable;
    let cells: Uint8Array<ArrayBuffer>;
    try {
      cells = withOwnBuffer(engine.decodeRows(rows, columnCount, rowCount));
    } catch (error) {
      // Anything else (a wasm trap) propagates: the client treats it as a crash and starts a fresh worker.
      if (isGridRowsError(error)) return invalidGridRows;
      throw error;
    }
    const reply: DecodeRowsReply = { ok: true, cells };
    return Comlink.transfer(reply, [cells.buffer]);
  },

  async encodeRows(cells: Uint8Array, columnCount: number, rowCount: number): Promise<EncodeRowsReply> {
    const engine = await tryGetEngine();
    if (!engine) return engineUnavailable;
    try {
      return { ok: true, rows: engine.encodeRows(cells, columnCount, rowCount) };
    } catch (error) {
      if (isGridRowsError(error)) return invalidGridRows;
      throw error;
    }
  },

  async openPicture(file: Blob, size: { width: number; height: number }): Promise<OpenPictureReply> {
    let shown: Awaited<ReturnType<typeof previewPicture>>;
    try {
      shown = await previewPicture(file, size);
    } catch {
      return { ok: false, code: 'unreadablePicture' };
    }
    const pictureId = pictures.open(file, shown.width, shown.height);
    const reply: OpenPictureReply = {
      ok: true,
      pictureId,
      width: shown.width,
      height: shown.height,
      preview: shown.preview,
    };
    return Comlink.transfer(reply, [shown.preview]);
  },

  async convertPicture(
    pictureId: number,
    request: ConvertPictureRequest,
    jobId: number,
    onProgress: (progress: PictureProgress) => void,
  ): Promise<ConvertPictureReply> {
    const reply = await pictures.convert(pictureId, request, jobId, (progress) => void onProgress(progress));
    if (!reply.ok) return reply;
    const buffers: Transferable[] = [reply.cells.buffer as ArrayBuffer, reply.rgb.buffer as ArrayBuffer];
    if (reply.brandIndices) buffers.push(reply.brandIndices.buffer as ArrayBuffer);
    return Comlink.transfer(reply, buffers);
  },

  cancelPicture(jobId: number): void {
    pictures.cancel(jobId);
  },

  closePicture(pictureId: number): void {
    pictures.close(pictureId);
  },

  async importChartFile(
    file: Blob,
    fileName: string,
    onStep: (step: ChartFileStep) => void,
  ): Promise<ChartFileReply> {
    // The file readers (with zod and the model's schemas, which check a Steekwerk file) load on the first import
    // only: they are most of this worker's code, and every editor starts this worker before its first frame.
    const { importChartFile } = await import('./chartFileImport');
    return importChartFile(file, fileName, (step) => void onStep(step));
  },

  async freeformHit(request: FreeformHitRequest): Promise<FreeformHitReply> {
    const loading = (freeformHit ??= Promise.all([
      import('./freeformHitWorker'),
      import('./freeformHitWasm'),
    ]).then(([service, wasm]) => service.createFreeformHitService(wasm.loadBrowserFreeformHitEngine)));
    loading.catch(() => {
      if (freeformHit === loading) freeformHit = undefined;
    });
    let answer: (request: FreeformHitRequest) => Promise<FreeformHitReply>;
    try {
      answer = await loading;
    } catch {
      return { ok: false, code: 'engineUnavailable' };
    }
    return answer(request);
  },

  async rasteriseText(request: TextRasterRequest): Promise<TextRasterReply> {
    const reply = await rasteriseText(request);
    return reply.ok ? Comlink.transfer(reply, [reply.mask.buffer as ArrayBuffer]) : reply;
  },
};

Comlink.expose(api);
