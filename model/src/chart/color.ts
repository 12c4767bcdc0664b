/** Hex colours of palette styles and themes (spec §5: "A hex colour has 3 or 6 hex digits"). */
import { z } from '../parseWithoutEval';

/** The exact error of an invalid colour (spec §5). */
export const INVALID_HEX_COLOR = 'Invalid HEX color';

const hexColorPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Whether a value is `#rgb` or `#rrggbb`. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColorPattern.test(value);
}

/**
 * A colour as `#rrggbb` in lower case.
 *
 * @throws Error with the message "Invalid HEX color" for anything but `#rgb` or `#rrggbb`
 */
export function normalizeHexColor(value: unknown): string {
  if (!isHexColor(value)) throw new Error(INVALID_HEX_COLOR);
  const digits = value.slice(1).toLowerCase();
  if (digits.length === 6) return `#${digits}`;
  return `#${[...digits].map((digit) => digit + digit).join('')}`;
}

/** A `#rgb` or `#rrggbb` colour, normalised to lower-case `#rrggbb`; anything else fails with "Invalid HEX color". */
export const hexColorSchema = z
  .string({ error: INVALID_HEX_COLOR })
  .regex(hexColorPattern, { error: INVALID_HEX_COLOR })
  .transform((value) => normalizeHexColor(value));

/** The red, green and blue bytes of a colour. */
export function hexToRgb(value: string): [number, number, number] {
  const hex = normalizeHexColor(value);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `#rrggbb` of red, green and blue bytes (clamped and rounded). */
export function rgbToHex(red: number, green: number, blue: number): string {
  const byte = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(red)}${byte(green)}${byte(blue)}`;
}

/** WCAG relative luminance of a colour, 0 (black) to 1 (white). */
export function relativeLuminance(value: string): number {
  const [red, green, blue] = hexToRgb(value).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Black or white, whichever contrasts more with the background (spec §3: "foreground chosen to contrast"). */
export function contrastingForeground(background: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(background);
  const withBlack = (luminance + 0.05) / 0.05;
  const withWhite = 1.05 / (luminance + 0.05);
  return withBlack >= withWhite ? '#000000' : '#ffffff';
}
