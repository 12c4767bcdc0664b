import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { focusableIn, moveFocus } from './menuKeys';
import { userMenuItems, type Viewer } from './navigation';

/**
 * The logged-in user's dropdown (spec §2): a button showing the e-mail address opens Start pagina, Mijn charts,
 * Mijn profiel, Premium (without premium), Uitloggen and Annuleren. Keyboard as the WAI-ARIA menu button:
 * Enter, Space or ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move; Escape and
 * Annuleren close and return focus to the button; Tab closes.
 */
export function UserMenu({ emailAddress, viewer }: { emailAddress: string; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const items = focusableIn(menuRef.current);
    (focusOnOpen === 'first' ? items[0] : items[items.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, focusOnOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button (opening on the first item); the arrows open it too.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a menu item like Enter does.
      event.preventDefault();
      event.target.click();
    } else if (moveFocus(event.key, focusableIn(menuRef.current))) {
      event.preventDefault();
    }
  };

  return (
    <div className="user-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={nl.shell.userMenuLabel(emailAddress)}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__email">{emailAddress}</span>
        <span aria-hidden="true" className="user-menu__caret">
          ▾
        </span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={nl.shell.userMenu}
          className="user-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {userMenuItems(viewer).map((item) => (
            <li key={item.id} role="none">
              <Link role="menuitem" tabIndex={-1} to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => close(true)}>
              {nl.navigation.cancel}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
