/**
 * Reading OXS attribute values the way the writers in the wild write them: numbers with a comma as decimal
 * separator (some European writers), booleans in any case, colours as `RRGGBB` with or without `#`, `nil` or empty
 * for a missing colour.
 */

/** A number from an attribute (`3`, `3.2`, `3,2`, ` 4 `), or undefined when absent or not a finite number. */
export function oxsNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  // Fast path for the common case, a short whole number (a million stitches have three each).
  if (value.length > 0 && value.length < 8) {
    let whole = 0;
    let index = 0;
    for (; index < value.length; index += 1) {
      const digit = value.charCodeAt(index) - 0x30;
      if (digit < 0 || digit > 9) break;
      whole = whole * 10 + digit;
    }
    if (index === value.length) return whole;
  }
  const text = value.trim().replace(',', '.');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** Whether an attribute says true (`true`, `TRUE`, `yes`, `1`). */
export function oxsBoolean(value: string | undefined): boolean {
  return value !== undefined && /^(?:true|yes|1)$/i.test(value.trim());
}

/** `#rrggbb` of an OXS colour (`23725C`, `#23725c`), or undefined for `nil`, empty or anything else. */
export function oxsColour(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/^#/, '') ?? '';
  return /^[0-9A-Fa-f]{6}$/.test(text) ? `#${text.toLowerCase()}` : undefined;
}

/**
 * A number for an attribute: at most four decimals (so Ursa's sixteenths of a cell, `45.1875`, stay exact), no
 * trailing zeros, always `.` as separator.
 */
export function formatOxsNumber(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes text for an attribute value in double quotes; control characters XML cannot carry are dropped. */
export function escapeAttribute(value: string): string {
  let out = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    const escaped = escapes[character];
    if (escaped !== undefined) out += escaped;
    else if (code >= 0x20) out += character;
  }
  return out;
}
