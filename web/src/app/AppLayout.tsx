import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAccount, useViewer } from '../account/useAccount';
import { useOpenChartFolderId } from '../charts/editorLink';
import { nl } from '../i18n/nl';
import { FlashOverlay } from './flash/FlashOverlay';
import { useGlobalShortcuts } from './shortcuts/useGlobalShortcuts';
import { Footer } from './shell/Footer';
import { activeSection } from './shell/navigation';
import { PageChromeProvider, useCurrentPageChrome } from './shell/pageChrome';
import { Sidebar } from './shell/Sidebar';
import { useSidebar } from './shell/sidebarState';
import { TopBar } from './shell/TopBar';
import { useTheme } from './theme/useTheme';

/**
 * The frame around every screen (spec §2): top bar, sidebar, the screen, footer and flash message. Loads the
 * session's user when the app starts, follows the dark-mode setting and listens for the global shortcuts.
 */
export function AppLayout() {
  return (
    <PageChromeProvider>
      <Shell />
    </PageChromeProvider>
  );
}

function Shell() {
  const location = useLocation();
  const status = useAccount((state) => state.status);
  const load = useAccount((state) => state.load);
  const emailAddress = useAccount((state) => state.user.emailAddress);
  const viewer = useViewer();
  const chrome = useCurrentPageChrome();
  const sidebar = useSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const inEditor = activeSection(location.pathname) === 'chartEditor';

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  useTheme();
  useGlobalShortcuts(useOpenChartFolderId());

  return (
    <div className={inEditor ? 'app app--editor' : 'app'}>
      <a className="skip-link" href="#main">
        {nl.shell.skipToContent}
      </a>
      <TopBar
        chrome={chrome}
        sidebarOpen={sidebar.open}
        onOpenSidebar={sidebar.openSidebar}
        menuButtonRef={menuButtonRef}
      />
      {sidebar.open && (
        <Sidebar
          viewer={viewer}
          emailAddress={emailAddress}
          onClose={sidebar.closeSidebar}
          menuButtonRef={menuButtonRef}
        />
      )}
      <div className="app__body">
        {chrome.sideNavigation && chrome.sideNavigation.length > 0 && (
          <nav className="side-navigation" aria-label={nl.shell.sideNavigation}>
            <ul>
              {chrome.sideNavigation.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={link.to === location.pathname ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main className="app__main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {!inEditor && <Footer />}
      <FlashOverlay />
    </div>
  );
}
