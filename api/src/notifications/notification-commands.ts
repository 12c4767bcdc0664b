/**
 * The operators' notification commands behind `npm run --silent admin -- notification:…` (issue 28): create one for
 * everyone, for premium or free users or for one user by address, list them, delete one. Parsing and rules here,
 * run by `account/admin-commands.ts`.
 */
import {
  emailAddressSchema,
  notificationAudiences,
  notificationIdSchema,
  notificationLimits,
  type NotificationAudience,
} from '@steekwerk/model';
import type { UsersRepository } from '../account/users.repository';
import { parsePointInTime } from '../errors/error-reports-top';
import type { NewNotification, NotificationsService } from './notifications.service';

export const notificationUsage = [
  '  notification:create --text <text> [--link /nl/… --button <label>] [--for all|premium|free | --email <address>]',
  '                      [--until 7d|<date>]',
  '  notification:list',
  '  notification:delete --id <id>',
].join('\n');

export type NotificationCommand =
  | {
      readonly name: 'notification:create';
      readonly text: string;
      readonly link: string;
      readonly button: string;
      readonly audience: NotificationAudience;
      readonly email: string | null;
      readonly expiresAt: Date | null;
    }
  | { readonly name: 'notification:list' }
  | { readonly name: 'notification:delete'; readonly id: string };

type Values = Record<string, string | boolean | undefined>;

/** A link inside the product (`/nl/…`) or to a secure site; never `javascript:` or another scheme. */
function parseLink(link: string): string {
  if (link === '') return '';
  if (link.length > notificationLimits.link)
    throw new Error(`--link: at most ${notificationLimits.link} characters`);
  if (/^\/nl(\/|$)/.test(link) && !link.startsWith('//')) return link;
  try {
    if (new URL(link).protocol === 'https:') return link;
  } catch {
    // Not a URL: refused below.
  }
  throw new Error('--link: give a path of the product (/nl/…) or an https:// address');
}

/**
 * Reads `notification:create|list|delete`'s options (already split by `parseArgs`).
 *
 * @throws Error with the reason, for the usage message
 */
export function parseNotificationCommand(name: string, values: Values, now: Date): NotificationCommand {
  if (name === 'notification:list') return { name };
  if (name === 'notification:delete') {
    const id = notificationIdSchema.safeParse(values.id);
    if (!id.success) throw new Error('--id: give the number notification:list shows');
    return { name, id: id.data };
  }
  const text = typeof values.text === 'string' ? values.text.trim() : '';
  if (text === '' || text.length > notificationLimits.text)
    throw new Error(`--text: give a text of 1 to ${notificationLimits.text} characters`);
  const link = parseLink(typeof values.link === 'string' ? values.link.trim() : '');
  const button = typeof values.button === 'string' ? values.button.trim() : '';
  if (button.length > notificationLimits.button)
    throw new Error(`--button: at most ${notificationLimits.button} characters`);
  if (button !== '' && link === '') throw new Error('--button needs a --link');
  const audienceText = typeof values.for === 'string' ? values.for : 'all';
  if (!(notificationAudiences as readonly string[]).includes(audienceText))
    throw new Error(`--for: one of ${notificationAudiences.join(', ')}`);
  let email: string | null = null;
  if (typeof values.email === 'string') {
    if (typeof values.for === 'string') throw new Error('give either --for or --email');
    const parsed = emailAddressSchema.safeParse(values.email);
    if (!parsed.success) throw new Error(`--email: "${values.email}" is not a valid e-mail address`);
    email = parsed.data;
  }
  let expiresAt: Date | null = null;
  if (typeof values.until === 'string') {
    // A duration counts forward from now here (7d: a week from now), a date is taken as it is.
    const back = parsePointInTime(values.until, now);
    if (!back) throw new Error(`--until: "${values.until}" is neither a duration (7d) nor a date`);
    expiresAt = /^\d+[mhdw]$/.test(values.until.trim()) ? new Date(2 * now.getTime() - back.getTime()) : back;
    if (expiresAt <= now) throw new Error('--until must lie in the future');
  }
  return {
    name: 'notification:create',
    text,
    link,
    button,
    audience: audienceText as NotificationAudience,
    email,
    expiresAt,
  };
}

/** Carries out a notification command; returns the exit status (0 done, 1 refused). */
export async function runNotificationCommand(
  command: NotificationCommand,
  context: {
    readonly notifications: NotificationsService;
    readonly users: UsersRepository;
    readonly print: (line: string) => void;
  },
): Promise<number> {
  const { notifications, print } = context;
  switch (command.name) {
    case 'notification:create': {
      let userId: string | null = null;
      if (command.email !== null) {
        const user = await context.users.findByEmail(command.email);
        if (!user) {
          print(`No user has the address ${command.email}; nothing created.`);
          return 1;
        }
        userId = user.id;
      }
      const created: NewNotification = { ...command, userId };
      const id = await notifications.create(created);
      const who =
        command.email ?? { all: 'everyone', premium: 'premium users', free: 'free users' }[command.audience];
      print(
        `Created notification ${id} for ${who}${command.expiresAt ? ` until ${command.expiresAt.toISOString()}` : ''}.`,
      );
      return 0;
    }
    case 'notification:list': {
      const stored = await notifications.listStored();
      if (stored.length === 0) print('No notifications.');
      for (const notification of stored) {
        const who = notification.email ?? notification.audience;
        const until = notification.expiresAt ? ` until ${notification.expiresAt.toISOString()}` : '';
        print(`${notification.id}\t${who}${until}\t${notification.dismissals} closed\t${notification.text}`);
      }
      return 0;
    }
    case 'notification:delete': {
      const deleted = await notifications.delete(command.id);
      print(deleted ? `Deleted notification ${command.id}.` : `No notification has the id ${command.id}.`);
      return deleted ? 0 : 1;
    }
  }
}
