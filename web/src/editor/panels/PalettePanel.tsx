import { isNoStitchName, tierLimits, type PaletteStyle } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import {
  addStyleAction,
  deleteStyleAction,
  importPaletteAction,
  moveStyleAction,
  replaceStyleAction,
  updateStyleAction,
} from '../paletteActions';
import { useSymbolStore } from '../symbols/symbolStore';
import { useEditor } from './EditorContext';
import { StyleEditor } from './StyleEditor';
import { SymbolPreview } from './SymbolPreview';

/** A style's name in lists: its description, abbreviation or symbol title; "geen steek" marks no-stitch symbols. */
function styleName(style: PaletteStyle, symbolTitle: string | undefined): string {
  const name = style.description || style.abbreviation || symbolTitle || style.colorBackground;
  return symbolTitle &&
    isNoStitchName(symbolTitle) &&
    !name.toLowerCase().includes(nl.editor.palette.noStitch)
    ? `${name} (${nl.editor.palette.noStitch})`
    : name;
}

/** The palette: styles to pick (digits 1–9, 0 pick the first ten), add, edit, reorder, delete, replace, import. */
export function PalettePanel() {
  const editor = useEditor();
  const texts = nl.editor.palette;
  const palette = useEditorStore((state) => state.palette);
  const editable = useEditorStore((state) => state.canEdit);
  const premium = useEditorStore((state) => state.premium);
  const symbols = useSymbolStore((state) => state.symbols);
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [replaceWith, setReplaceWith] = useState(0);

  useEffect(() => {
    void useSymbolStore.getState().requestCatalogue();
  }, []);

  if (!palette) return null;
  const styles = palette.styles;
  const selected = styles.find((style) => style.styleId === palette.selectedStyleId);
  const editingStyle =
    typeof editing === 'number' ? styles.find((style) => style.styleId === editing) : undefined;

  return (
    <section className="palette-panel" aria-labelledby="palette-heading">
      <h2 id="palette-heading">{texts.heading}</h2>
      <ul className="palette-panel__styles" aria-label={texts.styles}>
        {styles.map((style, index) => {
          const symbol = symbols[style.symbolId];
          const position = index + 1;
          return (
            <li key={style.styleId} className="palette-panel__style">
              <button
                type="button"
                className="palette-panel__pick"
                aria-pressed={style.styleId === palette.selectedStyleId}
                aria-label={texts.selectStyle(position, styleName(style, symbol?.title))}
                data-style-id={style.styleId}
                data-colour={style.colorBackground}
                onClick={() => editor.selectStyle(style.styleId)}
              >
                <SymbolPreview
                  symbol={symbol}
                  background={style.colorBackground}
                  foreground={style.colorForeground}
                />
                <span className="palette-panel__key">{position <= 10 ? position % 10 : ''}</span>
                <span className="palette-panel__name">{styleName(style, symbol?.title)}</span>
              </button>
              {editable && (
                <span className="palette-panel__actions">
                  <button
                    type="button"
                    className="editor-icon-button"
                    aria-label={texts.editStyle(position)}
                    onClick={() => setEditing(style.styleId)}
                  >
                    ✎
                  </button>
                  <button
                    type="button"
                    className="editor-icon-button"
                    aria-label={texts.moveUp(position)}
                    disabled={index === 0}
                    onClick={() => moveStyleAction(editor, style.styleId, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="editor-icon-button"
                    aria-label={texts.moveDown(position)}
                    disabled={index === styles.length - 1}
                    onClick={() => moveStyleAction(editor, style.styleId, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="editor-icon-button"
                    aria-label={texts.deleteStyle(position)}
                    onClick={() => deleteStyleAction(editor, style.styleId)}
                  >
                    ×
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {editable && editing === undefined && (
        <button type="button" className="editor-button" onClick={() => setEditing('new')}>
          {texts.add}
        </button>
      )}
      {editing !== undefined && (
        <StyleEditor
          key={String(editing)}
          style={editingStyle}
          onCancel={() => setEditing(undefined)}
          onSave={(input) => {
            if (editingStyle) {
              updateStyleAction(editor, editingStyle.styleId, { ...input, symbolId: input.symbolId ?? '' });
              setMessage('');
            } else {
              const outcome = addStyleAction(editor, input);
              setMessage(
                outcome.kind === 'full'
                  ? texts.full(tierLimits(premium).maxPaletteStyles)
                  : outcome.kind === 'matched'
                    ? texts.matched
                    : '',
              );
            }
            setEditing(undefined);
          }}
        />
      )}
      {editable && selected && styles.length > 1 && (
        <div className="palette-panel__replace">
          <label>
            {texts.replaceWith}
            <select value={replaceWith} onChange={(event) => setReplaceWith(Number(event.target.value))}>
              <option value={0}>{nl.editor.palette.noStitch}</option>
              {styles
                .filter((style) => style.styleId !== selected.styleId)
                .map((style) => (
                  <option key={style.styleId} value={style.styleId}>
                    {styleName(style, symbols[style.symbolId]?.title)}
                  </option>
                ))}
            </select>
          </label>
          <button
            type="button"
            className="editor-button"
            onClick={() => replaceStyleAction(editor, selected.styleId, replaceWith)}
          >
            {texts.replace}
          </button>
        </div>
      )}
      {editable && (
        <label className="palette-panel__import">
          {texts.importPalette}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              void file.text().then((text) => {
                let parsed: unknown;
                try {
                  parsed = JSON.parse(text);
                } catch {
                  parsed = undefined;
                }
                const outcome = importPaletteAction(editor, parsed);
                setMessage(
                  outcome
                    ? texts.imported(outcome.added, outcome.matched, outcome.skipped)
                    : texts.importFailed,
                );
              });
            }}
          />
        </label>
      )}
      <p className="palette-panel__message" role="status">
        {message}
      </p>
    </section>
  );
}
