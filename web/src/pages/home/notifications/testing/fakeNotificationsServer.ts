import type { Notification } from '@steekwerk/model';
import { FakeAccountServer } from '../../../../test/fakeAccountServer';

/** The account fake that also answers `notifications` and `notification/dismiss/{id}`, as the API does. */
export class FakeNotificationsServer extends FakeAccountServer {
  /** Dismissals the fake refuses (deleted by an operator meanwhile: a 404, which the request helper does not retry). */
  readonly failingDismissals = new Set<string>();

  constructor(readonly notifications: Notification[]) {
    super();
  }

  protected override answer(path: string, body: Record<string, unknown>): Response {
    const json = (value: object, status = 200) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'notifications') return json({ sfRequest: 'ok', notifications: this.notifications });
    const dismiss = /^notification\/dismiss\/(\d+)$/.exec(path);
    if (dismiss) {
      const id = dismiss[1]!;
      if (this.failingDismissals.has(id))
        return json({ sfRequest: 'error', error: 'Deze melding bestaat niet.' }, 404);
      const notification = this.notifications.find((candidate) => candidate.id === id);
      if (!notification) return json({ sfRequest: 'error', error: 'Deze melding bestaat niet.' }, 404);
      notification.dismissed = true;
      return json({ sfRequest: 'ok', status: 'ok' });
    }
    return super.answer(path, body);
  }
}
