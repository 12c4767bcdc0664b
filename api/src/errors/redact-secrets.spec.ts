import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './redact-secrets';

describe('redactUrl', () => {
  it.each([
    ['/nl/account/activation?token=abc', '/nl/account/activation?token=[verwijderd]'],
    ['https://s.nl/x?a=1&resetCode=9&b=2', 'https://s.nl/x?a=1&resetCode=[verwijderd]&b=2'],
    ['https://s.nl/x?e%2Dmail=an%40s.nl', 'https://s.nl/x?e%2Dmail=[verwijderd]'],
    ['https://s.nl/x?PASSWORD=geheim;api_key=k', 'https://s.nl/x?PASSWORD=[verwijderd];api_key=[verwijderd]'],
    ['https://s.nl/x#access_token=t&state=1', 'https://s.nl/x#[verwijderd]'],
    ['https://s.nl/x?q=an@example.nl', 'https://s.nl/x?q=[verwijderd]'],
    [`https://s.nl/c/${'A1b2'.repeat(11)}`, 'https://s.nl/c/[verwijderd]'],
  ])('removes the secret of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    'https://steekwerk.nl/nl/c/Ab3dEf6hIj9k/bewerken?tab=palet#symbolen',
    'https://steekwerk.nl/assets/ChartEditorPage-B9NHrunc.js',
    '/nl/c/new?token=',
    'not a url at all %E0%A4%A?token',
    '',
  ])('keeps %j as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('survives a malformed escape in a parameter name', () => {
    expect(redactUrl('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=[verwijderd]');
  });
});

describe('redactSecrets', () => {
  it('cleans every address in a stack trace and keeps the rest readable', () => {
    const stack =
      'TypeError: x\n    at draw (https://s.nl/assets/index-4f2a9c1b.js:12:40)\n    at https://s.nl/nl?token=t:1:1';
    expect(redactSecrets(stack)).toBe(
      'TypeError: x\n    at draw (https://s.nl/assets/index-4f2a9c1b.js:12:40)\n    at https://s.nl/nl?token=[verwijderd]',
    );
  });

  it('removes e-mail addresses and long tokens from messages, not ordinary long words', () => {
    expect(redactSecrets(`Login van an.de.vries@example.nl met ${'x9Y_'.repeat(10)} mislukt`)).toBe(
      'Login van [verwijderd] met [verwijderd] mislukt',
    );
    expect(redactSecrets('useEditorKeyboardShortcutsHandlerWithoutDigits failed')).toBe(
      'useEditorKeyboardShortcutsHandlerWithoutDigits failed',
    );
  });
});
