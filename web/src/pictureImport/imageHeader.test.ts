// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readImageHeader } from './imageHeader';
import { checkPictureFile, maxPictureBytes } from './pictureFile';

function bytes(...parts: Array<number[] | string>): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
}
const be32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const be16 = (value: number) => [(value >>> 8) & 255, value & 255];
const le16 = (value: number) => [value & 255, (value >>> 8) & 255];
const le24 = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];

const pngHeader = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  );

/** A JPEG with APP1 segments of these lengths before its frame header. */
const jpegHeader = (width: number, height: number, appLengths = [16], frame = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    ...appLengths.flatMap((length) => [[0xff, 0xe1], be16(length + 2), new Array<number>(length).fill(0)]),
    [0xff, 0xff], // a fill byte
    [frame],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

describe('readImageHeader', () => {
  it('reads PNG, GIF and JPEG sizes', () => {
    expect(readImageHeader(pngHeader(640, 480))).toEqual({
      status: 'ok',
      format: 'png',
      width: 640,
      height: 480,
    });
    expect(readImageHeader(bytes('GIF89a', le16(320), le16(200), [0, 0, 0]))).toEqual({
      status: 'ok',
      format: 'gif',
      width: 320,
      height: 200,
    });
    expect(readImageHeader(jpegHeader(4000, 3000))).toEqual({
      status: 'ok',
      format: 'jpeg',
      width: 4000,
      height: 3000,
    });
    expect(readImageHeader(jpegHeader(800, 600, [40], 0xc2)).status).toBe('ok');
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) =>
      bytes('RIFF', le32(100), 'WEBP', chunk, le32(body.length), body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1024), ...le16(768), 0, 0]);
    expect(readImageHeader(lossy)).toEqual({ status: 'ok', format: 'webp', width: 1024, height: 768 });
    const bits = (1000 - 1) | ((500 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
    expect(readImageHeader(lossless)).toEqual({ status: 'ok', format: 'webp', width: 1000, height: 500 });
    const extended = riff('VP8X', [0, 0, 0, 0, ...le24(8191), ...le24(4095)]);
    expect(readImageHeader(extended)).toEqual({ status: 'ok', format: 'webp', width: 8192, height: 4096 });
  });

  it('asks for more bytes when a JPEG’s frame header lies further on', () => {
    const whole = jpegHeader(1200, 900, [60_000]);
    const start = readImageHeader(whole.subarray(0, 32_768));
    expect(start).toEqual({ status: 'needMore', bytes: 2 + 4 + 60_000 + 4 });
    expect(readImageHeader(whole)).toMatchObject({ status: 'ok', width: 1200, height: 900 });
    expect(readImageHeader(pngHeader(1, 1).subarray(0, 6))).toEqual({ status: 'needMore', bytes: 12 });
  });

  it('tells other files from broken pictures', () => {
    expect(readImageHeader(bytes('%PDF-1.7 hallo wereld'))).toEqual({ status: 'unknown' });
    expect(readImageHeader(bytes('hoi'))).toEqual({ status: 'unknown' });
    expect(readImageHeader(new Uint8Array())).toEqual({ status: 'unknown' });
    expect(readImageHeader(bytes('RIFF', le32(4), 'WAVEfmt '))).toEqual({ status: 'unknown' });
    const broken = pngHeader(10, 10);
    broken[12] = 0x58;
    expect(readImageHeader(broken)).toEqual({ status: 'corrupt', format: 'png' });
    expect(readImageHeader(pngHeader(0, 10))).toEqual({ status: 'corrupt', format: 'png' });
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0, 0]))).toEqual({
      status: 'corrupt',
      format: 'jpeg',
    });
  });
});

describe('checkPictureFile', () => {
  it('accepts a picture and gives its size', async () => {
    expect(await checkPictureFile(new Blob([pngHeader(200, 100) as BlobPart]))).toEqual({
      ok: true,
      format: 'png',
      width: 200,
      height: 100,
    });
  });

  it('reads further for a JPEG with large metadata', async () => {
    const file = new Blob([
      jpegHeader(1000, 800, [60_000, 60_000, 60_000]) as BlobPart,
      new Uint8Array(1000),
    ]);
    expect(await checkPictureFile(file)).toMatchObject({ ok: true, width: 1000, height: 800 });
  });

  it('refuses more than 40 megapixels or 30 MB before reading pixels', async () => {
    expect(await checkPictureFile(new Blob([pngHeader(8000, 5001) as BlobPart]))).toEqual({
      ok: false,
      problem: 'tooManyPixels',
    });
    expect(await checkPictureFile(new Blob([pngHeader(8000, 5000) as BlobPart]))).toMatchObject({ ok: true });
    const huge = {
      size: maxPictureBytes + 1,
      slice: () => {
        throw new Error('must not read');
      },
    } as unknown as Blob;
    expect(await checkPictureFile(huge)).toEqual({ ok: false, problem: 'tooManyBytes' });
  });

  it('refuses other files and broken pictures', async () => {
    expect(await checkPictureFile(new Blob(['Dit is tekst, geen foto.']))).toEqual({
      ok: false,
      problem: 'notAPicture',
    });
    expect(await checkPictureFile(new Blob([]))).toEqual({ ok: false, problem: 'notAPicture' });
    expect(await checkPictureFile(new Blob([pngHeader(1, 1).subarray(0, 20) as BlobPart]))).toEqual({
      ok: false,
      problem: 'corrupt',
    });
  });
});
