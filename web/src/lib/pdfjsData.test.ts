import { describe, expect, it } from 'vitest';
import { pdfjsDataUrls } from './pdfjsData';

describe('pdf.js data URLs', () => {
  it('resolves the build’s folder against the page or worker address', () => {
    expect(pdfjsDataUrls('/assets/pdfjs-5.6.205/', 'https://steekwerk.nl/nl/c/abc')).toEqual({
      standardFontDataUrl: 'https://steekwerk.nl/assets/pdfjs-5.6.205/standard_fonts/',
      wasmUrl: 'https://steekwerk.nl/assets/pdfjs-5.6.205/wasm/',
    });
  });

  it('adds the missing slash and gives nothing for an empty base', () => {
    expect(pdfjsDataUrls('/x', 'http://localhost:8080/assets/engine.js')?.standardFontDataUrl).toBe(
      'http://localhost:8080/x/standard_fonts/',
    );
    expect(pdfjsDataUrls('', 'http://localhost/')).toBeUndefined();
  });
});
