/** `convert` with a freeform chart (issue 29): to PDF, PNG and back to JSON; grid-only files refused clearly. */
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { doilyChart } from '../freeform/testing/doilyChart';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { decodePng } from '../png/pngCodec';
import { convert } from './testing/memoryIo';

const files = () => ({ 'doily.json': writeSteekwerkJson(chartSnapshotOf(doilyChart())) });

describe('convert with a freeform chart', () => {
  it('writes the PDF, with the written rounds when asked', async () => {
    const pdf = await convert(['--in', 'doily.json', '--out', 'doily.pdf'], files());
    expect(pdf.errors).toEqual([]);
    expect(new TextDecoder().decode(pdf.store.get('doily.pdf')!.subarray(0, 5))).toBe('%PDF-');
    expect(JSON.parse(pdf.out[0]!).written).toMatchObject({ format: 'pdf', pages: 2 });
    expect(JSON.parse(pdf.out[0]!).read.freeform).toEqual({ width: 500, height: 500, symbols: 21 });
    const written = await convert(['--in', 'doily.json', '--out', 'doily.pdf', '--written'], files());
    expect(JSON.parse(written.out[0]!).written.pages).toBeGreaterThan(2);
  });

  it('writes the PNG as seen, with the legend when asked', async () => {
    const png = await convert(
      ['--in', 'doily.json', '--out', 'doily.png', '--view', '--size', '300'],
      files(),
    );
    expect(png.errors).toEqual([]);
    const image = decodePng(png.store.get('doily.png')!, 1_000_000);
    expect([image.width, image.height]).toEqual([300, 300]);
    // A `.png` without --view is the pixel PNG, which needs a grid.
    const pixel = await convert(['--in', 'doily.json', '--out', 'doily.png'], files());
    expect(pixel.status).toBe(1);
    expect(pixel.errors).toEqual([
      'convert: Een PNG met 1 pixel per steek kan niet van een vrije-vorm-chart: die heeft geen raster.',
    ]);
  });

  it('keeps the chart whole from JSON to JSON, writes the written rounds as text, and refuses OXS', async () => {
    const json = await convert(['--in', 'doily.json', '--out', 'kopie.json'], files());
    expect(json.errors).toEqual([]);
    expect(JSON.parse(new TextDecoder().decode(json.store.get('kopie.json')))).toEqual(
      JSON.parse(files()['doily.json']),
    );
    const text = await convert(['--in', 'doily.json', '--out', 'doily.txt'], files());
    expect(text.errors).toEqual([]);
    expect(new TextDecoder().decode(text.store.get('doily.txt'))).toMatch(/^Toer 1: .*\n/m);
    const oxs = await convert(['--in', 'doily.json', '--out', 'doily.oxs'], files());
    expect(oxs.status).toBe(1);
    expect(oxs.errors).toEqual([
      'convert: Een OXS-bestand kan niet van een vrije-vorm-chart: die heeft geen raster.',
    ]);
    expect(oxs.store.has('doily.oxs')).toBe(false);
  });
});
