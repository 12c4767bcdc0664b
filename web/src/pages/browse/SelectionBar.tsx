import { nl } from '../../i18n/nl';

interface SelectionBarProps {
  readonly count: number;
  readonly onProperties: () => void;
  readonly onDeselectAll: () => void;
  readonly onDelete: () => void;
  readonly onDone: () => void;
}

/** Select mode's bar (spec §2): how many charts are selected and the select-mode menu's actions as buttons. */
export function SelectionBar({ count, onProperties, onDeselectAll, onDelete, onDone }: SelectionBarProps) {
  const texts = nl.charts;
  return (
    <div className="selection-bar" role="region" aria-label={texts.selection.count(count)}>
      <p role="status" className="selection-bar__count">
        {texts.selection.count(count)}
      </p>
      <p className="selection-bar__hint">{texts.selection.hint}</p>
      <div className="selection-bar__actions">
        <button type="button" className="button" disabled={count === 0} onClick={onProperties}>
          {texts.menu.selectionProperties}
        </button>
        <button type="button" className="button" disabled={count === 0} onClick={onDeselectAll}>
          {texts.menu.deselectAll}
        </button>
        <button type="button" className="button" disabled={count === 0} onClick={onDelete}>
          {texts.menu.deleteSelection}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {texts.selection.done}
        </button>
      </div>
    </div>
  );
}
