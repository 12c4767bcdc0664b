import { useEffect, useMemo, useRef, useState } from 'react';
import { followPdfTexts } from '../../i18n/nlFollowPdf';
import './pdfPreview.css';

/** Draws a page of a PDF on a canvas (renderPdfPage.ts, loaded on first use). */
export type PdfPageRenderer = (
  file: Blob,
  canvas: HTMLCanvasElement,
  pageNumber: number,
  signal: AbortSignal,
) => Promise<void>;

const renderWithPdfJs: PdfPageRenderer = async (file, canvas, pageNumber, signal) => {
  const { renderPdfPage } = await import('./renderPdfPage');
  await renderPdfPage(file, canvas, pageNumber, signal);
};

type PageStatus = 'drawing' | 'drawn' | 'failed';

/** A PNG's bytes as a `data:` address for an image. */
export function pngDataUrl(png: Uint8Array): string {
  let text = '';
  for (let start = 0; start < png.length; start += 0x8000) {
    text += String.fromCharCode(...png.subarray(start, start + 0x8000));
  }
  return `data:image/png;base64,${btoa(text)}`;
}

/**
 * The PDF's first page beside the chart as it was imported, to compare before accepting: side by side on a wide
 * screen, one below the other on a phone (pdfPreview.css). When the chart starts on a later page (a cover first),
 * a button shows that page instead, and back.
 */
export function PatternPdfPreviews({
  file,
  preview,
  chartPage,
  render = renderWithPdfJs,
}: {
  /** The PDF the maker chose (drawn with pdf.js). */
  readonly file?: Blob;
  /** The imported chart as a PNG (drawn in the engine worker). */
  readonly preview?: Uint8Array;
  /** The first page of the PDF the chart was read from. */
  readonly chartPage?: number;
  readonly render?: PdfPageRenderer;
}) {
  const texts = followPdfTexts.previews;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<PageStatus>('drawing');

  useEffect(() => {
    if (!file || !canvas.current) return;
    const controller = new AbortController();
    render(file, canvas.current, pageNumber, controller.signal).then(
      () => !controller.signal.aborted && setPage('drawn'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[pattern PDF] drawing a page failed', error);
        setPage('failed');
      },
    );
    return () => controller.abort();
  }, [file, render, pageNumber]);

  // A data address, not an object URL: nothing to revoke, and the PNG is small (≈ 35 kB for 300 × 300).
  const chartUrl = useMemo(() => (preview ? pngDataUrl(preview) : undefined), [preview]);

  if (!file && !preview) return null;
  const pageName = pageNumber === 1 ? texts.firstPage : texts.page(pageNumber);
  const otherPage = chartPage !== undefined && chartPage > 1 ? chartPage : undefined;
  return (
    <div className="pattern-pdf-previews">
      {file && (
        <figure className="pattern-pdf-previews__item">
          <div className="pattern-pdf-previews__picture">
            <canvas
              ref={canvas}
              className="pattern-pdf-previews__page"
              hidden={page !== 'drawn'}
              {...(page === 'drawn' ? { role: 'img', 'aria-label': pageName } : {})}
            />
            {page === 'drawing' && <p role="status">{texts.pageDrawing}</p>}
            {page === 'failed' && <p>{texts.pageFailed}</p>}
          </div>
          <figcaption>
            {pageName}
            {otherPage !== undefined && (
              <>
                {' '}
                <button
                  type="button"
                  className="pattern-pdf-previews__switch"
                  onClick={() => {
                    setPage('drawing');
                    setPageNumber(pageNumber === 1 ? otherPage : 1);
                  }}
                >
                  {pageNumber === 1 ? texts.showChartPage(otherPage) : texts.showFirstPage}
                </button>
              </>
            )}
          </figcaption>
        </figure>
      )}
      {chartUrl && (
        <figure className="pattern-pdf-previews__item">
          <div className="pattern-pdf-previews__picture">
            <img className="pattern-pdf-previews__chart" src={chartUrl} alt={texts.chartAsImported} />
          </div>
          <figcaption>{texts.chartAsImported}</figcaption>
        </figure>
      )}
    </div>
  );
}
