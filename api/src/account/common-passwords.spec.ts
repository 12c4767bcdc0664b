import { describe, expect, it } from 'vitest';
import { AppException } from '../errors/app.exception';
import { assertNotCommonPassword, commonPasswordCount, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('bundles at least 10 000 of them', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['123456789', 'password1', 'PASSWORD1', ' iloveyou ', 'wachtwoord'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(() => assertNotCommonPassword(password)).toThrow(AppException);
  });

  it.each(['kabelsteek-in-mosgroen', 'breien123', '', 'x'.repeat(128)])('lets %j pass', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(() => assertNotCommonPassword(password)).not.toThrow();
  });
});
