import { Link, Outlet } from 'react-router';
import { nl } from '../i18n/nl';

/** The frame around every screen: a top bar with the home link, then the screen. */
export function AppLayout() {
  return (
    <div className="app">
      <header className="top-bar">
        <nav aria-label={nl.app.mainNavigation}>
          <Link className="top-bar__home" to="/nl" aria-label={nl.app.homeLinkLabel}>
            {nl.app.homeLink}
          </Link>
        </nav>
      </header>
      <main className="app__main">
        <Outlet />
      </main>
    </div>
  );
}
