import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../account/useAccount';
import { draftQuery, keepDraft, keepDraftProgress } from '../editor/sync/draftStore';
import type { ChartFileReply, ChartFileStep, ImportedChartFile } from '../engine/chartFileProtocol';
import { getEngineClient } from '../engine/engineClient';
import { nl } from '../i18n/nl';
import { asNewChart, tierProblemOf } from './importedChartFile';
import { PatternPdfFound, pictureImportPath } from './PatternPdfFound';
import './chartFiles.css';

/** What the import needs of the engine client (the worker reads the file). */
export interface ChartFileEngine {
  importChartFile(
    file: Blob,
    fileName: string,
    onStep?: (step: ChartFileStep) => void,
  ): Promise<ChartFileReply>;
}

/** The file kinds offered in the file picker. */
export const chartFileAccept = '.oxs,.json,.png,.pdf,application/pdf';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly step: ChartFileStep | 'starting' }
  | { readonly kind: 'failed'; readonly message: string }
  /** A pattern PDF was read: what was found waits for the maker to accept it. */
  | { readonly kind: 'found'; readonly chart: ImportedChartFile };

/** The picture import's message of a PDF that holds only pictures (formats' `pictureOnlyMessage`). */
const pictureOnly = /^Dit PDF-bestand bevat plaatjes in plaats van symbolen;/;

/**
 * "Importeer een bestand" on the create screen: an OXS file (WinStitch, MacStitch and other programs), a Steekwerk
 * file (.json) or a one-pixel-per-cell PNG is read in the engine worker and opened as a new chart in the editor.
 */
export function ChartFileImport({ engine: engineOverride }: { readonly engine?: ChartFileEngine }) {
  const texts = nl.chartFiles;
  const navigate = useNavigate();
  const { premium } = useViewer();
  const engine = useMemo(() => engineOverride ?? getEngineClient(), [engineOverride]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus({ kind: 'busy', step: 'starting' });
    // A step travels on its own message port, so it may arrive after the reply: it must not undo the outcome.
    let answered = false;
    const reply = await engine.importChartFile(file, file.name, (step) => {
      if (!answered) setStatus({ kind: 'busy', step });
    });
    answered = true;
    if (!reply.ok) {
      setStatus({
        kind: 'failed',
        message: reply.code === 'unsupportedFile' ? texts.unsupported : reply.message,
      });
      return;
    }
    const problem = tierProblemOf(reply.state, premium);
    if (problem) {
      setStatus({ kind: 'failed', message: problem });
      return;
    }
    if (reply.pattern) {
      setStatus({ kind: 'found', chart: reply });
      return;
    }
    open(reply);
  };

  const open = (chart: ImportedChartFile) => {
    keepDraft(sessionStorage, asNewChart(chart.state));
    // The file's marked stitches open as the maker's progress (importedProgress.ts).
    if (chart.progressDone) keepDraftProgress(sessionStorage, chart.progressDone);
    navigate(`/nl/c/new?${draftQuery}`);
  };

  const busy = status.kind === 'busy';
  return (
    <section className="chart-file-import" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{texts.heading}</h2>
      <p>{texts.text}</p>
      <input
        id={inputId}
        className="chart-file-import__input"
        type="file"
        accept={chartFileAccept}
        disabled={busy}
        onChange={(event) => void choose(event)}
      />
      <label className={`chart-file-import__button${busy ? ' is-disabled' : ''}`} htmlFor={inputId}>
        {texts.choose}
      </label>
      {busy && (
        <div role="status" className="chart-file-import__status">
          <span>{status.step === 'parsing' ? texts.parsing : texts.reading}</span>
          <progress aria-label={texts.progress} />
        </div>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="chart-file-import__error">
          {status.message}
          {pictureOnly.test(status.message) && (
            <>
              {' '}
              <Link to={pictureImportPath}>{texts.patternPdf.picture}</Link>
            </>
          )}
        </p>
      )}
      {status.kind === 'found' && status.chart.pattern && (
        <PatternPdfFound
          pattern={status.chart.pattern}
          onAccept={() => open(status.chart)}
          onCancel={() => setStatus({ kind: 'idle' })}
        />
      )}
    </section>
  );
}
