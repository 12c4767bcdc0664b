/** `GET notifications` and `POST notification/dismiss/{id}`: the user's notifications (spec §1, §3, §7). */
import { z } from '../parseWithoutEval';
import { okEnvelopeSchema } from './envelope';

/** A notification's id: the database's positive whole number, as text. */
export const notificationIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'Deze melding bestaat niet.');

/** A notification on the personal home and the notifications page (spec §3). */
export const notificationSchema = z.object({
  id: z.string(),
  text: z.string(),
  link: z.string(),
  button: z.string(),
  /** The user closed it: the home no longer shows it; the notifications page still lists it. */
  dismissed: z.boolean().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = okEnvelopeSchema({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const notificationDismissResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });
export type NotificationDismissResponse = z.infer<typeof notificationDismissResponseSchema>;

/** Who an operator's notification is for, besides one user by address (spec §3: "who sees them"). */
export const notificationAudiences = ['all', 'premium', 'free'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/** The limits of what an operator writes (the admin command checks them). */
export const notificationLimits = { text: 500, link: 500, button: 40 } as const;
