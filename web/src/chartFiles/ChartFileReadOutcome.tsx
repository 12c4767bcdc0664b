import { Link } from 'react-router';
import type { ImportedChartFile } from '../engine/chartFileProtocol';
import { nl } from '../i18n/nl';
import { PatternPdfFound, pictureImportPath } from './PatternPdfFound';
import { pictureOnly, type ChartFileReadStatus } from './useChartFileRead';

/**
 * Where the reading of a chosen file is: its progress, its Dutch message (with the picture import for a PDF of
 * pictures only), or what a pattern PDF gave, with its previews, to accept or cancel.
 */
export function ChartFileReadOutcome({
  status,
  acceptLabel,
  onAccept,
  onCancel,
}: {
  readonly status: ChartFileReadStatus;
  readonly acceptLabel?: string;
  readonly onAccept: (chart: ImportedChartFile) => void;
  readonly onCancel: () => void;
}) {
  const texts = nl.chartFiles;
  if (status.kind === 'busy') {
    return (
      <div role="status" className="chart-file-import__status">
        <span>{status.step === 'parsing' ? texts.parsing : texts.reading}</span>
        <progress aria-label={texts.progress} />
      </div>
    );
  }
  if (status.kind === 'failed') {
    return (
      <p role="alert" className="chart-file-import__error">
        {status.message}
        {pictureOnly.test(status.message) && (
          <>
            {' '}
            <Link to={pictureImportPath}>{texts.patternPdf.picture}</Link>
          </>
        )}
      </p>
    );
  }
  if (status.kind === 'found' && status.chart.pattern) {
    const { chart } = status;
    return (
      <PatternPdfFound
        pattern={status.chart.pattern}
        file={status.file}
        {...(chart.preview ? { preview: chart.preview } : {})}
        {...(acceptLabel ? { acceptLabel } : {})}
        onAccept={() => onAccept(chart)}
        onCancel={onCancel}
      />
    );
  }
  return null;
}
