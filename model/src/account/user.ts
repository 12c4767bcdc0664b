/**
 * The user as the web app sees it (spec §3 "User"), shared by the API's responses and the client's store.
 */
import { z } from '../parseWithoutEval';
import { withStorableText } from '../text';
import { isCountryCode, isCurrencyCode } from './isoCodes';

/** The language of the interface; the product is Dutch only. */
export const DEFAULT_LANGUAGE = 'nl';

/** Bounds of the profile fields (characters). */
export const profileLimits = {
  name: 100,
  nickname: 50,
  regionCode: 20,
} as const;

export const userSchema = z.object({
  /** `''` for an anonymous visitor; a logged-in user's id is longer than 2 characters. */
  userId: z.string(),
  emailAddress: z.string(),
  /** Registered but not yet activated through the e-mailed link. */
  pending: z.boolean(),
  premium: z.boolean(),
  /** When a bought Premium period ends (ISO 8601); null when not premium or premium without an end. */
  premiumUntil: z.string().nullable().optional(),
  language: z.string(),
  languages: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  /** ISO 3166-1 alpha-2 (`NL`), or `''`. */
  countryCode: z.string(),
  regionCode: z.string(),
  /** ISO 4217 (`EUR`), or `''`. */
  currencyCode: z.string(),
  showBetaFeatures: z.boolean(),
});

export type User = z.infer<typeof userSchema>;

/** The user of a visitor who is not logged in. */
export const anonymousUser: User = Object.freeze({
  userId: '',
  emailAddress: '',
  pending: false,
  premium: false,
  language: DEFAULT_LANGUAGE,
  languages: [DEFAULT_LANGUAGE],
  firstName: '',
  lastName: '',
  nickname: '',
  countryCode: '',
  regionCode: '',
  currencyCode: '',
  showBetaFeatures: false,
}) as User;

/**
 * Whether a user is logged in: spec §3 says so when the userId is longer than 2 characters.
 *
 * @param user a user, or a user id
 */
export function isLoggedIn(user: Pick<User, 'userId'> | string): boolean {
  const userId = typeof user === 'string' ? user : user.userId;
  return userId.length > 2;
}

/**
 * One line of text a person types: trimmed, at most `max` characters, and without control characters
 * (tabs, line breaks, U+0000…), which a name never needs and PostgreSQL's text cannot always hold.
 *
 * @param max the most characters allowed
 */
function lineText(max: number) {
  return withStorableText(
    z
      .string()
      .trim()
      .max(max)
      .regex(/^\P{Cc}*$/u, { error: 'Dit veld mag geen tabs, regeleinden of andere stuurtekens bevatten.' }),
  );
}

/** The fields a user edits on the profile screen. */
export const profileSchema = z.object({
  firstName: lineText(profileLimits.name),
  lastName: lineText(profileLimits.name),
  nickname: lineText(profileLimits.nickname),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), { error: 'Kies een land uit de lijst.' }),
  regionCode: lineText(profileLimits.regionCode),
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCurrencyCode(code), { error: 'Kies een valuta uit de lijst.' }),
});

export type Profile = z.infer<typeof profileSchema>;
