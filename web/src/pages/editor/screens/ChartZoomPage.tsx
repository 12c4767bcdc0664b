/**
 * `/nl/c/{chartId}/zoom`: the zoom of the editor beneath (slider on the spec's scale, − and +, "Hele chart tonen"
 * and presets in percent, zoomPresets.ts). It moves the editor's own camera, so the changes loop keeps the zoom per
 * chart and user (`zoom` action) exactly as zooming in the editor does.
 */
import type { Editor } from '../../../editor/Editor';
import { useEditorStore } from '../../../editor/editorStore';
import { levelFromZoom, zoomFromLevel, zoomLimits } from '../../../editor/viewport/zoom';
import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../ui/pageTitle';
import { useOpenEditor } from './openEditor';
import { screenTexts } from './screenTexts';
import { cellPixelsOfZoom, percentOfZoom, zoomForPercent, zoomPresets } from './zoomPresets';
import './screens.css';

const texts = screenTexts.zoom;

export function ChartZoomPage() {
  const open = useOpenEditor();
  useDocumentTitle(nl.pages.chartZoom.title);
  return (
    <section className="editor-subscreen">
      <h1>{nl.pages.chartZoom.heading}</h1>
      <p>{texts.intro}</p>
      {open?.editor ? <ZoomControls editor={open.editor} /> : <p role="status">{screenTexts.notReady}</p>}
    </section>
  );
}

function ZoomControls({ editor }: { editor: Editor }) {
  const zoom = useEditorStore((state) => state.zoom);
  const percent = percentOfZoom(zoom);
  return (
    <div className="chart-zoom">
      <p role="status" aria-live="polite">
        {texts.current(percent, cellPixelsOfZoom(zoom))}
      </p>
      <div className="chart-zoom__row">
        <button
          type="button"
          className="button"
          aria-label={texts.zoomOut}
          onClick={() => editor.zoomStep(-1)}
        >
          −
        </button>
        <label className="chart-zoom__slider">
          {texts.slider}
          <input
            type="range"
            min={zoomLimits.min * 10}
            max={zoomLimits.max * 10}
            step={zoomLimits.step * 10}
            value={levelFromZoom(zoom)}
            aria-valuetext={`${percent} %`}
            onChange={(event) => editor.zoomTo(zoomFromLevel(Number(event.target.value)))}
          />
        </label>
        <button type="button" className="button" aria-label={texts.zoomIn} onClick={() => editor.zoomStep(1)}>
          +
        </button>
      </div>
      <div className="chart-zoom__row" role="group" aria-label={texts.presets}>
        {zoomPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button"
            aria-pressed={percent === preset}
            onClick={() => editor.zoomTo(zoomForPercent(preset))}
          >
            {`${preset} %`}
          </button>
        ))}
        <button type="button" className="button" onClick={() => editor.fitToView()}>
          {texts.fit}
        </button>
      </div>
    </div>
  );
}
