/**
 * The checks a picture file passes before the worker sees it (issue 7): at most 30 MB and 40 megapixels, and a
 * PNG, JPEG, WebP or GIF header that gives its size. Only the file's first bytes are read.
 */
import { readImageHeader, type PictureFormat } from './imageHeader';

/** The largest file accepted: 30 MB. */
export const maxPictureBytes = 30 * 1000 * 1000;
/** The most pixels accepted: 40 megapixels (the engine's limit). */
export const maxPicturePixels = 40_000_000;
/** How much of a file is read to find its header at most (JPEG metadata can come before the size). */
const maxHeaderBytes = 4 * 1024 * 1024;

export type PictureFileProblem = 'tooManyBytes' | 'tooManyPixels' | 'notAPicture' | 'corrupt';

export type PictureFileCheck =
  | { readonly ok: true; readonly format: PictureFormat; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly problem: PictureFileProblem };

async function bytesOf(file: Blob, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

/** Checks a chosen or dropped file. */
export async function checkPictureFile(file: Blob): Promise<PictureFileCheck> {
  if (file.size > maxPictureBytes) return { ok: false, problem: 'tooManyBytes' };
  if (file.size === 0) return { ok: false, problem: 'notAPicture' };
  let length = Math.min(file.size, 64 * 1024);
  for (;;) {
    const header = readImageHeader(await bytesOf(file, length));
    if (header.status === 'ok') {
      if (header.width * header.height > maxPicturePixels) return { ok: false, problem: 'tooManyPixels' };
      return { ok: true, format: header.format, width: header.width, height: header.height };
    }
    if (header.status === 'unknown') return { ok: false, problem: 'notAPicture' };
    if (header.status === 'corrupt' || length >= Math.min(file.size, maxHeaderBytes)) {
      return { ok: false, problem: 'corrupt' };
    }
    length = Math.min(file.size, maxHeaderBytes, Math.max(header.bytes, length * 4));
  }
}
