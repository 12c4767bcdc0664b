/**
 * E-mail address and password rules, the same in the API's validation and the web app's forms.
 */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';

/** Password length bounds: 8 at least (OWASP ASVS 5.0 6.2.1), 128 at most so hashing stays bounded. */
export const passwordLimits = { min: 8, max: 128 } as const;

/** The longest e-mail address SMTP carries (RFC 5321 path limit). */
export const maxEmailAddressLength = 254;

export const credentialMessages = {
  emailAddress: 'Vul een geldig e-mailadres in.',
  passwordTooShort: `Het wachtwoord moet minstens ${passwordLimits.min} tekens hebben.`,
  passwordTooLong: `Het wachtwoord mag hoogstens ${passwordLimits.max} tekens hebben.`,
  passwordRequired: 'Vul je wachtwoord in.',
} as const;

/** An e-mail address, trimmed and in lower case (addresses are compared that way). */
export const emailAddressSchema = storableText(credentialMessages.emailAddress)
  .trim()
  .toLowerCase()
  .max(maxEmailAddressLength, { error: credentialMessages.emailAddress })
  .pipe(z.email({ error: credentialMessages.emailAddress }));

/** A new password: length only, never trimmed (spaces count). */
export const newPasswordSchema = storableText(credentialMessages.passwordTooShort)
  .min(passwordLimits.min, { error: credentialMessages.passwordTooShort })
  .max(passwordLimits.max, { error: credentialMessages.passwordTooLong });

/** A password typed to log in: any non-empty text within the maximum (old passwords may be shorter). */
export const currentPasswordSchema = z
  .string({ error: credentialMessages.passwordRequired })
  .min(1, { error: credentialMessages.passwordRequired })
  .max(passwordLimits.max, { error: credentialMessages.passwordTooLong });
