import { anonymousUser, type User } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideAccess, decideLoginScreen } from './accessDecision';

const active: User = { ...anonymousUser, userId: 'user-123', emailAddress: 'anna@example.nl' };
const pending: User = { ...active, pending: true };
const profile = { pathname: '/nl/account/profile', search: '?tab=instellingen', hash: '#donker' };

describe('decideAccess', () => {
  it('lets everyone see a public screen', () => {
    expect(decideAccess('public', { status: 'loading', user: anonymousUser }, profile)).toEqual({
      kind: 'allow',
    });
  });

  it('waits for the user, and reports a user that could not be loaded', () => {
    expect(decideAccess('login', { status: 'idle', user: anonymousUser }, profile)).toEqual({ kind: 'wait' });
    expect(decideAccess('login', { status: 'loading', user: active }, profile)).toEqual({ kind: 'wait' });
    expect(decideAccess('login', { status: 'failed', user: anonymousUser }, profile)).toEqual({
      kind: 'failed',
    });
  });

  it('sends an anonymous visitor to login with the path, query and hash', () => {
    expect(decideAccess('login', { status: 'ready', user: anonymousUser }, profile)).toEqual({
      kind: 'redirect',
      to: '/nl/login?redirectUrl=%2Fnl%2Faccount%2Fprofile%3Ftab%3Dinstellingen%23donker',
    });
  });

  it('sends a user pending activation to the activation screen', () => {
    expect(decideAccess('login', { status: 'ready', user: pending }, profile)).toEqual({
      kind: 'redirect',
      to: '/nl/account/activation?redirectUrl=%2Fnl%2Faccount%2Fprofile%3Ftab%3Dinstellingen%23donker',
    });
  });

  it('shows the screen to an active user', () => {
    expect(decideAccess('login', { status: 'ready', user: active }, profile)).toEqual({ kind: 'allow' });
  });
});

describe('decideLoginScreen', () => {
  it('shows the forms to a logged-out visitor, with the resolved target', () => {
    expect(decideLoginScreen({ status: 'ready', user: anonymousUser }, '/nl/browse', '/nl')).toEqual({
      kind: 'forms',
      target: '/nl/browse',
    });
    expect(decideLoginScreen({ status: 'failed', user: anonymousUser }, null, '/nl/c/abc')).toEqual({
      kind: 'forms',
      target: '/nl/c/abc',
    });
    expect(decideLoginScreen({ status: 'ready', user: anonymousUser }, '/nl/login', '/nl/c/abc')).toEqual({
      kind: 'forms',
      target: '/nl',
    });
  });

  it('sends a logged-in user on to the target or /nl', () => {
    expect(decideLoginScreen({ status: 'ready', user: active }, '/nl/browse', '/nl')).toEqual({
      kind: 'redirect',
      to: '/nl/browse',
    });
    expect(decideLoginScreen({ status: 'ready', user: active }, 'https://evil.example', '/nl')).toEqual({
      kind: 'redirect',
      to: '/nl',
    });
  });

  it('waits while the user loads', () => {
    expect(decideLoginScreen({ status: 'loading', user: anonymousUser }, null, '/nl')).toEqual({
      kind: 'wait',
    });
  });
});

describe('afterLoginPath', () => {
  it('goes to the target, or to activation first while pending', () => {
    expect(afterLoginPath(active, '/nl/browse')).toBe('/nl/browse');
    expect(afterLoginPath(pending, '/nl/browse')).toBe('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse');
  });
});
