import type { Notification } from '@steekwerk/model';
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../../../services/appServices';

export type NotificationsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly notifications: readonly Notification[] };

/**
 * The user's notifications, and closing one: shown closed at once, opened again with a message when the server
 * does not take it (nothing is lost: it stays on the notifications page either way).
 */
export function useNotifications(): {
  state: NotificationsState;
  dismiss: (notificationId: string) => void;
  dismissFailed: boolean;
} {
  const { chartApi } = useAppServices();
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });
  const [dismissFailed, setDismissFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    chartApi.notifications().then(
      (answer) =>
        !controller.signal.aborted && setState({ status: 'ready', notifications: answer.notifications }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [chartApi]);

  const mark = useCallback((notificationId: string, dismissed: boolean) => {
    setState((current) =>
      current.status !== 'ready'
        ? current
        : {
            status: 'ready',
            notifications: current.notifications.map((notification) =>
              notification.id === notificationId ? { ...notification, dismissed } : notification,
            ),
          },
    );
  }, []);

  const dismiss = useCallback(
    (notificationId: string) => {
      setDismissFailed(false);
      mark(notificationId, true);
      chartApi.dismissNotification(notificationId).then(
        () => undefined,
        () => {
          mark(notificationId, false);
          setDismissFailed(true);
        },
      );
    },
    [chartApi, mark],
  );

  return { state, dismiss, dismissFailed };
}
