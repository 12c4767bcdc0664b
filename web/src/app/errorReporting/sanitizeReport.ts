/**
 * What the web app sends in an error report is cleaned here first (the server cleans it again): no e-mail
 * addresses, no tokens or session ids, no query strings or fragments of addresses, and every size capped to
 * the limits of `@steekwerk/model` so a report is never refused for its size.
 */
import { javascriptErrorLimits } from '@steekwerk/model';

const emailAddress = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A long unbroken run of letters, digits and token punctuation: a session id, a JWT, an API key. */
const tokenLike =
  /\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]{22,}\b|\b[A-Za-z0-9+/_-]{40,}={0,2}/g;
/** `?query` and `#fragment` of an address in a text (they may carry tokens: activation and reset links). */
const addressTail = /(\b(?:https?|blob|file):\/\/[^\s?#'"()]*)[?#][^\s'"()]*/g;
/** The query of a relative path (`/nl/activeren?token=…`). */
const pathQuery = /((?:^|[\s(:'"])\/[^\s?#'"()]*)\?[^\s'"()]*/g;
/** A `name=value` pair whose name says it is secret, wherever it stands. */
const secretPair = /\b(token|code|key|secret|pass(?:word)?|session|sid|auth)=[^&\s'"()]+/gi;

export const redactedText = '[verwijderd]';

/**
 * A text without e-mail addresses, tokens or the query and fragment of the addresses in it.
 *
 * @param text any text (a message, a stack, an action name)
 * @param max characters kept
 */
export function sanitizeText(text: string, max: number): string {
  return text
    .replace(addressTail, '$1')
    .replace(pathQuery, '$1')
    .replace(secretPair, `$1=${redactedText}`)
    .replace(emailAddress, redactedText)
    .replace(tokenLike, redactedText)
    .slice(0, max);
}

/**
 * An address without its query or fragment, and with e-mail addresses and tokens in its path removed.
 *
 * @param address an absolute or relative address
 */
export function sanitizeAddress(address: string): string {
  const withoutTail = address.replace(/[?#].*$/s, '');
  return sanitizeText(withoutTail, javascriptErrorLimits.url);
}

/** Keys of the report state whose values may be sent; anything else is dropped. */
export type ReportState = Readonly<Record<string, string | number | boolean | null>>;

/**
 * The state to send: only scalar values, their texts sanitised and capped, at most 30 keys. The app builds it
 * from named fields (see `appStateForReport.ts`), never from a store as a whole, so rows and cells never get here.
 *
 * @param state the app's report state
 */
export function sanitizeState(
  state: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  const result: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(state).slice(0, 30)) {
    if (/pass|secret|token|cookie|e-?mail|session|auth|rows|cells|done/i.test(key)) continue;
    if (typeof value === 'string') result[key] = sanitizeText(value, 200);
    else if (typeof value === 'number') result[key] = Number.isFinite(value) ? value : null;
    else if (typeof value === 'boolean' || value === null) result[key] = value;
  }
  return result;
}
