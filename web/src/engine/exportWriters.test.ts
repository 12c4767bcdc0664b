import { readOxs, readSteekwerkJson } from '@steekwerk/formats';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { defaultExportSettings } from '../download/exportSettings';
import { exportWriters, pdfOptionsOf, progressOf } from './exportWriters';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 2, rowCount: 1 },
  rows: '1:AQI=',
  styles: [createPaletteStyle(1), createPaletteStyle(2)],
  title: 'Twee',
});

const write = (fileType: string, settings = defaultExportSettings) =>
  exportWriters[fileType]!.write(chart, settings, '', () => undefined);

/** Width and height from a PNG's IHDR. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('export writers of the download screen', () => {
  it('write the PNG as seen at the size in pixels, or in inches at the dpi', async () => {
    const plain = await write('png', { ...defaultExportSettings, size: 400, legendPlacement: 'none' });
    expect(pngSize(plain.bytes).width).toBe(400);
    const inches = await write('png', { ...defaultExportSettings, size: 2, sizeUnit: 'inch', dpi: 150 });
    expect(pngSize(inches.bytes).width).toBe(300);
  });

  it('refuse a PNG size out of bounds with a Dutch message', async () => {
    await expect(write('png', { ...defaultExportSettings, size: 10 })).rejects.toThrow(
      'De afbeelding moet 64 tot 20000 pixels breed zijn.',
    );
  });

  it('write one pixel per cell, an OXS and a Steekwerk file that read back to the same cells', async () => {
    expect(pngSize((await write('png_pixel')).bytes)).toEqual({ width: 2, height: 1 });
    const oxs = readOxs(new TextDecoder().decode((await write('oxs')).bytes));
    expect(oxs.state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 1 });
    expect(oxs.state.palette.styles.map((style) => style.colorBackground)).toEqual(
      chart.palette.styles.map((style) => style.colorBackground),
    );
    const json = readSteekwerkJson(new TextDecoder().decode((await write('steekwerk_json')).bytes));
    expect(json.state.grid.rows).toBe(chart.grid.rows);
    expect(json.state.settings.title).toBe('Twee');
  });

  // Writing the PDF itself is tested in formats (jsdom has no Blob streams for its zlib).
  it('count the written pages of the PDF only when chosen, with Dutch colour names', () => {
    const pdf = exportWriters.pdf_doc!;
    const written = { ...defaultExportSettings, fileType: 'pdf_doc', written: true };
    const plain = { ...defaultExportSettings, fileType: 'pdf_doc' };
    const withPages = pdf.plan!(chart, written, '');
    expect(withPages).toBe(pdf.plan!(chart, plain, '') + 1);
    expect(pdfOptionsOf(chart, plain, '').written).toBeUndefined();
    expect(pdfOptionsOf(chart, written, '').writtenColourName?.('#ff0000')).toBe('rood');
  });

  it('mark the viewer’s done stitches in the OXS file, and refuse done cells that do not fit the chart', async () => {
    const done = `1:${btoa(String.fromCharCode(0, 1))}`;
    const written = await exportWriters.oxs!.write(
      chart,
      defaultExportSettings,
      '',
      () => undefined,
      progressOf(done, chart),
    );
    const text = new TextDecoder().decode(written.bytes);
    expect(text).toContain('<stitch x="1" y="0" palindex="2" marked="true"/>');
    expect(text).not.toContain('<stitch x="0" y="0" palindex="1" marked="true"/>');
    expect(readOxs(text).progress).toEqual({ done, doneCount: 1 });
    expect(progressOf('', chart)).toBeUndefined();
    expect(progressOf(`1:${btoa(String.fromCharCode(0, 0))}`, chart)).toBeUndefined();
    expect(() => progressOf(`1:${btoa(String.fromCharCode(1, 1, 1))}`, chart)).toThrow(
      'De voortgang past niet bij de chart.',
    );
    expect(() => progressOf(`1:${btoa(String.fromCharCode(1, 7))}`, chart)).toThrow(
      'De voortgang past niet bij de chart.',
    );
    expect(() => progressOf(42, chart)).toThrow('De voortgang past niet bij de chart.');
  });
});
