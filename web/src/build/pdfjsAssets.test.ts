import { describe, expect, it } from 'vitest';
import { builtPdfjsBase, installedPdfjs, pdfjsDataFiles } from './pdfjsAssets';

describe('pdf.js data files for the build', () => {
  it('finds the installed pdf.js with its standard fonts (ZapfDingbats’s substitute among them) and wasm', () => {
    const { root, version } = installedPdfjs(import.meta.url);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(builtPdfjsBase(version)).toBe(`assets/pdfjs-${version}/`);
    expect(pdfjsDataFiles(root, 'standard_fonts')).toEqual(
      expect.arrayContaining(['FoxitDingbats.pfb', 'FoxitSymbol.pfb', 'LiberationSans-Regular.ttf']),
    );
    expect(pdfjsDataFiles(root, 'wasm')).toEqual(expect.arrayContaining(['openjpeg.wasm', 'jbig2.wasm']));
  });
});
