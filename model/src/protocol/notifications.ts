/** `GET notifications`: the notifications on the personal home (spec §3, §7). */
import { z } from 'zod';
import { okEnvelopeSchema } from './envelope';

/** A notification on the personal home (spec §3). */
export const notificationSchema = z.object({
  id: z.string(),
  text: z.string(),
  link: z.string(),
  button: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = okEnvelopeSchema({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
