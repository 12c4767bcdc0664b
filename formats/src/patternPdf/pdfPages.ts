/**
 * What a pattern PDF's pages hold, through pdf.js (`pdfjs-dist`, its legacy build so it also runs in Node): per page
 * the text items (font, string, position and size in page space) and the straight vector segments of stroked paths
 * and filled rectangles (in page space: the reader follows the `q`/`Q`/`cm` transforms, pdf.js reports path
 * coordinates in user space), and how many pictures it paints. No hand-written PDF parsing.
 */
import { ChartFileError } from '../chart/chartFileError';
import type { PdfShape } from './pathShapes';
import { pageContent } from './pageContent';

/** One text item: its string, its font (`font:` and its PDF name; a Type 3 font's pdf.js id). */
export interface PdfTextItem {
  readonly str: string;
  readonly font: string;
  /** Baseline start in page space (points, y up). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** The font size in page space. */
  readonly size: number;
  /** The centre x of each glyph of `str`, in order. */
  readonly xs: readonly number[];
}

/** A straight stroked segment in page space, with its line width and stroke colour (`#rrggbb`). */
export interface PdfSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly width: number;
  readonly colour: string;
}

/** A filled axis-aligned rectangle in page space and its fill colour. */
export interface PdfFill {
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
  readonly top: number;
  readonly colour: string;
}

/** A filled triangle in page space (a half or quarter stitch, an arrow) and its fill colour. */
export interface PdfTriangle {
  readonly points: ReadonlyArray<readonly [number, number]>;
  readonly colour: string;
}

export interface PdfPageContent {
  /** 1-based page number. */
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly texts: PdfTextItem[];
  readonly segments: PdfSegment[];
  readonly fills: PdfFill[];
  readonly triangles: PdfTriangle[];
  /**
   * Small painted paths (symbols drawn as shapes), flattened on first read: a chart whose symbols are glyphs never
   * pays for its thousands of cell squares.
   */
  readonly shapes: PdfShape[];
  readonly images: number;
}

export interface PdfContent {
  readonly pages: PdfPageContent[];
  readonly title: string;
  readonly author: string;
}

/** The most pages a pattern PDF may have. */
export const maxPdfPages = 500;
/** The largest PDF read (bytes). */
export const maxPdfBytes = 100 * 1024 * 1024;

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs', {
  with: { 'resolution-mode': 'import' },
});
let pdfjsPromise: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded once on first use (never in a screen's first load). Its parser runs in the calling thread (our own
 * import worker in the browser, the process in Node): pdf.js takes the parser from `globalThis.pdfjsWorker` instead
 * of starting a worker of its own.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    const parser: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsPromise;
}

/** A Dutch sentence for what pdf.js throws when opening a file. */
function openError(error: unknown): ChartFileError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException')
    return new ChartFileError(
      'Dit PDF-bestand is beveiligd met een wachtwoord; open het zonder beveiliging.',
    );
  return new ChartFileError(
    'Dit PDF-bestand kan niet gelezen worden: het is beschadigd of geen PDF' +
      (error instanceof Error && error.message ? ` (${error.message}).` : '.'),
  );
}

/** Where pdf.js finds its data files: absolute URLs (or, in Node, folder paths) ending in `/`. */
export interface PdfjsDataUrls {
  readonly standardFontDataUrl: string;
  readonly wasmUrl: string;
}

/** Reads every page's text, segments, fills and pictures. */
export async function readPdfContent(bytes: Uint8Array, data?: PdfjsDataUrls): Promise<PdfContent> {
  if (bytes.length === 0) throw new ChartFileError('Het bestand is leeg.');
  if (bytes.length > maxPdfBytes)
    throw new ChartFileError(`Het PDF-bestand is te groot (meer dan ${maxPdfBytes / 1024 / 1024} MB).`);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-'))
    throw new ChartFileError('Dit is geen PDF-bestand (het begint niet met %PDF-).');
  const pdfjs = await loadPdfJs();
  let doc: Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
  try {
    doc = await pdfjs.getDocument({
      // pdf.js takes over (detaches) the buffer it is given: give it a copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
      ...(data ? { standardFontDataUrl: data.standardFontDataUrl, wasmUrl: data.wasmUrl } : {}),
    }).promise;
  } catch (error) {
    throw openError(error);
  }
  try {
    if (doc.numPages > maxPdfPages)
      throw new ChartFileError(`Het PDF-bestand heeft meer dan ${maxPdfPages} pagina's.`);
    const meta = await doc.getMetadata().catch(() => undefined);
    const info = (meta?.info ?? {}) as { Title?: unknown; Author?: unknown };
    const pages: PdfPageContent[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      try {
        pages.push(await pageContent(pdfjs, page, number));
      } finally {
        page.cleanup();
      }
    }
    return {
      pages,
      title: typeof info.Title === 'string' ? info.Title.trim() : '',
      author: typeof info.Author === 'string' ? info.Author.trim() : '',
    };
  } catch (error) {
    if (error instanceof ChartFileError) throw error;
    throw openError(error);
  } finally {
    await doc.destroy();
  }
}
