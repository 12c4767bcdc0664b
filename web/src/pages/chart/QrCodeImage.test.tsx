import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrCodeImage, qrPath } from './QrCodeImage';

/** Draws the SVG path as RGBA pixels (4 px per module) for an independent reader. */
function decode(path: string, side: number): string | undefined {
  const scale = 4;
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('QrCodeImage', () => {
  it('draws a code an independent reader decodes back to the link', () => {
    render(<QrCodeImage text="https://steekwerk.nl/nl/c/Ab3dEf6hIj9k" label="QR-code van de link" />);
    const image = screen.getByRole('img', { name: 'QR-code van de link' });
    const path = image.querySelector('path')?.getAttribute('d') ?? '';
    const side = Number(image.getAttribute('viewBox')?.split(' ')[2]);
    expect(decode(path, side)).toBe('https://steekwerk.nl/nl/c/Ab3dEf6hIj9k');
  });

  it('encodes links of any length and non-ASCII text', () => {
    for (const text of ['x', 'Sjaal met één ruitje – ü', `https://steekwerk.nl/nl/c/${'z'.repeat(300)}`]) {
      const code = qrPath(text)!;
      expect(decode(code.path, code.side), text).toBe(text);
    }
  });

  it('draws nothing for text too long for any QR code', () => {
    const { container } = render(<QrCodeImage text={'a'.repeat(5000)} label="QR-code" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
