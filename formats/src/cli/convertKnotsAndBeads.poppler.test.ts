/**
 * The convert command keeps French knots and beads from an OXS file in every output that can hold them: OXS and JSON
 * carry them, the PNG as seen and the PDF draw them and the PDF's key lists them (read with poppler's pdftotext). A
 * one-pixel-per-cell PNG has only cells, so it cannot.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ornament } from '@steekwerk/model';
import { afterAll, describe, expect, it } from 'vitest';
import { ursaSample } from '../oxs/testing/oxsSamples';
import { decodePng } from '../png/pngCodec';
import { convert } from './testing/memoryIo';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-convert-ornaments-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The sample's knot (DMC 158 blend, style 3) and 2.5 mm bead (DMC 3708, style 2). */
const ornaments: Ornament[] = [
  { x: 1, y: 4.1875, kind: 'knot', styleId: 3 },
  { x: 2.5, y: 1.5, kind: 'bead', sizeMm: 2.5, styleId: 2 },
];
const files = { 'biggetjes.oxs': ursaSample };
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const ornamentsOfJson = (bytes: Uint8Array | undefined) =>
  (JSON.parse(text(bytes)) as { chart: { grid: { ornaments: Ornament[] } } }).chart.grid.ornaments;

describe('convert keeps knots and beads', () => {
  it('OXS to OXS and back to JSON: the same knots and beads, nothing skipped', async () => {
    const toOxs = await convert(['--in', 'biggetjes.oxs', '--out', 'kopie.oxs'], files);
    expect(toOxs.status).toBe(0);
    const written = text(toOxs.store.get('kopie.oxs'));
    expect(written).toContain('objecttype="knot"');
    expect(written).toContain('objecttype="bead2.5mm"');
    const back = await convert(['--in', 'kopie.oxs', '--out', 'kopie.json'], { 'kopie.oxs': written });
    expect(JSON.parse(back.out[0]!).read).toMatchObject({ knots: 1, beads: 1, skipped: {} });
    expect(ornamentsOfJson(back.store.get('kopie.json'))).toEqual(ornaments);
  });

  it('OXS to JSON and the JSON back to OXS', async () => {
    const toJson = await convert(['--in', 'biggetjes.oxs', '--out', 'b.json'], files);
    expect(ornamentsOfJson(toJson.store.get('b.json'))).toEqual(ornaments);
    const again = await convert(['--in', 'b.json', '--out', 'b.oxs'], {
      'b.json': toJson.store.get('b.json')!,
    });
    expect(text(again.store.get('b.oxs'))).toContain(
      '<object x1="1" y1="4.1875" palindex="3" objecttype="knot"/>',
    );
  });

  it('OXS to a PNG as seen draws them; a one-pixel-per-cell PNG has only the cells', async () => {
    const bead = [0xff, 0xac, 0xae];
    const beadPixels = (bytes: Uint8Array | undefined) => {
      const image = decodePng(bytes!, 10_000_000);
      let count = 0;
      for (let at = 0; at < image.rgba.length; at += 4) {
        if (image.rgba[at] === bead[0] && image.rgba[at + 1] === bead[1] && image.rgba[at + 2] === bead[2])
          count += 1;
      }
      return count;
    };
    const withThem = await convert(
      ['--in', 'biggetjes.oxs', '--out', 'b.png', '--view', '--size', '300'],
      files,
    );
    const without = ursaSample.replace(/<object [^>]*objecttype="(knot|bead[^"]*)"\/>/g, '');
    const plain = await convert(['--in', 'b.oxs', '--out', 'b.png', '--view', '--size', '300'], {
      'b.oxs': without,
    });
    expect(beadPixels(withThem.store.get('b.png'))).toBeGreaterThan(
      beadPixels(plain.store.get('b.png')) + 50,
    );
    const pixel = await convert(['--in', 'biggetjes.oxs', '--out', 'p.png'], files);
    const readBack = await convert(['--in', 'p.png', '--out', 'p.json'], {
      'p.png': pixel.store.get('p.png')!,
    });
    expect(ornamentsOfJson(readBack.store.get('p.json'))).toEqual([]);
  });

  it('OXS to PDF: the key lists the knot and the bead with their colours, the cover counts them', async () => {
    const pdf = await convert(['--in', 'biggetjes.oxs', '--out', 'b.pdf'], files);
    expect(pdf.errors).toEqual([]);
    const file = join(directory, 'b.pdf');
    writeFileSync(file, pdf.store.get('b.pdf')!);
    const pages = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '2', file, '-'], {
      encoding: 'utf8',
    });
    expect(pages).toContain('1 Franse knoop');
    expect(pages).toMatch(/1 kraal van 2,5 mm\s+1–2 stuks \(koop 2\)/);
    expect(pages).toMatch(/3 kleuren · 1 Franse knoop · 1 kraal · \d+ pagina's/);
  });
});
