import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { contextMenuSizes, type ChartMenuItem } from '../../charts/contextMenu';
import { editorMenuEntries, editorMenuTarget, type EditorMenuContext } from '../../charts/editorMenu';
import { nl } from '../../i18n/nl';
import { ChartContextMenu } from '../browse/ChartContextMenu';
import '../browse/charts.css';

interface ChartMenuProps {
  readonly context: EditorMenuContext;
  /** The menu's name: the chart's title as the editor shows it. */
  readonly label: string;
}

const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The editor's "Chart" menu button and its menu: the chart's actions that apply (Eigenschappen, Delen, Maak een
 * kopie, Downloaden, Verwijderen), each leading to its screen. The list's context menu shows it (arrow keys,
 * Enter or Space, Escape; a modal on a phone); closing it returns the focus to the button. Keys pressed in the
 * menu stay there, so the editor's shortcuts (Enter, Escape, digits) do not act on the chart meanwhile.
 */
export function ChartMenu({ context, label }: ChartMenuProps) {
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const [point, setPoint] = useState<{ x: number; y: number } | undefined>(undefined);
  const entries = editorMenuEntries(context);

  const open = () => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    // Under the button, its left edge with it when there is room, else its right edge (the menu flips left).
    const fits = rect.left + contextMenuSizes.width <= window.innerWidth;
    setPoint({ x: fits ? rect.left : rect.right, y: rect.bottom });
  };
  const close = () => {
    setPoint(undefined);
    button.current?.focus();
  };
  const choose = (item: ChartMenuItem) => {
    const target = editorMenuTarget(context.chartId, item);
    if (target === undefined) {
      close();
      return;
    }
    setPoint(undefined);
    navigate(target);
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!openingKeys.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    open();
  };

  return (
    <div className="editor__chart-menu" onKeyDown={(event) => event.stopPropagation()}>
      <button
        ref={button}
        type="button"
        className="editor-button"
        aria-haspopup="menu"
        aria-expanded={point !== undefined}
        onClick={open}
        onKeyDown={onButtonKeyDown}
      >
        {nl.editor.chartMenu.button}
        <span aria-hidden="true"> ▾</span>
      </button>
      {point && (
        <ChartContextMenu entries={entries} point={point} label={label} onAction={choose} onClose={close} />
      )}
    </div>
  );
}
