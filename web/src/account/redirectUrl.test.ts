import { describe, expect, it } from 'vitest';
import {
  activationUrl,
  isLoginPath,
  loginLinkFor,
  loginUrl,
  offersRedirect,
  redirectTargetFor,
  resolveRedirectUrl,
} from './redirectUrl';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('redirect targets of login links', () => {
  it('come back to the page with its query and hash', () => {
    expect(redirectTargetFor(at('/nl/browse/abc', '?sort=title', '#top'))).toBe(
      '/nl/browse/abc?sort=title#top',
    );
    expect(loginLinkFor(at('/nl/search', '?q=muts &'))).toBe(
      '/nl/login?redirectUrl=%2Fnl%2Fsearch%3Fq%3Dmuts%20%26',
    );
  });

  it('are not offered from a logout page', () => {
    expect(offersRedirect('/nl/account/logout')).toBe(false);
    expect(offersRedirect('/nl/logged-out')).toBe(false);
    expect(offersRedirect('/nl/account/profile')).toBe(true);
    expect(redirectTargetFor(at('/nl/account/logout'))).toBeUndefined();
    expect(loginLinkFor(at('/nl/account/logout'))).toBe('/nl/login');
  });

  it('reset a login page to the language root', () => {
    expect(isLoginPath('/nl/login')).toBe(true);
    expect(isLoginPath('/nl/c/abc/login')).toBe(true);
    expect(isLoginPath('/nl/loginhulp')).toBe(false);
    expect(redirectTargetFor(at('/nl/login', '?redirectUrl=%2Fnl%2Fbrowse'))).toBe('/nl');
  });

  it('build the login and activation addresses', () => {
    expect(loginUrl()).toBe('/nl/login');
    expect(loginUrl('/nl/browse#x')).toBe('/nl/login?redirectUrl=%2Fnl%2Fbrowse%23x');
    expect(activationUrl('/nl/account/profile')).toBe(
      '/nl/account/activation?redirectUrl=%2Fnl%2Faccount%2Fprofile',
    );
    expect(activationUrl()).toBe('/nl/account/activation');
  });
});

describe('resolveRedirectUrl', () => {
  it('follows a path of this site', () => {
    expect(resolveRedirectUrl('/nl/account/profile')).toBe('/nl/account/profile');
    expect(resolveRedirectUrl('/nl/search?q=muts%20rood#resultaten')).toBe(
      '/nl/search?q=muts%20rood#resultaten',
    );
    expect(resolveRedirectUrl('/nl')).toBe('/nl');
  });

  it('falls back without a value', () => {
    expect(resolveRedirectUrl(null)).toBe('/nl');
    expect(resolveRedirectUrl('')).toBe('/nl');
    expect(resolveRedirectUrl(undefined, '/nl/c/abc')).toBe('/nl/c/abc');
  });

  it('resets login and logout pages to the language root', () => {
    expect(resolveRedirectUrl('/nl/login?redirectUrl=%2Fnl%2Fbrowse', '/nl/c/abc')).toBe('/nl');
    expect(resolveRedirectUrl('/nl/c/abc/login')).toBe('/nl');
    expect(resolveRedirectUrl('/nl/account/logout')).toBe('/nl');
  });

  it.each([
    'https://evil.example/nl',
    '//evil.example/nl',
    '/\\evil.example/nl',
    'javascript:alert(1)',
    'nl/browse',
    '/en/browse',
    '/nlx',
    '/nl/\u0000',
  ])('never follows %j', (value) => {
    expect(resolveRedirectUrl(value, '/nl/c/abc')).toBe('/nl/c/abc');
  });
});
