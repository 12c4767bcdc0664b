/**
 * `/nl/c/{chartId}/zoom`: the zoom of the editor beneath, with the toolbar's own controls (`ZoomControls`) plus the
 * zoom in percent and presets. It moves the editor's own camera, so the changes loop keeps the zoom per chart and
 * user (`zoom` action) exactly as zooming in the editor does.
 */
import { ZoomControls } from '../../../editor/panels/ZoomControls';
import { EditorContext } from '../../../editor/ui/EditorContext';
import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../ui/pageTitle';
import { useOpenEditor } from './openEditor';
import { screenTexts } from './screenTexts';
import './screens.css';

export function ChartZoomPage() {
  const open = useOpenEditor();
  useDocumentTitle(nl.pages.chartZoom.title);
  return (
    <section className="editor-subscreen">
      <h1>{nl.pages.chartZoom.heading}</h1>
      <p>{screenTexts.zoom.intro}</p>
      {open?.editor ? (
        <EditorContext.Provider value={open.editor}>
          <ZoomControls variant="screen" />
        </EditorContext.Provider>
      ) : (
        <p role="status">{screenTexts.notReady}</p>
      )}
    </section>
  );
}
