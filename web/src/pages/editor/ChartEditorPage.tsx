import type { ChartState } from '@steekwerk/model';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAccount, useViewer } from '../../account/useAccount';
import { useDocumentTitle } from '../../app/pageTitle';
import { getEngineClient } from '../../engine/engineClient';
import type { GridCanvasFailure } from '../../editor/canvas/GridViewport';
import { mobileBreakpoint } from '../../editor/document/editability';
import { Editor } from '../../editor/Editor';
import { connectEditorToStore, useEditorStore, type EditorFailure } from '../../editor/editorStore';
import { readNewChartRequest } from '../../editor/newChartRequest';
import { openNewChart } from '../../editor/openChart';
import { EditorView } from '../../editor/panels/EditorView';
import { symbolCellsOf } from '../../editor/symbols/symbolStore';
import '../../editor/editor.css';
import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

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

/** The chart editor at `/nl/c/{chartId}`. New charts open locally; saved charts come with the storage issue. */
export function ChartEditorPage({ premium: premiumOverride }: ChartEditorPageProps) {
  const { chartId = 'new' } = useParams();
  const viewer = useViewer();
  const premium = premiumOverride ?? viewer.premium;
  if (chartId !== 'new') {
    return (
      <SimplePage
        texts={{
          title: nl.editor.chartTitle,
          heading: nl.editor.chartTitle,
          text: nl.editor.savedChartsUnavailable,
        }}
      />
    );
  }
  return <NewChartEditor premium={premium} />;
}

/** A small mobile screen (spec §4: editing is refused there). */
function isSmallMobileScreen(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse && window.innerWidth < mobileBreakpoint;
}

function NewChartEditor({ premium }: { premium: boolean }) {
  useDocumentTitle(nl.editor.newChartTitle);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const gridDrawCellsMagic = useAccount((state) => state.settings.gridDrawCellsMagic);
  const clearDrawWithSameStyle = useAccount((state) => state.settings.clearDrawWithSameStyle);
  // The chart opens once per query; a premium flag or settings arriving later (the account loads in parallel)
  // update the open editor instead of opening the chart again.
  const premiumRef = useRef(premium);
  const settingsRef = useRef({ gridDrawCellsMagic, clearDrawWithSameStyle });
  const query = search.toString();
  const loadStatus = useEditorStore((state) => state.loadStatus);
  const failure = useEditorStore((state) => state.failure);
  const startLoading = useEditorStore((state) => state.startLoading);
  const failed = useEditorStore((state) => state.failed);
  // The editor (and its document) lives here and in the canvas, never in a store; React renders none of its cells.
  const [opened, setOpened] = useState<{ editor: Editor; state: ChartState } | undefined>(undefined);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let current = true;
    let editor: Editor | undefined;
    let disconnect: (() => void) | undefined;
    startLoading('new');
    const request = readNewChartRequest(new URLSearchParams(query), premiumRef.current);
    void openNewChart(getEngineClient(), request).then((result) => {
      if (!current) return;
      if (!result.ok) {
        failed(result.error.code === 'invalidGridRows' ? 'invalidGridRows' : 'engineUnavailable');
        return;
      }
      const { document, state } = result.value;
      editor = new Editor(document, {
        premium: premiumRef.current,
        settings: settingsRef.current,
        initialMode: 'drawCells',
        navigate: (path) => navigateRef.current(path),
        symbolCells: symbolCellsOf,
        access: {
          locked: false,
          revisionNumber: 0,
          smallMobileScreen: isSmallMobileScreen(),
          hasWriteAccess: true,
          hasWriteLock: true,
        },
        viewWidth: window.innerWidth,
        viewHeight: window.innerHeight,
        mobile: isSmallMobileScreen(),
      });
      disconnect = connectEditorToStore(editor);
      useEditorStore.setState({ loadStatus: 'ready', chartId: 'new' });
      setOpened({ editor, state });
    });
    return () => {
      current = false;
      disconnect?.();
      editor?.dispose();
      setOpened(undefined);
    };
  }, [query, startLoading, failed]);

  useEffect(() => {
    premiumRef.current = premium;
    settingsRef.current = { gridDrawCellsMagic, clearDrawWithSameStyle };
    opened?.editor.setPremium(premium);
    opened?.editor.setUserSettings({ gridDrawCellsMagic, clearDrawWithSameStyle });
  }, [opened, premium, gridDrawCellsMagic, clearDrawWithSameStyle]);

  const onCanvasFailure = (canvasFailure: GridCanvasFailure) => failed(canvasFailure);

  if (loadStatus === 'failed' && failure) {
    return (
      <section className="editor" aria-labelledby="editor-heading">
        <header className="editor__header">
          <h1 id="editor-heading">{nl.editor.newChartTitle}</h1>
        </header>
        <p role="alert" className="editor__error">
          {failureMessages[failure]}
        </p>
      </section>
    );
  }
  if (!opened) {
    return (
      <section className="editor" aria-labelledby="editor-heading">
        <header className="editor__header">
          <h1 id="editor-heading">{nl.editor.newChartTitle}</h1>
        </header>
        <p role="status" className="editor__status">
          {nl.editor.preparing}
        </p>
      </section>
    );
  }
  return <EditorView editor={opened.editor} heading={nl.editor.newChartTitle} onFailure={onCanvasFailure} />;
}
