import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { byteCapacity, encodeQr, maxQrVersion, penalty, qrPath, type QrCode } from './qrCode';

/** Draws a code as RGBA pixels (4 px per module, a quiet zone of 4 modules) for an independent reader. */
function decode(code: QrCode): string | undefined {
  const scale = 4;
  const margin = 4;
  const side = (code.size + 2 * margin) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + margin) * scale + dy) * side + (x + margin) * scale + dx) * 4;
          pixels[at] = 0;
          pixels[at + 1] = 0;
          pixels[at + 2] = 0;
        }
      }
    });
  });
  return jsQR(pixels, side, side)?.data;
}

describe('QR codes (byte mode, level M)', () => {
  it('matches the capacities of the standard', () => {
    expect([1, 2, 3, 4, 5, 10].map(byteCapacity)).toEqual([14, 26, 42, 62, 84, 213]);
  });

  it('puts the finder, timing and dark modules where the standard fixes them', () => {
    const code = encodeQr('HELLO');
    expect(code.version).toBe(1);
    expect(code.size).toBe(21);
    const row = (y: number) => code.modules[y]!.map((dark) => (dark ? '#' : '.')).join('');
    expect(row(0).slice(0, 7)).toBe('#######');
    expect(row(6)).toMatch(/^#######.(#\.){2}#.#######$/);
    expect(code.modules[13]![8]).toBe(true); // the dark module
  });

  it('makes codes an independent reader decodes, for public links of every length up to version 10', () => {
    const links = [
      'https://steekwerk.nl/nl/c/Ab3dEf6hIj9k',
      'http://localhost:8097/nl/c/0123456789ab',
      'x',
      'Sjaal met één ruitje – ü',
      `https://steekwerk.nl/nl/c/${'z'.repeat(150)}`,
    ];
    for (const link of links) {
      const code = encodeQr(link);
      expect(decode(code), link).toBe(link);
    }
    for (let version = 1; version <= maxQrVersion; version += 1) {
      const text = 'a'.repeat(byteCapacity(version));
      const code = encodeQr(text);
      expect(code.version).toBe(version);
      expect(decode(code)).toBe(text);
    }
  });

  it('refuses text beyond version 10, and draws the dark modules as a path', () => {
    expect(() => encodeQr('a'.repeat(byteCapacity(maxQrVersion) + 1))).toThrow(RangeError);
    const code = encodeQr('a');
    expect(qrPath(code)).toContain('M4 4h1v1h-1z');
    expect(penalty(code.modules)).toBeGreaterThan(0);
  });
});
