import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notification } from '@steekwerk/model';
import { DataSource } from 'typeorm';

/** The most notifications the personal home shows. */
export const maxNotifications = 20;

/**
 * Notifications for the personal home (spec §1, §3): those for everyone (no user) and the user's own, newest
 * first, until they expire. Operators insert them; anonymous visitors get the ones for everyone.
 */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listFor(userId: string | null): Promise<Notification[]> {
    const rows: Array<{ id: string; text: string; link: string; button: string }> =
      await this.dataSource.query(
        `SELECT id::text AS id, text, link, button FROM notifications
        WHERE (user_id IS NULL OR user_id = $1) AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id DESC
        LIMIT $2`,
        [userId, maxNotifications],
      );
    return rows;
  }
}
