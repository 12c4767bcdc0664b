/**
 * The messages between the engine worker and `engineClient`: what the worker exposes and what it replies.
 *
 * Types only (plus the error catalogue), so both sides share them without importing each other.
 */

import type { ChartFileReply, ChartFileStep } from './chartFileProtocol';

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
  /**
   * Keeps a picture file for conversions and makes a small preview of it. `size` is the size its header gives
   * (orientation not applied), which lets the worker avoid decoding the whole picture for the preview.
   */
  openPicture(file: Blob, size: { width: number; height: number }): Promise<OpenPictureReply>;
  /**
   * Converts an open picture into a chart, calling `onProgress` as the steps go. `jobId` names the conversion for
   * {@link cancelPicture}; a cancelled conversion answers `cancelled` at the next step.
   */
  convertPicture(
    pictureId: number,
    request: ConvertPictureRequest,
    jobId: number,
    onProgress: (progress: PictureProgress) => void,
  ): Promise<ConvertPictureReply>;
  /** Cancels a conversion (running or not started yet). */
  cancelPicture(jobId: number): void;
  /** Forgets a picture and what was prepared from it. */
  closePicture(pictureId: number): void;
  /** Rasterises text into cells (OffscreenCanvas). */
  rasteriseText(request: TextRasterRequest): Promise<TextRasterReply>;
  /** Reads a chart file (OXS, Steekwerk JSON, one-pixel-per-cell PNG) into a chart; the name gives the format. */
  importChartFile(
    file: Blob,
    fileName: string,
    onStep: (step: ChartFileStep) => void,
  ): Promise<ChartFileReply>;
  /** A freeform hit index kept in the worker (`freeformHitWorker.ts`); the editor uses the main-thread one. */
  freeformHit(request: FreeformHitRequest): Promise<FreeformHitReply>;
}

// ---- freeform hit index in the worker --------------------------------------------------------------------------

/**
 * A call on the worker's hit index `indexId` (made on first use). `update` clears, removes, then sets records of
 * eight numbers (`packHitEntries`: id, layer, z, x, y, width, height, rotate; the buffer is transferred).
 */
export type FreeformHitRequest =
  | {
      readonly op: 'update';
      readonly indexId: number;
      readonly clear?: boolean;
      readonly remove?: readonly number[];
      readonly set?: Float64Array;
    }
  | {
      readonly op: 'pickPoint';
      readonly indexId: number;
      readonly x: number;
      readonly y: number;
      readonly layerIds: readonly number[] | null;
    }
  | {
      readonly op: 'pickRect';
      readonly indexId: number;
      readonly rect: {
        readonly x: number;
        readonly y: number;
        readonly width: number;
        readonly height: number;
      };
      readonly partial: boolean;
      readonly layerIds: readonly number[] | null;
    }
  | { readonly op: 'dispose'; readonly indexId: number };

/** `ids`: the picked id (-1 for none) for `pickPoint`, the selected ids for `pickRect`, the size after `update`. */
export type FreeformHitReply =
  | { readonly ok: true; readonly ids: readonly number[] }
  | { readonly ok: false; readonly code: 'engineUnavailable' | 'invalidHitEntry' };

// ---- picture import and text to grid ---------------------------------------------------------------------------

/** The steps of picture import the product shows (spec §3 "Import-picture settings"), in order. */
export const pictureSteps = [
  'pending',
  'prepareSourceImage',
  'resizeSourceImage',
  'generateChart',
  'generateChartFinish',
] as const;
export type PictureProgressStep = (typeof pictureSteps)[number];

/** Where a conversion is: its step and how much of the whole is done (0..1). */
export interface PictureProgress {
  readonly step: PictureProgressStep;
  readonly fraction: number;
}

/** Why a picture call produced nothing. */
export type PictureFailureCode =
  /** The file is not a picture the browser can decode (corrupt, or another kind of file). */
  | 'unreadablePicture'
  /** The engine refused the sizes (more than 40 megapixels, a chart beyond 4000 cells a side). */
  | 'pictureTooLarge'
  /** An option out of range (a programming error: the screen checks them first). */
  | 'invalidPictureOptions'
  /** The picture was closed (or the worker restarted) before the conversion. */
  | 'pictureNotOpen'
  /** The caller cancelled the conversion. */
  | 'cancelled'
  | 'engineUnavailable';

export interface PictureFailure {
  readonly ok: false;
  readonly code: PictureFailureCode;
}

/** A part of the picture, in pixels of the picture as shown (EXIF orientation applied). */
export interface PictureCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A picture kept in the worker until it is closed, and a small copy of it to show. */
export type OpenPictureReply =
  | {
      readonly ok: true;
      readonly pictureId: number;
      /** The picture's size as shown (EXIF orientation applied). */
      readonly width: number;
      readonly height: number;
      /** A copy at most {@link picturePreviewSide} pixels wide (transferred), when the browser can make one. */
      readonly preview?: ImageBitmap;
    }
  | PictureFailure;

/** The widest preview `openPicture` makes. */
export const picturePreviewSide = 480;

/** What to make of an open picture (the engine's `ImportPictureOptions`, plus a crop). */
export interface ConvertPictureRequest {
  readonly columns: number;
  readonly rows: number;
  readonly colorCount: number;
  readonly dither: 'none' | 'fs';
  /** 0 (off) to 100. */
  readonly cleanup: number;
  readonly keepDetails: boolean;
  /** -100..100, 0 neutral. */
  readonly brightness: number;
  /** 0..200 %, 100 neutral. */
  readonly contrast: number;
  /** A brand palette as RGB triplets; the chart's colours come from it. */
  readonly brand?: Uint8Array;
  readonly crop?: PictureCrop;
  /** The final import: also encode the cells as a rows string, and skip the report (the preview has one). */
  readonly encodeRows?: boolean;
}

/** A chart made from a picture. */
export interface ConvertedPicture {
  readonly columns: number;
  readonly rows: number;
  /** One byte per cell, row-major: colour index + 1, 0 for an empty (transparent) cell. */
  readonly cells: Uint8Array;
  /** The colours the cells use, most used first: RGB triplets. */
  readonly rgb: Uint8Array;
  /** With a brand palette: each colour's index in it. */
  readonly brandIndices?: Uint16Array;
  /** The cells as `"1:" + base64`, when asked for. */
  readonly rowsText?: string;
  readonly colorsUsed: number;
  readonly confettiShare: number;
  readonly meanDeltaE: number;
  /** Milliseconds per step (decode, resize, adjust, quantize, remap, cleanup, report, encode). */
  readonly timings: Readonly<Record<string, number>>;
}

export type ConvertPictureReply = ({ readonly ok: true } & ConvertedPicture) | PictureFailure;

/** Text to rasterise into cells (spec §3 "Text to grid"). */
export interface TextRasterRequest {
  readonly text: string;
  /** The font the user chose; Arial is drawn with the bundled metric-compatible Arimo. */
  readonly font: 'Arial';
  /** Pixels of the font, one pixel per cell. */
  readonly fontSize: number;
  readonly bold: boolean;
  readonly italic: boolean;
  /** When given, the font is made smaller until the text fits in this many columns and rows. */
  readonly fit?: { readonly columns: number; readonly rows: number };
}

/** Text as cells: 1 where the letters are, 0 around them, trimmed to the letters. */
export type TextRasterReply =
  | {
      readonly ok: true;
      readonly columns: number;
      readonly rows: number;
      readonly mask: Uint8Array;
      /** The font size used (smaller than asked when the text was fitted). */
      readonly fontSize: number;
    }
  | { readonly ok: false; readonly code: 'emptyText' | 'textUnavailable' };
