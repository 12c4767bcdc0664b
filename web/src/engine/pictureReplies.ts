/**
 * Checks of the worker's picture and text replies: anything that is not a well-formed answer becomes a failure,
 * so the screens only ever see the typed results of `engineProtocol.ts`.
 */
import type {
  ConvertPictureReply,
  ConvertPictureRequest,
  OpenPictureReply,
  PictureFailureCode,
  TextRasterReply,
} from './engineProtocol';

const failureCodes: ReadonlySet<string> = new Set<PictureFailureCode>([
  'unreadablePicture',
  'pictureTooLarge',
  'invalidPictureOptions',
  'pictureNotOpen',
  'cancelled',
  'engineUnavailable',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isKind(value: unknown, kind: string): boolean {
  return Object.prototype.toString.call(value) === `[object ${kind}]`;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function failureOf(reply: unknown): { ok: false; code: PictureFailureCode } {
  if (
    isRecord(reply) &&
    reply.ok === false &&
    typeof reply.code === 'string' &&
    failureCodes.has(reply.code)
  ) {
    return { ok: false, code: reply.code as PictureFailureCode };
  }
  return { ok: false, code: 'engineUnavailable' };
}

export function readOpenReply(reply: unknown): OpenPictureReply {
  if (
    isRecord(reply) &&
    reply.ok === true &&
    isWhole(reply.pictureId) &&
    isWhole(reply.width) &&
    isWhole(reply.height)
  ) {
    return reply as unknown as OpenPictureReply;
  }
  return failureOf(reply);
}

export function readConvertReply(reply: unknown, request: ConvertPictureRequest): ConvertPictureReply {
  if (isRecord(reply) && reply.ok === true) {
    const { cells, rgb, columns, rows, brandIndices, rowsText } = reply;
    const valid =
      columns === request.columns &&
      rows === request.rows &&
      isKind(cells, 'Uint8Array') &&
      (cells as Uint8Array).length === request.columns * request.rows &&
      isKind(rgb, 'Uint8Array') &&
      (rgb as Uint8Array).length % 3 === 0 &&
      (rgb as Uint8Array).length / 3 <= request.colorCount &&
      (brandIndices === undefined || isKind(brandIndices, 'Uint16Array')) &&
      (rowsText === undefined || (typeof rowsText === 'string' && rowsText.startsWith('1:')));
    return valid ? (reply as unknown as ConvertPictureReply) : { ok: false, code: 'engineUnavailable' };
  }
  return failureOf(reply);
}

export function readTextReply(reply: unknown): TextRasterReply {
  if (isRecord(reply) && reply.ok === true) {
    const { columns, rows, mask, fontSize } = reply;
    if (isWhole(columns) && isWhole(rows) && isWhole(fontSize) && isKind(mask, 'Uint8Array')) {
      if ((mask as Uint8Array).length === columns * rows) return reply as unknown as TextRasterReply;
    }
  }
  if (
    isRecord(reply) &&
    reply.ok === false &&
    (reply.code === 'emptyText' || reply.code === 'textUnavailable')
  ) {
    return { ok: false, code: reply.code };
  }
  return { ok: false, code: 'textUnavailable' };
}
