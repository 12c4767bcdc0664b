import { Link } from 'react-router';
import { nl } from '../../../i18n/nl';
import { OpenNotifications } from './OpenNotifications';
import { useNotifications } from './useNotifications';

const texts = nl.pages.home;

/** The personal home's notifications the user has not closed, each with "Sluiten", and a link to all of them. */
export function HomeNotifications() {
  const { state, dismiss, dismissFailed } = useNotifications();
  if (state.status !== 'ready' || state.notifications.length === 0) return null;
  const open = state.notifications.filter((notification) => notification.dismissed !== true);
  return (
    <section aria-labelledby="home-notifications" className="home__notifications-section">
      <h2 id="home-notifications">{texts.notifications}</h2>
      {dismissFailed && <p role="alert">{texts.dismissFailed}</p>}
      {open.length > 0 && <OpenNotifications notifications={open} onDismiss={dismiss} />}
      <p>
        <Link to="/nl/notifications">{texts.allNotifications}</Link>
      </p>
    </section>
  );
}
