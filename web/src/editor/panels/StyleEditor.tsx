import { contrastingForeground, DEFAULT_STYLE_COLOR, type PaletteStyle } from '@steekwerk/model';
import { useEffect, useId, useRef, useState } from 'react';
import { nl } from '../../i18n/nl';
import type { StyleInput } from '../document/paletteEdits';
import { useSymbolStore } from '../symbols/symbolStore';
import { ColourPicker } from './ColourPicker';
import { SymbolSelect } from './SymbolSelect';
import { SymbolPreview } from '../ui/SymbolPreview';
import { CustomLineFieldset, customLineFieldsOf, type CustomLineFields } from './CustomLineFieldset';

interface StyleEditorProps {
  /** The style being edited, or undefined for a new one. */
  readonly style: PaletteStyle | undefined;
  readonly onSave: (input: StyleInput) => void;
  readonly onCancel: () => void;
  /** The palette's `symbolCategoryId`: the category of the symbol chosen last, listed first. */
  readonly symbolCategoryId?: string;
}

/**
 * The form for a new or an existing style: symbol, background, foreground (automatic or chosen), texts, and how its
 * custom lines are named and counted. It opens
 * where the user sees it: scrolled into view with its first field focused.
 */
export function StyleEditor({ style, onSave, onCancel, symbolCategoryId }: StyleEditorProps) {
  const texts = nl.editor.palette;
  const id = useId();
  const symbols = useSymbolStore((state) => state.symbols);
  const [symbolId, setSymbolId] = useState(style?.symbolId ?? '');
  const [background, setBackground] = useState(style?.colorBackground ?? DEFAULT_STYLE_COLOR);
  const [automatic, setAutomatic] = useState(
    style ? style.colorForeground === contrastingForeground(style.colorBackground) : true,
  );
  const [foreground, setForeground] = useState(style?.colorForeground ?? contrastingForeground(background));
  const [abbreviation, setAbbreviation] = useState(style?.abbreviation ?? '');
  const [description, setDescription] = useState(style?.description ?? '');
  const [line, setLine] = useState<CustomLineFields>(() => customLineFieldsOf(style));
  const shownForeground = automatic ? contrastingForeground(background) : foreground;
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    if ('scrollIntoView' in HTMLElement.prototype) formRef.current?.scrollIntoView({ block: 'nearest' });
    firstFieldRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <form
      ref={formRef}
      className="style-editor"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          symbolId,
          colorBackground: background,
          colorForeground: automatic ? undefined : foreground,
          abbreviation,
          description,
          ...line,
        });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={`${id}-heading`}>{style ? texts.edit : texts.newStyle}</h3>
      <SymbolPreview
        symbol={symbols[symbolId]}
        background={background}
        foreground={shownForeground}
        size={40}
      />
      <SymbolSelect
        value={symbolId}
        onChange={setSymbolId}
        selectRef={firstFieldRef}
        firstCategoryId={symbolCategoryId}
      />
      <ColourPicker label={texts.background} value={background} onChange={setBackground} />
      <label className="style-editor__check">
        <input type="checkbox" checked={automatic} onChange={(event) => setAutomatic(event.target.checked)} />
        {texts.automaticForeground}
      </label>
      {!automatic && <ColourPicker label={texts.foreground} value={foreground} onChange={setForeground} />}
      <label>
        {texts.abbreviation}
        <input
          value={abbreviation}
          maxLength={40}
          onChange={(event) => setAbbreviation(event.target.value)}
        />
      </label>
      <label>
        {texts.description}
        <input value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <CustomLineFieldset value={line} onChange={setLine} />
      <div className="style-editor__actions">
        <button type="submit" className="editor-button editor-button--primary">
          {texts.save}
        </button>
        <button type="button" className="editor-button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
