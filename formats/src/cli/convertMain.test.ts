import { describe, expect, it } from 'vitest';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { smallChart } from '../chart/testing/sampleChart';
import { writtenPatternForPdf } from '../pdf/writtenPages';
import { defaultWrittenSettings } from '@steekwerk/model';
import { ursaSample } from '../oxs/testing/oxsSamples';
import { convert } from './testing/memoryIo';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { chartWriters } from '../writers/chartWriters';

describe('convert', () => {
  it('OXS to JSON: one JSON line with what was read and written', async () => {
    const result = await convert(['--in', 'biggetjes.oxs', '--out', 'b.json'], {
      'biggetjes.oxs': ursaSample,
    });
    expect(result.status).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.out).toHaveLength(1);
    const line = JSON.parse(result.out[0]!);
    expect(line.read).toMatchObject({
      format: 'oxs',
      columns: 5,
      rows: 6,
      colours: 3,
      stitches: 3,
      lines: 2,
      partStitches: 2,
      knots: 1,
      beads: 1,
    });
    expect(line.read.skipped).toEqual({});
    expect(line.written).toMatchObject({
      format: 'json',
      pages: null,
      bytes: result.store.get('b.json')!.length,
    });
    expect(line.ms).toBe(0);
  });

  it('JSON to OXS, to a pixel PNG and to an as-seen PNG, and that PNG back to OXS', async () => {
    const json = writeSteekwerkJson(chartSnapshotOf(smallChart()));
    const files = { 'roos.json': json };
    const toOxs = await convert(['--in', 'roos.json', '--out', 'roos.oxs'], files);
    expect(new TextDecoder().decode(toOxs.store.get('roos.oxs'))).toContain('<chart>');
    const toPng = await convert(['--in', 'roos.json', '--out', 'roos.png'], files);
    const png = toPng.store.get('roos.png')!;
    const view = await convert(['--in', 'roos.json', '--out', 'view.png', '--view', '--size', '300'], files);
    expect(view.store.get('view.png')!.length).toBeGreaterThan(png.length);
    const back = await convert(['--in', 'roos.png', '--out', 'terug.oxs'], { 'roos.png': png });
    expect(back.status).toBe(0);
    expect(JSON.parse(back.out[0]!).read).toMatchObject({
      format: 'png',
      columns: 6,
      rows: 4,
      colours: 3,
      stitches: 9,
    });
  });

  it('a bad file: status 1 and one clear line on stderr, nothing written', async () => {
    const result = await convert(['--in', 'kapot.oxs', '--out', 'k.json'], {
      'kapot.oxs': '<chart><palette>',
    });
    expect(result.status).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.errors).toEqual([
      'convert: Het bestand is geen geldig XML (regel 1): het bestand houdt op voordat </palette> komt.',
    ]);
    expect(result.store.has('k.json')).toBe(false);
  });

  it('writes a PDF with its page count, and the written instructions as text', async () => {
    const files = { 'roos.json': writeSteekwerkJson(chartSnapshotOf(smallChart())) };
    const pdf = await convert(
      ['--in', 'roos.json', '--out', 'roos.pdf', '--paper', 'a3', '--mode', 'bw'],
      files,
    );
    expect(pdf.errors).toEqual([]);
    expect(new TextDecoder().decode(pdf.store.get('roos.pdf')!.subarray(0, 5))).toBe('%PDF-');
    expect(JSON.parse(pdf.out[0]!).written).toMatchObject({ format: 'pdf', pages: expect.any(Number) });
    expect(JSON.parse(pdf.out[0]!).written.pages).toBeGreaterThan(1);
    const text = await convert(['--in', 'roos.json', '--out', 'patroon.txt'], files);
    expect(text.errors).toEqual([]);
    expect(new TextDecoder().decode(text.store.get('patroon.txt'))).toMatch(/^(Toer|Naald) 1: /m);
  });

  it('adds the written instructions to a PDF with --written, as pages of their own', async () => {
    const files = { 'roos.json': writeSteekwerkJson(chartSnapshotOf(smallChart())) };
    const plain = await convert(['--in', 'roos.json', '--out', 'roos.pdf'], files);
    const written = await convert(['--in', 'roos.json', '--out', 'roos.pdf', '--written'], files);
    expect(written.errors).toEqual([]);
    const pagesOf = (result: typeof plain) => JSON.parse(result.out[0]!).written.pages as number;
    expect(pagesOf(written)).toBeGreaterThan(pagesOf(plain));
    const text = await convert(['--in', 'roos.json', '--out', 'patroon.txt', '--written'], files);
    expect(text.status).toBe(1);
    expect(text.errors).toEqual(['convert: --written hoort bij een .pdf']);
    expect(text.store.has('patroon.txt')).toBe(false);
  });

  it('writes with the written-pattern settings stored with the chart, in the .txt and the --written PDF', async () => {
    const chart = smallChart();
    chart.settings.written = { ...defaultWrittenSettings, rowText: 'Rij nummer @ -', usageText: 'Samen:' };
    const files = { 'roos.json': writeSteekwerkJson(chartSnapshotOf(chart)) };
    const text = await convert(['--in', 'roos.json', '--out', 'patroon.txt'], files);
    const written = new TextDecoder().decode(text.store.get('patroon.txt'));
    expect(written).toMatch(/^Rij nummer 1 - /m);
    expect(written).toMatch(/^Samen: /m);
    // The PDF's written pages print the same lines (writtenPatternForPdf, checked against pdftotext elsewhere).
    expect(writtenPatternForPdf(chartSnapshotOf(chart)).lines.map((line) => line.text)).toEqual(
      written
        .trimEnd()
        .split('\n')
        .slice(chart.settings.title.trim() ? 2 : 0),
    );
    const pdf = await convert(['--in', 'roos.json', '--out', 'roos.pdf', '--written'], files);
    expect(pdf.errors).toEqual([]);
  });

  it('refuses wrong arguments, unknown formats and files it cannot read', async () => {
    const files = { 'roos.json': writeSteekwerkJson(chartSnapshotOf(smallChart())) };
    const lines = async (argv: string[]) => {
      const result = await convert(argv, files);
      expect(result.status).toBe(1);
      return result.errors;
    };
    expect(await lines(['--in', 'roos.json'])).toEqual([
      expect.stringMatching(/^convert: --in en --out zijn nodig/),
    ]);
    expect(await lines(['--in', 'roos.json', '--out', 'r.pdf', '--paper', 'a5'])).toEqual([
      'convert: --paper moet a4, a3, letter, legal zijn, niet "a5"',
    ]);
    expect(await lines(['--in', 'roos.xsd', '--out', 'r.json'])).toEqual([
      'convert: roos.xsd: lezen kan uit .oxs, .json, .png en .pdf (een telpatroon)',
    ]);
    // It names every format it writes (the writer table's), so a new row needs no change here.
    const [unknown] = await lines(['--in', 'roos.json', '--out', 'r.docx']);
    expect(unknown).toMatch(/^convert: r\.docx: schrijven kan naar \.png, \.pdf, .+ en \.[a-z]+$/);
    for (const row of chartWriters) expect(unknown).toContain(`.${row.extension}`);
    expect(await lines(['--in', 'weg.json', '--out', 'r.oxs'])).toEqual([
      'convert: weg.json kan niet gelezen worden (bestaat het?)',
    ]);
  });
});
