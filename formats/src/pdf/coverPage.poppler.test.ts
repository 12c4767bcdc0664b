/**
 * The cover's QR code as a phone would see it: the first page drawn by poppler (`pdftoppm`) and read back by an
 * independent QR reader (jsQR).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePng } from '../png/pngCodec';
import { defaultPdfOptions } from './pdfOptions';
import { sampleChart } from './testing/sampleChart';
import { writeChartPdf } from './writeChartPdf';
import { chartSnapshotOf } from '../chart/chartSnapshot';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-cover-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The text of the QR code on the cover of a PDF with `publicLink`, or undefined when none is found. */
async function coverQrCode(publicLink?: string): Promise<string | undefined> {
  const options = { ...defaultPdfOptions, ...(publicLink ? { publicLink } : {}) };
  const { bytes } = await writeChartPdf(chartSnapshotOf(sampleChart(30, 20, 4)), options);
  const file = join(directory, `cover-${publicLink ? 'link' : 'none'}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-png', '-singlefile', file, `${file}-page`]);
  const page = decodePng(readFileSync(`${file}-page.png`), 4_000_000);
  return jsQR(new Uint8ClampedArray(page.rgba), page.width, page.height)?.data;
}

describe('the cover page QR code', () => {
  it('scans as the public link', async () => {
    expect(await coverQrCode('https://steekwerk.nl/nl/c/Ab3dEf6hIj9k')).toBe(
      'https://steekwerk.nl/nl/c/Ab3dEf6hIj9k',
    );
  }, 60_000);

  it('is not drawn without a public link', async () => {
    expect(await coverQrCode()).toBeUndefined();
  }, 60_000);
});
