/** The settings a file type uses (its row of the table says which), as labelled form fields. */
import { useId } from 'react';
import { nl } from '../i18n/nl';
import type { ExportFileType, ExportSettingKey } from './exportFileTypes';
import {
  legendPlacements,
  orientations,
  paperSizes,
  pdfColourModes,
  pdfLimits,
  pixelSizeLimits,
  pixelSizeOf,
  rotations,
  sizeUnits,
  type ExportSettings,
} from './exportSettings';

const texts = nl.chartScreens.download;

/** Number fields and their bounds. */
const numberBounds = {
  size: { label: texts.size, min: 1, max: 20_000 },
  margin: { label: texts.margin, min: 0, max: 2 },
  overlap: { label: texts.overlap, min: pdfLimits.overlap.min, max: pdfLimits.overlap.max },
  fabricCount: { label: texts.fabricCount, min: pdfLimits.fabricCount.min, max: pdfLimits.fabricCount.max },
} as const;

/** The first number the row uses that is out of bounds, as a Dutch message; undefined when all are fine. */
export function settingsProblem(row: ExportFileType, settings: ExportSettings): string | undefined {
  for (const key of row.settings) {
    if (!(key in numberBounds)) continue;
    const bounds = numberBounds[key as keyof typeof numberBounds];
    const value = settings[key as keyof typeof numberBounds];
    const whole = key === 'overlap' || key === 'size';
    if (
      !Number.isFinite(value) ||
      value < bounds.min ||
      value > bounds.max ||
      (whole && !Number.isInteger(value))
    ) {
      return texts.invalid(bounds.label, bounds.min, bounds.max);
    }
  }
  if (row.settings.includes('size')) {
    if (
      settings.sizeUnit !== 'px' &&
      !(Number.isInteger(settings.dpi) && settings.dpi >= 36 && settings.dpi <= 1200)
    ) {
      return texts.invalid(texts.dpi, 36, 1200);
    }
    const pixels = pixelSizeOf(settings);
    if (pixels < pixelSizeLimits.min || pixels > pixelSizeLimits.max) {
      return texts.pixelSizeInvalid(pixels, pixelSizeLimits.min, pixelSizeLimits.max);
    }
  }
  return undefined;
}

interface FieldsProps {
  row: ExportFileType;
  settings: ExportSettings;
  onChange: (settings: ExportSettings) => void;
}

export function ExportSettingsFields({ row, settings, onChange }: FieldsProps) {
  const id = useId();
  const set = (changes: Partial<ExportSettings>) => onChange({ ...settings, ...changes });
  const uses = (key: ExportSettingKey) => row.settings.includes(key);
  const number = (key: keyof typeof numberBounds, step: number) => (
    <div className="download-screen__field">
      <label htmlFor={`${id}-${key}`}>{numberBounds[key].label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={numberBounds[key].min}
        max={numberBounds[key].max}
        step={step}
        value={Number.isFinite(settings[key]) ? settings[key] : ''}
        onChange={(event) =>
          set({ [key]: event.target.value === '' ? Number.NaN : Number(event.target.value) })
        }
      />
    </div>
  );
  const select = <T extends string | number>(
    key: 'sizeUnit' | 'paper' | 'orientation' | 'rotation' | 'mode',
    label: string,
    options: readonly T[],
    optionLabel: (value: T) => string,
  ) => (
    <div className="download-screen__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        value={String(settings[key])}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) set({ [key]: chosen });
        }}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
  // A placement the writer does not draw is shown (and exported) as the row's first one that is not "none".
  const placements = row.legendPlacements ?? legendPlacements;
  const legendField = () => {
    const shown = placements.includes(settings.legendPlacement)
      ? settings.legendPlacement
      : (placements.find((value) => value !== 'none') ?? placements[0]!);
    return (
      <div className="download-screen__field">
        <label htmlFor={`${id}-legendPlacement`}>{texts.legendPlacement}</label>
        <select
          id={`${id}-legendPlacement`}
          value={shown}
          onChange={(event) => {
            const chosen = placements.find((option) => option === event.target.value);
            if (chosen !== undefined) set({ legendPlacement: chosen });
          }}
        >
          {placements.map((option) => (
            <option key={option} value={option}>
              {texts.legendPlacements[option]}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <>
      {uses('size') && (
        <>
          {number('size', 1)}
          {select('sizeUnit', texts.sizeUnit, sizeUnits, (unit) => texts.sizeUnits[unit])}
          {settings.sizeUnit !== 'px' && (
            <div className="download-screen__field">
              <label htmlFor={`${id}-dpi`}>{texts.dpi}</label>
              <input
                id={`${id}-dpi`}
                type="number"
                min={36}
                max={1200}
                step={1}
                value={Number.isFinite(settings.dpi) ? settings.dpi : ''}
                onChange={(event) =>
                  set({ dpi: event.target.value === '' ? Number.NaN : Number(event.target.value) })
                }
              />
            </div>
          )}
          {settings.sizeUnit !== 'px' && settingsProblem(row, settings) === undefined && (
            <p className="download-screen__hint">{texts.pixelSize(pixelSizeOf(settings))}</p>
          )}
        </>
      )}
      {uses('legendPlacement') && legendField()}
      {row.settings.length === 0 && <p className="download-screen__hint">{texts.noSettings}</p>}
      {uses('paper') && select('paper', texts.paper, paperSizes, (paper) => texts.papers[paper])}
      {uses('orientation') &&
        select('orientation', texts.orientation, orientations, (value) => texts.orientations[value])}
      {uses('margin') && number('margin', 0.25)}
      {uses('rotation') &&
        select('rotation', texts.rotation, rotations, (degrees) => texts.rotationDegrees(degrees))}
      {uses('overlap') && number('overlap', 1)}
      {uses('fabricCount') && number('fabricCount', 1)}
      {uses('mode') && select('mode', texts.mode, pdfColourModes, (mode) => texts.modes[mode])}
      {uses('written') && (
        <label className="download-screen__check">
          <input
            type="checkbox"
            checked={settings.written}
            onChange={(event) => set({ written: event.target.checked })}
          />
          {texts.written}
        </label>
      )}
    </>
  );
}
