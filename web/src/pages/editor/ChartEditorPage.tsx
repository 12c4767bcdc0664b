import { isLoggedIn, type User } from '@steekwerk/model';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useOutlet, useParams } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { formatPageTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { getEngineClient } from '../../engine/engineClient';
import type { GridCanvasFailure } from '../../editor/canvas/GridViewport';
import { useEditorStore, type EditorFailure } from '../../editor/editorStore';
import { EditorView } from '../../editor/panels/EditorView';
import { SyncStatus } from '../../editor/panels/SyncStatus';
import { ChartSession } from '../../editor/sync/chartSession';
import { dropDraft, keepDraft, keepDraftProgress, opensDraft } from '../../editor/sync/draftStore';
import { DraftProgressNotice } from '../../chartFiles/DraftProgressNotice';
import { draftProgressOf } from '../../chartFiles/importedProgress';
import type { LoadFailure } from '../../editor/sync/loadChart';
import { openChartsInBrowser } from '../../editor/sync/openChartsInBrowser';
import '../../editor/editor.css';
import { nl } from '../../i18n/nl';
import { browserStorage } from '../../lib/localStore';
import { TrackerSettingsContext } from '../../editor/tracker/panel/TrackerSettingsForm';
import { ChartMenu } from './ChartMenu';
import { SymbolTextsNotice } from '../../editor/symbols/SymbolTextsNotice';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { RowsUnreadableNotice } from './RowsUnreadableNotice';
import { useChartBackups } from './useChartBackups';
import { useLeaveBackupMode } from './useLeaveBackupMode';
import { useChartFacts } from './useChartFacts';
import { leavesChart, parseChartPath, type AddressLocation } from './chartAddress';
import { EditorScreenOverlay } from './EditorScreenOverlay';
import { OpenEditorContext, type OpenEditor } from './screens/openEditor';
import { ExportSourceContext, type ExportSource } from '../../download/exportSource';
import { paletteProductsLoader } from '../../download/paletteProducts';
import { viewerProgressLoader } from '../../download/viewerProgress';
import { LeaveDialog } from './LeaveDialog';
import { useLeaveGuard } from './useLeaveGuard';
import { useOpenChart, type OpenChartRequest, type OpenedChart } from './useOpenChart';
import { OfflineNotice } from './OfflineNotice';
import { UnsavedRestoreOffer } from './UnsavedRestoreOffer';
import { useUnsavedOffer } from './useUnsavedOffer';
import { unsavedStore } from '../../editor/sync/unsaved/unsavedStore';
import { markReloadForNewerApp } from '../../editor/sync/unsaved/appReload';

const failureMessages: Readonly<Record<EditorFailure, string>> = {
  invalidGridRows: nl.editor.invalidGridRows,
  engineUnavailable: nl.editor.engineUnavailable,
  webglUnavailable: nl.editor.webglUnavailable,
  renderFailed: nl.editor.renderFailed,
};

interface ChartEditorPageProps {
  /** The user's premium flag (tier limits); by default the signed-in user's, from the account store. */
  readonly premium?: boolean;
}

/**
 * The chart editor at `/nl/c/{chartId}`: a new chart (`new`) or a saved one, kept in step with the server by a
 * {@link ChartSession} once the account is known. The first save of a new chart replaces the address with
 * `/nl/c/{chartId}` and keeps the same editor (undo history included). Its sub-screens (`/download`, …) are
 * shown over it and keep it open; leaving the chart saves first or asks ({@link useLeaveGuard}).
 */
export function ChartEditorPage({ premium: premiumOverride }: ChartEditorPageProps) {
  const { chartId = 'new' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const user = useAccount((state) => state.user);
  const accountKnown = useAccount((state) => state.status === 'ready' || state.status === 'failed');
  const settings = useAccount((state) => state.settings);
  const changeSettings = useAccount((state) => state.changeSettings);
  const premium = premiumOverride ?? user.premium;
  const outlet = useOutlet();
  const screenOpen = outlet !== null;
  // A sub-screen's query (`?fileType=`) is not the chart's.
  const query = screenOpen ? '' : location.search.replace(/^\?/, '');

  // The chart to open; its own sub-screens and its first save's new address open nothing new (chartAddress.ts).
  const [request, setRequest] = useState<OpenChartRequest>({ chartId, query, attempt: 0 });
  const [createdId, setCreatedId] = useState<string | undefined>(undefined);
  const createdRef = useRef<string | undefined>(undefined);
  const [address, setAddress] = useState<AddressLocation>(location);
  if (address.pathname !== location.pathname || address.search !== location.search) {
    setAddress(location);
    if (leavesChart({ openedId: request.chartId, createdId }, address, location)) {
      setRequest({ chartId, query, attempt: 0 });
      setCreatedId(undefined);
    }
  }
  useEffect(() => {
    createdRef.current = createdId;
  }, [createdId]);
  const identity = useCallback(
    () => ({ openedId: request.chartId, createdId: createdRef.current }),
    [request.chartId],
  );
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  // Back from a sub-screen of a new chart saved meanwhile: the address becomes the saved chart's.
  useEffect(() => {
    if (!screenOpen && chartId === 'new' && request.chartId === 'new' && createdId) {
      navigate(`/nl/c/${createdId}`, { replace: true });
    }
  }, [screenOpen, chartId, request.chartId, createdId, navigate]);

  const live = useRef({ premium, settings, navigate });
  useEffect(() => {
    live.current = { premium, settings, navigate };
  }, [premium, settings, navigate]);
  const opened = useOpenChart(
    request,
    {
      api: services.chartApi,
      premium: () => live.current.premium,
      settings: () => live.current.settings,
      navigate: (path) => live.current.navigate(path),
      emailAddress: () => loggedInAddress(services.account.getState().user),
    },
    // A new chart's size limit and handedness are the user's: it waits for the account as a draft does (a premium
    // user's 600 × 600 opened as the free 400 × 400 when the page was faster than the account).
    accountKnown || (request.chartId !== 'new' && !opensDraft(`?${request.query}`)),
  );
  const chart = opened.status === 'ready' ? opened.chart : undefined;

  useEffect(() => {
    chart?.editor.setPremium(premium);
    chart?.editor.setUserSettings({
      gridDrawCellsMagic: settings.gridDrawCellsMagic,
      clearDrawWithSameStyle: settings.clearDrawWithSameStyle,
      gridCustomLinesSnap: settings.gridCustomLinesSnap,
      copyNoStitch: settings.copyNoStitch,
      drawCellsTouchScroll: settings.drawCellsTouchScroll,
      zoomHideGridLines: settings.zoomHideGridLines,
      bottomPanelFontSize: settings.bottomPanelFontSize,
      progressTrackerAutoScroll: settings.progressTrackerAutoScroll,
      fadeRows: settings.fadeRows,
      fadeGridCells: settings.fadeGridCells,
      drawTodo: settings.drawTodo,
      drawDone: settings.drawDone,
      styleLabel: settings.styleLabel,
      rulerAlwaysVisible: settings.rulerAlwaysVisible,
      handedness: settings.handedness,
    });
  }, [chart, premium, settings]);

  /** Keeps the chart (and the tracker's progress) as the tab's draft, for a trip to log in or activate. */
  const keepChartAsDraft = async (active: ChartSession) => {
    keepDraft(sessionStorage, await active.snapshot());
    const done = chart && draftProgressOf(chart.editor);
    if (done) keepDraftProgress(sessionStorage, done);
  };
  const session = useChartSession(chart, accountKnown, {
    onCreated: (id) => {
      createdRef.current = id;
      setCreatedId(id);
      // On a sub-screen the address stays on it, now with the chart's id.
      const { pathname, search } = locationRef.current;
      const screen = parseChartPath(pathname)?.screen ?? '';
      navigate(screen === '' ? `/nl/c/${id}` : `/nl/c/${id}/${screen}${search}`, { replace: true });
    },
    onNotLoggedIn: (active) => void guard.tripWithDraft(active, 'login'),
  });

  const offer = useUnsavedOffer(chart, session, user.userId, {
    reopenWith: (entry) =>
      setRequest((current) => ({
        chartId: current.chartId,
        query: current.query,
        attempt: current.attempt + 1,
        restore: entry,
      })),
    navigate: (path) => navigate(path),
    flash: (text) => services.flash.getState().show(text),
  });

  const title = useEditorStore((state) => state.settings?.title ?? '').trim();
  const heading =
    request.chartId === 'new' && !createdId ? nl.editor.newChartTitle : title || nl.editor.untitled;
  // A sub-screen over the editor names the page itself.
  useEffect(() => {
    if (!screenOpen) document.title = formatPageTitle(heading);
  }, [heading, screenOpen]);
  const guard = useLeaveGuard(session, identity, keepChartAsDraft);
  const facts = useChartFacts(chart?.base, heading, premium);
  const failure = useEditorStore((state) => state.failure);
  const failed = useEditorStore((state) => state.failed);
  const savedId = createdId ?? session?.saves.chartId ?? request.chartId;
  const backupNumber = chart?.base.settings.revisionNumber ?? 0;
  const backups = useChartBackups(chart?.editor, savedId, backupNumber);
  useLeaveBackupMode(backupNumber > 0, () => navigate(`/nl/c/${savedId}`));

  const exportSource = useMemo<ExportSource>(
    () => ({
      snapshot: session ? async () => session.exportSnapshot() : undefined,
      mayExport: facts.owner || facts.allowExport,
      userId: user.userId,
      chartId: createdId ?? request.chartId,
      progress: viewerProgressLoader(services.ajax, createdId ?? request.chartId, isLoggedIn(user)),
      products: paletteProductsLoader(services.ajax),
    }),
    [session, facts.owner, facts.allowExport, user, createdId, request.chartId, services.ajax],
  );
  const savedPath = `/nl/c/${createdId ?? request.chartId}`;
  const openEditor = useMemo<OpenEditor>(
    () => ({ editor: chart?.editor, facts, chartPath: savedPath }),
    [chart?.editor, facts, savedPath],
  );
  const editorPath = createdId
    ? `/nl/c/${createdId}`
    : `/nl/c/${request.chartId}${request.query === '' ? '' : `?${request.query}`}`;
  const covered = (view: ReactNode) => (
    <>
      <div className="editor-host" inert={screenOpen} aria-hidden={screenOpen || undefined}>
        {view}
      </div>
      {screenOpen && (
        <EditorScreenOverlay onClose={() => navigate(editorPath)}>
          <ExportSourceContext.Provider value={exportSource}>
            <OpenEditorContext.Provider value={openEditor}>{outlet}</OpenEditorContext.Provider>
          </ExportSourceContext.Provider>
        </EditorScreenOverlay>
      )}
      {guard.question && <LeaveDialog reason={guard.question} onStay={guard.stay} onLeave={guard.leave} />}
    </>
  );
  if (opened.status === 'failed') {
    return covered(<LoadFailureView chartId={request.chartId} reason={opened.reason} />);
  }
  if (failure) return covered(<EditorMessage heading={heading} text={failureMessages[failure]} alert />);
  if (!chart) return covered(<EditorMessage heading={heading} text={nl.editor.load.loading} />);

  const reopen = () =>
    setRequest((current) => ({
      chartId: session?.saves.chartId ?? current.chartId,
      query: current.query,
      attempt: current.attempt + 1,
    }));
  const status = session && (
    <SyncStatus
      othersChart={!facts.owner}
      onSaveNow={() => void session.saveNow().catch(() => undefined)}
      onLogin={() => void guard.tripWithDraft(session, 'login')}
      onActivate={() => void guard.tripWithDraft(session, 'activation')}
      onReload={reopen}
      onTakeOver={() => void session.takeOver().then((outcome) => outcome === 'reopen' && reopen())}
    />
  );
  return covered(
    <TrackerSettingsContext.Provider value={changeSettings}>
      <EditorView
        editor={chart.editor}
        heading={heading}
        onFailure={(canvasFailure: GridCanvasFailure) => failed(canvasFailure)}
        status={
          status && (
            <>
              {status}
              {chart.draftDoneCount !== undefined && <DraftProgressNotice count={chart.draftDoneCount} />}
              {chart.rowsUnreadable && <RowsUnreadableNotice />}
              <OfflineNotice />
              <SymbolTextsNotice />
              {offer && <UnsavedRestoreOffer offer={offer} />}
            </>
          )
        }
        menu={<ChartMenu context={facts} label={heading} />}
        readOnlyNotice={
          <ReadOnlyNotice
            editor={chart.editor}
            facts={facts}
            sessionId={chart.sessionId}
            dateModified={chart.base.details.dateModified}
          />
        }
        keysSuspended={screenOpen || guard.question !== undefined}
        {...(backups ? { backups } : {})}
      />
    </TrackerSettingsContext.Provider>,
  );
}

/** A chart opened from a kept draft forgets the draft once it is saved (then the saved chart is the copy). */
function forgetDraftOf(chart: OpenedChart): (() => void) | undefined {
  const source = chart.draftSource;
  return source && (() => dropDraft(source, sessionStorage, browserStorage()));
}

function loggedInAddress(user: User): string {
  return isLoggedIn(user) ? user.emailAddress : '';
}

interface SessionHandlers {
  onCreated(chartId: string): void;
  /** The server says nobody is logged in: keep the chart and go to the login route. */
  onNotLoggedIn(session: ChartSession): void;
}

/** Starts the session of the open chart once the account is known; ends it with the chart. */
function useChartSession(
  openChart: OpenedChart | undefined,
  ready: boolean,
  handlers: SessionHandlers,
): ChartSession | undefined {
  const services = useAppServices();
  const [current, setCurrent] = useState<{ chart: OpenedChart; session: ChartSession } | undefined>(
    undefined,
  );
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    if (!openChart || !ready) return;
    const account = services.account;
    const canSave = () => isLoggedIn(account.getState().user) && !account.getState().user.pending;
    const session: ChartSession = new ChartSession({
      editor: openChart.editor,
      api: services.chartApi,
      engine: getEngineClient(),
      timers: services.timers,
      sessionId: openChart.sessionId,
      target: window,
      openCharts: openChartsInBrowser(),
      unsavedFromStart: openChart.fromDraft,
      openedChangeCount: openChart.openedChangeCount,
      onSaved: forgetDraftOf(openChart),
      canSave,
      userId: () => account.getState().user.userId,
      flash: (text, durationMs) => {
        const id = services.flash.getState().show(text, durationMs);
        return () => services.flash.getState().hide(id);
      },
      onCreated: (id) => handlersRef.current.onCreated(id),
      onNotLoggedIn: () => handlersRef.current.onNotLoggedIn(session),
      onUserChanged: () => void account.getState().load(),
      unsaved: unsavedStore(),
      // A draft kept through logging in was kept on the device as the visitor's: it becomes the user's.
      ...(openChart.restoredFrom
        ? { restoredFrom: openChart.restoredFrom }
        : openChart.draftSource === 'tab'
          ? { restoredFrom: { userId: '', chartId: 'new', sessionId: openChart.sessionId } }
          : {}),
      onAppOutdated: () => {
        // The changes are on the device: the reloaded app restores and saves them (appReload.ts).
        if (!markReloadForNewerApp(sessionStorage, session.saves.chartId, Date.now())) return;
        session.dispose();
        window.location.reload();
      },
    });
    if (openChart.restoredDone) session.progress?.restoreDone(openChart.restoredDone);
    // The session is an external system the effect starts; React hears of it right after, unless it already ended.
    let active = true;
    queueMicrotask(() => {
      if (active) setCurrent({ chart: openChart, session });
    });
    return () => {
      active = false;
      session.dispose();
    };
  }, [openChart, ready, services]);
  return current && current.chart === openChart ? current.session : undefined;
}

