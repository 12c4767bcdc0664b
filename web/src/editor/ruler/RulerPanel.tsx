import { effectiveRuler, matchingPreset, presetsFor, type Ruler, type RulerPreset } from '@steekwerk/model';
import { useId } from 'react';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { RulerPresetList } from './RulerPresetList';
import { RulerSettingsForm } from './RulerSettingsForm';
import { rulerTexts as texts } from './rulerTexts';
import './ruler.css';

/**
 * "Liniaal": the ruler presets of the chart's craft and type with their previews, and every ruler setting. Applying
 * a preset sets the ruler and the two work directions in one undoable command; each setting is a command too.
 */
export function RulerPanel() {
  const editor = useEditor();
  const id = useId();
  const grid = useEditorStore((state) => state.gridSettings);
  const settings = useEditorStore((state) => state.settings);
  const canEdit = useEditorStore((state) => state.canEdit);
  const columnCount = useEditorStore((state) => state.columnCount);
  const rowCount = useEditorStore((state) => state.rowCount);
  if (!grid || !settings) return null;
  const ruler = effectiveRuler(settings.craft, grid.ruler);
  const presets = presetsFor(settings.craft, settings.type);
  const current = matchingPreset(presets, grid, ruler);
  const apply = (preset: RulerPreset) => editor.perform('applyRulerPreset', { preset });
  const change = (rulerChange: Partial<Ruler>) => editor.perform('changeRuler', rulerChange);

  return (
    <section className="editor-panel ruler-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      {!canEdit && <p className="ruler-panel__hint">{texts.readOnly}</p>}
      <h3>{texts.presets}</h3>
      {presets.length > 0 && <p className="ruler-panel__hint">{texts.presetsHint}</p>}
      <RulerPresetList presets={presets} current={current} disabled={!canEdit} onApply={apply} />
      <h3>{texts.settings}</h3>
      <RulerSettingsForm
        ruler={ruler}
        columnCount={columnCount}
        rowCount={rowCount}
        disabled={!canEdit}
        onChange={change}
      />
    </section>
  );
}
