/**
 * A QR code generator (ISO/IEC 18004) for the share screen's public link: byte mode, error correction level M,
 * versions 1–10 (up to 213 bytes), the mask with the lowest penalty. Plain functions over a boolean matrix; the
 * share screen draws it as SVG. Tested by decoding with an independent reader (jsQR).
 */

/** Data codewords and error-correction layout of level M per version (index = version). */
const eccCodewordsPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const errorCorrectionBlocks = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

/** The highest version supported. */
export const maxQrVersion = 10;

/** A QR code: `size` × `size` modules, `true` for dark. */
export interface QrCode {
  readonly version: number;
  readonly size: number;
  readonly mask: number;
  readonly modules: readonly (readonly boolean[])[];
}

/** Modules (data and error correction bits) a version holds, without the function patterns. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Data codewords of a version at level M. */
function dataCodewords(version: number): number {
  return (
    Math.floor(rawDataModules(version) / 8) - eccCodewordsPerBlock[version]! * errorCorrectionBlocks[version]!
  );
}

/** The byte capacity of a version in byte mode at level M. */
export function byteCapacity(version: number): number {
  const countBits = version <= 9 ? 8 : 16;
  return Math.floor((dataCodewords(version) * 8 - 4 - countBits) / 8);
}

// Reed–Solomon over GF(2^8) with the polynomial x^8 + x^4 + x^3 + x^2 + 1.
function multiply(x: number, y: number): number {
  let z = 0;
  for (let bit = 7; bit >= 0; bit -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> bit) & 1) * x;
  }
  return z & 0xff;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let index = 0; index < degree; index += 1) {
    for (let j = 0; j < result.length; j += 1) {
      result[j] = multiply(result[j]!, root);
      if (j + 1 < result.length) result[j] = result[j]! ^ result[j + 1]!;
    }
    root = multiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, index) => {
      result[index] = result[index]! ^ multiply(coefficient, factor);
    });
  }
  return result;
}

/** The data codewords with the error correction, split in blocks and interleaved. */
function addErrorCorrection(data: readonly number[], version: number): number[] {
  const blockCount = errorCorrectionBlocks[version]!;
  const eccLength = eccCodewordsPerBlock[version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortBlockLength = Math.floor(rawCodewords / blockCount);
  const divisor = reedSolomonDivisor(eccLength);
  const blocks: number[][] = [];
  for (let index = 0, offset = 0; index < blockCount; index += 1) {
    const length = shortBlockLength - eccLength + (index < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    const ecc = reedSolomonRemainder(block, divisor);
    if (index < shortBlocks) block.push(0); // a placeholder so all blocks line up when interleaving
    blocks.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let column = 0; column < blocks[0]!.length; column += 1) {
    blocks.forEach((block, index) => {
      // Skip the placeholder byte of the short blocks.
      if (column !== shortBlockLength - eccLength || index >= shortBlocks) result.push(block[column]!);
    });
  }
  return result;
}

/** Byte-mode segment, terminator and padding: the data codewords of `bytes` in `version`. */
function encodeData(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit -= 1) bits.push((value >>> bit) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);
  const capacity = dataCodewords(version) * 8;
  append(0, Math.min(4, capacity - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) append(pad, 8);
  const codewords: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    codewords.push(bits.slice(index, index + 8).reduce((value, bit) => (value << 1) | bit, 0));
  }
  return codewords;
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let position = version * 4 + 10; positions.length < count; position -= step)
    positions.splice(1, 0, position);
  return positions;
}

class Matrix {
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];

  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  set(x: number, y: number, dark: boolean): void {
    this.modules[y]![x] = dark;
    this.isFunction[y]![x] = true;
  }
}

