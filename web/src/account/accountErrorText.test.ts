import { describe, expect, it } from 'vitest';
import { AjaxError } from '../api/ajaxError';
import { accountErrorText } from './accountErrorText';

describe('accountErrorText', () => {
  it('prefers the server’s Dutch message', () => {
    const error = new AjaxError('status', 'Request failed (429)', {
      action: 'account/login',
      status: 429,
      serverMessage: 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
    });
    expect(accountErrorText(error)).toBe('Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.');
  });

  it('has its own rate-limit text for a 429 without a message', () => {
    const error = new AjaxError('status', 'Request failed (429)', { action: 'account/login', status: 429 });
    expect(accountErrorText(error)).toBe(
      'Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.',
    );
  });

  it('points at the connection when no answer came, also after retries', () => {
    const network = new AjaxError('network', 'Network request failed', { action: 'account/login' });
    const failed = new AjaxError('failed', 'API request account/login failed', {
      action: 'account/login',
      cause: network,
    });
    expect(accountErrorText(failed)).toMatch(/^Er kon geen verbinding worden gemaakt/);
  });

  it('falls back to a general text', () => {
    expect(accountErrorText(new Error('x'))).toBe('Er is iets fout gegaan. Probeer het later opnieuw.');
  });
});
