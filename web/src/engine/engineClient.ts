/**
 * The engine as the app uses it: a Comlink wrap of the engine worker that runs calls one at a time in order,
 * starts a fresh worker after a crash, checks every reply and turns every failure into a typed result.
 */
import * as Comlink from 'comlink';
import {
  engineErrorMessages,
  type ConvertPictureReply,
  type ConvertPictureRequest,
  type EngineErrorCode,
  type EngineWorkerApi,
  type FreeformHitReply,
  type FreeformHitRequest,
  type OpenPictureReply,
  type PictureProgress,
  type TextRasterReply,
  type TextRasterRequest,
  type WorkerErrorCode,
} from './engineProtocol';
import type { ChartFileReply, ChartFileStep } from './chartFileProtocol';
import { reportThrown } from '../app/errorReporting/report';
import { readConvertReply, readOpenReply, readTextReply } from './pictureReplies';

export {
  engineErrorMessages,
  pictureSteps,
  type ConvertedPicture,
  type ConvertPictureReply,
  type ConvertPictureRequest,
  type EngineErrorCode,
  type OpenPictureReply,
  type PictureCrop,
  type PictureFailureCode,
  type PictureProgress,
  type PictureProgressStep,
  type TextRasterReply,
  type TextRasterRequest,
} from './engineProtocol';

/** How a conversion is followed and stopped. */
export interface ConvertPictureControl {
  /** Aborting cancels the conversion: the promise answers `cancelled` at once, the worker stops at its next step. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: PictureProgress) => void;
}

/** A failed engine call: a code to branch on and the message the specification gives it. */
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
}

export type EngineResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

/** A running engine worker, as the client needs it. */
export interface EngineWorkerHandle {
  /** What Comlink talks to: the Worker itself, or a MessagePort in tests. */
  readonly endpoint: Comlink.Endpoint;
  /** Registers the listener called when the worker dies (an uncaught error or an unreadable message). */
  onCrash(listener: (reason: unknown) => void): void;
  terminate(): void;
}

export type EngineWorkerFactory = () => EngineWorkerHandle;

export interface EncodeRowsOptions {
  /**
   * Transfer the caller's buffer to the worker instead of a copy. Faster for big grids, but `cells` is
   * detached (length 0) afterwards, so only pass cells the caller no longer needs.
   */
  readonly transfer?: boolean;
}

/** Starts the real engine worker (a module worker bundled by Vite). */
export function createBrowserEngineWorker(): EngineWorkerHandle {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'steekwerk-engine',
  });
  return {
    endpoint: worker,
    onCrash(listener) {
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        listener(event.error ?? event.message);
      });
      worker.addEventListener('messageerror', (event) => listener(event));
    },
    terminate: () => worker.terminate(),
  };
}

interface RunningWorker {
  readonly handle: EngineWorkerHandle;
  readonly remote: Comlink.Remote<EngineWorkerApi>;
  /** Rejects when the worker dies, so a call in flight does not wait forever. */
  readonly crashed: Promise<never>;
}

const workerErrorCodes: ReadonlySet<string> = new Set<WorkerErrorCode>([
  'invalidGridRows',
  'engineUnavailable',
]);

