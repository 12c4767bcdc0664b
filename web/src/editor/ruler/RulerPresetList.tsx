import { rulerPreview, presetRuler, type RulerPreset } from '@steekwerk/model';
import { RulerPreviewGrid } from './RulerPreviewGrid';
import { rulerTexts as texts } from './rulerTexts';

interface RulerPresetListProps {
  readonly presets: readonly RulerPreset[];
  readonly current: RulerPreset | undefined;
  readonly disabled: boolean;
  readonly onApply: (preset: RulerPreset) => void;
}

/** The presets of the chart's craft and type, each a button with its title, preview and purpose. */
export function RulerPresetList({ presets, current, disabled, onApply }: RulerPresetListProps) {
  if (presets.length === 0) return <p className="ruler-panel__hint">{texts.noPresets}</p>;
  return (
    <ul className="ruler-presets">
      {presets.map((preset) => (
        <li key={preset.id}>
          <button
            type="button"
            className="ruler-preset"
            aria-pressed={current?.id === preset.id}
            data-preset={preset.id}
            aria-label={preset.title}
            aria-describedby={`ruler-preset-${preset.id}`}
            disabled={disabled}
            onClick={() => onApply(preset)}
          >
            <span className="ruler-preset__title">
              {preset.title}
              {current?.id === preset.id && <span className="ruler-preset__current"> · {texts.current}</span>}
            </span>
            <RulerPreviewGrid
              preview={rulerPreview(presetRuler(preset), preset)}
              label={texts.previewLabel(preset.title)}
            />
            <span className="ruler-preset__description" id={`ruler-preset-${preset.id}`}>
              {preset.description}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
