/**
 * Rules that make a reported error safe to store: no secrets, no unbounded sizes, and only text
 * PostgreSQL accepts (no NUL characters, no lone UTF-16 surrogates, which `text` and `jsonb`
 * reject and which would otherwise turn bad input into a server error).
 */

/** Keys whose values are never stored, wherever they appear in `state` or `actions`. */
export const sensitiveKeyPattern =
  /pass(word|wd)?|secret|token|cookie|e-?mail|session|auth|credential|api[-_]?key|csrf|iban|phone/i;

export const sanitizeLimits = {
  /** Nesting kept in `state` and `actions`; deeper values become {@link truncatedMarker}. */
  depth: 6,
  /** Items kept per array and keys kept per object. */
  entries: 50,
  /** Characters kept per string inside `state` and `actions`, and per key. */
  text: 1_000,
  key: 100,
  /** Serialised size above which `state` is replaced by a summary. */
  stateChars: 16_000,
  userAgent: 512,
} as const;

/** Stands in for a value that was cut off. */
export const truncatedMarker = '[…]';
/** Stands in for the value of a sensitive key. */
export const redactedMarker = '[verwijderd]';

/** A UTF-16 surrogate without its partner: valid in a JS string, refused by PostgreSQL. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL accepts: NUL characters removed, lone surrogates replaced by U+FFFD.
 *
 * @param text any string from the client
 */
export function cleanText(text: string): string {
  return text.replaceAll('\u0000', '').replace(loneSurrogate, '\uFFFD');
}

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** ANSI escape sequences (colours, cursor moves, window titles) that would act on a terminal showing the log. */
const ansiEscape =
  /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])|\u009b[0-?]*[ -/]*[@-~]/g;
/** C0 and C1 controls, DEL and the bidirectional overrides that reorder text on screen; tab and line feed kept. */
const controlsButLineBreaks =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, tab and line feed included: for one-line fields. */
const allControls = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * Text safe to show in a terminal or log viewer: {@link cleanText}, then ANSI escape sequences and control
 * characters removed (a carriage return could hide what came before it; a bidi override could reorder it).
 *
 * @param text any string from the client
 * @param lines `multiline` keeps tabs and line feeds (messages, stack traces); `single` removes them too
 */
export function cleanLogText(text: string, lines: 'multiline' | 'single'): string {
  return cleanText(text)
    .replace(ansiEscape, '')
    .replace(lines === 'multiline' ? controlsButLineBreaks : allControls, '');
}

/**
 * Cleans and caps an optional string.
 *
 * @param text a string or nothing
 * @param max characters kept
 */
export function cleanOptionalText(text: string | undefined, max: number): string | null {
  if (text === undefined) return null;
  return cleanText(text).slice(0, max);
}

/**
 * A copy of a JSON value with sensitive keys redacted and every size capped.
 *
 * @param value a parsed JSON value
 * @param depth nesting levels still allowed
 */
export function sanitizeJson(value: unknown, depth: number = sanitizeLimits.depth): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return capText(cleanText(value), sanitizeLimits.text);
  if (typeof value !== 'object') return null;
  if (depth <= 0) return truncatedMarker;
  if (Array.isArray(value)) {
    const items = value.slice(0, sanitizeLimits.entries).map((item) => sanitizeJson(item, depth - 1));
    if (value.length > sanitizeLimits.entries) items.push(truncatedMarker);
    return items;
  }
  const result: Record<string, unknown> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries.slice(0, sanitizeLimits.entries)) {
    const cleanKey = capText(cleanText(key), sanitizeLimits.key);
    result[cleanKey] = sensitiveKeyPattern.test(key) ? redactedMarker : sanitizeJson(item, depth - 1);
  }
  if (entries.length > sanitizeLimits.entries) result[truncatedMarker] = entries.length;
  return result;
}

/**
 * The state to store: sanitised, or a summary of its top-level keys when it stays too large.
 *
 * @param state the `state` field of a report
 */
export function sanitizeState(state: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (state === undefined) return null;
  const sanitized = sanitizeJson(state) as Record<string, unknown>;
  const size = JSON.stringify(sanitized).length;
  if (size <= sanitizeLimits.stateChars) return sanitized;
  return { [truncatedMarker]: size, keys: Object.keys(sanitized) };
}

/**
 * The recent actions to store, sanitised.
 *
 * @param actions the `actions` field of a report
 */
export function sanitizeActions(
  actions: ReadonlyArray<string | Record<string, unknown>> | undefined,
): Array<string | Record<string, unknown>> | null {
  if (actions === undefined) return null;
  return actions
    .slice(0, sanitizeLimits.entries)
    .map((action) =>
      typeof action === 'string'
        ? capText(cleanText(action), sanitizeLimits.text)
        : (sanitizeJson(action, sanitizeLimits.depth - 1) as Record<string, unknown>),
    );
}

function capText(text: string, max: number): string {
  // Cutting may split a surrogate pair; cleanText repairs the cut.
  return text.length <= max ? text : `${cleanText(text.slice(0, max))}${truncatedMarker}`;
}
