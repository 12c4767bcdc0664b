import { useEffect, useRef, useState } from 'react';
import { followPdfTexts } from '../../i18n/nlFollowPdf';
import './pdfPreview.css';

/** Draws a PDF's first page on a canvas (renderFirstPage.ts, loaded on first use). */
export type FirstPageRenderer = (file: Blob, canvas: HTMLCanvasElement, signal: AbortSignal) => Promise<void>;

const renderWithPdfJs: FirstPageRenderer = async (file, canvas, signal) => {
  const { renderFirstPage } = await import('./renderFirstPage');
  await renderFirstPage(file, canvas, signal);
};

type PageStatus = 'drawing' | 'drawn' | 'failed';

/**
 * The PDF's first page beside the chart as it was imported, to compare before accepting: side by side on a wide
 * screen, one below the other on a phone (pdfPreview.css).
 */
export function PatternPdfPreviews({
  file,
  preview,
  render = renderWithPdfJs,
}: {
  /** The PDF the maker chose (drawn with pdf.js). */
  readonly file?: Blob;
  /** The imported chart as a PNG (drawn in the engine worker). */
  readonly preview?: Uint8Array;
  readonly render?: FirstPageRenderer;
}) {
  const texts = followPdfTexts.previews;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PageStatus>('drawing');
  const [chartUrl, setChartUrl] = useState<string>();

  useEffect(() => {
    if (!file || !canvas.current) return;
    const controller = new AbortController();
    setPage('drawing');
    render(file, canvas.current, controller.signal).then(
      () => !controller.signal.aborted && setPage('drawn'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[pattern PDF] drawing the first page failed', error);
        setPage('failed');
      },
    );
    return () => controller.abort();
  }, [file, render]);

  useEffect(() => {
    if (!preview) return;
    const url = URL.createObjectURL(new Blob([preview as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
    setChartUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [preview]);

  if (!file && !preview) return null;
  return (
    <div className="pattern-pdf-previews">
      {file && (
        <figure className="pattern-pdf-previews__item">
          <div className="pattern-pdf-previews__picture">
            <canvas
              ref={canvas}
              className="pattern-pdf-previews__page"
              hidden={page !== 'drawn'}
              {...(page === 'drawn' ? { role: 'img', 'aria-label': texts.firstPage } : {})}
            />
            {page === 'drawing' && <p role="status">{texts.firstPageDrawing}</p>}
            {page === 'failed' && <p>{texts.firstPageFailed}</p>}
          </div>
          <figcaption>{texts.firstPage}</figcaption>
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
