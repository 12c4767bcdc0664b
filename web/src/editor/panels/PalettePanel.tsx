import { tierLimits } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { useSymbolTexts } from '../symbols/symbolTexts';
import {
  addStyleAction,
  deleteStyleAction,
  moveStyleAction,
  replaceStyleAction,
  updateStyleAction,
} from '../paletteActions';
import { styleLabel } from '../paletteNames/styleLabel';
import { useSymbolStore } from '../symbols/symbolStore';
import { useEditor } from '../ui/EditorContext';
import { isUsed, styleUse, type StyleUse } from '../document/styleUse';
import { DeleteStyleQuestion } from './DeleteStyleQuestion';
import { PaletteImport } from './PaletteImport';
import { SymbolPropertiesLink } from './SymbolPropertiesLink';
import { SymbolPreview } from '../ui/SymbolPreview';
import { lazyPage } from '../../app/lazyPage';

/**
 * The style form and linking a style to a product (issue 28, the catalogue's picker and texts) load on first use,
 * after the editor is drawn, so a new chart's editor stays within its first-load budget.
 */
const StyleEditor = lazyPage(
  () => import('./StyleEditor'),
  (module) => module.StyleEditor,
);
const ProductLink = lazyPage(
  () => import('./ProductLink'),
  (module) => module.ProductLink,
);

/** The palette: styles to pick (digits 1–9, 0 pick the first ten), add, edit, reorder, delete, replace, import. */
export function PalettePanel() {
  const editor = useEditor();
  const texts = nl.editor.palette;
  const palette = useEditorStore((state) => state.palette);
  // Style names follow the maker's own symbol texts once a save reports them (symbolTexts.ts).
  useSymbolTexts((state) => state.texts);
  const editable = useEditorStore((state) => state.canEdit);
  const premium = useEditorStore((state) => state.premium);
  const symbols = useSymbolStore((state) => state.symbols);
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [replaceWith, setReplaceWith] = useState(0);
  /** The style whose deletion asks first (it is in use), and what uses it. */
  const [deleting, setDeleting] = useState<{ styleId: number; use: StyleUse } | undefined>(undefined);

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
          const label = styleLabel(style, symbol?.title);
          return (
            <li key={style.styleId} className="palette-panel__style">
              <button
                type="button"
                className="palette-panel__pick"
                aria-pressed={style.styleId === palette.selectedStyleId}
                aria-label={texts.selectStyle(position, label.full)}
                title={label.full}
                data-style-id={style.styleId}
                data-colour={style.colorBackground}
                onClick={() => editor.selectStyle(style.styleId)}
              >
                <SymbolPreview
                  symbol={symbol}
                  background={style.colorBackground}
                  foreground={style.colorForeground}
                  maxWidth={72}
                />
                <span className="palette-panel__key">{position <= 10 ? position % 10 : ''}</span>
                <span className="palette-panel__name">
                  {label.name}
                  {label.symbol && <span className="palette-panel__symbol">{label.symbol}</span>}
                </span>
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
                    onClick={() => {
                      const use = styleUse(editor.document, style.styleId);
                      if (isUsed(use)) setDeleting({ styleId: style.styleId, use });
                      else deleteStyleAction(editor, style.styleId);
                    }}
                  >
                    ×
                  </button>
                </span>
              )}
              {editable && deleting?.styleId === style.styleId && (
                <DeleteStyleQuestion
                  style={style}
                  name={label.full}
                  use={deleting.use}
                  others={styles
                    .filter((other) => other.styleId !== style.styleId)
                    .map((other) => ({
                      styleId: other.styleId,
                      name: styleLabel(other, symbols[other.symbolId]?.title).full,
                    }))}
                  onDelete={(replacementStyleId) => {
                    deleteStyleAction(editor, style.styleId, replacementStyleId);
                    setDeleting(undefined);
                  }}
                  onCancel={() => setDeleting(undefined)}
                />
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
          symbolCategoryId={palette.symbolCategoryId}
          onSave={(input) => {
            // The symbol picker opens on this category next time (the palette's `symbolCategoryId`).
            const remembered = { symbolCategoryId: symbols[input.symbolId ?? '']?.categoryIds[0] };
            if (editingStyle) {
              updateStyleAction(
                editor,
                editingStyle.styleId,
                { ...input, symbolId: input.symbolId ?? '' },
                remembered,
              );
              setMessage('');
            } else {
              const outcome = addStyleAction(editor, input, remembered);
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
      {editable && selected && editing === undefined && (
        <ProductLink
          key={selected.styleId}
          style={selected}
          styleName={styleLabel(selected, symbols[selected.symbolId]?.title).full}
        />
      )}
      {selected && editing === undefined && <SymbolPropertiesLink styleId={selected.styleId} />}
      {editable && selected && styles.length > 1 && (
        <div className="palette-panel__replace">
          <label>
            {texts.replaceWith(styleLabel(selected, symbols[selected.symbolId]?.title).full)}
            <select value={replaceWith} onChange={(event) => setReplaceWith(Number(event.target.value))}>
              <option value={0}>{nl.editor.palette.noStitch}</option>
              {styles
                .filter((style) => style.styleId !== selected.styleId)
                .map((style) => (
                  <option key={style.styleId} value={style.styleId}>
                    {styleLabel(style, symbols[style.symbolId]?.title).full}
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
      {editable && <PaletteImport onMessage={setMessage} />}
      <p className="palette-panel__message" role="status">
        {message}
      </p>
    </section>
  );
}
