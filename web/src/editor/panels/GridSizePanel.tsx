import { useId, useState } from 'react';
import { nl } from '../../i18n/nl';
import type { CommandOutcome } from '../document/commands/command';
import type { GridAxis } from '../document/commands/gridSize';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';

type Place = 'start' | 'end' | 'index';

/**
 * Adds or removes rows or columns at the start, the end, or before a numbered line, with the command table's
 * `insertLines` and `removeLines`. Beyond the tier's limit a free user goes to the premium offer (the editor's tier
 * gate navigates); for a premium user nothing happens, without a message (spec §5).
 */
export function GridSizePanel() {
  const editor = useEditor();
  const texts = nl.editor.gridSizePanel;
  const id = useId();
  const columnCount = useEditorStore((state) => state.columnCount);
  const rowCount = useEditorStore((state) => state.rowCount);
  const editable = useEditorStore((state) => state.canEdit);
  const [axis, setAxis] = useState<GridAxis>('rows');
  const [count, setCount] = useState(1);
  const [place, setPlace] = useState<Place>('end');
  const [lineNumber, setLineNumber] = useState(1);
  const [message, setMessage] = useState('');

  const lineIndex = (removing: boolean): number => {
    const lines = axis === 'rows' ? rowCount : columnCount;
    if (place === 'start') return 0;
    if (place === 'end') return removing ? lines - count : -1;
    return lineNumber - 1;
  };
  const report = (outcome: CommandOutcome) => {
    if (outcome === 'refused' || outcome === 'notEditable') setMessage(texts.invalid);
    else setMessage('');
  };
  return (
    <section className="editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p>{nl.editor.gridSize(columnCount, rowCount)}</p>
      <fieldset disabled={!editable}>
        <label>
          {texts.what}
          <select value={axis} onChange={(event) => setAxis(event.target.value as GridAxis)}>
            <option value="rows">{texts.rows}</option>
            <option value="columns">{texts.columns}</option>
          </select>
        </label>
        <label>
          {texts.count}
          <input
            type="number"
            min={1}
            value={count}
            onChange={(event) => setCount(Math.floor(Number(event.target.value)))}
          />
        </label>
        <label>
          {texts.where}
          <select value={place} onChange={(event) => setPlace(event.target.value as Place)}>
            <option value="start">{texts.start}</option>
            <option value="end">{texts.end}</option>
            <option value="index">{texts.atIndex}</option>
          </select>
        </label>
        {place === 'index' && (
          <label>
            {texts.index}
            <input
              type="number"
              min={1}
              value={lineNumber}
              onChange={(event) => setLineNumber(Math.floor(Number(event.target.value)))}
            />
          </label>
        )}
        <div className="editor-panel__actions">
          <button
            type="button"
            className="editor-button"
            onClick={() =>
              report(
                axis === 'rows'
                  ? editor.perform('insertRows', { index: lineIndex(false), count })
                  : editor.perform('insertLines', { axis, index: lineIndex(false), count }),
              )
            }
          >
            {texts.add}
          </button>
          <button
            type="button"
            className="editor-button"
            onClick={() => report(editor.perform('removeLines', { axis, index: lineIndex(true), count }))}
          >
            {texts.remove}
          </button>
        </div>
      </fieldset>
      <p role="status">{message}</p>
    </section>
  );
}
