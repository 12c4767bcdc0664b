import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../account/useAccount';
import type { ImportedChartFile } from '../../engine/chartFileProtocol';
import { followPdfTexts } from '../../i18n/nlFollowPdf';
import { useDocumentTitle } from '../../ui/pageTitle';
import { ChartFileReadOutcome } from '../ChartFileReadOutcome';
import { openImportedChart } from '../openImported';
import { useChartFileRead, type ChartFileEngine } from '../useChartFileRead';
import '../chartFiles.css';

/** Only PDFs here; the create screen imports the other chart files. */
const onlyPdf = { extension: /\.pdf$/i, message: followPdfTexts.onlyPdf };

/**
 * `/nl/chart/follow-pdf`, "Volg een PDF-patroon": the tracker's own start. The maker picks a pattern PDF, sees what
 * was found (with the PDF's first page beside the chart as imported) and, on accepting, the chart opens as a new
 * chart in the progress tracker, where it is saved (private) as any chart. A visitor without an account gets what
 * the create screen's import gives: the new chart in the editor, saved once they log in.
 */
export function FollowPatternPdfPage({ engine }: { readonly engine?: ChartFileEngine }) {
  const texts = followPdfTexts;
  useDocumentTitle(texts.title);
  const navigate = useNavigate();
  const { loggedIn } = useViewer();
  const inputId = useId();
  const open = (chart: ImportedChartFile) =>
    openImportedChart(chart, (path) => void navigate(path), { tracker: loggedIn });
  const { status, choose, reset } = useChartFileRead(open, engine, onlyPdf);

  const busy = status.kind === 'busy';
  return (
    <article className="page follow-pdf">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <p>{loggedIn ? texts.saved : texts.anonymous}</p>
      <div className="chart-file-import">
        <input
          id={inputId}
          className="chart-file-import__input"
          type="file"
          accept=".pdf,application/pdf"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        <label className={`chart-file-import__button${busy ? ' is-disabled' : ''}`} htmlFor={inputId}>
          {texts.choose}
        </label>
        <ChartFileReadOutcome
          status={status}
          {...(loggedIn ? { acceptLabel: texts.accept } : {})}
          onAccept={open}
          onCancel={reset}
        />
      </div>
    </article>
  );
}
