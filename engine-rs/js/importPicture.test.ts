import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CLEANUP,
  compactPalette,
  gridRowsFor,
  importPicture,
  pictureSteps,
  type PictureStep,
  type SteppedChart,
} from './importPicture';
import { PictureError, type Engine, type RgbaImage } from './index';
import { loadEngineNode } from './node';

let engine: Engine;

beforeAll(async () => {
  engine = await loadEngineNode();
});

/** Stripes of four colours with a little noise: a photo with a known structure. */
function stripes(width: number, height: number, alpha = 255): RgbaImage {
  const colors = [
    [200, 40, 40],
    [40, 160, 60],
    [30, 40, 200],
    [240, 230, 220],
  ];
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    const color = colors[Math.floor(((index % width) * 4) / width)]!;
    const noise = (index * 7919) % 9;
    pixels.set([color[0]! + noise, color[1]! + noise, color[2]! + noise, alpha], index * 4);
  }
  return { pixels, width, height };
}

describe('gridRowsFor', () => {
  it('keeps the aspect ratio, at least one row', () => {
    expect(gridRowsFor(600, 400, 100)).toBe(67);
    expect(gridRowsFor(512, 512, 120)).toBe(120);
    expect(gridRowsFor(4000, 10, 100)).toBe(1);
    expect(() => gridRowsFor(0, 10, 5)).toThrow(PictureError);
    expect(() => gridRowsFor(10, 10, 2.5)).toThrow(PictureError);
  });
});

describe('compactPalette', () => {
  it('drops unused colours and renumbers the cells', () => {
    const palette = {
      rgb: new Uint8Array([1, 1, 1, 2, 2, 2, 3, 3, 3]),
      products: new Uint16Array([7, 8, 9]),
    };
    const cells = new Uint8Array([3, 0, 1, 3]);
    const compacted = compactPalette(palette, cells);
    expect([...compacted.palette.rgb]).toEqual([1, 1, 1, 3, 3, 3]);
    expect([...compacted.palette.products!]).toEqual([7, 9]);
    expect([...compacted.cells]).toEqual([2, 0, 1, 2]);
    expect([...cells]).toEqual([3, 0, 1, 3]);
    expect(compactPalette({ rgb: palette.rgb }, cells).palette.products).toBeUndefined();
  });
});

describe('importPicture', () => {
  it('runs every step and reports', () => {
    const steps: PictureStep[] = [];
    let clock = 0;
    const chart = importPicture(engine, stripes(400, 200), {
      columns: 40,
      colorCount: 4,
      now: () => (clock += 1),
      onStep: (step) => steps.push(step),
    });
    expect(steps).toEqual(['resize', 'quantize', 'remap', 'cleanup', 'report']);
    expect(chart.timings).toEqual({ resize: 1, quantize: 1, remap: 1, cleanup: 1, report: 1 });
    expect(chart.image.width).toBe(40);
    expect(chart.image.height).toBe(20);
    expect(chart.cells).toHaveLength(800);
    expect(chart.palette.rgb.length / 3).toBe(4);
    expect(chart.report.colorsUsed).toBe(4);
    expect(chart.report.confettiCells).toBe(0);
    expect(chart.report.meanDeltaE).toBeLessThan(3);
    expect(DEFAULT_CLEANUP).toBe(50);
  });

  it('adjusts on request and chooses brand colours', () => {
    const brand = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0]);
    const chart = importPicture(engine, stripes(100, 50), {
      columns: 20,
      rows: 5,
      colorCount: 10,
      brand,
      brightness: 10,
      contrast: 120,
      dither: 'fs',
      cleanup: 0,
      keepDetails: true,
    });
    expect(Object.keys(chart.timings)).toContain('adjust');
    expect(chart.image.height).toBe(5);
    const products = chart.palette.products!;
    expect(products.length).toBe(chart.palette.rgb.length / 3);
    products.forEach((product, index) => {
      expect([...chart.palette.rgb.subarray(index * 3, index * 3 + 3)]).toEqual([
        ...brand.subarray(product * 3, product * 3 + 3),
      ]);
    });
  });

  it('makes an empty chart of a transparent photo', () => {
    const chart = importPicture(engine, stripes(10, 10, 0), { columns: 5, colorCount: 3 });
    expect(chart.cells).toEqual(new Uint8Array(25));
    expect(chart.palette.rgb).toHaveLength(0);
    expect(chart.report.filledCells).toBe(0);
  });

  it('refuses bad options with typed errors', () => {
    expect(() => importPicture(engine, stripes(10, 10), { columns: 0, colorCount: 3 })).toThrow(PictureError);
    expect(() => importPicture(engine, stripes(10, 10), { columns: 5, colorCount: 300 })).toThrow(
      PictureError,
    );
    expect(() => importPicture(engine, stripes(10, 10), { columns: 5, colorCount: 3, cleanup: 101 })).toThrow(
      PictureError,
    );
  });
});

describe('pictureSteps', () => {
  /** Runs the steps to the end; returns the yielded step names and the chart. */
  function runAll(steps: Generator<PictureStep, SteppedChart, void>) {
    const yielded: PictureStep[] = [];
    for (;;) {
      const next = steps.next();
      if (next.done) return { yielded, chart: next.value };
      yielded.push(next.value);
    }
  }

  it('yields each step before running it, and makes the chart importPicture makes', () => {
    const photo = stripes(40, 20);
    const options = { columns: 20, colorCount: 4, brightness: 10 };
    const { yielded, chart } = runAll(pictureSteps(engine, { photo }, options));
    expect(yielded).toEqual(['resize', 'adjust', 'quantize', 'remap', 'cleanup', 'report']);
    const whole = importPicture(engine, photo, options);
    expect(chart.cells).toEqual(whole.cells);
    expect(chart.palette.rgb).toEqual(whole.palette.rgb);
    expect(chart.report).toEqual(whole.report);
  });

  it('starts from a resized image without resizing, and skips the report when asked', () => {
    const photo = stripes(40, 20);
    let resized: RgbaImage | undefined;
    const first = runAll(
      pictureSteps(
        engine,
        { photo },
        { columns: 20, colorCount: 4, onResized: (image) => (resized = image) },
      ),
    );
    expect(resized).toMatchObject({ width: 20, height: 10 });
    const again = runAll(
      pictureSteps(engine, { resized: resized! }, { columns: 20, colorCount: 4, report: false }),
    );
    expect(again.yielded).toEqual(['quantize', 'remap', 'cleanup', 'report']);
    expect(again.chart.report).toBeUndefined();
    expect(again.chart.timings.report).toBeUndefined();
    expect(again.chart.cells).toEqual(first.chart.cells);
  });

  it('stops at the refused step with a typed error', () => {
    const steps = pictureSteps(engine, { photo: stripes(10, 10) }, { columns: 5, colorCount: 300 });
    expect(steps.next().value).toBe('resize');
    expect(steps.next().value).toBe('quantize');
    expect(() => steps.next()).toThrow(PictureError);
  });
});
