/**
 * Text to cells (spec §3 "Text to grid"): the text is drawn on an OffscreenCanvas in the worker, one pixel per
 * cell, and a pixel at least half covered becomes a cell. Arial is drawn with Arimo, bundled with the app and
 * metric-compatible with Arial (SIL Open Font License), so a chart comes out the same on every computer.
 */
import arimoBold from '@fontsource/arimo/files/arimo-latin-700-normal.woff2?url';
import arimoBoldItalic from '@fontsource/arimo/files/arimo-latin-700-italic.woff2?url';
import arimoItalic from '@fontsource/arimo/files/arimo-latin-400-italic.woff2?url';
import arimoRegular from '@fontsource/arimo/files/arimo-latin-400-normal.woff2?url';
import type { TextRasterReply, TextRasterRequest } from './engineProtocol';

/** The family name the bundled font is registered under. */
export const textFontFamily = 'Steekwerk Arimo';

/** The smallest font size text is fitted down to. */
export const minTextFontSize = 4;

const faces: ReadonlyArray<{ url: string; weight: string; style: string }> = [
  { url: arimoRegular, weight: '400', style: 'normal' },
  { url: arimoBold, weight: '700', style: 'normal' },
  { url: arimoItalic, weight: '400', style: 'italic' },
  { url: arimoBoldItalic, weight: '700', style: 'italic' },
];

let fontsLoading: Promise<void> | undefined;

/** Loads the bundled faces into the worker once. */
function loadFonts(): Promise<void> {
  fontsLoading ??= Promise.all(
    faces.map(async ({ url, weight, style }) => {
      const face = new FontFace(textFontFamily, `url(${url})`, { weight, style });
      await face.load();
      (self as unknown as { fonts: FontFaceSet }).fonts.add(face);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      fontsLoading = undefined;
      throw error;
    },
  );
  return fontsLoading;
}

/** A mask of cells: 1 where the letters are. */
export interface TextMask {
  readonly columns: number;
  readonly rows: number;
  readonly mask: Uint8Array;
}

/**
 * The cells of RGBA pixels: 1 where alpha is at least half, trimmed to the smallest rectangle holding them; undefined
 * when no pixel is covered.
 */
export function maskFromPixels(
  pixels: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): TextMask | undefined {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) >= 128) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  if (right < 0) return undefined;
  const columns = right - left + 1;
  const rows = bottom - top + 1;
  const mask = new Uint8Array(columns * rows);
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      mask[y * columns + x] = (pixels[((top + y) * width + left + x) * 4 + 3] ?? 0) >= 128 ? 1 : 0;
    }
  }
  return { columns, rows, mask };
}

/** The CSS font of a request at a size. */
export function cssFont(request: Pick<TextRasterRequest, 'bold' | 'italic'>, fontSize: number): string {
  return `${request.italic ? 'italic ' : ''}${request.bold ? '700 ' : '400 '}${fontSize}px "${textFontFamily}"`;
}

/** Draws the lines of the text at one size; the line height is the font's own (ascent plus descent). */
function drawText(request: TextRasterRequest, fontSize: number): TextMask | undefined {
  const lines = request.text.split(/\r?\n/);
  const probe = new OffscreenCanvas(1, 1).getContext('2d');
  if (!probe) throw new Error('No 2D context');
  probe.font = cssFont(request, fontSize);
  const metrics = lines.map((line) => probe.measureText(line));
  const ascent = Math.ceil(Math.max(fontSize, ...metrics.map((metric) => metric.fontBoundingBoxAscent || 0)));
  const descent = Math.ceil(
    Math.max(...metrics.map((metric) => metric.fontBoundingBoxDescent || fontSize / 4)),
  );
  const lineHeight = ascent + descent;
  const margin = Math.ceil(fontSize / 2);
  const width = Math.ceil(Math.max(1, ...metrics.map((metric) => metric.width))) + 2 * margin;
  const height = lineHeight * lines.length + 2 * margin;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  context.font = cssFont(request, fontSize);
  context.fillStyle = '#000';
  context.textBaseline = 'alphabetic';
  lines.forEach((line, index) => context.fillText(line, margin, margin + index * lineHeight + ascent));
  return maskFromPixels(context.getImageData(0, 0, width, height).data, width, height);
}

/** Rasterises text; with `fit`, the font gets smaller until the cells fit (down to {@link minTextFontSize}). */
export async function rasteriseText(request: TextRasterRequest): Promise<TextRasterReply> {
  if (request.text.trim() === '') return { ok: false, code: 'emptyText' };
  try {
    await loadFonts();
  } catch (error) {
    console.error('[engine worker] loading the text font failed', error);
    return { ok: false, code: 'textUnavailable' };
  }
  let fontSize = Math.max(minTextFontSize, Math.round(request.fontSize));
  for (;;) {
    const drawn = drawText(request, fontSize);
    if (!drawn) return { ok: false, code: 'emptyText' };
    const fit = request.fit;
    const fits = !fit || (drawn.columns <= fit.columns && drawn.rows <= fit.rows);
    if (fits || fontSize <= minTextFontSize) return { ok: true, ...drawn, fontSize };
    const scale = Math.min(fit.columns / drawn.columns, fit.rows / drawn.rows);
    fontSize = Math.max(minTextFontSize, Math.min(fontSize - 1, Math.floor(fontSize * scale)));
  }
}
