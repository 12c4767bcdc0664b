/**
 * The redirectUrl rules of spec §2: where the login screen sends a user afterwards, and which page a login link
 * offers to come back to.
 */

/** The language root every route lives under. */
export const homePath = '/nl';
export const loginPath = '/nl/login';
export const activationPath = '/nl/account/activation';

/** The parts of a location that make up a redirect target. */
export interface LocationParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const loginPathPattern = /^\/nl(?:\/c\/[^/]+)?\/login\/?$/;
const noRedirectPattern = /logout|logged-out/;
const base = 'https://steekwerk.invalid';

/** Whether `pathname` is a login screen (`/nl/login` or `/nl/c/{chartId}/login`). */
export function isLoginPath(pathname: string): boolean {
  return loginPathPattern.test(pathname);
}

/** Whether coming back to `pathname` after logging in may be offered: not from a logout page. */
export function offersRedirect(pathname: string): boolean {
  return !noRedirectPattern.test(pathname);
}

/**
 * The target a login link on this page carries: nothing from a logout page, the language root from a login page
 * (a login path used as target is reset), otherwise the page itself with its query and hash.
 */
export function redirectTargetFor(location: LocationParts): string | undefined {
  if (!offersRedirect(location.pathname)) return undefined;
  if (isLoginPath(location.pathname)) return homePath;
  return `${location.pathname}${location.search}${location.hash}`;
}

/** `/nl/login`, with `?redirectUrl=<target>` when there is a target. */
export function loginUrl(target?: string, path: string = loginPath): string {
  return target === undefined ? path : `${path}?redirectUrl=${encodeURIComponent(target)}`;
}

/** `/nl/account/activation`, with `?redirectUrl=<target>` when there is a target. */
export function activationUrl(target?: string): string {
  return loginUrl(target, activationPath);
}

/** The login link for the page at `location` (spec §2 "Aanmelden / Inloggen"). */
export function loginLinkFor(location: LocationParts): string {
  return loginUrl(redirectTargetFor(location));
}

/**
 * Where to go after logging in (or activating), from a `redirectUrl` parameter. Only paths of this site under
 * `/nl` are followed (never another origin); a login or logout page becomes the language root; no usable value
 * gives `fallback`.
 *
 * @param value the `redirectUrl` query value, if any
 * @param fallback the default target (`/nl`, or the chart for the editor's login)
 */
export function resolveRedirectUrl(value: string | null | undefined, fallback: string = homePath): string {
  if (!value) return fallback;
  // Only an absolute path of this site: no scheme, no `//host`, no backslash tricks or control characters.
  if (
    !value.startsWith('/') ||
    /^\/[/\\]/.test(value) ||
    value.includes('\\') ||
    hasControlCharacter(value)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname !== homePath && !url.pathname.startsWith(`${homePath}/`)) return fallback;
  if (isLoginPath(url.pathname) || !offersRedirect(url.pathname)) return homePath;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}
