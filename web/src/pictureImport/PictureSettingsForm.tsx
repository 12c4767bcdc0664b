import {
  craftLabels,
  gridCrafts,
  typesForCraft,
  type CatalogueBrand,
  type ChartType,
  type GridCraft,
} from '@steekwerk/model';
import { useId, type ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { NumberStepper } from '../ui/NumberStepper';
import type { PictureImportSettings, SizeUnit } from './importSettings';

interface PictureSettingsFormProps {
  readonly settings: PictureImportSettings;
  readonly onChange: (changes: Partial<PictureImportSettings>) => void;
  readonly brands: readonly CatalogueBrand[];
  readonly brandsFailed: boolean;
  readonly maxColors: number;
}

/** The import-picture settings of spec §3 and the clean-up options. */
export function PictureSettingsForm({
  settings,
  onChange,
  brands,
  brandsFailed,
  maxColors,
}: PictureSettingsFormProps) {
  const texts = nl.pictureImport;
  const id = useId();
  const lengthUnit = settings.unit === 'cells' ? settings.gauge.unit : settings.unit;
  const stepper = (
    label: string,
    value: number,
    change: (value: number) => void,
    options: { min?: number; max?: number; decimals?: number; hint?: string } = {},
  ) => (
    <NumberStepper
      label={label}
      value={value}
      onChange={change}
      decreaseLabel={texts.decrease(label)}
      increaseLabel={texts.increase(label)}
      {...options}
    />
  );
  const range = (label: string, value: number, min: number, max: number, change: (value: number) => void) => (
    <label className="picture-import__range">
      {label}
      <input
        type="range"
        min={min}
        max={max}
        value={value}
        onChange={(event) => change(Number(event.target.value))}
      />
      <output>{value}</output>
    </label>
  );
  const sourceValue = settings.colourSource.kind === 'brand' ? settings.colourSource.brandId : '';
  const selectField = (key: string, label: string, select: (fieldId: string) => ReactNode) => (
    <div className="picture-import__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {select(`${id}-${key}`)}
    </div>
  );

  return (
    <form
      className="picture-import__settings"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-heading`}>{texts.settingsHeading}</h2>
      {selectField('craft', texts.craft, (fieldId) => (
        <select
          id={fieldId}
          value={settings.craft}
          onChange={(event) => {
            const craft = event.target.value as GridCraft;
            const types = typesForCraft(craft);
            onChange({ craft, type: types.includes(settings.type) ? settings.type : (types[0] ?? 'other') });
          }}
        >
          {gridCrafts.map((craft) => (
            <option key={craft} value={craft}>
              {craftLabels[craft]}
            </option>
          ))}
        </select>
      ))}
      {selectField('type', texts.type, (fieldId) => (
        <select
          id={fieldId}
          value={settings.type}
          onChange={(event) => onChange({ type: event.target.value as ChartType })}
        >
          {typesForCraft(settings.craft).map((type) => (
            <option key={type} value={type}>
              {nl.editor.chartTypes[type]}
            </option>
          ))}
        </select>
      ))}
      {selectField('unit', texts.unit, (fieldId) => (
        <select
          id={fieldId}
          value={settings.unit}
          onChange={(event) => onChange({ unit: event.target.value as SizeUnit })}
        >
          {(['cells', 'cm', 'in'] as const).map((unit) => (
            <option key={unit} value={unit}>
              {texts.units[unit]}
            </option>
          ))}
        </select>
      ))}
      {stepper(texts.width(settings.unit), settings.width, (width) => onChange({ width }), {
        min: 1,
        decimals: settings.unit === 'cells' ? 0 : 1,
      })}
      {settings.unit !== 'cells' && (
        <fieldset>
          <legend>{texts.measure}</legend>
          <select
            aria-label={texts.measure}
            value={settings.measure}
            onChange={(event) => onChange({ measure: event.target.value as 'gauge' | 'swatch' })}
          >
            <option value="gauge">{texts.measures.gauge}</option>
            <option value="swatch">{texts.measures.swatch}</option>
          </select>
          {settings.measure === 'gauge' ? (
            <>
              {stepper(
                texts.gaugeStitches(settings.unit),
                settings.gauge.stitches,
                (stitches) => onChange({ gauge: { ...settings.gauge, stitches, unit: lengthUnit } }),
                { decimals: 1 },
              )}
              {stepper(
                texts.gaugeRows(settings.unit),
                settings.gauge.rows,
                (rows) => onChange({ gauge: { ...settings.gauge, rows, unit: lengthUnit } }),
                { decimals: 1 },
              )}
            </>
          ) : (
            <>
              {stepper(texts.swatchStitches, settings.swatch.stitches, (stitches) =>
                onChange({ swatch: { ...settings.swatch, stitches, unit: lengthUnit } }),
              )}
              {stepper(texts.swatchRows, settings.swatch.rows, (rows) =>
                onChange({ swatch: { ...settings.swatch, rows, unit: lengthUnit } }),
              )}
              {stepper(
                texts.swatchWidth,
                settings.swatch.width,
                (width) => onChange({ swatch: { ...settings.swatch, width, unit: lengthUnit } }),
                { decimals: 1 },
              )}
              {stepper(
                texts.swatchHeight,
                settings.swatch.height,
                (height) => onChange({ swatch: { ...settings.swatch, height, unit: lengthUnit } }),
                { decimals: 1 },
              )}
            </>
          )}
        </fieldset>
      )}
      <label className="picture-import__check">
        <input
          type="checkbox"
          checked={settings.square}
          onChange={(event) => onChange({ square: event.target.checked })}
        />
        {texts.square}
      </label>
      {selectField('source', texts.colourSource, (fieldId) => (
        <select
          id={fieldId}
          value={sourceValue}
          onChange={(event) =>
            onChange({
              colourSource: event.target.value
                ? { kind: 'brand', brandId: event.target.value }
                : { kind: 'free' },
            })
          }
        >
          <option value="">{texts.freeColours}</option>
          {brands.map((brand) => (
            <option key={brand.brandId} value={brand.brandId}>
              {brand.name}
            </option>
          ))}
        </select>
      ))}
      {brandsFailed && <p className="field__hint">{texts.brandsUnavailable}</p>}
      {stepper(texts.colorCount, settings.colorCount, (colorCount) => onChange({ colorCount }), {
        min: 1,
        max: maxColors,
        hint: texts.colorCountHint(maxColors),
      })}
      {range(texts.brightness, settings.brightness, -100, 100, (brightness) => onChange({ brightness }))}
      {range(texts.contrast, settings.contrast, 0, 200, (contrast) => onChange({ contrast }))}
      <label className="picture-import__check">
        <input
          type="checkbox"
          checked={settings.dither}
          onChange={(event) => onChange({ dither: event.target.checked })}
        />
        {texts.dither}
      </label>
      {range(texts.cleanup, settings.cleanup, 0, 100, (cleanup) => onChange({ cleanup }))}
      <p className="field__hint">{texts.cleanupHint}</p>
      <label className="picture-import__check">
        <input
          type="checkbox"
          checked={settings.keepDetails}
          onChange={(event) => onChange({ keepDetails: event.target.checked })}
        />
        {texts.keepDetails}
      </label>
    </form>
  );
}
