import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../ui/modal/Modal';
import {
  activatesItem,
  firstFocus,
  menuPlacement,
  moveFocus,
  type ChartMenuEntry,
  type ChartMenuItem,
} from '../../charts/contextMenu';
import { nl } from '../../i18n/nl';

interface ChartContextMenuProps {
  readonly entries: readonly ChartMenuEntry[];
  /** Where it was asked for (the pointer, or the menu button). */
  readonly point: { readonly x: number; readonly y: number };
  /** The menu's name (the chart's title, or the selection). */
  readonly label: string;
  readonly onAction: (item: ChartMenuItem) => void;
  readonly onClose: () => void;
}

const navigationKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * A chart's context menu (spec §2): a popup at the point it was asked for, or a modal on mobile and when it does
 * not fit the window. Arrow keys, Home and End move, Enter and Space activate, Escape and Tab close; disabled
 * items can be focused but do nothing; premium items carry a badge.
 */
export function ChartContextMenu({ entries, point, label, onAction, onClose }: ChartContextMenuProps) {
  const [placement] = useState(() =>
    menuPlacement(point, entries, { width: window.innerWidth, height: window.innerHeight }),
  );
  const [focus, setFocus] = useState(() => firstFocus(entries));
  const items = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    // After the modal (if any) has focused itself.
    queueMicrotask(() => items.current[focus]?.focus());
  }, [focus]);

  const activate = (index: number) => {
    const entry = entries[index];
    if (entry?.kind === 'item' && !entry.disabled) onAction(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      onClose();
    } else if (navigationKeys.has(event.key)) {
      event.preventDefault();
      setFocus(moveFocus(entries, focus, event.key));
    } else if (activatesItem(event.key)) {
      event.preventDefault();
      activate(focus);
    }
  };

  const menu = (
    <ul role="menu" aria-label={label} className="context-menu__list" onKeyDown={onKeyDown}>
      {entries.map((entry, index) =>
        entry.kind === 'divider' ? (
          <li key={`divider-${index}`} role="separator" className="context-menu__divider" />
        ) : (
          <li key={entry.action} role="none">
            <button
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="context-menu__item"
              tabIndex={index === focus ? 0 : -1}
              aria-disabled={entry.disabled || undefined}
              onClick={() => activate(index)}
              onMouseEnter={() => setFocus(index)}
            >
              {entry.label}
              {entry.premium && <span className="premium-badge">{nl.charts.premiumBadge}</span>}
            </button>
          </li>
        ),
      )}
    </ul>
  );

  if (placement.kind === 'modal') {
    return (
      <Modal title={label} onClose={onClose}>
        {menu}
      </Modal>
    );
  }
  return (
    <>
      <div
        className="context-menu__backdrop"
        onMouseDown={onClose}
        onContextMenu={(event) => {
          event.preventDefault();
          onClose();
        }}
      />
      <div className="context-menu" style={{ left: placement.left, top: placement.top }}>
        {menu}
      </div>
    </>
  );
}
