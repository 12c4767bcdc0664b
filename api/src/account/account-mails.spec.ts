import { describe, expect, it } from 'vitest';
import {
  activationLink,
  activationMail,
  alreadyRegisteredMail,
  escapeHtml,
  loginLink,
  passwordResetMail,
} from './account-mails';

describe('account mails', () => {
  const link = activationLink('https://steekwerk.example', 'abc_DEF-123');

  it('link to the activation page and the login page', () => {
    expect(link).toBe('https://steekwerk.example/nl/account/activation?token=abc_DEF-123');
    expect(loginLink('http://localhost:8080')).toBe('http://localhost:8080/nl/login');
  });

  it('carry the activation link in Dutch text and HTML', () => {
    const mail = activationMail('anna@example.nl', link);
    expect(mail).toMatchObject({ to: 'anna@example.nl', subject: 'Activeer je Steekwerk-account', link });
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.text).toContain('48 uur');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="nl">');
  });

  it('tell an owner who registered again that the account exists, and where to reset the password', () => {
    const mail = alreadyRegisteredMail('anna@example.nl', 'https://s.example/nl/login');
    expect(mail.subject).toBe('Je hebt al een Steekwerk-account');
    expect(mail.text).toContain('https://s.example/nl/login');
    expect(mail.text).toContain('Wachtwoord vergeten?');
  });

  it('mail a reset link that says how long it works', () => {
    const resetLink = 'https://s.example/nl/account/password-reset?token=abc';
    const mail = passwordResetMail('anna@example.nl', resetLink);
    expect(mail).toMatchObject({ subject: 'Nieuw wachtwoord voor Steekwerk', link: resetLink });
    expect(mail.text).toContain(`\n\n${resetLink}\n\n`);
    expect(mail.text).toContain('60 minuten');
    expect(mail.html).toContain(`href="${resetLink}"`);
  });

  it('escape HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(activationMail('a@b.nl', 'https://x.example/?a=1&b=<2>').html).toContain('a=1&amp;b=&lt;2&gt;');
  });
});
