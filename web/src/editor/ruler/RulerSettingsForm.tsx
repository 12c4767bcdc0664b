import type { Ruler } from '@steekwerk/model';
import { useId } from 'react';
import { formatLineList, parseLineList, parseNumberList, parseWhole } from './rulerFields';
import { RulerTextField } from './RulerTextField';
import { rulerTexts as texts } from './rulerTexts';

interface RulerSettingsFormProps {
  /** The ruler as the chart reads it. */
  readonly ruler: Ruler;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly disabled: boolean;
  readonly onChange: (change: Partial<Ruler>) => void;
}

/** A select of a ruler setting, labelled. */
function Choice<Value extends string>(props: {
  readonly label: string;
  readonly value: Value;
  readonly options: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly onChange: (value: Value) => void;
}) {
  const id = useId();
  const known = props.value in props.options;
  return (
    <div className="ruler-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value as Value)}
      >
        {!known && <option value={props.value}>{props.value}</option>}
        {Object.entries(props.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every ruler setting of spec §3, one field each; each change is one undoable command. */
export function RulerSettingsForm({
  ruler,
  columnCount,
  rowCount,
  disabled,
  onChange,
}: RulerSettingsFormProps) {
  const columnSide = ruler.horizontal === 'onlyRight' ? 'onlyBottom' : ruler.horizontal;
  const rowSide = ruler.vertical === 'onlyBottom' ? 'onlyRight' : ruler.vertical;
  const whole = (low: number, high: number) => (text: string) => parseWhole(text, low, high);
  return (
    <div className="ruler-settings">
      <Choice
        label={texts.columnSides}
        value={columnSide}
        options={texts.columnSideOptions}
        disabled={disabled}
        onChange={(horizontal) => onChange({ horizontal })}
      />
      <Choice
        label={texts.rowSides}
        value={rowSide}
        options={texts.rowSideOptions}
        disabled={disabled}
        onChange={(vertical) => onChange({ vertical })}
      />
      <Choice
        label={texts.columnDirection}
        value={ruler.horizontalDirection}
        options={{ rightToLeft: texts.directions.rightToLeft, leftToRight: texts.directions.leftToRight }}
        disabled={disabled}
        onChange={(horizontalDirection) => onChange({ horizontalDirection })}
      />
      <Choice
        label={texts.rowDirection}
        value={ruler.verticalDirection}
        options={{ bottomToTop: texts.directions.bottomToTop, topToBottom: texts.directions.topToBottom }}
        disabled={disabled}
        onChange={(verticalDirection) => onChange({ verticalDirection })}
      />
      <Choice
        label={texts.template}
        value={ruler.template}
        options={texts.templates}
        disabled={disabled}
        onChange={(template) => onChange({ template })}
      />
      <RulerTextField
        key={`start${ruler.startNumber}`}
        label={texts.startNumber}
        shown={String(ruler.startNumber)}
        numeric
        parse={whole(-100_000, 100_000)}
        disabled={disabled}
        onCommit={(startNumber) => onChange({ startNumber })}
      />
      <RulerTextField
        key={`increment${ruler.numberIncrement}`}
        label={texts.numberIncrement}
        shown={String(ruler.numberIncrement)}
        numeric
        parse={whole(-1000, 1000)}
        disabled={disabled}
        onCommit={(numberIncrement) => onChange({ numberIncrement })}
      />
      <RulerTextField
        key={`skip${ruler.skipCount}`}
        label={texts.skipCount}
        hint={texts.skipHint}
        shown={String(ruler.skipCount)}
        numeric
        parse={whole(1, 1000)}
        disabled={disabled}
        onCommit={(skipCount) => onChange({ skipCount })}
      />
      <RulerTextField
        key={`repeat${ruler.numberRepeat}`}
        label={texts.numberRepeat}
        hint={texts.repeatHint}
        shown={String(ruler.numberRepeat)}
        numeric
        parse={whole(0, 100_000)}
        disabled={disabled}
        onCommit={(numberRepeat) => onChange({ numberRepeat })}
      />
      <RulerTextField
        key={`deviation${ruler.deviationValues.join()}`}
        label={texts.deviationValues}
        hint={texts.deviationHint}
        shown={ruler.deviationValues.join(', ')}
        parse={(text) => parseNumberList(text, -1000, 1000)}
        disabled={disabled}
        onCommit={(deviationValues) => onChange({ deviationValues })}
      />
      <Choice
        label={texts.deviationSide}
        value={ruler.deviationSide}
        options={texts.deviationSides}
        disabled={disabled}
        onChange={(deviationSide) => onChange({ deviationSide })}
      />
      <RulerTextField
        key={`columns${ruler.ignoredColumns.join()}`}
        label={texts.ignoredColumns}
        hint={texts.ignoredHint}
        shown={formatLineList(ruler.ignoredColumns)}
        parse={(text) => parseLineList(text, columnCount)}
        disabled={disabled}
        onCommit={(ignoredColumns) => onChange({ ignoredColumns })}
      />
      <RulerTextField
        key={`rows${ruler.ignoredRows.join()}`}
        label={texts.ignoredRows}
        hint={texts.ignoredHint}
        shown={formatLineList(ruler.ignoredRows)}
        parse={(text) => parseLineList(text, rowCount)}
        disabled={disabled}
        onCommit={(ignoredRows) => onChange({ ignoredRows })}
      />
    </div>
  );
}
