/**
 * The colour picker's predefined 8 × 8 colours (spec §9): a grey row, then seven rows of eight hues from dark to
 * light. The default colour #bf3f3f is one of them.
 */
import { DEFAULT_STYLE_COLOR, rgbToHex } from '@steekwerk/model';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex(channel(0), channel(8), channel(4));
}

const hues = [0, 30, 55, 120, 170, 210, 265, 320];
const lightnesses = [0.2, 0.3, 0.4, 0.5, 0.62, 0.75, 0.87];

/** 64 colours, row by row. */
export const colourGrid: readonly string[] = Object.freeze([
  ...Array.from({ length: 8 }, (_, index) => rgbToHex(index * 36.43, index * 36.43, index * 36.43)),
  ...lightnesses.flatMap((lightness) =>
    hues.map((hue) => (hue === 0 && lightness === 0.5 ? DEFAULT_STYLE_COLOR : hslToHex(hue, 0.5, lightness))),
  ),
]);
