import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notification, NotificationAudience } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** The most notifications the personal home and the notifications page show. */
export const maxNotifications = 20;

/** Who asks: nobody (a visitor), or a user with or without Premium. */
export type NotificationReader = { readonly userId: string; readonly premium: boolean } | null;

/**
 * The notifications a reader may see: not expired, and for everyone, for the reader's group (premium or free
 * users; a visitor is in neither) or for the reader alone. `$1` the user id (or null), `$2` premium.
 */
const visibleTo = `
  (n.expires_at IS NULL OR n.expires_at > now())
  AND (n.user_id IS NULL OR n.user_id = $1)
  AND (n.audience = 'all' OR ($1::text IS NOT NULL AND n.audience = CASE WHEN $2::boolean THEN 'premium' ELSE 'free' END))`;

/** What an operator creates (`npm run --silent admin -- notification:create …`). */
export interface NewNotification {
  readonly text: string;
  readonly link: string;
  readonly button: string;
  readonly audience: NotificationAudience;
  /** One user's id instead of a group. */
  readonly userId: string | null;
  readonly expiresAt: Date | null;
}

/** A notification as the operator lists it. */
export interface StoredNotification {
  readonly id: string;
  readonly text: string;
  readonly link: string;
  readonly audience: string;
  readonly email: string | null;
  readonly expiresAt: Date | null;
  readonly dismissals: number;
}

/**
 * Notifications (spec §1, §3): operators create them, the personal home shows the ones a user has not closed, the
 * notifications page all of them, newest first, until they expire.
 */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listFor(reader: NotificationReader): Promise<Notification[]> {
    const rows: Array<{ id: string; text: string; link: string; button: string; dismissed: boolean }> =
      await this.dataSource.query(
        `SELECT n.id::text AS id, n.text, n.link, n.button, (d.user_id IS NOT NULL) AS dismissed
        FROM notifications n
        LEFT JOIN notification_dismissals d ON d.notification_id = n.id AND d.user_id = $1
        WHERE ${visibleTo}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT $3`,
        [reader?.userId ?? null, reader?.premium ?? false, maxNotifications],
      );
    return rows.map((row) => ({ ...row, dismissed: row.dismissed === true }));
  }

  /** Closes a notification for the reader (again: nothing changes); one the reader cannot see is not found. */
  async dismiss(reader: NonNullable<NotificationReader>, notificationId: string): Promise<void> {
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO notification_dismissals (user_id, notification_id)
        SELECT $1, n.id FROM notifications n WHERE n.id = $3::bigint AND ${visibleTo}
        ON CONFLICT DO NOTHING
        RETURNING notification_id`,
      [reader.userId, reader.premium, notificationId],
    );
    if (inserted.length > 0) return;
    const seen: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM notifications n WHERE n.id = $3::bigint AND ${visibleTo}`,
      [reader.userId, reader.premium, notificationId],
    );
    if (seen.length === 0) throw new AppException(ErrorCode.NotificationNotFound);
  }

  async create(notification: NewNotification): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO notifications (user_id, text, link, button, audience, expires_at)
        VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [
        notification.userId,
        notification.text,
        notification.link,
        notification.button,
        notification.audience,
        notification.expiresAt,
      ],
    );
    return rows[0]!.id;
  }

  /** Every notification not expired, newest first, with how many users closed it. */
  async listStored(): Promise<StoredNotification[]> {
    const rows: Array<{
      id: string;
      text: string;
      link: string;
      audience: string;
      email: string | null;
      expires_at: Date | null;
      dismissals: number;
    }> = await this.dataSource.query(
      `SELECT n.id::text AS id, n.text, n.link, n.audience, u.email, n.expires_at,
          (SELECT count(*)::int FROM notification_dismissals d WHERE d.notification_id = n.id) AS dismissals
        FROM notifications n LEFT JOIN users u ON u.id = n.user_id
        WHERE n.expires_at IS NULL OR n.expires_at > now()
        ORDER BY n.created_at DESC, n.id DESC`,
    );
    return rows.map(({ expires_at, ...row }) => ({ ...row, expiresAt: expires_at }));
  }

  /** Deletes one; false when there is none with that id. */
  async delete(notificationId: string): Promise<boolean> {
    // A DELETE answers [rows, affected] in TypeORM's PostgreSQL driver.
    const [, deleted] = (await this.dataSource.query(`DELETE FROM notifications WHERE id = $1::bigint`, [
      notificationId,
    ])) as [unknown, number];
    return deleted > 0;
  }
}
