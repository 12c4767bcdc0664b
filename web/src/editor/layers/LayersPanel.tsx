import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { nl } from '../../i18n/nl';
import type { CommandOutcome } from '../document/commands/command';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { useLayers } from './useLayers';
import './layers.css';

const texts = nl.editor.layers;

/**
 * The layers panel (spec §3 "Layers", docs/decisions/layers.md): the chart's layers, the top one first; choose the
 * layer that drawing goes to, show or hide, rename, move up or down, delete (never the last one), add. Every action
 * is a command of the editor (`layerCommands.ts`), so undo and redo take it back, and is a plain button or field:
 * usable with the keyboard and on a phone.
 */
export function LayersPanel() {
  const editor = useEditor();
  const id = useId();
  const layers = useLayers(editor);
  const editable = useEditorStore((state) => state.canEdit);
  const [renaming, setRenaming] = useState<number | undefined>();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const count = layers.items.length;
  // Top first: the list reads as the layers lie on the chart.
  const shown = layers.items.map((layer, index) => ({ layer, index })).reverse();
  const selected = layers.items.find((layer) => layer.layerId === layers.selectedLayerId);

  const report = (outcome: CommandOutcome, refused = '') => {
    if (outcome === 'premiumRequired' || outcome === 'limitReached') setMessage(texts.tooMany);
    else if (outcome === 'notEditable') setMessage(texts.readOnly);
    else if (outcome === 'refused') setMessage(refused);
    else setMessage('');
  };
  const add = () => {
    const next = layers.items.reduce((highest, layer) => Math.max(highest, layer.layerId), 0) + 1;
    report(editor.perform('addLayer', { title: texts.newTitle(next) }));
  };
  const startRename = (layerId: number, current: string) => {
    setRenaming(layerId);
    setTitle(current);
    setMessage('');
  };
  const saveRename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming === undefined) return;
    if (title.trim() === '') {
      setMessage(texts.emptyTitle);
      return;
    }
    const outcome = editor.perform('renameLayer', { layerId: renaming, title });
    if (outcome !== 'notEditable') setRenaming(undefined);
    report(outcome === 'refused' ? 'done' : outcome);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setRenaming(undefined);
  };

  return (
    <section className="editor-panel editor-layers" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="editor-layers__intro">{texts.intro}</p>
      <ul className="editor-layers__list" aria-label={texts.list}>
        {shown.map(({ layer, index }) => {
          const isSelected = layer.layerId === layers.selectedLayerId;
          return (
            <li
              key={layer.layerId}
              className={`editor-layers__item${isSelected ? ' editor-layers__item--selected' : ''}`}
              data-layer-id={layer.layerId}
            >
              {renaming === layer.layerId ? (
                <form className="editor-layers__rename" onSubmit={saveRename} onKeyDown={cancelOnEscape}>
                  <input
                    aria-label={texts.renameLabel(layer.title)}
                    value={title}
                    maxLength={200}
                    autoFocus
                    onChange={(event) => setTitle(event.target.value)}
                  />
                  <button type="submit" className="editor-button">
                    {texts.save}
                  </button>
                  <button type="button" className="editor-button" onClick={() => setRenaming(undefined)}>
                    {texts.cancel}
                  </button>
                </form>
              ) : (
                <button
                  type="button"
                  className="editor-layers__select"
                  aria-pressed={isSelected}
                  aria-label={texts.select(layer.title)}
                  disabled={!editable}
                  onClick={() => report(editor.perform('selectLayer', { layerId: layer.layerId }))}
                >
                  <span className="editor-layers__title">{layer.title}</span>
                  {isSelected && <span className="editor-layers__badge">{texts.selected}</span>}
                  {!layer.visible && <span className="editor-layers__badge">{texts.hidden}</span>}
                </button>
              )}
              <div className="editor-layers__actions">
                <label className="editor-layers__visible">
                  <input
                    type="checkbox"
                    checked={layer.visible}
                    disabled={!editable}
                    aria-label={texts.showLabel(layer.title)}
                    onChange={(event) =>
                      report(
                        editor.perform('setLayerVisible', {
                          layerId: layer.layerId,
                          visible: event.target.checked,
                        }),
                      )
                    }
                  />
                  <span aria-hidden="true">{texts.visible}</span>
                </label>
                <button
                  type="button"
                  className="editor-button"
                  disabled={!editable || index === count - 1}
                  aria-label={texts.moveUp(layer.title)}
                  title={texts.up}
                  onClick={() =>
                    report(editor.perform('moveLayer', { layerId: layer.layerId, toIndex: index + 1 }))
                  }
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="editor-button"
                  disabled={!editable || index === 0}
                  aria-label={texts.moveDown(layer.title)}
                  title={texts.down}
                  onClick={() =>
                    report(editor.perform('moveLayer', { layerId: layer.layerId, toIndex: index - 1 }))
                  }
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="editor-button"
                  disabled={!editable}
                  onClick={() => startRename(layer.layerId, layer.title)}
                >
                  {texts.rename}
                </button>
                <button
                  type="button"
                  className="editor-button"
                  disabled={!editable || count <= 1}
                  aria-label={texts.removeLabel(layer.title)}
                  title={count <= 1 ? texts.lastLayer : texts.remove}
                  onClick={() =>
                    report(editor.perform('deleteLayer', { layerId: layer.layerId }), texts.lastLayer)
                  }
                >
                  {texts.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="editor-panel__actions">
        <button type="button" className="editor-button" disabled={!editable} onClick={add}>
          {texts.add}
        </button>
      </div>
      {selected && !selected.visible && <p className="editor-layers__note">{texts.hiddenSelected}</p>}
      {!editable && <p className="editor-layers__note">{texts.readOnly}</p>}
      <p role="status" className="editor-panel__message">
        {message}
      </p>
    </section>
  );
}
