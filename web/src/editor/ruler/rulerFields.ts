/**
 * The text fields of the "Liniaal" screen read into ruler values: whole numbers within bounds, lists of numbers
 * ("0, 2") and lists of lines with ranges ("1, 5-7", counted from 1 at the top left). Bad input gives a Dutch
 * message and no value.
 */
import { rulerTexts as texts } from './rulerTexts';

export type Parsed<T> = { readonly value: T } | { readonly error: string };

/** A whole number from `low` to `high`. */
export function parseWhole(text: string, low: number, high: number): Parsed<number> {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { error: texts.badWhole(low, high) };
  const value = Number(trimmed);
  return value >= low && value <= high ? { value } : { error: texts.badWhole(low, high) };
}

/** A list of whole numbers from `low` to `high`, separated by commas or spaces; empty is an empty list. */
export function parseNumberList(text: string, low: number, high: number, limit = 1000): Parsed<number[]> {
  const parts = text.split(/[,;\s]+/).filter((part) => part !== '');
  if (parts.length > limit) return { error: texts.badList };
  const values: number[] = [];
  for (const part of parts) {
    const parsed = parseWhole(part, low, high);
    if ('error' in parsed) return { error: texts.badList };
    values.push(parsed.value);
  }
  return { value: values };
}

/**
 * Lines given as numbers and ranges counted from 1 ("1, 5-7") to 0-based indices, sorted without repeats; every
 * line must lie in 1..count.
 */
export function parseLineList(text: string, count: number): Parsed<number[]> {
  const lines = new Set<number>();
  for (const part of text.split(/[,;\s]+/).filter((piece) => piece !== '')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) return { error: texts.badList };
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (first < 1 || last > count || first > last) return { error: texts.badLine(count) };
    for (let line = first; line <= last; line += 1) lines.add(line - 1);
  }
  return { value: [...lines].sort((a, b) => a - b) };
}

/** Lines (0-based) written back as the list field shows them: from 1, runs as ranges ("1, 5-7"). */
export function formatLineList(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const first = sorted[index]! + 1;
    const last = sorted[end]! + 1;
    parts.push(first === last ? String(first) : `${first}-${last}`);
    index = end + 1;
  }
  return parts.join(', ');
}
