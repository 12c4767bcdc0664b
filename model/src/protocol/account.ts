/**
 * The account calls (docs/architecture.md, "model/"): register, activate, log in and out, the user, settings,
 * profile and password. Failures that a user can cause by typing (a wrong password, an unknown or expired
 * activation link) are answered with HTTP 200 and a `status`, so the request helper never retries them; bad
 * input is a 400 with a Dutch message, too many attempts a 429.
 */
import { z } from '../parseWithoutEval';
import { currentPasswordSchema, emailAddressSchema, newPasswordSchema } from '../account/credentials';
import { userSettingsChangeSchema, userSettingsSchema } from '../account/settings';
import { profileSchema, userSchema } from '../account/user';
import { okEnvelopeSchema } from './envelope';

/** `POST account/register`: creates a user pending activation and mails the activation link. */
export const registerRequestSchema = z.object({
  emailAddress: emailAddressSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Always `ok` for a valid request, whether or not the address already has an account (that owner gets an
 * e-mail instead), so registering does not reveal who has an account.
 */
export const registerResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `POST account/login`: on success the response sets the HttpOnly session cookie. */
export const loginRequestSchema = z.object({
  emailAddress: emailAddressSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `invalidCredentials` answers a wrong password and an unknown address alike. */
export const loginResponseSchema = z.discriminatedUnion('status', [
  okEnvelopeSchema({ status: z.literal('ok'), user: userSchema, settings: userSettingsSchema }),
  okEnvelopeSchema({ status: z.literal('invalidCredentials') }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST account/logout`: ends the session of the cookie (if any) and clears the cookie. */
export const logoutResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** `GET account/user`: the session's user (`userId: ''` when anonymous) and settings (defaults when anonymous). */
export const userResponseSchema = okEnvelopeSchema({ user: userSchema, settings: userSettingsSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST account/settings`: stores the changed settings of the logged-in user; answers all settings. */
export const settingsRequestSchema = z.object({ settings: userSettingsChangeSchema });
export type SettingsRequest = z.infer<typeof settingsRequestSchema>;
export const settingsResponseSchema = okEnvelopeSchema({ settings: userSettingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** `POST account/profile`: names, nickname, country, region and currency of the logged-in user. */
export const profileRequestSchema = profileSchema;
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
export const profileResponseSchema = okEnvelopeSchema({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `POST account/password`: a new password; every other session of the user ends. */
export const passwordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;
export const passwordResponseSchema = okEnvelopeSchema({ status: z.enum(['ok', 'wrongPassword']) });
export type PasswordResponse = z.infer<typeof passwordResponseSchema>;

/** The activation token in the e-mailed link `/nl/account/activation?token=…`. */
export const activationTokenSchema = z
  .string({ error: 'Deze activeringslink is ongeldig.' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'Deze activeringslink is ongeldig.' });

/** `POST account/activate`: marks the user of the token active. */
export const activateRequestSchema = z.object({ token: activationTokenSchema });
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** `ok` (also for a link used again by an active user), `invalidToken` (unknown) or `expired`. */
export const activateResponseSchema = okEnvelopeSchema({
  status: z.enum(['ok', 'invalidToken', 'expired']),
});
export type ActivateResponse = z.infer<typeof activateResponseSchema>;

/** `POST account/activation/resend`: mails a new activation link to the logged-in pending user. */
export const resendActivationResponseSchema = okEnvelopeSchema({
  status: z.enum(['ok', 'alreadyActive']),
});
export type ResendActivationResponse = z.infer<typeof resendActivationResponseSchema>;

/** The token in the e-mailed link `/nl/account/password-reset?token=…`. */
export const passwordResetTokenSchema = z
  .string({ error: 'Deze link om je wachtwoord te herstellen is ongeldig.' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'Deze link om je wachtwoord te herstellen is ongeldig.' });

/**
 * `POST account/password/forgotten`: mails a link to set a new password. Always `ok` for a valid request, whether
 * or not the address has an account, so it does not reveal who has one.
 */
export const passwordForgottenRequestSchema = z.object({ emailAddress: emailAddressSchema });
export type PasswordForgottenRequest = z.infer<typeof passwordForgottenRequestSchema>;
export const passwordForgottenResponseSchema = okEnvelopeSchema({ status: z.literal('ok') });
export type PasswordForgottenResponse = z.infer<typeof passwordForgottenResponseSchema>;

/** What a reset link is: usable (`ok`), unknown (`invalidToken`), too old (`expired`) or used already (`used`). */
export const passwordResetStatusSchema = z.enum(['ok', 'invalidToken', 'expired', 'used']);
export type PasswordResetStatus = z.infer<typeof passwordResetStatusSchema>;

/** `POST account/password/reset/check`: whether a reset link still works, so the screen can say so at once. */
export const passwordResetCheckRequestSchema = z.object({ token: passwordResetTokenSchema });
export type PasswordResetCheckRequest = z.infer<typeof passwordResetCheckRequestSchema>;
export const passwordResetCheckResponseSchema = okEnvelopeSchema({ status: passwordResetStatusSchema });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/**
 * `POST account/password/reset`: sets a new password with the e-mailed token (once), activates a pending account
 * (the mail proves the address) and ends every session of the user.
 */
export const passwordResetRequestSchema = z.object({
  token: passwordResetTokenSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetResponseSchema = okEnvelopeSchema({ status: passwordResetStatusSchema });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** One mail in the development outbox (`GET email/outbox`, shown at `/nl/email`). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The first link of the mail (the activation link), for a one-click button. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** `GET email/outbox`: the newest mails first; a 404 when the outbox is not shown (SMTP or production). */
export const outboxResponseSchema = okEnvelopeSchema({ mails: z.array(outboxMailSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
