import type { Notification } from '@steekwerk/model';
import { Link } from 'react-router';

/** A notification's text and its link: inside the product a link of the app, elsewhere a new tab. */
export function NotificationText({ notification }: { notification: Notification }) {
  const label = notification.button || notification.link;
  return (
    <>
      <span className="notification__text">{notification.text}</span>{' '}
      {notification.link.startsWith('/nl') ? (
        <Link to={notification.link}>{label}</Link>
      ) : notification.link !== '' ? (
        <a href={notification.link} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : null}
    </>
  );
}
