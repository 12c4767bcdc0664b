import type { User } from '@steekwerk/model';
import { DEFAULT_LANGUAGE } from '@steekwerk/model';
import type { UserEntity } from './user.entity';

/**
 * The user as the web app sees it (`User` of `@steekwerk/model`); the password hash and dates
 * stay on the server, except the end of a bought Premium period (`premiumUntil`).
 *
 * @param user the stored user
 */
export function toWireUser(user: UserEntity): User {
  return {
    userId: user.id,
    emailAddress: user.email,
    pending: user.pending,
    premium: user.premium,
    // Only a bought period has an end; without one the field is left out (as for an anonymous visitor).
    ...(user.premium && user.premiumUntil ? { premiumUntil: user.premiumUntil.toISOString() } : {}),
    language: DEFAULT_LANGUAGE,
    languages: [DEFAULT_LANGUAGE],
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    countryCode: user.countryCode,
    regionCode: user.regionCode,
    currencyCode: user.currencyCode,
    showBetaFeatures: user.showBetaFeatures,
  };
}
