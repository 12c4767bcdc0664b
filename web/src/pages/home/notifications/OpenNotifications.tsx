import type { Notification } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { NotificationText } from './NotificationText';
import './notifications.css';

const texts = nl.pages.home;

/** Notifications not closed yet, each with its "Sluiten" button. */
export function OpenNotifications(props: {
  readonly notifications: readonly Notification[];
  readonly label?: string;
  readonly onDismiss: (notificationId: string) => void;
}) {
  return (
    <ul className="home__notifications" aria-label={props.label}>
      {props.notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationText notification={notification} />
          <button
            type="button"
            className="home__notification-dismiss"
            aria-label={texts.dismissNotification(notification.text)}
            onClick={() => props.onDismiss(notification.id)}
          >
            {texts.dismiss}
          </button>
        </li>
      ))}
    </ul>
  );
}
