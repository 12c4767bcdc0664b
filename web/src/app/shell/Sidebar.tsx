import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { loginLinkFor } from '../../account/redirectUrl';
import { nl } from '../../i18n/nl';
import { focusableIn, moveFocus } from './menuKeys';
import { activeSection, sidebarItems, type Viewer } from './navigation';
import { withoutSidebar } from './sidebarState';

interface SidebarProps {
  readonly viewer: Viewer;
  readonly emailAddress: string;
  readonly onClose: () => void;
  /** Gets focus back when the sidebar closes. */
  readonly menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The sidebar menu (spec §2), open while the address ends in `#sidebar`. Its header says who is logged in, or
 * "Niet ingelogd" (a link to log in). A click on the background, Escape or the close button closes it; arrow
 * keys move through its entries and Tab stays inside.
 */
export function Sidebar({ viewer, emailAddress, onClose, menuButtonRef }: SidebarProps) {
  const location = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  const section = activeSection(location.pathname);

  useEffect(() => {
    const panel = panelRef.current;
    // Start on the first menu entry; the header (login link, close button) is one ArrowUp away.
    (panel?.querySelector<HTMLElement>('nav a[href]') ?? focusableIn(panel)[0])?.focus();
    const menuButton = menuButtonRef.current;
    return () => {
      // Focus was inside the sidebar that is going away: give it back to the menu button.
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) menuButton?.focus();
    };
  }, [menuButtonRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = focusableIn(panelRef.current);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
    } else if (moveFocus(event.key, items)) {
      event.preventDefault();
    }
  };

  return (
    <div className="sidebar-backdrop" onClick={onClose}>
      <aside
        ref={panelRef}
        id="sidebar"
        className="sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={nl.shell.sidebarLabel}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <header className="sidebar__header">
          {viewer.loggedIn ? (
            <p className="sidebar__account">
              <span className="sidebar__account-label">{nl.shell.loggedInAs}</span>{' '}
              <span className="sidebar__email">{emailAddress}</span>
            </p>
          ) : (
            <Link
              className="sidebar__account sidebar__account--anonymous"
              to={loginLinkFor(withoutSidebar(location))}
              replace
              title={nl.shell.notLoggedInHint}
            >
              {nl.shell.notLoggedIn}
            </Link>
          )}
          <button
            type="button"
            className="sidebar__close"
            aria-label={nl.shell.closeSidebar}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <nav aria-label={nl.shell.sidebarNavigation}>
          <ul className="sidebar__items">
            {sidebarItems(viewer, section).map((item) => {
              const current =
                item.id === 'home'
                  ? location.pathname === '/nl'
                  : item.section !== undefined && item.section === section;
              return (
                <li key={item.id}>
                  {item.newTab ? (
                    <a href={item.to} target="_blank" rel="noopener noreferrer">
                      {item.label} <span className="visually-hidden">{nl.shell.newTabHint}</span>
                    </a>
                  ) : (
                    <Link to={item.to} replace aria-current={current ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </div>
  );
}
