import { useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { loginLinkFor } from '../../account/redirectUrl';
import { useAccount, useViewer } from '../../account/useAccount';
import { nl } from '../../i18n/nl';
import { Breadcrumbs } from './Breadcrumbs';
import { activeSection } from './navigation';
import type { PageChrome } from './pageChrome';
import { SearchBox } from './SearchBox';
import { withoutSidebar } from './sidebarState';
import { useTopBarHeight } from './useTopBarHeight';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  readonly chrome: PageChrome;
  readonly sidebarOpen: boolean;
  readonly onOpenSidebar: () => void;
  readonly menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The top bar (spec §2): the menu button, the home link, the breadcrumbs, the search box (logged in), the
 * help-centre button when the page gives a help link, and "Aanmelden / Inloggen" or the account dropdown.
 */
export function TopBar({ chrome, sidebarOpen, onOpenSidebar, menuButtonRef }: TopBarProps) {
  const location = useLocation();
  const viewer = useViewer();
  const status = useAccount((state) => state.status);
  const emailAddress = useAccount((state) => state.user.emailAddress);
  const inEditor = activeSection(location.pathname) === 'chartEditor';
  const accountKnown = status === 'ready' || status === 'failed';
  const bar = useRef<HTMLElement>(null);
  useTopBarHeight(bar);

  return (
    <header className="top-bar" ref={bar}>
      <button
        ref={menuButtonRef}
        type="button"
        className="top-bar__menu-button"
        aria-label={nl.shell.menuButton}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onOpenSidebar}
      >
        <span className="top-bar__menu-icon" aria-hidden="true" />
      </button>
      <nav className="top-bar__nav" aria-label={nl.app.mainNavigation}>
        <Link className="top-bar__home" to="/nl" aria-label={nl.app.homeLinkLabel}>
          {nl.app.homeLink}
        </Link>
        <Breadcrumbs crumbs={chrome.breadcrumbs ?? []} />
      </nav>
      <div className="top-bar__actions">
        {viewer.loggedIn && <SearchBox />}
        {chrome.helpLink !== undefined && (
          <Link
            className="top-bar__help"
            to={chrome.helpLink}
            aria-label={nl.shell.helpButton}
            title={nl.shell.helpButton}
            {...(inEditor ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span aria-hidden="true">?</span>
          </Link>
        )}
        {accountKnown &&
          (viewer.loggedIn ? (
            <UserMenu emailAddress={emailAddress} viewer={viewer} />
          ) : (
            <Link className="top-bar__login" to={loginLinkFor(withoutSidebar(location))}>
              {nl.shell.loginLink}
            </Link>
          ))}
      </div>
    </header>
  );
}
