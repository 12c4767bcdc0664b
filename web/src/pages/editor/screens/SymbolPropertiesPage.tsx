/**
 * `/nl/c/{chartId}/symbol-properties` (spec §3 "Palette style"): every per-style field of the selected style (or one
 * chosen here, `?styleId=`): symbol, texts and their alternatives, consumes / produces, where it shows and counts,
 * and how the written pattern writes it. Each change is one undoable step of the editor beneath
 * (`updateStyleAction`, the palette's own edit path).
 */
import type { PaletteStyle } from '@steekwerk/model';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useEditorStore } from '../../../editor/editorStore';
import { updateStyleAction } from '../../../editor/paletteActions';
import type { StyleChanges } from '../../../editor/document/paletteEdits';
import { styleLabel } from '../../../editor/paletteNames/styleLabel';
import { SymbolSelect } from '../../../editor/panels/SymbolSelect';
import { useSymbolStore } from '../../../editor/symbols/symbolStore';
import { SymbolPreview } from '../../../editor/ui/SymbolPreview';
import type { Editor } from '../../../editor/Editor';
import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../ui/pageTitle';
import { useOpenEditor } from './openEditor';
import { screenTexts } from './screenTexts';
import { StyleField } from './StyleField';
import './screens.css';

const texts = screenTexts.symbolProperties;
const enclosures = ['no', 'brackets', 'parentheses'] as const;

export function SymbolPropertiesPage() {
  const open = useOpenEditor();
  useDocumentTitle(nl.pages.symbolProperties.title);
  return (
    <section className="editor-subscreen">
      <h1>{nl.pages.symbolProperties.heading}</h1>
      <p>{texts.intro}</p>
      {open?.editor ? (
        <SymbolPropertiesForm editor={open.editor} chartPath={open.chartPath} />
      ) : (
        <p role="status">{screenTexts.notReady}</p>
      )}
    </section>
  );
}

/** The chosen style: `?styleId=` when the palette has it, else the palette's selected style, else the first. */
export function chosenStyleId(
  styles: readonly Pick<PaletteStyle, 'styleId'>[],
  selectedStyleId: number,
  asked: string | null,
): number | undefined {
  const has = (styleId: number) => styles.some((style) => style.styleId === styleId);
  const askedId = asked === null ? Number.NaN : Number(asked);
  if (Number.isInteger(askedId) && has(askedId)) return askedId;
  if (has(selectedStyleId)) return selectedStyleId;
  return styles[0]?.styleId;
}

function SymbolPropertiesForm({ editor, chartPath }: { editor: Editor; chartPath: string }) {
  const id = useId();
  const palette = useEditorStore((state) => state.palette);
  const canEdit = useEditorStore((state) => state.canEdit);
  const symbols = useSymbolStore((state) => state.symbols);
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<number | undefined>(undefined);
  useEffect(() => {
    void useSymbolStore.getState().requestCatalogue();
  }, []);
  if (!palette) return <p role="status">{screenTexts.notReady}</p>;
  const styleId = chosenStyleId(
    palette.styles,
    palette.selectedStyleId,
    choice?.toString() ?? params.get('styleId'),
  );
  const style = palette.styles.find((candidate) => candidate.styleId === styleId);
  if (!style) {
    return (
      <p>
        {texts.noStyles} <Link to={chartPath}>{texts.toChart}</Link>
      </p>
    );
  }
  const update = (changes: StyleChanges) => updateStyleAction(editor, style.styleId, changes);
  const stored = (field: keyof PaletteStyle) => `${style.styleId}:${String(style[field])}`;
  const check = (
    field: 'showInChart' | 'showInWritten' | 'showInTotal' | 'progressTracker' | 'writtenStitchCountSingle',
    label: string,
  ) => (
    <label className="symbol-properties__check">
      <input
        type="checkbox"
        checked={style[field]}
        onChange={(event) => update({ [field]: event.target.checked })}
      />
      {label}
    </label>
  );
  const count = (field: 'consumes' | 'produces', label: string) => (
    <StyleField
      key={stored(field)}
      label={label}
      type="number"
      value={String(style[field])}
      onCommit={(value) => value.trim() !== '' && update({ [field]: Number(value) })}
    />
  );
  const text = (
    field: 'abbreviation' | 'description' | 'alternativeAbbreviation' | 'alternativeDescription',
    label: string,
    maxLength: number,
    hint?: string,
  ) => (
    <StyleField
      key={stored(field)}
      label={label}
      value={style[field]}
      maxLength={maxLength}
      {...(hint ? { hint } : {})}
      onCommit={(value) => update({ [field]: value })}
    />
  );

  return (
    <div className="symbol-properties">
      <label className="symbol-properties__field">
        {texts.style}
        <select
          value={style.styleId}
          onChange={(event) => {
            const next = Number(event.target.value);
            setChoice(next);
            setParams({ styleId: String(next) }, { replace: true });
          }}
        >
          {palette.styles.map((candidate, index) => (
            <option key={candidate.styleId} value={candidate.styleId}>
              {`${index + 1}. ${styleLabel(candidate, symbols[candidate.symbolId]?.title).full}`}
            </option>
          ))}
        </select>
      </label>
      {!canEdit && <p role="status">{texts.readOnly}</p>}
      <fieldset disabled={!canEdit} className="symbol-properties__fields" aria-describedby={`${id}-preview`}>
        <div id={`${id}-preview`} className="symbol-properties__symbol">
          <SymbolPreview
            symbol={symbols[style.symbolId]}
            background={style.colorBackground}
            foreground={style.colorForeground}
            size={48}
          />
          <SymbolSelect value={style.symbolId} onChange={(symbolId) => update({ symbolId })} />
        </div>
        <fieldset>
          <legend>{texts.texts}</legend>
          {text('abbreviation', texts.abbreviation, 40)}
          {text('description', texts.description, 500)}
          {text('alternativeAbbreviation', texts.alternativeAbbreviation, 40)}
          {text('alternativeDescription', texts.alternativeDescription, 500, texts.alternativeHint)}
        </fieldset>
        <fieldset>
          <legend>{texts.counts}</legend>
          {count('consumes', texts.consumes)}
          {count('produces', texts.produces)}
          <small>{texts.countsHint}</small>
        </fieldset>
        <fieldset>
          <legend>{texts.showIn}</legend>
          {check('showInChart', texts.showInChart)}
          {check('showInWritten', texts.showInWritten)}
          {check('showInTotal', texts.showInTotal)}
          {check('progressTracker', texts.progressTracker)}
        </fieldset>
        <fieldset>
          <legend>{texts.written}</legend>
          {check('writtenStitchCountSingle', texts.writtenStitchCountSingle)}
          <label className="symbol-properties__field">
            {texts.writtenStitchEnclosed}
            <select
              value={style.writtenStitchEnclosed}
              onChange={(event) =>
                update({ writtenStitchEnclosed: event.target.value as PaletteStyle['writtenStitchEnclosed'] })
              }
            >
              {enclosures.map((enclosure) => (
                <option key={enclosure} value={enclosure}>
                  {texts.enclosed[enclosure]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      </fieldset>
    </div>
  );
}