function drawFunctionPatterns(matrix: Matrix, version: number): void {
  const { size } = matrix;
  for (let index = 0; index < size; index += 1) {
    matrix.set(6, index, index % 2 === 0);
    matrix.set(index, 6, index % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) matrix.set(x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cx, i) => {
    positions.forEach((cy, j) => {
      // Not over the finder patterns.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1)
          matrix.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(matrix, 0); // reserves the format areas; drawn again with the chosen mask
  if (version >= 7) {
    let remainder = version;
    for (let index = 0; index < 12; index += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let index = 0; index < 18; index += 1) {
      const dark = ((bits >>> index) & 1) !== 0;
      const a = size - 11 + (index % 3);
      const b = Math.floor(index / 3);
      matrix.set(a, b, dark);
      matrix.set(b, a, dark);
    }
  }
}

/** Format information of level M (bits 00) and `mask`, BCH-coded and masked. */
function drawFormatBits(matrix: Matrix, mask: number): void {
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let index = 0; index < 10; index += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (index: number) => ((bits >>> index) & 1) !== 0;
  const { size } = matrix;
  for (let index = 0; index <= 5; index += 1) matrix.set(8, index, bit(index));
  matrix.set(8, 7, bit(6));
  matrix.set(8, 8, bit(7));
  matrix.set(7, 8, bit(8));
  for (let index = 9; index < 15; index += 1) matrix.set(14 - index, 8, bit(index));
  for (let index = 0; index < 8; index += 1) matrix.set(size - 1 - index, 8, bit(index));
  for (let index = 8; index < 15; index += 1) matrix.set(8, size - 15 + index, bit(index));
  matrix.set(8, size - 8, true); // the dark module
}

function drawCodewords(matrix: Matrix, codewords: readonly number[]): void {
  const { size } = matrix;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical += 1) {
      for (let column = 0; column < 2; column += 1) {
        const x = right - column;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!matrix.isFunction[y]![x] && index < codewords.length * 8) {
          matrix.modules[y]![x] = ((codewords[index >>> 3]! >>> (7 - (index & 7))) & 1) !== 0;
          index += 1;
        }
      }
    }
  }
}

const masks: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(matrix: Matrix, mask: number): void {
  const rule = masks[mask]!;
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (!matrix.isFunction[y]![x] && rule(x, y)) matrix.modules[y]![x] = !matrix.modules[y]![x];
    }
  }
}

/** The penalty of a finished matrix (the four rules of the standard); the lowest wins. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let result = 0;
  const line = (get: (i: number, j: number) => boolean) => {
    for (let i = 0; i < size; i += 1) {
      let run = 1;
      for (let j = 1; j <= size; j += 1) {
        if (j < size && get(i, j) === get(i, j - 1)) run += 1;
        else {
          if (run >= 5) result += 3 + (run - 5);
          run = 1;
        }
      }
      // Finder-like 1:1:3:1:1 patterns with four light modules on one side.
      for (let j = 0; j + 10 < size + 1; j += 1) {
        const pattern = [true, false, true, true, true, false, true];
        const matches = (offset: number) => pattern.every((dark, k) => get(i, offset + k) === dark);
        const light = (from: number) => [0, 1, 2, 3].every((k) => !get(i, from + k));
        if (j + 10 < size && matches(j) && light(j + 7)) result += 40;
        if (j + 10 < size && light(j) && matches(j + 4)) result += 40;
      }
    }
  };
  line((i, j) => modules[i]![j]!);
  line((i, j) => modules[j]![i]!);
  for (let y = 0; y + 1 < size; y += 1) {
    for (let x = 0; x + 1 < size; x += 1) {
      const colour = modules[y]![x];
      if (
        colour === modules[y]![x + 1] &&
        colour === modules[y + 1]![x] &&
        colour === modules[y + 1]![x + 1]
      ) {
        result += 3;
      }
    }
  }
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  result += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return result;
}

/**
 * Encodes text (as UTF-8) in the smallest version that holds it.
 *
 * @throws RangeError when the text needs more than version {@link maxQrVersion}
 */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= maxQrVersion && byteCapacity(version) < bytes.length) version += 1;
  if (version > maxQrVersion)
    throw new RangeError(`The text is too long for a QR code (${bytes.length} bytes)`);
  const codewords = addErrorCorrection(encodeData(bytes, version), version);
  const size = version * 4 + 17;
  let best: QrCode | undefined;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < masks.length; mask += 1) {
    const matrix = new Matrix(size);
    drawFunctionPatterns(matrix, version);
    drawCodewords(matrix, codewords);
    applyMask(matrix, mask);
    drawFormatBits(matrix, mask);
    const score = penalty(matrix.modules);
    if (score < bestPenalty) {
      bestPenalty = score;
      best = { version, size, mask, modules: matrix.modules };
    }
  }
  return best!;
}

/** An SVG path of the dark modules, one unit per module, offset by a quiet zone of `margin` modules. */
export function qrPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}
