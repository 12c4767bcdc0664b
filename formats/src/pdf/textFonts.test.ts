import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { arimoVersion } from './font/arimo';
import { fontMetrics, shapeOnce, textFontBytes } from './textFonts';

type EmbedderFontName = Parameters<typeof StandardFontEmbedder.for>[0];

describe('the text fonts', () => {
  it('are the Latin fonts of the installed @fontsource/arimo (regenerate with scripts/make-text-font-module.mjs)', () => {
    const require = createRequire(__filename);
    const packageDirectory = dirname(require.resolve('@fontsource/arimo/package.json'));
    const installed = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(arimoVersion).toBe(installed.version);
    for (const [name, weight] of [
      ['regular', 400],
      ['bold', 700],
    ] as const) {
      const woff = fontkit.create(
        readFileSync(join(packageDirectory, 'files', `arimo-latin-${weight}-normal.woff`)),
      );
      const ttf = fontkit.create(textFontBytes(name));
      expect(ttf.postscriptName).toBe(woff.postscriptName);
      expect(ttf.numGlyphs).toBe(woff.numGlyphs);
      expect(ttf.characterSet).toEqual(woff.characterSet);
      // fontkit cannot read the WOFF's empty no-break space (its last glyph); the TrueType file reads every glyph.
      const advance = (font: typeof ttf, codePoint: number) => {
        try {
          return font.glyphForCodePoint(codePoint).advanceWidth;
        } catch {
          return undefined;
        }
      };
      for (const codePoint of ttf.characterSet) {
        const expected = advance(woff, codePoint);
        expect(advance(ttf, codePoint), codePoint.toString(16)).toBe(expected ?? advance(ttf, 0x20));
      }
      expect(ttf.glyphForCodePoint(0x41).path.toSVG()).toBe(woff.glyphForCodePoint(0x41).path.toSVG());
    }
  });

  it('write every character of the PDF’s own texts; arrows are left to the fallback font', () => {
    const texts = [
      'Sleutel (vervolg) Symbool Nummer Naam Draden Gebruik Schatting',
      'Kolommen 1–52, Rijen 1–79 · Pagina 4 van 9 · 21,8 × 16,3 cm op 14 count',
      'De schatting van een kleur telt al haar steken: hele 1, halve ½, kwart ¼, Franse knoop 1,2',
      'Overzicht van de pagina’s “Geschreven patroon” — 3–4 strengen (koop 3) … € ë é ï ü',
    ];
    for (const text of texts) {
      expect(fontMetrics('regular').writes(text), text).toBe(true);
      expect(fontMetrics('bold').writes(text), text).toBe(true);
    }
    expect(fontMetrics('regular').writes('Rij 3 ↙')).toBe(false);
    expect(fontMetrics('fallback').writes('Rij 3 ↙')).toBe(true);
  });

  it('measure as pdf-lib draws them, and as wide as Helvetica (the layout did not move)', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(textFontBytes('regular'), { subset: true });
    const bold = await doc.embedFont(textFontBytes('bold'), { subset: true });
    const sample = 'Garen voor Franse knopen: 880 steken, 12,5 cm backsteek (koop 3)';
    expect(fontMetrics('regular').text(sample) * 9).toBeCloseTo(regular.widthOfTextAtSize(sample, 9), 6);
    expect(fontMetrics('bold').text(sample) * 9).toBeCloseTo(bold.widthOfTextAtSize(sample, 9), 6);
    const helvetica = StandardFontEmbedder.for(StandardFonts.Helvetica as string as EmbedderFontName);
    const helveticaBold = StandardFontEmbedder.for(StandardFonts.HelveticaBold as string as EmbedderFontName);
    // Arimo follows Arial's widths, which differ from Helvetica's in a few glyphs: within 1 %.
    for (const ratio of [
      regular.widthOfTextAtSize(sample, 9) / helvetica.widthOfTextAtSize(sample, 9),
      bold.widthOfTextAtSize(sample, 9) / helveticaBold.widthOfTextAtSize(sample, 9),
    ]) {
      expect(Math.abs(ratio - 1)).toBeLessThan(0.01);
    }
  });

  it('shape only what needs shaping, each distinct text once in a document (pdf-lib asks with no features)', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(textFontBytes('regular'), { subset: true });
    const fontkitFont = (
      font as unknown as { embedder: { font: { layout: (...args: unknown[]) => unknown } } }
    ).embedder.font;
    let shaped = 0;
    const layout = fontkitFont.layout.bind(fontkitFont);
    fontkitFont.layout = (...args: unknown[]) => {
      shaped += 1;
      return layout(...args);
    };
    shapeOnce(font);
    for (let round = 0; round < 3; round += 1) {
      font.widthOfTextAtSize('Pagina 4 van 9', 10);
      font.encodeText('Pagina 4 van 9');
      font.encodeText('Kolommen 1–52');
    }
    // Plain Latin needs no shaping at all; a text with a combining mark is shaped, once.
    expect(shaped).toBe(0);
    for (let round = 0; round < 3; round += 1) font.encodeText('Zoë met e\u0308');
    expect(shaped).toBe(1);
    expect(font.widthOfTextAtSize('Pagina 4 van 9', 10)).toBeCloseTo(
      fontMetrics('regular').text('Pagina 4 van 9') * 10,
      6,
    );
  });
});
