/** The reference screen's search: every word of the query in the entry's texts, ignoring case and accents. */

/** Lower case without accents ("Reliëf" → "relief"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the query occurs in one of the texts; an empty query matches everything. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = foldText(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}

/** A stitch's name as a heading or table cell shows it: with a capital ("stokje" → "Stokje"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
