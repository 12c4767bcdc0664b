import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionCookieOptions, sessionLifetimeSeconds } from './session-cookie';

describe('the session cookie', () => {
  it('is __Host-sw_session with Secure over HTTPS', () => {
    expect(sessionCookieName('https')).toBe('__Host-sw_session');
    expect(sessionCookieOptions('https', sessionLifetimeSeconds)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 30 * 24 * 60 * 60,
    });
  });

  it('is sw_session without Secure over plain HTTP (development), and never names a Domain', () => {
    expect(sessionCookieName('http')).toBe('sw_session');
    const options = sessionCookieOptions('http', 0);
    expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 0 });
    expect(options).not.toHaveProperty('domain');
  });
});