function EditorMessage({ heading, text, alert = false }: { heading: string; text: string; alert?: boolean }) {
  return (
    <section className="editor" aria-labelledby="editor-heading">
      <header className="editor__header">
        <h1 id="editor-heading">{heading}</h1>
      </header>
      <p role={alert ? 'alert' : 'status'} className={alert ? 'editor__error' : 'editor__status'}>
        {text}
      </p>
    </section>
  );
}

/** Why the chart did not open, in Dutch, with what the user can do about it. */
function LoadFailureView({ chartId, reason }: { chartId: string; reason: LoadFailure }) {
  useEffect(() => {
    if (reason !== 'needsRefresh') return;
    // A newer build of the app is out: reload once with refresh=yes (spec §4).
    const url = new URL(window.location.href);
    url.searchParams.set('refresh', 'yes');
    window.location.replace(url.toString());
  }, [reason]);
  const texts = nl.editor.load;
  const heading = nl.editor.chartTitle;
  if (reason === 'needsRefresh') return <EditorMessage heading={heading} text={texts.loading} />;
  if (reason === 'invalidGridRows' || reason === 'engineUnavailable') {
    return <EditorMessage heading={heading} text={failureMessages[reason]} alert />;
  }
  const back = `/nl/c/${chartId}`;
  return (
    <section className="editor" aria-labelledby="editor-heading">
      <header className="editor__header">
        <h1 id="editor-heading">{heading}</h1>
      </header>
      <p role="alert" className="editor__error">
        {texts[reason]}
      </p>
      {reason === 'accessDeniedAnonymous' && (
        <Link to={`/nl/c/${chartId}/login?redirectUrl=${encodeURIComponent(back)}`}>{texts.login}</Link>
      )}
      {reason === 'unknown' && (
        <button type="button" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      )}
    </section>
  );
}
