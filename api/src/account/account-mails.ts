import type { OutgoingMail } from '../mail/mail-transport';

/**
 * The account mails, in Dutch: plain text plus simple HTML with the same content.
 */

/** How long an activation link works, in hours (also said in the mail). */
export const activationTokenHours = 48;

/**
 * The link in an activation mail.
 *
 * @param origin the site's origin, e.g. `https://steekwerk.nl`
 * @param token the activation token
 */
export function activationLink(origin: string, token: string): string {
  return `${origin}/nl/account/activation?token=${encodeURIComponent(token)}`;
}

/** How long a link to set a new password works, in minutes (also said in the mail). */
export const passwordResetTokenMinutes = 60;

/**
 * The link in a password-reset mail.
 *
 * @param origin the site's origin
 * @param token the reset token
 */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/nl/account/password-reset?token=${encodeURIComponent(token)}`;
}

/**
 * The login page.
 *
 * @param origin the site's origin
 */
export function loginLink(origin: string): string {
  return `${origin}/nl/login`;
}

/**
 * Mail to a new account: the activation link.
 *
 * @param to the address
 * @param link from {@link activationLink}
 */
export function activationMail(to: string, link: string): OutgoingMail {
  return composeMail(to, 'Activeer je Steekwerk-account', link, [
    'Hallo,',
    'Welkom bij Steekwerk! Open de link hieronder om je account te activeren:',
    { link, label: 'Account activeren' },
    `De link werkt ${activationTokenHours} uur. Heb je je niet aangemeld bij Steekwerk? Dan kun je deze e-mail negeren.`,
  ]);
}

/**
 * Mail to an address that registered again while its account is active (the registration itself answers the
 * same either way, so nobody learns from it who has an account; a still pending account gets a new
 * activation link instead).
 *
 * @param to the address
 * @param link from {@link loginLink}
 */
export function alreadyRegisteredMail(to: string, link: string): OutgoingMail {
  return composeMail(to, 'Je hebt al een Steekwerk-account', link, [
    'Hallo,',
    'Iemand, waarschijnlijk jij, wilde zich bij Steekwerk aanmelden met dit e-mailadres. Je hebt al een account, dus je kunt gewoon inloggen:',
    { link, label: 'Inloggen' },
    'Wachtwoord vergeten? Kies op de inlogpagina "Wachtwoord vergeten?" om een nieuw wachtwoord te kiezen.',
    'Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd.',
  ]);
}

/**
 * Mail with the link to set a new password ("wachtwoord vergeten").
 *
 * @param to the address
 * @param link from {@link passwordResetLink}
 */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  return composeMail(to, 'Nieuw wachtwoord voor Steekwerk', link, [
    'Hallo,',
    'Je hebt gevraagd om een nieuw wachtwoord voor je Steekwerk-account. Open de link hieronder om een nieuw wachtwoord te kiezen:',
    { link, label: 'Nieuw wachtwoord kiezen' },
    `De link werkt ${passwordResetTokenMinutes} minuten en één keer. Daarna word je op al je apparaten uitgelogd.`,
    'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  ]);
}

/**
 * Mail to an address without an account that asked for a new password (the request answers the same either way).
 *
 * @param to the address
 * @param link from {@link loginLink}
 */
export function noAccountMail(to: string, link: string): OutgoingMail {
  return composeMail(to, 'Nieuw wachtwoord voor Steekwerk', link, [
    'Hallo,',
    'Iemand, waarschijnlijk jij, vroeg een nieuw wachtwoord aan voor dit e-mailadres. Er is bij Steekwerk geen account met dit adres. Misschien gebruik je een ander e-mailadres? Of maak een account aan:',
    { link, label: 'Naar Steekwerk' },
    'Was jij dit niet? Dan kun je deze e-mail negeren.',
  ]);
}

/** A paragraph of a mail: text (a line break stays one in HTML too), or a button with its link. */
export type MailParagraph = string | { readonly link: string; readonly label: string };

/**
 * A mail in Steekwerk's one layout: the paragraphs as plain text, and as simple HTML with the links as buttons.
 *
 * @param to the address
 * @param subject the subject
 * @param link the mail's main link (for the outbox screen)
 * @param paragraphs the body, before the closing "Groeten, Steekwerk"
 */
export function composeMail(
  to: string,
  subject: string,
  link: string,
  paragraphs: MailParagraph[],
): OutgoingMail {
  const closing = ['Groeten,\nSteekwerk'];
  const text = [...paragraphs, ...closing]
    .map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.link))
    .join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Helvetica, Arial, sans-serif; line-height: 1.5; color: #222">',
    ...paragraphs.map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`
        : `<p><a href="${escapeHtml(paragraph.link)}" style="display: inline-block; padding: 8px 16px; background: #bf3f3f; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(paragraph.label)}</a></p>` +
          `<p style="font-size: 13px; color: #555">Werkt de knop niet? Kopieer dan deze link: ${escapeHtml(paragraph.link)}</p>`,
    ),
    '<p>Groeten,<br>Steekwerk</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, link };
}

/**
 * Text made safe for HTML content and attribute values.
 *
 * @param text any text
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
