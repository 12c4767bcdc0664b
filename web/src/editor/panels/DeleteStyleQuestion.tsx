import { useState } from 'react';
import type { PaletteStyle } from '@steekwerk/model';
import { nl } from '../../i18n/nl';
import type { StyleUse } from '../document/styleUse';

interface DeleteStyleQuestionProps {
  /** The style to delete, its name as the palette shows it, and what uses it. */
  readonly style: PaletteStyle;
  readonly name: string;
  readonly use: StyleUse;
  /** The other styles, with their names, that may take its stitches over. */
  readonly others: readonly { readonly styleId: number; readonly name: string }[];
  /** Deletes the style: `replacementStyleId` takes over its cells, lines and stitches; undefined removes them. */
  onDelete(replacementStyleId: number | undefined): void;
  onCancel(): void;
}

/**
 * The question before a style in use is deleted: what uses it (stitches, lines, half and quarter stitches, knots
 * and beads), and whether they go with it or another style takes them over.
 */
export function DeleteStyleQuestion({
  style,
  name,
  use,
  others,
  onDelete,
  onCancel,
}: DeleteStyleQuestionProps) {
  const texts = nl.editor.palette.deleteQuestion;
  const [replacement, setReplacement] = useState(others[0]?.styleId ?? 0);
  const headingId = `delete-style-${style.styleId}`;
  return (
    <div className="palette-panel__question" role="group" aria-labelledby={headingId}>
      <p id={headingId}>{texts.usedBy(name, texts.uses(use))}</p>
      <button type="button" className="editor-button" onClick={() => onDelete(undefined)}>
        {texts.deleteAll}
      </button>
      {others.length > 0 && (
        <span className="palette-panel__question-replace">
          <label>
            {texts.replaceLabel}
            <select value={replacement} onChange={(event) => setReplacement(Number(event.target.value))}>
              {others.map((other) => (
                <option key={other.styleId} value={other.styleId}>
                  {other.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="editor-button" onClick={() => onDelete(replacement)}>
            {texts.replaceAndDelete}
          </button>
        </span>
      )}
      <button type="button" className="editor-button" onClick={onCancel}>
        {nl.editor.palette.cancel}
      </button>
    </div>
  );
}
