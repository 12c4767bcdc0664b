import { loginRequestSchema, profileSchema, registerRequestSchema } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { validateForm } from './formErrors';

describe('validateForm', () => {
  it('gives the model’s Dutch message per field', () => {
    expect(validateForm(registerRequestSchema, { emailAddress: 'anna', password: 'kort' })).toEqual({
      ok: false,
      errors: {
        emailAddress: 'Vul een geldig e-mailadres in.',
        password: 'Het wachtwoord moet minstens 8 tekens hebben.',
      },
    });
    expect(validateForm(loginRequestSchema, { emailAddress: 'anna@example.nl', password: '' })).toEqual({
      ok: false,
      errors: { password: 'Vul je wachtwoord in.' },
    });
  });

  it('returns the parsed value', () => {
    expect(validateForm(loginRequestSchema, { emailAddress: ' Anna@Example.NL ', password: 'x' })).toEqual({
      ok: true,
      value: { emailAddress: 'anna@example.nl', password: 'x' },
    });
    const profile = validateForm(profileSchema, {
      firstName: 'Anna',
      lastName: '',
      nickname: '',
      countryCode: 'nl',
      regionCode: '',
      currencyCode: 'euro',
    });
    expect(profile).toEqual({
      ok: false,
      errors: { currencyCode: 'Kies een valuta uit de lijst.' },
    });
  });
});
