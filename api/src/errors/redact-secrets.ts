/**
 * Secrets that reported errors may carry in addresses and messages: tokens in query parameters (an activation
 * link's `?token=`), fragments (`#access_token=…`), e-mail addresses and long random-looking strings. They are
 * replaced by the redaction marker before anything is stored.
 */

/** Stands in for a removed secret (the same marker as for sensitive keys of `state`). */
export const redactedSecretMarker = '[verwijderd]';

/** Query parameter names whose values are never stored. */
export const sensitiveParameterPattern =
  /token|code|key|secret|pass(word|wd)?|auth|session|sig(nature)?|credential|jwt|otp|activation|reset|e-?mail/i;

/**
 * Runs that look like generated secrets: 32 or more base64url characters with both digits and letters (the
 * app's own tokens are 43; long names in a stack trace have no digits), or a JWT. Content-hashed file names
 * (8 characters) and chart ids (12) stay readable.
 */
const secretRun =
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|(?<![A-Za-z0-9_-])(?=[A-Za-z_-]*[0-9])(?=[0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}={0,2}/g;
const emailAddress = /[^\s@/?#&=:;"'<>()[\]]+@[^\s@/?#&=:;"'<>()[\]]+\.[A-Za-z]{2,}/g;
/** An absolute address inside a message or stack trace. */
const embeddedUrl = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;
const queryParameter = /([?&;])([^=&#;]*)=([^&#;]*)/g;

/**
 * An address with the values of sensitive query parameters, a fragment holding parameters, e-mail addresses and
 * secret-looking runs replaced by {@link redactedSecretMarker}. Works on relative and malformed addresses too.
 *
 * @param url an address as the browser reported it
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const main = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(
    queryParameter,
    (whole, separator: string, name: string, value: string) =>
      value !== '' && sensitiveParameterPattern.test(decodeLeniently(name))
        ? `${separator}${name}=${redactedSecretMarker}`
        : whole,
  );
  const fragment = hashAt === -1 ? undefined : url.slice(hashAt + 1);
  // A fragment with parameters is where OAuth-style flows put tokens; a plain anchor stays.
  const keptFragment = fragment !== undefined && /[=&]/.test(fragment) ? redactedSecretMarker : fragment;
  return redactSecretRuns(keptFragment === undefined ? main : `${main}#${keptFragment}`);
}

/**
 * A message or stack trace with every address in it passed through {@link redactUrl}, and secret-looking runs
 * and e-mail addresses elsewhere replaced too.
 *
 * @param text free text from the client
 */
export function redactSecrets(text: string): string {
  return redactSecretRuns(text.replace(embeddedUrl, (url) => redactUrl(url)));
}

function redactSecretRuns(text: string): string {
  return text.replace(emailAddress, redactedSecretMarker).replace(secretRun, redactedSecretMarker);
}

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}
