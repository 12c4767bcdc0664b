import type { PDFFont } from 'pdf-lib';
import { hexToRgb } from '@steekwerk/model';
import { rgb, type RGB } from 'pdf-lib';

/** Text a font can write: characters outside its set become `?`; never wrapped, cut to `max` with "…". */
const characterSets = new WeakMap<PDFFont, Set<number>>();

export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  let allowed = characterSets.get(font);
  if (!allowed) {
    allowed = new Set(font.getCharacterSet());
    characterSets.set(font, allowed);
  }
  let safe = '';
  for (const character of text.replace(/\s+/g, ' ').trim()) {
    safe += allowed.has(character.codePointAt(0) ?? 0) ? character : '?';
  }
  if (font.widthOfTextAtSize(safe, size) <= maxWidth) return safe;
  while (safe.length > 0 && font.widthOfTextAtSize(`${safe}…`, size) > maxWidth) safe = safe.slice(0, -1);
  return `${safe}…`;
}

/** A chart colour (#rrggbb) for pdf-lib. */
export function pdfColour(hex: string): RGB {
  const [red, green, blue] = hexToRgb(hex);
  return rgb(red / 255, green / 255, blue / 255);
}

/** "27,2": one decimal with a Dutch comma. */
export function dutchNumber(value: number, decimals = 1): string {
  return value.toFixed(decimals).replace('.', ',');
}
