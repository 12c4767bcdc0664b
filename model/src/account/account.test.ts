import { describe, expect, it } from 'vitest';
import { emailAddressSchema, newPasswordSchema } from './credentials';
import { defaultUserSettings, resolveUserSettings, userSettingsChangeSchema } from './settings';
import { anonymousUser, isLoggedIn, profileSchema } from './user';
import { loginResponseSchema, registerRequestSchema, settingsRequestSchema } from '../protocol/account';

describe('users', () => {
  it('counts as logged in only with a user id longer than 2 characters (spec §3)', () => {
    expect(isLoggedIn(anonymousUser)).toBe(false);
    expect(isLoggedIn('ab')).toBe(false);
    expect(isLoggedIn('abc')).toBe(true);
    expect(isLoggedIn({ userId: 'u1x2y3z4' })).toBe(true);
  });

  it('normalises profile codes and rejects malformed ones in Dutch', () => {
    const profile = {
      firstName: ' Anna ',
      lastName: 'de Vries',
      nickname: '',
      countryCode: 'nl',
      regionCode: '',
      currencyCode: 'eur',
    };
    expect(profileSchema.parse(profile)).toMatchObject({
      firstName: 'Anna',
      countryCode: 'NL',
      currencyCode: 'EUR',
    });
    const wrong = profileSchema.safeParse({ ...profile, countryCode: 'NLD' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Kies een land uit de lijst.');
    for (const [field, code] of [
      ['countryCode', 'ZZ'],
      ['currencyCode', 'XYZ'],
      ['currencyCode', 'EURO'],
    ] as const) {
      expect(profileSchema.safeParse({ ...profile, [field]: code }).success).toBe(false);
    }
    expect(profileSchema.parse({ ...profile, countryCode: ' xk ', currencyCode: '' })).toMatchObject({
      countryCode: 'XK',
      currencyCode: '',
    });
  });

  it('refuses control characters in the typed fields', () => {
    const profile = {
      firstName: '',
      lastName: '',
      nickname: '',
      countryCode: '',
      regionCode: '',
      currencyCode: '',
    };
    for (const text of ['a\u0000b', 'a\nb', 'a\tb', '\u007f']) {
      const result = profileSchema.safeParse({ ...profile, nickname: text });
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Dit veld mag geen tabs, regeleinden of andere stuurtekens bevatten.',
      );
    }
    expect(profileSchema.parse({ ...profile, nickname: ' Wol & Zo — 🧶 ' }).nickname).toBe('Wol & Zo — 🧶');
  });
});

describe('credentials', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(emailAddressSchema.parse('  Anna@Example.NL ')).toBe('anna@example.nl');
  });

  it.each(['', 'anna', 'anna@', '@example.nl', 'anna@example', 42, null, `${'a'.repeat(250)}@x.nl`])(
    'rejects %j as an e-mail address with a Dutch message',
    (value) => {
      const result = emailAddressSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Vul een geldig e-mailadres in.');
    },
  );

  it('asks for 8 to 128 characters in a new password', () => {
    expect(newPasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      'Het wachtwoord moet minstens 8 tekens hebben.',
    );
    expect(newPasswordSchema.safeParse(' 1234567').success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
    expect(registerRequestSchema.safeParse({ emailAddress: 'a@b.nl' }).success).toBe(false);
  });
});

describe('settings', () => {
  it('has the defaults of spec §3', () => {
    expect(defaultUserSettings).toMatchObject({
      darkMode: 'auto',
      lengthUnits: 'imperial',
      handedness: 'right',
      chartsOrder: 'dateOpened',
      chartsListFormat: 'thumbnails',
      productsOrder: 'productNumberInt',
      symbolsListFormat: 'table',
      gridDrawCellsMagic: true,
      gridCustomLinesSnap: 1,
      drawCellsTouchScroll: 'touchOnly',
      copyNoStitch: true,
      freeformSelectPartial: true,
      bottomPanelFontSize: 14,
    });
  });

  it('merges stored settings over the defaults, dropping unknown keys and invalid values', () => {
    expect(resolveUserSettings(null)).toEqual(defaultUserSettings);
    const resolved = resolveUserSettings({ darkMode: 'yes', lengthUnits: 'furlongs', retired: 1 });
    expect(resolved.darkMode).toBe('yes');
    expect(resolved.lengthUnits).toBe('imperial');
    expect(resolved).not.toHaveProperty('retired');
  });

  it('accepts a change of known settings only', () => {
    expect(settingsRequestSchema.safeParse({ settings: { darkMode: 'no' } }).success).toBe(true);
    expect(userSettingsChangeSchema.safeParse({ darkMode: 'dim' }).success).toBe(false);
    expect(userSettingsChangeSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('tells a successful login from wrong credentials', () => {
    expect(loginResponseSchema.safeParse({ sfRequest: 'ok', status: 'invalidCredentials' }).success).toBe(
      true,
    );
    expect(loginResponseSchema.safeParse({ sfRequest: 'ok', status: 'ok' }).success).toBe(false);
  });
});
