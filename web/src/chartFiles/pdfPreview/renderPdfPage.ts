/**
 * A page of a PDF (its first, or the first of its chart) drawn on a canvas with pdf.js, to compare with the chart
 * the import made of it. Loaded only when an import summary shows a PDF (a dynamic import of this module): pdf.js is
 * in no screen's first load. pdf.js parses in a worker of its own and draws on the main thread in slices of about
 * 15 ms, so the page stays responsive; the worker ends with the drawing.
 */
import { getDocument, PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjsDataUrls } from '../../lib/pdfjsData';

/** The largest side of the drawing in canvas pixels (a phone at 3× shows 300 CSS pixels sharp). */
export const pageMaxPixels = 900;

/** The scale that fits a page of `width` × `height` points into `maxPixels` on its longer side. */
export function fitScale(width: number, height: number, maxPixels = pageMaxPixels): number {
  const longest = Math.max(width, height);
  return longest > 0 && Number.isFinite(longest) ? maxPixels / longest : 1;
}

/** The page to draw: `pageNumber` within 1 and the PDF's last page. */
export function pageWithin(pageNumber: number, pageCount: number): number {
  const whole = Number.isFinite(pageNumber) ? Math.floor(pageNumber) : 1;
  return Math.max(1, Math.min(pageCount, whole));
}

/** The drawing going on per canvas (its end, failed or not). */
const drawings = new WeakMap<HTMLCanvasElement, Promise<unknown>>();

/**
 * Draws page `pageNumber` of `file` on `canvas` (sized to the page), white behind it.
 *
 * @throws Error when pdf.js cannot open the file or draw the page
 */
export function renderPdfPage(
  file: Blob,
  canvas: HTMLCanvasElement,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<void> {
  // One drawing on a canvas at a time: pdf.js refuses a second render() on a canvas whose first (stopped by a page
  // switch) has not ended yet, so the next drawing waits for the previous one's end.
  const previous = drawings.get(canvas) ?? Promise.resolve();
  const drawing = previous.then(() => drawPage(file, canvas, pageNumber, signal));
  drawings.set(
    canvas,
    drawing.catch(() => undefined),
  );
  return drawing;
}

async function drawPage(
  file: Blob,
  canvas: HTMLCanvasElement,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  const data = new Uint8Array(await file.arrayBuffer());
  const port = new Worker(new URL('./pdfjsWorker.ts', import.meta.url), { type: 'module' });
  // pdf.js's types give `port` as null only (from its JSDoc); it takes a Worker.
  const worker = new PDFWorker({ port: port as unknown as null });
  // The standard fonts: a chart whose symbols are ZapfDingbats glyphs shows them, not blanks.
  const loading = getDocument({ data, worker, isEvalSupported: false, ...pdfjsDataUrls() });
  const stop = () => void loading.destroy();
  signal?.addEventListener('abort', stop);
  try {
    const document = await loading.promise;
    const page = await document.getPage(pageWithin(pageNumber, document.numPages));
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: fitScale(unscaled.width, unscaled.height) });
    canvas.width = Math.max(1, Math.floor(viewport.width));
    canvas.height = Math.max(1, Math.floor(viewport.height));
    const task = page.render({ canvas, viewport, background: '#ffffff' });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel);
    try {
      await task.promise;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    await loading.destroy();
    worker.destroy();
    port.terminate();
  }
}
