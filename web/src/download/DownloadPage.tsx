/**
 * `/nl/c/{chartId}/download?fileType=…` (spec §2, §3): the file type (one row per writer of the table), its
 * settings, the page count before exporting, and the export itself in a worker with a progress bar and a cancel
 * button. Settings are remembered per user.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fileNameOf } from '@steekwerk/formats/chart-files';
import { useDocumentTitle } from '../ui/pageTitle';
import { nl } from '../i18n/nl';
import { pages } from './downloadTexts';
import { createExportClient, type ExportClient } from '../engine/exportClient';
import { exportFileTypes, findFileType, type ExportFileType } from './exportFileTypes';
import { loadExportSettings, saveExportSettings, type ExportSettings } from './exportSettings';
import { useExportSource, type ExportSource } from './exportSource';
import { ExportSettingsFields, settingsProblem } from './ExportSettingsFields';
import { ChartPreview } from './ChartPreview';
import { useViewerProgress } from './useViewerProgress';
import { progressOnChart } from './viewerProgress';
import { saveFile } from './saveFile';
import './download.css';

const texts = nl.chartScreens.download;

type RunState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; text: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/** `client` runs the exports, `previewClient` the small picture (none when only `client` is given, as in tests). */
export function DownloadPage({
  client,
  previewClient,
}: { client?: ExportClient; previewClient?: ExportClient } = {}) {
  const source = useExportSource();
  useDocumentTitle(pages.title);
  return (
    <section className="download-screen">
      <h1>{pages.heading}</h1>
      <p>{pages.text}</p>
      {!source?.snapshot ? (
        <p role="status">{texts.notReady}</p>
      ) : !source.mayExport ? (
        <p role="alert">{texts.notAllowed}</p>
      ) : exportFileTypes.length === 0 ? (
        <p>{texts.noFileTypes}</p>
      ) : (
        <>
          <PreviewOf source={source} given={previewClient} skip={client !== undefined} />
          <DownloadForm source={source} client={client} />
        </>
      )}
    </section>
  );
}

function PreviewOf({ source, given, skip }: { source: ExportSource; given?: ExportClient; skip: boolean }) {
  const client = useMemo(() => given ?? (skip ? undefined : createExportClient()), [given, skip]);
  return client ? <ChartPreview source={source} client={client} /> : null;
}

