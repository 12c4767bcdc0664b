import {
  effectiveRuler,
  gridLineThemes,
  type GridLineTheme,
  type GridSettings,
  type Ruler,
} from '@steekwerk/model';
import { useId } from 'react';
import { nl } from '../../i18n/nl';
import { updateChartSettings, updateGridSettings } from '../document/commands/settingsCommands';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { SymbolViewToggle } from '../ui/SymbolViewToggle';

const draws: ReadonlyArray<GridSettings['draw']> = ['both', 'colors', 'symbols'];

/** Grid line theme, brightness, colours/symbols, ruler numbering and the gauge (cell aspect). */
export function DisplayPanel() {
  const editor = useEditor();
  const texts = nl.editor.display;
  const id = useId();
  const grid = useEditorStore((state) => state.gridSettings);
  const settings = useEditorStore((state) => state.settings);
  const canEdit = useEditorStore((state) => state.canEdit);
  if (!grid || !settings) return null;
  // The ruler as the chart reads it; a change is marked as chosen (the full ruler screen is the "Liniaal" tab).
  const ruler = effectiveRuler(settings.craft, grid.ruler);
  const setRuler = (change: Partial<Ruler>) => editor.perform('changeRuler', change);
  const setGauge = (change: Partial<GridSettings['gauge']>) =>
    editor.run(updateGridSettings, { gauge: { ...grid.gauge, ...change } });
  const whole = (value: string, fallback: number) =>
    Number.isFinite(Number(value)) ? Math.round(Number(value)) : fallback;

  return (
    <section className="editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <fieldset disabled={!canEdit}>
        <label>
          {texts.theme}
          <select
            value={grid.gridLines.theme}
            onChange={(event) =>
              editor.run(updateGridSettings, {
                gridLines: { ...grid.gridLines, show: true, theme: event.target.value as GridLineTheme },
              })
            }
          >
            {gridLineThemes.map((theme) => (
              <option key={theme} value={theme}>
                {texts.themes[theme]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.brightness}
          <input
            type="range"
            min={-100}
            max={100}
            step={5}
            value={settings.brightness}
            onChange={(event) => editor.run(updateChartSettings, { brightness: Number(event.target.value) })}
          />
        </label>
        <label>
          {texts.draw}
          <select
            value={grid.draw}
            onChange={(event) =>
              editor.run(updateGridSettings, { draw: event.target.value as GridSettings['draw'] })
            }
          >
            {draws.map((draw) => (
              <option key={draw} value={draw}>
                {texts.draws[draw]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.lineThickness}
          <input
            type="range"
            min={1}
            max={32}
            step={1}
            value={grid.customLineThickness}
            onChange={(event) =>
              editor.run(updateGridSettings, { customLineThickness: Number(event.target.value) })
            }
          />
        </label>
        <fieldset>
          <legend>{texts.ruler}</legend>
          <label>
            {texts.rulerStart}
            <input
              type="number"
              value={ruler.startNumber}
              onChange={(event) => setRuler({ startNumber: whole(event.target.value, 1) })}
            />
          </label>
          <label>
            {texts.rulerIncrement}
            <input
              type="number"
              value={ruler.numberIncrement}
              onChange={(event) => setRuler({ numberIncrement: whole(event.target.value, 1) })}
            />
          </label>
          <label>
            {texts.rulerSkip}
            <input
              type="number"
              min={1}
              value={ruler.skipCount}
              onChange={(event) => setRuler({ skipCount: Math.max(1, whole(event.target.value, 1)) })}
            />
          </label>
          <label>
            {texts.columnNumbers}
            <select
              value={ruler.horizontalDirection}
              onChange={(event) =>
                setRuler({ horizontalDirection: event.target.value as Ruler['horizontalDirection'] })
              }
            >
              <option value="rightToLeft">{texts.directions.rightToLeft}</option>
              <option value="leftToRight">{texts.directions.leftToRight}</option>
            </select>
          </label>
          <label>
            {texts.rowNumbers}
            <select
              value={ruler.verticalDirection}
              onChange={(event) =>
                setRuler({ verticalDirection: event.target.value as Ruler['verticalDirection'] })
              }
            >
              <option value="bottomToTop">{texts.directions.bottomToTop}</option>
              <option value="topToBottom">{texts.directions.topToBottom}</option>
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>{texts.gauge}</legend>
          <label>
            {texts.gaugeHorizontal}
            <input
              type="number"
              min={0}
              value={grid.gauge.gaugeHorizontal}
              onChange={(event) =>
                setGauge({ gaugeHorizontal: Math.max(0, Number(event.target.value) || 0) })
              }
            />
          </label>
          <label>
            {texts.gaugeVertical}
            <input
              type="number"
              min={0}
              value={grid.gauge.gaugeVertical}
              onChange={(event) => setGauge({ gaugeVertical: Math.max(0, Number(event.target.value) || 0) })}
            />
          </label>
          <label className="editor-panel__check">
            <input
              type="checkbox"
              checked={grid.gauge.adjustGrid}
              onChange={(event) => setGauge({ adjustGrid: event.target.checked })}
            />
            {texts.adjustGrid}
          </label>
        </fieldset>
      </fieldset>
      {/* Outside the chart's settings: a viewer of a shared chart can choose it too. */}
      <SymbolViewToggle />
    </section>
  );
}
