/** svg2ttf (fontello; ships no types): an SVG font as a TrueType font. */
declare module 'svg2ttf' {
  interface Svg2TtfOptions {
    /** Creation and modification time in seconds since 1970 (else now). */
    ts?: number;
    copyright?: string;
    description?: string;
    url?: string;
    version?: string;
    familyname?: string;
    fullname?: string;
  }
  function svg2ttf(svgFont: string, options?: Svg2TtfOptions): { buffer: Uint8Array };
  export = svg2ttf;
}
