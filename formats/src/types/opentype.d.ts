/** The part of opentype.js (2.x ships no types) that the key font's builder uses. */
declare module 'opentype.js' {
  export class Path {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    close(): void;
  }
  export class Glyph {
    constructor(options: { name: string; unicode?: number; advanceWidth: number; path: Path });
  }
  export class Font {
    constructor(options: {
      familyName: string;
      styleName: string;
      unitsPerEm: number;
      ascender: number;
      descender: number;
      glyphs: Glyph[];
      createdTimestamp?: number;
      copyright?: string;
      version?: string;
      description?: string;
    });
    toArrayBuffer(): ArrayBuffer;
  }
}
