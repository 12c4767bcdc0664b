/**
 * Where pdf.js finds its data files in this app (web/src/build/pdfjsAssets.ts copies them into the build): the
 * standard fonts a PDF names without embedding them (Helvetica, ZapfDingbats's chart symbols…) and the wasm of its
 * image decoders. Without them pdf.js draws such a font's glyphs with a substitute or not at all. Both the import in
 * the engine worker and the preview pass these to `getDocument`.
 */
declare const __PDFJS_BASE__: string | undefined;

export interface PdfjsDataUrls {
  /** Absolute URL of the standard fonts' folder, ending in `/`. */
  readonly standardFontDataUrl: string;
  /** Absolute URL of the wasm folder, ending in `/`. */
  readonly wasmUrl: string;
}

/**
 * The data URLs below `base` (a URL path ending in `/`), resolved against `here` (the page's or the worker's
 * address); undefined without a base (a unit test outside the Vite build).
 */
export function pdfjsDataUrls(
  base: string | undefined = typeof __PDFJS_BASE__ === 'string' ? __PDFJS_BASE__ : undefined,
  here: string | undefined = typeof location === 'undefined' ? undefined : location.href,
): PdfjsDataUrls | undefined {
  if (!base || !here) return undefined;
  const root = new URL(base.endsWith('/') ? base : `${base}/`, here);
  return {
    standardFontDataUrl: new URL('standard_fonts/', root).href,
    wasmUrl: new URL('wasm/', root).href,
  };
}
