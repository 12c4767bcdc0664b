import type { ReactNode } from 'react';
import { nl } from '../../i18n/nl';
import { GridViewport, type GridCanvasFailure } from '../canvas/GridViewport';
import { ParkingMarkers } from '../canvas/ParkingMarkers';
import { ClipboardNotice } from '../canvas/ClipboardNotice';
import { PreviewLayerBox } from '../canvas/PreviewLayerBox';
import { RulerStrips } from '../canvas/RulerStrips';
import { useRulerAlwaysVisible } from '../canvas/useRulerAlwaysVisible';
import { useDarkMode } from '../canvas/useDarkMode';
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { hasUnsavedChanges, useEditorStore } from '../editorStore';
import { BackupsContext, type BackupsSource } from '../backups/backupsSource';
import { lazyPage } from '../../app/lazyPage';
import { BottomPanel } from './BottomPanel';
import { MainColorColumn } from '../workDirections/MainColorColumn';
import { EditorContext } from '../ui/EditorContext';
import { PanelSheet } from './PanelSheet';
import { useEditorKeys } from './useEditorKeys';
import { Toolbar } from './Toolbar';
import { freeformTexts } from '../../i18n/nlFreeform';

// The tracker's panel loads when the maker first follows the chart (the editor's first paint needs none of it).
const TrackerPanel = lazyPage(
  () => import('../tracker/panel/TrackerPanel'),
  (module) => module.TrackerPanel,
);

interface EditorViewProps {
  readonly editor: Editor;
  readonly heading: string;
  readonly onFailure: (failure: GridCanvasFailure) => void;
  /** Hands out the grid renderer (benchmarks). */
  readonly onRenderer?: (renderer: GridRenderer | undefined) => void;
  /** The save status and notices of a chart kept in step with the server (instead of the unsaved hint). */
  readonly status?: ReactNode;
  /** The chart's menu, beside the heading. */
  readonly menu?: ReactNode;
  /** Why the chart is read only (instead of the plain read-only hint). */
  readonly readOnlyNotice?: ReactNode;
  /** A screen or a question over the editor has the keyboard. */
  readonly keysSuspended?: boolean;
  /** The chart's backups, for a saved chart the viewer may write (the Back-ups panel). */
  readonly backups?: BackupsSource;
}

/** The editor screen: toolbar, grid with rulers, side panels and the bottom panel. */
export function EditorView(props: EditorViewProps) {
  const {
    editor,
    heading,
    onFailure,
    onRenderer,
    status,
    menu,
    readOnlyNotice,
    keysSuspended = false,
    backups,
  } = props;
  useEditorKeys(editor, !keysSuspended);
  const dark = useDarkMode();
  const columnCount = useEditorStore((state) => state.columnCount);
  const rowCount = useEditorStore((state) => state.rowCount);
  const canEdit = useEditorStore((state) => state.canEdit);
  const unsaved = useEditorStore(hasUnsavedChanges);
  // Viewers of a shared or public chart and read-only views get rulers when the user setting asks for them.
  const rulerAlwaysVisible = useRulerAlwaysVisible(editor);
  // Following a chart, everyone (viewers too) needs the row and column numbers while zoomed in.
  const tracking = useEditorStore((state) => state.mode === 'progressTracker');
  // A freeform chart has no rows or columns to number.
  const freeform = editor.document.isFreeform;
  const showRulers = (canEdit || rulerAlwaysVisible || tracking) && !freeform;
  const selectingFreeform = useEditorStore((state) => state.mode === 'selectFreeform');
  // The freeform feature's views (loaded with a freeform chart only).
  const freeformViews = editor.freeform;

  return (
    <EditorContext.Provider value={editor}>
      <BackupsContext.Provider value={backups}>
        <section
          className={`editor${dark ? ' editor--dark' : ''}${tracking ? ' editor--tracking' : ''}`}
          aria-labelledby="editor-heading"
        >
          <header className="editor__header">
            <h1 id="editor-heading">{heading}</h1>
            {menu}
            {freeformViews ? (
              <freeformViews.Size editor={editor} />
            ) : (
              <p className="editor__size">{nl.editor.gridSize(columnCount, rowCount)}</p>
            )}
            {!canEdit &&
              !tracking &&
              (readOnlyNotice ?? <p className="editor__notice">{nl.editor.readOnly}</p>)}
            {status ?? (unsaved && <p className="editor__notice">{nl.editor.unsavedChanges}</p>)}
          </header>
          <Toolbar />
          <div className="editor__body">
            <div className="editor__stage">
              <div className="editor__grid-row">
                <GridViewport
                  editor={editor}
                  label={freeform ? freeformTexts.canvasLabel : nl.editor.gridLabel}
                  dark={dark}
                  onFailure={onFailure}
                  onRenderer={onRenderer}
                  overlay={
                    <>
                      <PreviewLayerBox editor={editor} />
                      {freeformViews && <freeformViews.SelectionOverlay editor={editor} />}
                      {freeformViews && selectingFreeform && <freeformViews.SelectionBar />}
                      <ClipboardNotice editor={editor} />
                      <ParkingMarkers editor={editor} />
                      {showRulers && <RulerStrips editor={editor} dark={dark} />}
                      <MainColorColumn editor={editor} side="left" />
                      <MainColorColumn editor={editor} side="right" />
                    </>
                  }
                />
              </div>
            </div>
            {tracking ? <TrackerPanel /> : <PanelSheet />}
          </div>
          <BottomPanel />
        </section>
      </BackupsContext.Provider>
    </EditorContext.Provider>
  );
}
