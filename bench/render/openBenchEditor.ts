// Opens a benchmark chart the way the editor does: the chart state fetched (`?size=N`, else the default), its rows
// decoded in the engine worker, the editor's own view with its PixiJS renderer. Shared by the rendering benches.
import type { ChartState } from '@steekwerk/model';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from '../../web/src/editor/Editor';
import { connectEditorToStore } from '../../web/src/editor/editorStore';
import { openChartState } from '../../web/src/editor/openChart';
import { EditorView } from '../../web/src/editor/panels/EditorView';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import { symbolCellsOf } from '../../web/src/editor/symbols/symbolStore';
import { getEngineClient } from '../../web/src/engine/engineClient';

export async function openBenchEditor(
  defaultSize: number,
): Promise<{ readonly editor: Editor; readonly renderer: GridRenderer }> {
  const size = Number(new URLSearchParams(location.search).get('size') ?? String(defaultSize));
  const response = await fetch(`/chart-${size}.json`);
  const state = (await response.json()) as ChartState;
  const opened = await openChartState(getEngineClient(), state);
  if (!opened.ok) throw new Error(`opening failed: ${opened.error.message}`);
  const editor = new Editor(opened.value, {
    premium: true,
    initialMode: 'drawCells',
    symbolCells: symbolCellsOf,
    viewWidth: window.innerWidth,
    viewHeight: window.innerHeight,
  });
  connectEditorToStore(editor);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  const renderer = await new Promise<GridRenderer>((resolve, reject) => {
    createRoot(root).render(
      createElement(EditorView, {
        editor,
        heading: 'Benchmark',
        onFailure: (failure) => reject(new Error(failure)),
        onRenderer: (created) => {
          if (created) resolve(created);
        },
      }),
    );
  });
  return { editor, renderer };
}
