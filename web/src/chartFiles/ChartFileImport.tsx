import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { ImportedChartFile } from '../engine/chartFileProtocol';
import { nl } from '../i18n/nl';
import { openImportedChart } from './openImported';
import { ChartFileReadOutcome } from './ChartFileReadOutcome';
import { useChartFileRead, type ChartFileEngine } from './useChartFileRead';
import './chartFiles.css';

export type { ChartFileEngine } from './useChartFileRead';

/** The file kinds offered in the file picker. */
export const chartFileAccept = '.oxs,.json,.png,.pdf,application/pdf';

/**
 * "Importeer een bestand" on the create screen: an OXS file (WinStitch, MacStitch and other programs), a Steekwerk
 * file (.json) or a one-pixel-per-cell PNG is read in the engine worker and opened as a new chart in the editor.
 */
export function ChartFileImport({ engine }: { readonly engine?: ChartFileEngine }) {
  const texts = nl.chartFiles;
  const navigate = useNavigate();
  const inputId = useId();
  const open = (chart: ImportedChartFile) => openImportedChart(chart, (path) => void navigate(path));
  const { status, choose, reset } = useChartFileRead(open, engine);

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
      <ChartFileReadOutcome status={status} onAccept={open} onCancel={reset} />
    </section>
  );
}
