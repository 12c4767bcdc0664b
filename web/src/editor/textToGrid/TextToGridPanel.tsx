import { useEffect, useId, useRef, useState } from 'react';
import type { Editor } from '../Editor';
import { getEngineClient } from '../../engine/engineClient';
import { nl } from '../../i18n/nl';
import { NumberStepper } from '../../ui/NumberStepper';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { backgroundStyleForColour } from './backgroundColour';
import type { PreviewLayer } from '../document/previewLayer';
import { composeTextCells, textPreviewLayer } from './textLayer';
import { textSettingsOf, useTextToGridStore, type TextFit } from './textToGridStore';

let lastRequest = 0;

/** Rasterises the text of the settings now and shows (or updates, keeping its place) the preview layer. */
async function showText(
  editor: Editor,
  setMessage: (message: string) => void,
  keepPosition: boolean,
): Promise<void> {
  const texts = nl.textToGrid;
  const current = textSettingsOf(useTextToGridStore.getState());
  const textStyleId = editor.validStyleId(editor.document.palette.selectedStyleId);
  if (!editor.canEdit) return setMessage(texts.notEditable);
  if (textStyleId === 0) return setMessage(texts.noStyle);
  if (current.text.trim() === '') return setMessage(texts.emptyText);
  const asked = (lastRequest += 1);
  const document = editor.document;
  const reply = await getEngineClient().rasteriseText({
    text: current.text,
    font: current.font,
    fontSize: current.fontSize,
    bold: current.bold,
    italic: current.italic,
    ...(current.fit === 'fitChart'
      ? { fit: { columns: document.columnCount, rows: document.rowCount } }
      : {}),
  });
  if (asked !== lastRequest) return undefined;
  if (!reply.ok) return setMessage(reply.code === 'emptyText' ? texts.emptyText : texts.unavailable);
  setMessage('');
  const cells = {
    columnCount: reply.columns,
    rowCount: reply.rows,
    cells: composeTextCells(reply.mask, textStyleId, current.backgroundStyleId),
  };
  if (keepPosition && editor.sessions.preview.layer) editor.sessions.preview.replaceCells(cells);
  else editor.sessions.preview.show(textPreviewLayer(cells, document));
  return undefined;
}

/**
 * The bottom panel's text-to-grid mode (spec §3): the text (several lines), font, size, bold, italic and
 * background; the text is rasterised in the engine worker and shown as a preview layer to drag or move with the
 * arrow keys, then placed as one undoable change.
 */
export function TextToGridPanel() {
  const editor = useEditor();
  const texts = nl.textToGrid;
  const id = useId();
  const settings = useTextToGridStore();
  const palette = useEditorStore((state) => state.palette);
  const canEdit = useEditorStore((state) => state.canEdit);
  const [layer, setLayer] = useState<PreviewLayer | undefined>(editor.sessions.preview.layer);
  const [message, setMessage] = useState('');
  const colourRef = useRef<HTMLInputElement>(null);
  const { text, fontSize, bold, italic, backgroundStyleId, fit } = settings;

  useEffect(() => editor.sessions.preview.subscribe(setLayer), [editor]);

  const showing = layer !== undefined;

  // While the layer shows, it follows the settings and the text's style (the palette's selected style).
  useEffect(() => {
    let textStyle = editor.validStyleId(editor.document.palette.selectedStyleId);
    const refresh = () => {
      if (editor.sessions.preview.layer) void showText(editor, setMessage, true);
    };
    const stopSettings = useTextToGridStore.subscribe((state, previous) => {
      if (JSON.stringify(textSettingsOf(state)) !== JSON.stringify(textSettingsOf(previous))) refresh();
    });
    const stopEditor = editor.subscribe((event) => {
      if (event.type !== 'document' || event.change.type !== 'palette') return;
      const next = editor.validStyleId(editor.document.palette.selectedStyleId);
      if (next === textStyle) return;
      textStyle = next;
      refresh();
    });
    return () => {
      stopSettings();
      stopEditor();
    };
  }, [editor]);

  // Picking a background colour applies a background change to the preview instead of selecting a style (§4).
  useEffect(() => {
    const input = colourRef.current;
    if (!input) return undefined;
    const picked = () => {
      const styleId = backgroundStyleForColour(editor, input.value);
      if (styleId === undefined) setMessage(texts.paletteFull);
      else settings.change({ backgroundStyleId: styleId });
    };
    input.addEventListener('change', picked);
    return () => input.removeEventListener('change', picked);
  }, [editor, settings, texts.paletteFull]);

  const place = () => {
    const outcome = editor.sessions.preview.apply();
    if (outcome === 'done') setMessage(texts.placed);
    else if (outcome === 'notEditable') setMessage(texts.notEditable);
  };

  return (
    <div className="text-to-grid">
      <div className="text-to-grid__fields">
        <label htmlFor={`${id}-text`}>{texts.text}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          onChange={(event) => settings.change({ text: event.target.value })}
        />
        <label htmlFor={`${id}-font`}>{texts.font}</label>
        <select id={`${id}-font`} value={settings.font} onChange={() => settings.change({ font: 'Arial' })}>
          <option value="Arial">Arial</option>
        </select>
        <NumberStepper
          label={texts.fontSize}
          value={fontSize}
          min={4}
          max={500}
          onChange={(value) => settings.change({ fontSize: Number.isFinite(value) ? value : 30 })}
          decreaseLabel={nl.pictureImport.decrease(texts.fontSize)}
          increaseLabel={nl.pictureImport.increase(texts.fontSize)}
        />
        <label className="text-to-grid__check">
          <input
            type="checkbox"
            checked={bold}
            onChange={(event) => settings.change({ bold: event.target.checked })}
          />
          {texts.bold}
        </label>
        <label className="text-to-grid__check">
          <input
            type="checkbox"
            checked={italic}
            onChange={(event) => settings.change({ italic: event.target.checked })}
          />
          {texts.italic}
        </label>
        <label htmlFor={`${id}-background`}>{texts.background}</label>
        <select
          id={`${id}-background`}
          value={backgroundStyleId}
          onChange={(event) => settings.change({ backgroundStyleId: Number(event.target.value) })}
        >
          <option value={0}>{texts.noBackground}</option>
          {palette?.styles.map((style, index) => (
            <option key={style.styleId} value={style.styleId}>
              {`${index + 1}: ${style.description || style.abbreviation || style.colorBackground}`}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-colour`}>{texts.pickBackground}</label>
        <input id={`${id}-colour`} ref={colourRef} type="color" defaultValue="#ffffff" disabled={!canEdit} />
        <label htmlFor={`${id}-fit`}>{texts.fit}</label>
        <select
          id={`${id}-fit`}
          value={fit}
          onChange={(event) => settings.change({ fit: event.target.value as TextFit })}
        >
          <option value="fitChart">{texts.fits.fitChart}</option>
          <option value="growChart">{texts.fits.growChart}</option>
        </select>
      </div>
      <p className="field__hint">{texts.previewHint}</p>
      <div className="editor-panel__actions">
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit}
          onClick={() => void showText(editor, setMessage, false)}
        >
          {texts.preview}
        </button>
        <button type="button" className="editor-button" disabled={!showing} onClick={place}>
          {texts.place}
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!showing}
          onClick={() => editor.sessions.preview.discard()}
        >
          {texts.cancel}
        </button>
      </div>
      {layer && (
        <p>
          {texts.size(layer.columnCount, layer.rowCount)} · {texts.position(layer.x + 1, layer.y + 1)}
        </p>
      )}
      <p role="status">{message}</p>
    </div>
  );
}
