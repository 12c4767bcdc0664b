import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../ui/pageTitle';
import { NotificationText } from './NotificationText';
import { OpenNotifications } from './OpenNotifications';
import { useNotifications } from './useNotifications';
import './notifications.css';

const texts = nl.pages.notifications;
const homeTexts = nl.pages.home;
/** The page's own texts (a lazy chunk; the home needs only the ones in nl.pages.home). */
const pageTexts = {
  failed: 'De berichten konden niet worden geladen.',
  none: 'Je hebt geen berichten.',
  closed: 'Gesloten berichten',
};

/** `/nl/notifications`: every notification for the user, the closed ones apart. */
export function NotificationsPage() {
  useDocumentTitle(texts.title);
  const { state, dismiss, dismissFailed } = useNotifications();
  const open = state.status === 'ready' ? state.notifications.filter((n) => n.dismissed !== true) : [];
  const closed = state.status === 'ready' ? state.notifications.filter((n) => n.dismissed === true) : [];
  return (
    <article className="page notifications-page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      {state.status === 'loading' && <p role="status">{nl.pageLoad.loading}</p>}
      {state.status === 'failed' && <p role="alert">{pageTexts.failed}</p>}
      {dismissFailed && <p role="alert">{homeTexts.dismissFailed}</p>}
      {state.status === 'ready' && open.length === 0 && closed.length === 0 && <p>{pageTexts.none}</p>}
      {open.length > 0 && (
        <OpenNotifications notifications={open} label={texts.heading} onDismiss={dismiss} />
      )}
      {closed.length > 0 && (
        <section aria-labelledby="notifications-closed">
          <h2 id="notifications-closed">{pageTexts.closed}</h2>
          <ul className="home__notifications home__notifications--closed">
            {closed.map((notification) => (
              <li key={notification.id}>
                <NotificationText notification={notification} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