function failure<T>(code: EngineErrorCode): EngineResult<T> {
  return { ok: false, error: { code, message: engineErrorMessages[code] } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUint8Array(value: unknown): value is Uint8Array {
  return Object.prototype.toString.call(value) === '[object Uint8Array]';
}

function isGridDimension(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

/**
 * Checks a worker reply: `{ok: true, [field]: value}` passing `isValid`, or `{ok: false, code}` with a code the
 * worker may send. Anything else is an invalid reply.
 */
function readReply<T>(
  reply: unknown,
  field: string,
  isValid: (value: unknown) => value is T,
): EngineResult<T> {
  if (!isRecord(reply)) return failure('invalidReply');
  if (reply.ok === true) {
    const value = reply[field];
    return isValid(value) ? { ok: true, value } : failure('invalidReply');
  }
  if (reply.ok === false && typeof reply.code === 'string' && workerErrorCodes.has(reply.code)) {
    return failure(reply.code as WorkerErrorCode);
  }
  return failure('invalidReply');
}

/** The app's handle on the engine. Calls run one at a time, in the order they were made. */
export class EngineClient {
  private worker: RunningWorker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextJobId = 0;

  constructor(private readonly createWorker: EngineWorkerFactory = createBrowserEngineWorker) {}

  /** The engine's version string. */
  version(): Promise<EngineResult<string>> {
    return this.enqueue(
      (remote) => remote.version(),
      (reply) => readReply(reply, 'version', (value): value is string => typeof value === 'string'),
    );
  }

  /** Decodes a chart's rows string into one byte per cell (row-major, `columnCount * rowCount` bytes). */
  decodeRows(rows: unknown, columnCount: number, rowCount: number): Promise<EngineResult<Uint8Array>> {
    if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
      return Promise.resolve(failure('invalidGridRows'));
    }
    const cellCount = columnCount * rowCount;
    return this.enqueue(
      (remote) => remote.decodeRows(rows, columnCount, rowCount),
      (reply) =>
        readReply(
          reply,
          'cells',
          (value): value is Uint8Array => isUint8Array(value) && value.length === cellCount,
        ),
    );
  }

  /** Encodes cells into the `"1:" + base64` rows string. The worker gets a copy unless `transfer` is set. */
  encodeRows(
    cells: Uint8Array,
    columnCount: number,
    rowCount: number,
    options: EncodeRowsOptions = {},
  ): Promise<EngineResult<string>> {
    if (
      !isGridDimension(columnCount) ||
      !isGridDimension(rowCount) ||
      cells.length !== columnCount * rowCount
    ) {
      return Promise.resolve(failure('invalidGridRows'));
    }
    const ownsWholeBuffer =
      cells.buffer instanceof ArrayBuffer &&
      cells.byteOffset === 0 &&
      cells.byteLength === cells.buffer.byteLength;
    const sent = options.transfer && ownsWholeBuffer ? cells : cells.slice();
    return this.enqueue(
      (remote) => remote.encodeRows(Comlink.transfer(sent, [sent.buffer]), columnCount, rowCount),
      (reply) =>
        readReply(
          reply,
          'rows',
          (value): value is string => typeof value === 'string' && value.startsWith('1:'),
        ),
    );
  }

  /** Keeps a picture file in the worker and makes a small preview of it (decoded there, never uploaded). */
  openPicture(file: Blob, headerSize: { width: number; height: number }): Promise<OpenPictureReply> {
    return this.enqueue(
      (remote) => remote.openPicture(file, headerSize),
      (reply) => ({ ok: true, value: readOpenReply(reply) }),
    ).then((result) => (result.ok ? result.value : { ok: false, code: 'engineUnavailable' }));
  }

  /**
   * Converts an open picture into a chart. Conversions run in order with the other calls; one cancelled before
   * it starts never reaches the worker.
   */
  convertPicture(
    pictureId: number,
    request: ConvertPictureRequest,
    control: ConvertPictureControl = {},
  ): Promise<ConvertPictureReply> {
    const jobId = (this.nextJobId += 1);
    const { signal, onProgress } = control;
    const cancelled: ConvertPictureReply = { ok: false, code: 'cancelled' };
    // The brand palette is copied per call: the caller keeps its own.
    const sent = request.brand ? { ...request, brand: request.brand.slice() } : request;
    const work = this.enqueue(
      (remote) => {
        if (signal?.aborted) return Promise.resolve(cancelled);
        const abort = () => void remote.cancelPicture(jobId);
        signal?.addEventListener('abort', abort, { once: true });
        const progress = Comlink.proxy((value: PictureProgress) => {
          if (!signal?.aborted) onProgress?.(value);
        });
        return remote
          .convertPicture(pictureId, sent, jobId, progress)
          .finally(() => signal?.removeEventListener('abort', abort));
      },
      (reply) => ({ ok: true, value: readConvertReply(reply, request) }),
    ).then((result): ConvertPictureReply =>
      result.ok ? result.value : { ok: false, code: 'engineUnavailable' },
    );
    if (!signal) return work;
    const aborted = new Promise<ConvertPictureReply>((resolve) => {
      if (signal.aborted) resolve(cancelled);
      signal.addEventListener('abort', () => resolve(cancelled), { once: true });
    });
    return Promise.race([work, aborted]);
  }

  /** Forgets a picture in the worker. */
  closePicture(pictureId: number): void {
    void this.enqueue(
      async (remote) => {
        await remote.closePicture(pictureId);
        return undefined;
      },
      () => ({ ok: true, value: undefined }),
    );
  }

  /** Rasterises text into cells in the worker. */
  rasteriseText(request: TextRasterRequest): Promise<TextRasterReply> {
    return this.enqueue(
      (remote) => remote.rasteriseText(request),
      (reply) => ({ ok: true, value: readTextReply(reply) }),
    ).then((result) => (result.ok ? result.value : { ok: false, code: 'textUnavailable' }));
  }

  /**
   * Reads a chart file in the worker (`fileName` gives the format); `onStep` follows it. A malformed reply or a
   * worker that fails answers a Dutch message too, so the screen always has something to say.
   */
  importChartFile(
    file: Blob,
    fileName: string,
    onStep?: (step: ChartFileStep) => void,
  ): Promise<ChartFileReply> {
    const failed: ChartFileReply = {
      ok: false,
      code: 'unreadableFile',
      message: 'Het bestand kon niet gelezen worden.',
    };
    return this.enqueue(
      (remote) =>
        remote.importChartFile(
          file,
          fileName,
          Comlink.proxy((step: ChartFileStep) => onStep?.(step)),
        ),
      (reply): EngineResult<unknown> => ({ ok: true, value: reply }),
    )
      .then(async (result) => {
        if (!result.ok) return failed;
        // The chart is checked part by part in tasks of its own, apart from the message that brought it (a chunk of
        // its own: only an import needs it).
        const { readChartFileReplyInTasks } = await import('./chartStateInTasks');
        return (await readChartFileReplyInTasks(result.value)) ?? failed;
      })
      .catch((error: unknown) => {
        // The check's chunk could not load (an app updated meanwhile, no network): still a message.
        console.error('[engine] checking an imported chart failed', error);
        return failed;
      });
  }

  /**
   * A call on a freeform hit index in the worker (the editor asks the main-thread one, `freeformHitIndex.ts`). The
   * records of an `update` are copied; every failure comes back as a failed reply.
   */
  freeformHit(request: FreeformHitRequest): Promise<FreeformHitReply> {
    const unavailable: FreeformHitReply = { ok: false, code: 'engineUnavailable' };
    const sent = request.op === 'update' && request.set ? { ...request, set: request.set.slice() } : request;
    const buffers = sent.op === 'update' && sent.set ? [sent.set.buffer] : [];
    return this.enqueue(
      (remote) => remote.freeformHit(Comlink.transfer(sent, buffers)),
      (reply): EngineResult<FreeformHitReply> => {
        if (!isRecord(reply)) return failure('invalidReply');
        if (reply.ok === false && (reply.code === 'engineUnavailable' || reply.code === 'invalidHitEntry')) {
          return { ok: true, value: { ok: false, code: reply.code } };
        }
        const ids = reply.ids;
        const valid = reply.ok === true && Array.isArray(ids) && ids.every((id) => Number.isInteger(id));
        return valid ? { ok: true, value: { ok: true, ids: ids as number[] } } : failure('invalidReply');
      },
    ).then((result) => (result.ok ? result.value : unavailable));
  }

  /** Stops the worker; a later call starts a new one. */
  dispose(): void {
    if (this.worker) this.discard(this.worker);
  }

  private enqueue<T>(
    call: (remote: Comlink.Remote<EngineWorkerApi>) => Promise<unknown>,
    read: (reply: unknown) => EngineResult<T>,
  ): Promise<EngineResult<T>> {
    const run = async (): Promise<EngineResult<T>> => {
      let worker: RunningWorker;
      try {
        worker = this.ensureWorker();
      } catch (error) {
        console.error('[engine] starting the worker failed', error);
        reportThrown('Starting the engine worker failed', error, { action: 'engine' });
        return failure('engineUnavailable');
      }
      let reply: unknown;
      try {
        reply = await Promise.race([call(worker.remote), worker.crashed]);
      } catch (error) {
        // A dead worker, a wasm trap or a message that could not be cloned: start afresh next time.
        console.error('[engine] the worker failed', error);
        reportThrown('The engine worker failed', error, { action: 'engine' });
        this.discard(worker);
        return failure('engineCrashed');
      }
      return read(reply);
    };
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  private ensureWorker(): RunningWorker {
    if (this.worker) return this.worker;
    const handle = this.createWorker();
    let reportCrash: (reason: unknown) => void = () => {};
    const crashed = new Promise<never>((_resolve, reject) => {
      reportCrash = reject;
    });
    crashed.catch(() => {});
    const worker: RunningWorker = { handle, remote: Comlink.wrap<EngineWorkerApi>(handle.endpoint), crashed };
    handle.onCrash((reason) => {
      reportCrash(reason);
      this.discard(worker);
    });
    this.worker = worker;
    return worker;
  }

  private discard(worker: RunningWorker): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    worker.handle.terminate();
  }
}

let sharedClient: EngineClient | undefined;

/** The app-wide engine client; its worker starts on the first call. */
export function getEngineClient(): EngineClient {
  sharedClient ??= new EngineClient();
  return sharedClient;
}
