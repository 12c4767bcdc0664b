import type { PaletteStyle } from '@steekwerk/model';
import { nl } from '../../i18n/nl';

/** A style's custom line fields as the style editor edits them (spec §3 "Palette style"). */
export type CustomLineFields = Pick<
  PaletteStyle,
  | 'customLineAbbreviation'
  | 'customLineDescription'
  | 'customLineWorkCountHorizontal'
  | 'customLineWorkCountVertical'
>;

/** The fields of a style, or of a new one (empty texts, counts 0). */
export function customLineFieldsOf(style: PaletteStyle | undefined): CustomLineFields {
  return {
    customLineAbbreviation: style?.customLineAbbreviation ?? '',
    customLineDescription: style?.customLineDescription ?? '',
    customLineWorkCountHorizontal: style?.customLineWorkCountHorizontal ?? 0,
    customLineWorkCountVertical: style?.customLineWorkCountVertical ?? 0,
  };
}

/** A whole count within 0–100 from what was typed (empty or nonsense: 0). */
function countOf(text: string): number {
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The style editor's compact "Lijnen" group: how the style's custom lines are named and counted. */
export function CustomLineFieldset({
  value,
  onChange,
}: {
  readonly value: CustomLineFields;
  readonly onChange: (value: CustomLineFields) => void;
}) {
  const texts = nl.editor.palette.customLines;
  const set = (change: Partial<CustomLineFields>) => onChange({ ...value, ...change });
  return (
    <fieldset className="style-editor__lines">
      <legend>{texts.heading}</legend>
      <label>
        {texts.abbreviation}
        <input
          value={value.customLineAbbreviation}
          maxLength={40}
          onChange={(event) => set({ customLineAbbreviation: event.target.value })}
        />
      </label>
      <label>
        {texts.description}
        <input
          value={value.customLineDescription}
          maxLength={500}
          onChange={(event) => set({ customLineDescription: event.target.value })}
        />
      </label>
      <div className="style-editor__counts">
        <CountField
          label={texts.workCountHorizontal}
          value={value.customLineWorkCountHorizontal}
          onChange={(count) => set({ customLineWorkCountHorizontal: count })}
        />
        <CountField
          label={texts.workCountVertical}
          value={value.customLineWorkCountVertical}
          onChange={(count) => set({ customLineWorkCountVertical: count })}
        />
      </div>
    </fieldset>
  );
}

/** A whole count 0–100 with its label. */
function CountField(props: { label: string; value: number; onChange: (count: number) => void }) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={props.value}
        onChange={(event) => props.onChange(countOf(event.target.value))}
      />
    </label>
  );
}
