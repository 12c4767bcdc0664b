// @vitest-environment node
// (the PDF writer needs Node's streams for its zlib; jsdom has none)
/** A freeform chart (issue 29) through the download screen's export path: PNG (turned too), PDF and JSON. */
import { chartSnapshotOf, readSteekwerkJson } from '@steekwerk/formats';
import { boundingBoxOf, createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { defaultExportSettings, type ExportSettings } from '../download/exportSettings';
import { planExport, writeExport } from './exportJobs';
import type { ExportReply } from './exportProtocol';

const base = createChartState({
  craft: 'crochetFreeform',
  type: 'other',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AA==',
  styles: [createPaletteStyle(1, { symbolId: 'double-crochet', colorBackground: '#aa0000' })],
  title: 'Kleedje',
});
const placement = { x: 50, y: 20, width: 20, height: 20, rotate: 0 };
const doily = chartSnapshotOf({
  ...base,
  freeform: {
    ...base.freeform,
    size: { width: 400, height: 200 },
    symbols: [{ ...placement, layerId: 1, size: 1, styleId: 1, boundingBox: boundingBoxOf(placement) }],
  },
});

const write = (fileType: string, settings: Partial<ExportSettings> = {}) =>
  writeExport(
    fileType,
    structuredClone(doily),
    { ...defaultExportSettings, ...settings },
    '',
    () => undefined,
  );

const bytesOf = (reply: ExportReply) => {
  if (!reply.ok) throw new Error(reply.message);
  return reply.bytes;
};

const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('the export path with a freeform chart', () => {
  it('writes the PNG at the chosen size, turned when asked', async () => {
    const plain = { size: 400, legendPlacement: 'none' as const };
    expect(pngSize(bytesOf(await write('png', plain)))).toEqual({ width: 400, height: 200 });
    expect(pngSize(bytesOf(await write('png', { ...plain, rotation: 90 })))).toEqual({
      width: 200,
      height: 400,
    });
  });

  it('plans and writes the PDF, and keeps the chart whole in the Steekwerk file', async () => {
    const plan = planExport('pdf_doc', structuredClone(doily), defaultExportSettings, '');
    expect(plan).toEqual({ ok: true, pages: 2 });
    const pdf = bytesOf(await write('pdf_doc'));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const json = readSteekwerkJson(new TextDecoder().decode(bytesOf(await write('steekwerk_json'))));
    expect(json.state.freeform).toEqual(doily.chart.freeform);
  });

  it('refuses OXS with a Dutch message', async () => {
    expect(await write('oxs')).toEqual({
      ok: false,
      message: 'Een OXS-bestand kan niet van een vrije-vorm-chart: die heeft geen raster.',
    });
  });
});
