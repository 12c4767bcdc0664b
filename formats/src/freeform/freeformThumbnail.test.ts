import { describe, expect, it } from 'vitest';
import { freeformThumbnailPixels } from './freeformThumbnail';
import { doilyChart } from './testing/doilyChart';

const colourAt = (image: { width: number; rgb: Uint8Array }, x: number, y: number) => {
  const at = (y * image.width + x) * 3;
  return [...image.rgb.subarray(at, at + 3)];
};

describe('a freeform thumbnail', () => {
  it('is the freeform size scaled to the longer side, on the background, with the symbols in their colours', () => {
    const chart = doilyChart();
    const image = freeformThumbnailPixels(chart, 240);
    expect([image.width, image.height]).toEqual([240, 240]);
    expect(colourAt(image, 2, 2)).toEqual([0xff, 0xf8, 0xe7]);
    const colours = new Set<string>();
    for (let index = 0; index < image.rgb.length; index += 3)
      colours.add([...image.rgb.subarray(index, index + 3)].join());
    // The double crochets' green shows (antialiased, so near it as well).
    expect(colours.has([0x2a, 0x7a, 0x2a].join())).toBe(true);
    // The hidden picots' red does not.
    expect(colours.has([0xcc, 0x22, 0x22].join())).toBe(false);
  });

  it('draws a large motif of many symbols as dots, keeping its shape', () => {
    const chart = doilyChart();
    const wide = { ...chart, freeform: { ...chart.freeform, size: { width: 2000, height: 1000 } } };
    const image = freeformThumbnailPixels(wide, 240);
    expect([image.width, image.height]).toEqual([240, 120]);
    // The double crochet at (250, 160) lands at (30, 19).
    const [red, green] = colourAt(image, 30, 19);
    expect(green).toBeGreaterThan(red!);
  });
});
