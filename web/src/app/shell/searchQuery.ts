/** The search box's rules (spec §2): the text is trimmed and only a non-empty text searches. */

/** The search results address for `text`, or `undefined` when there is nothing to search for. */
export function searchPath(text: string): string | undefined {
  const query = text.trim();
  return query === '' ? undefined : `/nl/search?q=${encodeURIComponent(query)}`;
}

/** Spec §9: the search box navigates 500 ms after the last change. */
export const searchDebounceMs = 500;
