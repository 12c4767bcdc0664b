/**
 * `/nl/c/{chartId}/download?fileType=…` (spec §2, §3): the file type (one per row of formats' writer table, as the
 * export worker lists them), its settings, the page count before exporting, and the export itself in a worker with
 * a progress bar and a cancel button. The chart snapshot is made once when the screen opens; every page count and
 * export is handed that snapshot. Settings are remembered per user.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectedCellArea, type CellArea } from '@steekwerk/model';
import { fileNameOf, type ChartSnapshot } from '@steekwerk/formats/chart-files';
import { useDocumentTitle } from '../ui/pageTitle';
import { nl } from '../i18n/nl';
import { pages } from './downloadTexts';
import { createExportClient, type ExportClient } from '../engine/exportClient';
import { exportFileTypeOf, findFileType, type ExportFileType } from './exportFileTypes';
import { loadExportSettings, saveExportSettings, type ExportSettings } from './exportSettings';
import { useExportSource, type ExportSource } from './exportSource';
import { ExportSettingsFields, settingsProblem } from './ExportSettingsFields';
import { ChartPreview } from './ChartPreview';
import { useViewerProgress } from './useViewerProgress';
import { progressOnChart } from './viewerProgress';
import { saveFile } from './saveFile';
import { fileTypesFor, useFreeformSnapshot } from './freeformFileTypes';
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
  const makeSnapshot = source?.snapshot;
  const snapshot = useMemo(() => makeSnapshot?.(), [makeSnapshot]);
  return (
    <section className="download-screen">
      <h1>{pages.heading}</h1>
      <p>{pages.text}</p>
      {!source || !snapshot ? (
        <p role="status">{texts.notReady}</p>
      ) : !source.mayExport ? (
        <p role="alert">{texts.notAllowed}</p>
      ) : (
        <>
          <PreviewOf snapshot={snapshot} given={previewClient} skip={client !== undefined} />
          <DownloadForm source={source} snapshot={snapshot} client={client} />
        </>
      )}
    </section>
  );
}

function PreviewOf({
  snapshot,
  given,
  skip,
}: {
  snapshot: Promise<ChartSnapshot>;
  given?: ExportClient;
  skip: boolean;
}) {
  const client = useMemo(() => given ?? (skip ? undefined : createExportClient()), [given, skip]);
  return client ? <ChartPreview snapshot={snapshot} client={client} /> : null;
}

interface FormProps {
  readonly source: ExportSource;
  readonly snapshot: Promise<ChartSnapshot>;
}

/** The form once the export worker has listed its file types. */
function DownloadForm({ client: given, ...props }: FormProps & { client: ExportClient | undefined }) {
  const client = useMemo(() => given ?? createExportClient(), [given]);
  useEffect(() => () => client.cancel(), [client]);
  const [rows, setRows] = useState<readonly ExportFileType[] | string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void client.fileTypes().then((answer) => {
      if (current) setRows('message' in answer ? answer.message : answer.map(exportFileTypeOf));
    });
    return () => {
      current = false;
    };
  }, [client]);
  const freeform = useFreeformSnapshot(props.snapshot);
  if (rows === undefined || freeform === undefined) return <p role="status">{texts.notReady}</p>;
  if (typeof rows === 'string') return <p role="alert">{rows}</p>;
  const offered = fileTypesFor(rows, freeform);
  if (offered.length === 0) return <p>{texts.noFileTypes}</p>;
  return (
    <>
      {freeform && <p className="download-screen__hint">{texts.freeformNote}</p>}
      <FileTypeForm {...props} client={client} rows={offered} />
    </>
  );
}

function FileTypeForm({
  source,
  snapshot,
  client,
  rows,
}: FormProps & { client: ExportClient; rows: readonly ExportFileType[] }) {
  const id = useId();
  const [query, setQuery] = useSearchParams();
  // The address's file type (ctrl+P, a link) wins over the remembered one. The form then follows its own state, so
  // a chosen type shows at once; the address catches up in react-router's transition.
  const addressType = findFileType(rows, query.get('fileType'))?.key;
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
  const row: ExportFileType = findFileType(rows, settings.fileType) ?? rows[0]!;
  const problem = settingsProblem(row, settings);
  const [pageCount, setPageCount] = useState<number | string | undefined>(undefined);
  const [run, setRun] = useState<RunState>({ status: 'idle' });
  const publicLink = `${window.location.origin}/nl/c/${source.chartId}`;
  // The palette's catalogue products, asked once: the PDF key prints their numbers and names.
  const products = useMemo(
    () =>
      snapshot.then(
        (made) =>
          source.products?.(made.chart.palette.styles.map((style) => style.productId).filter(Boolean)) ?? {},
        () => ({}),
      ),
    [snapshot, source],
  );
  // OXS (as `marked` stitches) and the Steekwerk file carry the viewer's own progress, when they have some and want it.
  const carriesProgress = row.carriesProgress;
  const progress = useViewerProgress(source, carriesProgress);
  const [includeProgress, setIncludeProgress] = useState(true);
  // The editor's selection when the screen opened (the snapshot's selected area): "only the selection" is offered.
  const [selection, setSelection] = useState<CellArea | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void snapshot.then(
      (made) => {
        const { selectedArea, size } = made.chart.grid.settings;
        if (current) setSelection(selectedCellArea(selectedArea, size));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [snapshot]);

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
    if (!row.paged || problem !== undefined) return;
    const ticket = ++counting.current;
    const timer = setTimeout(() => {
      setPageCount(undefined);
      void snapshot
        .then(async (chart) =>
          client.plan({ fileType: row.key, snapshot: chart, settings, publicLink, products: await products }),
        )
        .then((answer) => {
          if (ticket === counting.current) setPageCount('pages' in answer ? answer.pages : answer.message);
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [client, row, settings, problem, snapshot, publicLink, products]);

  const start = async () => {
    if (problem !== undefined) return;
    setRun({ status: 'running', done: 0, total: 0 });
    const made = await snapshot;
    const { settings: chartSettings, grid } = made.chart;
    const done =
      carriesProgress && includeProgress && progress
        ? progressOnChart(progress, grid.settings.size)
        : undefined;
    const outcome = await client.write(
      { fileType: row.key, snapshot: { ...made, done }, settings, publicLink, products: await products },
      (done, total) =>
        setRun((current) => (current.status === 'running' ? { status: 'running', done, total } : current)),
    );
    if (outcome.status === 'done') {
      const name = fileNameOf(chartSettings.title, row.extension);
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
        {rows.map((type) => (
          <label key={type.key} className="download-screen__choice">
            <input
              type="radio"
              name={`${id}-fileType`}
              value={type.key}
              checked={type.key === row.key}
              onChange={() => chooseFileType(type.key)}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={running}>
        <legend>{texts.settings}</legend>
        <ExportSettingsFields row={row} settings={settings} onChange={change} />
        {selection && (
          <label className="download-screen__choice">
            <input
              type="checkbox"
              checked={settings.selectedAreaOnly}
              onChange={(event) => change({ ...settings, selectedAreaOnly: event.target.checked })}
            />
            <span>
              {texts.selectedAreaOnly}{' '}
              <span className="download-screen__hint">
                ({texts.selectedAreaHint(selection.width, selection.height)})
              </span>
            </span>
          </label>
        )}
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
