import { describe, expect, it } from 'vitest';
import { decodeCatalogueFile, repairColourName } from './catalogue-text';

describe('catalogue file text', () => {
  it('decodes UTF-8, drops a byte order mark, and falls back to Windows-1252 for other bytes', () => {
    expect(decodeCatalogueFile(new TextEncoder().encode('\uFEFFRed–Copper'))).toBe('Red–Copper');
    expect(decodeCatalogueFile(Uint8Array.from([0x52, 0x96, 0x43, 0xe9, 0x80]))).toBe('R–Cé€');
    expect(decodeCatalogueFile(Uint8Array.from([0x81]))).toBe('\uFFFD');
    expect(decodeCatalogueFile('\uFEFFtekst')).toBe('tekst');
  });

  it('puts back a lost dash between letters and leaves other question marks alone', () => {
    expect(repairColourName('Red?Copper')).toBe('Red–Copper');
    expect(repairColourName('Orange\uFFFDRed Bright ')).toBe('Orange–Red Bright');
    expect(repairColourName('Wat?')).toBe('Wat?');
    expect(repairColourName('? 12')).toBe('? 12');
    expect(repairColourName('Écru')).toBe('Écru');
  });
});
