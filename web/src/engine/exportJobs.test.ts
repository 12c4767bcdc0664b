// @vitest-environment node
// (the PDF writer needs Node's streams for its zlib; jsdom has none)
/**
 * The export worker's work through formats' writer table: every row of the table is listed for the download screen
 * and written from its key with the screen's settings (the convert half: formats/src/writers/chartWriters.test.ts).
 */
import {
  chartSnapshotOf,
  chartWriters,
  readOxs,
  readSteekwerkJson,
  type ChartSnapshot,
} from '@steekwerk/formats';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { defaultExportSettings, type ExportSettings } from '../download/exportSettings';
import { exportFileTypeOf } from '../download/exportFileTypes';
import { exportFileTypes, pdfOptionsOf, planExport, writeExport } from './exportJobs';
import type { ExportReply } from './exportProtocol';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 2, rowCount: 1 },
  rows: '1:AQI=',
  styles: [createPaletteStyle(1), createPaletteStyle(2)],
  title: 'Twee',
});
const snapshot = chartSnapshotOf(chart);

const write = (fileType: string, settings: Partial<ExportSettings> = {}, sent: ChartSnapshot = snapshot) =>
  writeExport(
    fileType,
    structuredClone(sent),
    { ...defaultExportSettings, ...settings },
    '',
    () => undefined,
  );

const bytesOf = (reply: ExportReply) => {
  if (!reply.ok) throw new Error(reply.message);
  return reply.bytes;
};

/** Width and height from a PNG's IHDR. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('the export path of the download screen', () => {
  it.each(chartWriters.map((row) => [row.key] as const))(
    'lists %s for the screen and writes it from its key',
    async (key) => {
      const listed = exportFileTypes().find((row) => row.key === key);
      expect(listed).toBeDefined();
      expect(exportFileTypeOf(listed!).key).toBe(key);
      const reply = await write(key, { size: 200 });
      expect(bytesOf(reply).length).toBeGreaterThan(0);
    },
    60_000,
  );

  it('writes the PNG as seen at the size in pixels, or in inches at the dpi', async () => {
    expect(pngSize(bytesOf(await write('png', { size: 400, legendPlacement: 'none' }))).width).toBe(400);
    expect(pngSize(bytesOf(await write('png', { size: 2, sizeUnit: 'inch', dpi: 150 }))).width).toBe(300);
  });

  it('turns the pictures when asked, never a chart file', async () => {
    const flat = pngSize(bytesOf(await write('png', { size: 400, legendPlacement: 'none' })));
    const turned = pngSize(bytesOf(await write('png', { size: 400, legendPlacement: 'none', rotation: 90 })));
    expect(flat.width).toBeGreaterThan(flat.height);
    expect(turned.height).toBeGreaterThan(turned.width);
    // The one-pixel-per-cell PNG is a chart to import again, like the chart files: never turned.
    expect(pngSize(bytesOf(await write('png_pixel', { rotation: 90 })))).toEqual({ width: 2, height: 1 });
    const json = readSteekwerkJson(
      new TextDecoder().decode(bytesOf(await write('steekwerk_json', { rotation: 90 }))),
    );
    expect(json.state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 1 });
  });

  it('writes only the selected area when asked and the chart has one, for any file', async () => {
    const selected: ChartSnapshot = {
      ...snapshot,
      chart: {
        ...snapshot.chart,
        grid: {
          ...snapshot.chart.grid,
          settings: { ...snapshot.chart.grid.settings, selectedArea: { x1: 1, y1: 0, x2: 1, y2: 0 } },
        },
      },
    };
    const json = readSteekwerkJson(
      new TextDecoder().decode(bytesOf(await write('steekwerk_json', { selectedAreaOnly: true }, selected))),
    );
    expect(json.state.grid.settings.size).toEqual({ columnCount: 1, rowCount: 1 });
    expect(json.state.grid.rows).toBe('1:Ag==');
    const oxs = readOxs(
      new TextDecoder().decode(bytesOf(await write('oxs', { selectedAreaOnly: false }, selected))),
    );
    expect(oxs.state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 1 });
    // Without a selection the whole chart is written.
    expect(pngSize(bytesOf(await write('png_pixel', { selectedAreaOnly: true })))).toEqual({
      width: 2,
      height: 1,
    });
  });

  it('refuses a PNG size out of bounds, an unknown type, a broken snapshot or broken settings in Dutch', async () => {
    expect(await write('png', { size: 10 })).toEqual({
      ok: false,
      message: 'De afbeelding moet 64 tot 20000 pixels breed zijn.',
    });
    expect(await write('exe')).toEqual({ ok: false, message: 'Dit bestandstype kan niet worden gemaakt.' });
    expect(await write('oxs', {}, { ...snapshot, cells: new Uint8Array(3) })).toEqual({
      ok: false,
      message: 'De chart kan niet worden gelezen.',
    });
    expect(await writeExport('oxs', snapshot, { paper: 'a0' }, '', () => undefined)).toEqual({
      ok: false,
      message: 'De instellingen kloppen niet.',
    });
  });

  it('writes one pixel per cell, an OXS and a Steekwerk file that read back to the same cells', async () => {
    expect(pngSize(bytesOf(await write('png_pixel')))).toEqual({ width: 2, height: 1 });
    const oxs = readOxs(new TextDecoder().decode(bytesOf(await write('oxs'))));
    expect(oxs.state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 1 });
    const json = readSteekwerkJson(new TextDecoder().decode(bytesOf(await write('steekwerk_json'))));
    expect(json.state.grid.rows).toBe(chart.grid.rows);
    expect(json.state.settings.title).toBe('Twee');
  });

  it('counts the written pages of the PDF only when chosen, with Dutch colour names', () => {
    const pages = (settings: Partial<ExportSettings>) =>
      planExport('pdf_doc', snapshot, { ...defaultExportSettings, ...settings }, '');
    const plain = pages({});
    const withWritten = pages({ written: true });
    expect(plain.ok && withWritten.ok && withWritten.pages - plain.pages).toBe(1);
    expect(planExport('oxs', snapshot, defaultExportSettings, '')).toEqual({ ok: true, pages: 0 });
    const settings = { ...defaultExportSettings, written: true };
    expect(pdfOptionsOf(snapshot.chart, defaultExportSettings, '').written).toBeUndefined();
    expect(pdfOptionsOf(snapshot.chart, settings, '').writtenColourName?.('#ff0000')).toBe('rood');
  });

  it('marks the viewer’s done stitches in the OXS file only', async () => {
    const done = Uint8Array.from([0, 1]);
    const text = new TextDecoder().decode(bytesOf(await write('oxs', {}, { ...snapshot, done })));
    expect(text).toContain('<stitch x="1" y="0" palindex="2" marked="true"/>');
    expect(text).not.toContain('<stitch x="0" y="0" palindex="1" marked="true"/>');
    expect(readOxs(text).progress?.doneCount).toBe(1);
    const json = new TextDecoder().decode(bytesOf(await write('steekwerk_json', {}, { ...snapshot, done })));
    expect(readSteekwerkJson(json).progress).toBeUndefined();
  });
});
