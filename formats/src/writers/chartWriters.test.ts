/**
 * The writer table as the convert command reaches it: every row is written by `convert` from a file name (and the
 * `--view` flag for the second `.png`), and its bytes are the row's kind of file. The web's export path is checked
 * in web/src/engine/exportWriters.test.ts against the same table.
 */
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { smallChart } from '../chart/testing/sampleChart';
import { runConvert } from '../cli/convertMain';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { chartFileTypeOf, chartWriterForFileName, chartWriterOf, chartWriters } from './chartWriters';
import { doilyChart } from '../freeform/testing/doilyChart';

/** The first bytes of the kinds of file known here (a new kind needs no entry). */
const magic: Readonly<Record<string, string>> = {
  png: '\x89PNG',
  pdf: '%PDF',
  oxs: '<?xml',
  json: '{',
  txt: 'Roosje',
};

/** The convert arguments that write a row's file. */
const convertArgsOf = (extension: string, view: boolean) => [
  '--in',
  'roos.json',
  '--out',
  `uit.${extension}`,
  ...(view ? ['--view'] : []),
];

describe('the writer table', () => {
  it('has unique keys fit for the download screen’s address, and a known kind of file per row', () => {
    const keys = chartWriters.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of chartWriters) {
      expect(row.key).toMatch(/^[a-z_]{1,20}$/);
      expect(row.extension).toMatch(/^[a-z0-9]{1,8}$/);
      expect(row.label.length, row.key).toBeGreaterThan(0);
      expect(chartWriterOf(row.key)).toBe(row);
    }
    expect(chartWriterOf('exe')).toBeUndefined();
    expect(chartWriterOf({})).toBeUndefined();
  });

  it.each(chartWriters.map((row) => [row.key, row] as const))(
    '%s is reachable from convert, which writes its kind of file',
    async (_key, row) => {
      const view = row.reads.includes('view');
      expect(chartWriterForFileName(`uit.${row.extension.toUpperCase()}`, view)).toBe(row);
      const written: Record<string, Uint8Array> = {};
      const out: string[] = [];
      const status = await runConvert(convertArgsOf(row.extension, view), {
        readFile: async () => new TextEncoder().encode(writeSteekwerkJson(chartSnapshotOf(smallChart()))),
        writeFile: async (path, bytes) => void (written[path] = bytes),
        out: (line) => out.push(line),
        error: (line) => out.push(line),
        now: () => 0,
      });
      expect(status, out.join('\n')).toBe(0);
      const bytes = written[`uit.${row.extension}`]!;
      expect(bytes.length).toBeGreaterThan(0);
      const start = magic[row.extension];
      if (start) expect(new TextDecoder('latin1').decode(bytes.subarray(0, 6))).toContain(start);
      expect(JSON.parse(out[0]!).written.format).toBe(row.extension);
    },
    60_000,
  );

  it('knows no writer for other extensions', () => {
    expect(chartWriterForFileName('uit.exe', false)).toBeUndefined();
    expect(chartWriterForFileName('uit', false)).toBeUndefined();
  });

  it('plans the pages of a paged row as it writes them, and describes rows without their code', async () => {
    const snapshot = chartSnapshotOf(smallChart());
    const options = { pdf: defaultPdfOptions, view: { size: 200 } };
    for (const row of chartWriters) {
      const description = chartFileTypeOf(row);
      expect(structuredClone(description)).toEqual(description);
      expect(description.paged).toBe(row.plan !== undefined);
      if (!row.plan) continue;
      const written = await row.write(snapshot, options);
      expect(written.pages).toBe(row.plan(snapshot, options));
    }
  }, 60_000);
});

describe('the writer table with a freeform chart', () => {
  it('writes the rows that take freeform charts (PNG, PDF, Steekwerk file, written rounds), refuses the others in Dutch', async () => {
    const snapshot = chartSnapshotOf(doilyChart());
    const options = { pdf: defaultPdfOptions, view: { size: 200 } };
    expect(chartWriters.filter((row) => row.freeform).map((row) => row.key)).toEqual([
      'png',
      'pdf_doc',
      'steekwerk_json',
      'written_text',
    ]);
    for (const row of chartWriters) {
      if (row.freeform) {
        const written = await row.write(snapshot, options);
        expect(written.bytes.length, row.key).toBeGreaterThan(0);
        if (row.plan) expect(row.plan(snapshot, options)).toBe(written.pages);
      } else {
        await expect(row.write(snapshot, options), row.key).rejects.toThrow(
          /kan niet van een vrije-vorm-chart: die heeft geen raster\.$/,
        );
      }
    }
  }, 60_000);
});
