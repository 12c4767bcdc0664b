/**
 * The editor's zoom controls, one component for the toolbar and the zoom screen (`/nl/c/{chartId}/zoom`): − and +
 * (× or ÷ 1.25), the slider on the spec's scale (2–100, steps of 2) and "Hele chart tonen". The screen adds the
 * zoom in percent and the presets (25–400 %, viewport/zoomPresets.ts); the toolbar adds its way to the screen.
 * Both move the editor's own camera, so the changes loop keeps the zoom per chart and user either way.
 */
import { Link, useInRouterContext } from 'react-router';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { ToolbarIcon } from '../ui/ToolbarIcon';
import { isFreeformCraft } from '@steekwerk/model';
import { freeformZoomLimits, levelFromZoom, zoomFromLevel, zoomLimits } from '../viewport/zoom';
import { cellPixelsOfZoom, percentOfZoom, zoomForPercent, zoomPresets } from '../viewport/zoomPresets';

export interface ZoomControlsProps {
  /** `toolbar`: compact, in the editor's toolbar; `screen`: the zoom screen, with the percentage and presets. */
  readonly variant: 'toolbar' | 'screen';
  /** The hover text of a button by its name (the toolbar shows only pictures on a narrow screen). */
  readonly tip?: (name: string) => string | undefined;
}

/** Texts only the zoom controls use (kept out of nl.ts, which the landing page loads). */
const zoomTexts = {
  screen: 'Zoomopties',
  presets: 'Snel kiezen',
  current: (percent: number, cellSize: number) => `${percent} % (een hokje is ${cellSize} px)`,
} as const;

const screenIcon = 'M10 4a6 6 0 1 1 0 12a6 6 0 0 1 0-12z M14.5 14.5L20 20 M7 10h6 M10 7v6';

export function ZoomControls({ variant, tip = () => undefined }: ZoomControlsProps) {
  const editor = useEditor();
  const routed = useInRouterContext();
  const zoom = useEditorStore((state) => state.zoom);
  // A freeform chart zooms further in (its units are smaller than cells; docs/decisions/freeform.md).
  const freeform = useEditorStore((state) => isFreeformCraft(state.settings?.craft ?? ''));
  const texts = nl.editor;
  const screen = variant === 'screen';
  const buttonClass = screen ? 'button' : 'editor-button';
  const percent = percentOfZoom(zoom);

  const stepButton = (step: 1 | -1) => (
    <button
      type="button"
      className={buttonClass}
      aria-label={step < 0 ? texts.zoomOut : texts.zoomIn}
      onClick={() => editor.zoomStep(step)}
    >
      {step < 0 ? '−' : '+'}
    </button>
  );
  const slider = (
    <label className={screen ? 'chart-zoom__slider' : 'editor-toolbar__zoom'}>
      <span className={screen ? undefined : 'editor-toolbar__label'}>{texts.zoom}</span>
      <input
        type="range"
        min={zoomLimits.min * 10}
        max={freeform ? Math.ceil(freeformZoomLimits.max * 10) : zoomLimits.max * 10}
        step={zoomLimits.step * 10}
        value={levelFromZoom(zoom)}
        aria-valuetext={`${percent} %`}
        onChange={(event) => editor.zoomTo(zoomFromLevel(Number(event.target.value)))}
      />
      {!screen && <output>{Math.round(levelFromZoom(zoom))}</output>}
    </label>
  );
  const fit = (
    <button
      type="button"
      className={buttonClass}
      title={tip(texts.zoomFit)}
      onClick={() => editor.fitToView()}
    >
      {!screen && <ToolbarIcon name="fit" />}
      <span className={screen ? undefined : 'editor-toolbar__label'}>{texts.zoomFit}</span>
    </button>
  );

  if (!screen) {
    return (
      <div className="editor-toolbar__group">
        {stepButton(-1)}
        {slider}
        {stepButton(1)}
        {fit}
        {routed && (
          <Link className="editor-button" to="zoom" relative="path" title={tip(zoomTexts.screen)}>
            <ToolbarIcon path={screenIcon} />
            <span className="editor-toolbar__label">{zoomTexts.screen}</span>
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="chart-zoom">
      <p role="status" aria-live="polite">
        {zoomTexts.current(percent, cellPixelsOfZoom(zoom))}
      </p>
      <div className="chart-zoom__row">
        {stepButton(-1)}
        {slider}
        {stepButton(1)}
      </div>
      <div className="chart-zoom__row" role="group" aria-label={zoomTexts.presets}>
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
        {fit}
      </div>
    </div>
  );
}
