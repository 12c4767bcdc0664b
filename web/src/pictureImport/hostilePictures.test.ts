// @vitest-environment node
/**
 * Picture files from outside (issue 26, "every input tried"): real pictures' first bytes truncated at every point,
 * with bytes flipped, random bytes, and small files announcing huge sizes. The check before the worker answers a
 * picture or one of its problems for each (never throws, never accepts more than 40 megapixels), reading at most
 * the first 4 MB of a file whatever its header claims.
 */
import { describe, expect, it } from 'vitest';
import { checkPictureFile, maxPicturePixels, type PictureFileCheck } from './pictureFile';

/** A small, seeded random source: the same bytes every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const be32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const be16 = (value: number) => [(value >>> 8) & 255, value & 255];
const le16 = (value: number) => [value & 255, (value >>> 8) & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The first bytes of real pictures of each format (their headers, then some picture data). */
const pictures: Record<string, (width: number, height: number) => Uint8Array> = {
  png: (width, height) =>
    Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...be32(13),
      ...ascii('IHDR'),
      ...be32(width),
      ...be32(height),
      8,
      6,
      0,
      0,
      0,
      0x12,
      0x34,
      0x56,
      0x78,
      ...be32(20),
      ...ascii('IDAT'),
      ...new Array<number>(24).fill(7),
    ]),
  jpeg: (width, height) =>
    Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...be16(16),
      ...ascii('JFIF'),
      0,
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      0xff,
      0xc0,
      ...be16(17),
      8,
      ...be16(height),
      ...be16(width),
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
      0xff,
      0xda,
      ...new Array<number>(24).fill(9),
    ]),
  gif: (width, height) =>
    Uint8Array.from([
      ...ascii('GIF89a'),
      ...le16(width),
      ...le16(height),
      0xf7,
      0,
      0,
      ...new Array<number>(24).fill(3),
    ]),
};

async function check(bytes: Uint8Array): Promise<PictureFileCheck> {
  return checkPictureFile(new Blob([bytes as Uint8Array<ArrayBuffer>]));
}

function expectDefined(outcome: PictureFileCheck): void {
  if (outcome.ok) {
    expect(outcome.width * outcome.height).toBeLessThanOrEqual(maxPicturePixels);
    expect(outcome.width).toBeGreaterThan(0);
    expect(outcome.height).toBeGreaterThan(0);
  } else {
    expect(['tooManyBytes', 'tooManyPixels', 'notAPicture', 'corrupt']).toContain(outcome.problem);
  }
}

describe.each(Object.keys(pictures))('a hostile %s picture', (format) => {
  const good = pictures[format]!(640, 480);

  it('is read as a picture when whole', async () => {
    expect(await check(good)).toEqual({ ok: true, format, width: 640, height: 480 });
  });

  it('cut off at every byte gives a picture or a problem, never an exception', async () => {
    for (let length = 0; length < good.length; length += 1) expectDefined(await check(good.slice(0, length)));
  });

  it('with bytes flipped gives a picture or a problem', async () => {
    const next = random(format.length * 97);
    for (let round = 0; round < 300; round += 1) {
      const bytes = good.slice();
      for (let flips = 0; flips < 3; flips += 1)
        bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      expectDefined(await check(bytes));
    }
  });

  it('announcing a size beyond 40 megapixels is refused before anything is decoded', async () => {
    expect(await check(pictures[format]!(20_000, 20_000))).toEqual({ ok: false, problem: 'tooManyPixels' });
    expect(await check(pictures[format]!(65_535, 65_535))).toEqual({ ok: false, problem: 'tooManyPixels' });
  });
});

describe('hostile files that are no picture', () => {
  it('random bytes, a header alone and an empty file give a problem', async () => {
    const next = random(7);
    for (let round = 0; round < 100; round += 1) {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(next() * 300) }, () => Math.floor(next() * 256));
      expectDefined(await check(bytes));
    }
    expect(await check(new Uint8Array(0))).toEqual({ ok: false, problem: 'notAPicture' });
    expect(await check(Uint8Array.from([0xff, 0xd8]))).toEqual({ ok: false, problem: 'corrupt' });
  });

  it('a JPEG whose segments never reach a frame header reads at most 4 MB, then says it is corrupt', async () => {
    // 6 MB of APP segments: the check stops at its 4 MB limit instead of reading on.
    const segment = [0xff, 0xe1, ...be16(65_535), ...new Array<number>(65_533).fill(0)];
    const parts: BlobPart[] = [Uint8Array.from([0xff, 0xd8])];
    for (let index = 0; index < 92; index += 1) parts.push(Uint8Array.from(segment));
    const file = new Blob(parts);
    let read = 0;
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      read = Math.max(read, end ?? file.size);
      return slice(start, end);
    };
    expect(await checkPictureFile(file)).toEqual({ ok: false, problem: 'corrupt' });
    expect(read).toBeLessThanOrEqual(4 * 1024 * 1024);
  });
});