function DownloadForm({ source, client: given }: { source: ExportSource; client: ExportClient | undefined }) {
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const client = useMemo(() => given ?? createExportClient(), [given]);
  useEffect(() => () => client.cancel(), [client]);
  // The address's file type (ctrl+P, a link) wins over the remembered one. The form then follows its own state, so
  // a chosen type shows at once; the address catches up in react-router's transition.
  const addressType = findFileType(query.get('fileType'))?.fileType;
  const [settings, setSettings] = useState<ExportSettings>(() => {
    const remembered = loadExportSettings(localStorage, source.userId);
    return addressType ? { ...remembered, fileType: addressType } : remembered;
  });
  // A later change of the address from outside (ctrl+P on this screen) chooses that type.
  const [seenAddressType, setSeenAddressType] = useState(addressType);
  if (addressType !== seenAddressType) {
    setSeenAddressType(addressType);
    if (addressType && addressType !== settings.fileType) setSettings({ ...settings, fileType: addressType });
  }
  const row: ExportFileType = findFileType(settings.fileType) ?? exportFileTypes[0]!;
  const problem = settingsProblem(row, settings);
  const [pageCount, setPageCount] = useState<number | string | undefined>(undefined);
  const [run, setRun] = useState<RunState>({ status: 'idle' });
  const publicLink = `${window.location.origin}/nl/c/${source.chartId}`;
  // OXS carries the viewer's own progress as `marked` stitches, when they have some and want it.
  const carriesProgress = row.fileType === 'oxs';
  const progress = useViewerProgress(source, carriesProgress);
  const [includeProgress, setIncludeProgress] = useState(true);

  const change = (next: ExportSettings) => {
    setSettings(next);
    if (settingsProblem(row, next) === undefined) saveExportSettings(localStorage, source.userId, next);
  };
  const chooseFileType = (fileType: string) => {
    change({ ...settings, fileType });
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('fileType', fileType);
        return next;
      },
      { replace: true },
    );
  };

  // The page count before exporting, counted in the worker when the settings change.
  const counting = useRef(0);
  useEffect(() => {
    if (!row.paged || problem !== undefined || !source.snapshot) return;
    const ticket = ++counting.current;
    const snapshot = source.snapshot;
    const timer = setTimeout(() => {
      setPageCount(undefined);
      void snapshot()
        .then((chart) => client.plan({ fileType: row.fileType, chart, settings, publicLink }))
        .then((answer) => {
          if (ticket === counting.current) setPageCount('pages' in answer ? answer.pages : answer.message);
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [client, row, settings, problem, source.snapshot, publicLink]);

  const start = async () => {
    if (problem !== undefined || !source.snapshot) return;
    setRun({ status: 'running', done: 0, total: 0 });
    const chart = await source.snapshot();
    const progressDone =
      carriesProgress && includeProgress && progress
        ? progressOnChart(progress, chart.grid.settings.size)
        : '';
    const outcome = await client.write(
      { fileType: row.fileType, chart, settings, publicLink, ...(progressDone ? { progressDone } : {}) },
      (done, total) =>
        setRun((current) => (current.status === 'running' ? { status: 'running', done, total } : current)),
    );
    if (outcome.status === 'done') {
      const name = fileNameOf(chart.settings.title, row.extension);
      saveFile(outcome.bytes, name, row.mimeType);
      setRun({ status: 'done', text: texts.done(name, Math.ceil(outcome.bytes.length / 1024)) });
    } else if (outcome.status === 'failed') {
      setRun({ status: 'failed', message: outcome.message });
    } else {
      setRun({ status: 'cancelled' });
    }
  };
  const cancel = () => client.cancel();
  const running = run.status === 'running';

  return (
    <form
      className="download-screen__form"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <fieldset disabled={running}>
        <legend>{texts.fileType}</legend>
        {exportFileTypes.map((type) => (
          <label key={type.fileType} className="download-screen__choice">
            <input
              type="radio"
              name={`${id}-fileType`}
              value={type.fileType}
              checked={type.fileType === row.fileType}
              onChange={() => chooseFileType(type.fileType)}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={running}>
        <legend>{texts.settings}</legend>
        <ExportSettingsFields row={row} settings={settings} onChange={change} />
        {carriesProgress && progress && (
          <label className="download-screen__choice">
            <input
              type="checkbox"
              checked={includeProgress}
              onChange={(event) => setIncludeProgress(event.target.checked)}
            />
            <span>
              {texts.includeProgress}{' '}
              <span className="download-screen__hint">({texts.includeProgressHint(progress.doneCount)})</span>
            </span>
          </label>
        )}
      </fieldset>
      {problem !== undefined && <p role="alert">{problem}</p>}
      {row.paged && problem === undefined && (
        <p role="status" className="download-screen__pages">
          {pageCount === undefined
            ? texts.counting
            : typeof pageCount === 'number'
              ? texts.pages(pageCount)
              : pageCount}
        </p>
      )}
      {running ? (
        <div className="download-screen__progress">
          <div
            role="progressbar"
            aria-label={texts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={run.total || 1}
            aria-valuenow={run.done}
            aria-valuetext={run.total ? texts.progress(run.done, run.total) : texts.preparing}
            className="download-screen__bar"
          >
            <span
              className="download-screen__bar-fill"
              style={{ width: `${run.total ? Math.round((run.done / run.total) * 100) : 0}%` }}
            />
          </div>
          <p>{run.total ? texts.progress(run.done, run.total) : texts.preparing}</p>
          <button type="button" className="button" onClick={cancel}>
            {texts.cancel}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary" disabled={problem !== undefined}>
          {texts.start}
        </button>
      )}
      {run.status === 'done' && <p role="status">{run.text}</p>}
      {run.status === 'cancelled' && <p role="status">{texts.cancelled}</p>}
      {run.status === 'failed' && <p role="alert">{run.message}</p>}
    </form>
  );
}
