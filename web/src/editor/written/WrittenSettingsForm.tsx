/**
 * The written-pattern settings of spec §3 in the bottom panel (issue 27): repeats and their form, title, legend,
 * the row and count texts, the divider, the usage line and the edge stitches left out. Every change is an undoable
 * command on the chart (`settings.written`), saved with it, so the PDF and the convert command write the same
 * text. Texts apply when the field is left or Enter is pressed (one undo step per change, not per key).
 */
import { maxIgnoredStitches, writtenSettingsSchema, type WrittenSettings } from '@steekwerk/model';
import { useId, useState } from 'react';
import { nl } from '../../i18n/nl';
import { updateChartSettings } from '../document/commands/settingsCommands';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { writtenSettingsOfDocument } from './writtenJob';
import { useViewerWrittenChoices } from './viewerWrittenChoices';

type TextKey = 'rowText' | 'rowsText' | 'countSingle' | 'countPlural' | 'stitchDivider' | 'usageText';

/** A text setting that applies on blur or Enter; a refused value (too long, unstorable) goes back. */
function TextSetting({
  label,
  value,
  onApply,
}: {
  readonly label: string;
  readonly value: string;
  /** Whether the chart took the value. */
  readonly onApply: (value: string) => boolean;
}) {
  const [text, setText] = useState(value);
  const apply = () => {
    if (text !== value && !onApply(text)) setText(value);
  };
  return (
    <label className="written__text-setting">
      <span>{label}</span>
      <input
        type="text"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') setText(value);
        }}
      />
    </label>
  );
}

/**
 * @param viewerChoices a viewer's own choices (they may not edit the chart): shown on top of the chart's settings and
 *   changed in memory only
 */
export function WrittenSettingsForm({ viewerChoices }: { readonly viewerChoices: Partial<WrittenSettings> }) {
  const editor = useEditor();
  const modeId = useId();
  const texts = nl.editor.written;
  const more = nl.workOrder.written;
  // Read again whenever the chart changes (its settings, craft or directions decide the defaults).
  useEditorStore((state) => state.documentVersion);
  const canEdit = useEditorStore((state) => state.canEdit);
  if (!editor.document.hasMetadata) return null;
  const chartId = editor.document.meta.settings.chartId;
  const settings = { ...writtenSettingsOfDocument(editor.document), ...viewerChoices };
  const viewer = useViewerWrittenChoices.getState();
  const change = (values: Partial<WrittenSettings>): boolean => {
    const next = { ...settings, ...values };
    if (canEdit) return editor.run(updateChartSettings, { written: next });
    if (!writtenSettingsSchema.safeParse(next).success) return false;
    viewer.choose(chartId, values);
    return true;
  };
  const whole = (value: string) => Math.min(maxIgnoredStitches, Math.max(0, Math.round(Number(value) || 0)));
  const textSetting = (key: TextKey, label: string) => (
    // Keyed by the chart's value: an undo or another change shows the new text.
    <TextSetting
      key={`${key}:${settings[key]}`}
      label={label}
      value={settings[key]}
      onApply={(value) => change({ [key]: value })}
    />
  );

  return (
    <fieldset className="written__settings">
      {/* Named by its label alone (a label around it would add the chosen option to its name). */}
      <span className="written__mode">
        <label htmlFor={modeId}>{texts.mode}</label>
        <select
          id={modeId}
          value={settings.mode ?? 'written'}
          onChange={(event) => change({ mode: event.currentTarget.value === 'table' ? 'table' : 'written' })}
        >
          <option value="written">{texts.modeWritten}</option>
          <option value="table">{texts.modeTable}</option>
        </select>
      </span>
      <label>
        <input
          type="checkbox"
          checked={settings.detectRepeats}
          onChange={(event) => change({ detectRepeats: event.currentTarget.checked })}
        />
        {texts.repeats}
      </label>
      <label>
        <span className="visually-hidden">{texts.repeatStyle}</span>
        <select
          value={settings.repeatStyle}
          disabled={!settings.detectRepeats}
          onChange={(event) =>
            change({ repeatStyle: event.currentTarget.value === 'stars' ? 'stars' : 'brackets' })
          }
        >
          <option value="brackets">{texts.brackets}</option>
          <option value="stars">{texts.stars}</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.title}
          onChange={(event) => change({ title: event.currentTarget.checked })}
        />
        {texts.title}
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.legend}
          onChange={(event) => change({ legend: event.currentTarget.checked })}
        />
        {texts.legend}
      </label>
      <details className="written__more">
        <summary>{more.texts}</summary>
        <p className="written__hint">{more.placeholderHint}</p>
        <div className="written__fields">
          {textSetting('rowText', more.rowText)}
          {textSetting('rowsText', more.rowsText)}
          {textSetting('countSingle', more.countSingle)}
          {textSetting('countPlural', more.countPlural)}
          {textSetting('stitchDivider', more.stitchDivider)}
          {textSetting('usageText', more.usageText)}
          <label className="written__text-setting">
            <span>{more.ignoreLeft}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={settings.ignoreStitchesLeft}
              onChange={(event) => change({ ignoreStitchesLeft: whole(event.currentTarget.value) })}
            />
          </label>
          <label className="written__text-setting">
            <span>{more.ignoreRight}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={settings.ignoreStitchesRight}
              onChange={(event) => change({ ignoreStitchesRight: whole(event.currentTarget.value) })}
            />
          </label>
        </div>
        <button
          type="button"
          className="editor-button"
          disabled={
            canEdit
              ? editor.document.meta.settings.written === undefined
              : Object.keys(viewerChoices).length === 0
          }
          onClick={() =>
            canEdit ? editor.run(updateChartSettings, { written: undefined }) : viewer.forget(chartId)
          }
        >
          {more.reset}
        </button>
        <p className="written__hint">{canEdit ? more.saved : more.viewerOnly}</p>
      </details>
    </fieldset>
  );
}
