import { useEffect, useRef } from 'react';
import type { PatternSummary } from '../engine/chartFileProtocol';
import { nl } from '../i18n/nl';
import { PatternPdfPreviews } from './pdfPreview/PatternPdfPreviews';

/** Where the picture import of a cross-stitch chart starts (a PDF of pictures only goes there). */
export const pictureImportPath = '/nl/chart/create/cross-stitch/colors/convert-picture-photo-image';

/**
 * What the import of a pattern PDF found (size, pages, threads, stitches, backstitch) and what it could not read,
 * before the maker accepts it as a new chart, with the PDF's first page beside the chart as it was imported.
 */
export function PatternPdfFound({
  pattern,
  file,
  preview,
  acceptLabel,
  onAccept,
  onCancel,
}: {
  /** The accept button's text ("Importeer deze chart" unless given). */
  readonly acceptLabel?: string;
  readonly pattern: PatternSummary;
  /** The PDF itself, whose first page is drawn beside the chart's preview. */
  readonly file?: Blob;
  /** The imported chart as a PNG. */
  readonly preview?: Uint8Array;
  readonly onAccept: () => void;
  readonly onCancel: () => void;
}) {
  const texts = nl.chartFiles.patternPdf;
  const region = useRef<HTMLDivElement>(null);
  // On a phone the summary appears below the fold: bring it into view. (A block body: newer browsers return a
  // promise from scrollIntoView, which React would take for the effect's cleanup.)
  useEffect(() => {
    region.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={region} className="chart-file-import__found" role="region" aria-label={texts.heading}>
      <h3>{texts.heading}</h3>
      <ul>
        <li>{texts.size(pattern.columns, pattern.rows)}</li>
        <li>{texts.pages(pattern.chartPages)}</li>
        <li>{texts.threads(pattern.threads)}</li>
        <li>{texts.stitches(pattern.stitches)}</li>
        <li>{texts.backstitches(pattern.backstitches)}</li>
        {(pattern.partStitches ?? 0) > 0 && <li>{texts.partStitches(pattern.partStitches ?? 0)}</li>}
      </ul>
      <PatternPdfPreviews
        {...(file ? { file } : {})}
        {...(preview ? { preview } : {})}
        {...(pattern.chartPages[0] !== undefined ? { chartPage: pattern.chartPages[0] } : {})}
      />
      {pattern.missing.length > 0 && (
        <div className="chart-file-import__missing">
          <p>{texts.missing}</p>
          <ul>
            {pattern.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="chart-file-import__actions">
        <button type="button" onClick={onAccept}>
          {acceptLabel ?? texts.accept}
        </button>
        <button type="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
