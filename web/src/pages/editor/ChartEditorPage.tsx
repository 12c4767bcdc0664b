import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../app/pageTitle';
import { getEngineClient } from '../../engine/engineClient';
import { GridCanvas, type GridCanvasFailure } from '../../editor/canvas/GridCanvas';
import type { ChartDocument } from '../../editor/document/ChartDocument';
import { useEditorStore, type EditorFailure } from '../../editor/editorStore';
import { readNewChartRequest } from '../../editor/newChartRequest';
import { openNewChart } from '../../editor/openChart';
import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

const failureMessages: Readonly<Record<EditorFailure, string>> = {
  invalidGridRows: nl.editor.invalidGridRows,
  engineUnavailable: nl.editor.engineUnavailable,
  webglUnavailable: nl.editor.webglUnavailable,
  renderFailed: nl.editor.renderFailed,
};

/** The chart editor at `/nl/c/{chartId}`. Only new charts can be opened so far. */
export function ChartEditorPage() {
  const { chartId = 'new' } = useParams();
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
  return <NewChartEditor />;
}

function NewChartEditor() {
  useDocumentTitle(nl.editor.newChartTitle);
  const loadStatus = useEditorStore((state) => state.loadStatus);
  const failure = useEditorStore((state) => state.failure);
  const columnCount = useEditorStore((state) => state.columnCount);
  const rowCount = useEditorStore((state) => state.rowCount);
  const startLoading = useEditorStore((state) => state.startLoading);
  const documentReady = useEditorStore((state) => state.documentReady);
  const failed = useEditorStore((state) => state.failed);
  // The document goes to the canvas, never into a store; React renders none of its cells.
  const [chart, setChart] = useState<ChartDocument | undefined>(undefined);
  const opening = useRef(0);

  useEffect(() => {
    const attempt = ++opening.current;
    startLoading('new');
    void openNewChart(getEngineClient(), readNewChartRequest(new URLSearchParams(), false)).then((opened) => {
      if (attempt !== opening.current) return;
      if (!opened.ok) {
        failed(opened.error.code === 'invalidGridRows' ? 'invalidGridRows' : 'engineUnavailable');
        return;
      }
      const document = opened.value.document;
      setChart(document);
      documentReady({
        columnCount: document.columnCount,
        rowCount: document.rowCount,
        version: document.version,
      });
    });
    return () => {
      opening.current += 1;
    };
  }, [startLoading, documentReady, failed]);

  const onCanvasFailure = (canvasFailure: GridCanvasFailure) => failed(canvasFailure);

  return (
    <section className="editor" aria-labelledby="editor-heading">
      <header className="editor__header">
        <h1 id="editor-heading">{nl.editor.newChartTitle}</h1>
        {loadStatus === 'ready' && (
          <p className="editor__size">{nl.editor.gridSize(columnCount, rowCount)}</p>
        )}
      </header>
      {loadStatus === 'loading' && (
        <p role="status" className="editor__status">
          {nl.editor.preparing}
        </p>
      )}
      {loadStatus === 'failed' && failure && (
        <p role="alert" className="editor__error">
          {failureMessages[failure]}
        </p>
      )}
      {chart && loadStatus !== 'failed' && (
        <GridCanvas chart={chart} label={nl.editor.gridLabel} onFailure={onCanvasFailure} />
      )}
    </section>
  );
}
