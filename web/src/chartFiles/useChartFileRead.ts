/**
 * Reading a chosen chart file in the engine worker, for "Importeer een bestand" and "Volg een PDF-patroon": the
 * worker's steps, its Dutch message or a tier limit the chart passes, or the chart (a pattern PDF's waiting for the
 * maker to accept what was found, with the file kept for its first page's preview).
 */
import { useMemo, useState, type ChangeEvent } from 'react';
import { useViewer } from '../account/useAccount';
import type { ChartFileReply, ChartFileStep, ImportedChartFile } from '../engine/chartFileProtocol';
import { getEngineClient } from '../engine/engineClient';
import { nl } from '../i18n/nl';
import { tierProblemOf } from './importedChartFile';

/** What the import needs of the engine client (the worker reads the file). */
export interface ChartFileEngine {
  importChartFile(
    file: Blob,
    fileName: string,
    onStep?: (step: ChartFileStep) => void,
  ): Promise<ChartFileReply>;
}

export type ChartFileReadStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly step: ChartFileStep | 'starting' }
  | { readonly kind: 'failed'; readonly message: string }
  /** A pattern PDF was read: what was found waits for the maker to accept it. */
  | { readonly kind: 'found'; readonly chart: ImportedChartFile; readonly file: Blob };

/** The picture import's message of a PDF that holds only pictures (formats' `pictureOnlyMessage`). */
export const pictureOnly = /^Dit PDF-bestand bevat plaatjes in plaats van symbolen;/;

/**
 * The reading of one file at a time. `onChart` gets a chart that needs no look first (an OXS, JSON or PNG file);
 * a pattern PDF's chart waits in the status (`found`) until the screen accepts it.
 */
export function useChartFileRead(
  onChart: (chart: ImportedChartFile) => void,
  engineOverride?: ChartFileEngine,
  /** A file of another kind than these is refused with this message before reading (the follow screen: PDF only). */
  only?: { readonly extension: RegExp; readonly message: string },
) {
  const { premium } = useViewer();
  const engine = useMemo(() => engineOverride ?? getEngineClient(), [engineOverride]);
  const [status, setStatus] = useState<ChartFileReadStatus>({ kind: 'idle' });

  const read = async (file: File) => {
    if (only && !only.extension.test(file.name)) {
      setStatus({ kind: 'failed', message: only.message });
      return;
    }
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
        message: reply.code === 'unsupportedFile' ? nl.chartFiles.unsupported : reply.message,
      });
      return;
    }
    const problem = tierProblemOf(reply.state, premium);
    if (problem) {
      setStatus({ kind: 'failed', message: problem });
      return;
    }
    if (reply.pattern) {
      setStatus({ kind: 'found', chart: reply, file });
      return;
    }
    onChart(reply);
  };

  /** The file input's change: reads the chosen file, and empties the input so the same file can be chosen again. */
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await read(file);
  };

  return { status, read, choose, reset: () => setStatus({ kind: 'idle' }) };
}
