/**
 * Arrow-key movement through a list of focusable items (menus and the sidebar): ArrowDown/ArrowUp step and
 * wrap around, Home and End jump to the ends.
 */

/** The index to focus after `key`, or `undefined` when the key does not move focus. */
export function nextMenuIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The focusable elements inside `container`, in document order. */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [role="menuitem"]',
    ),
  ];
}

/**
 * Moves focus among `items` for an arrow, Home or End key; returns whether it did (so the caller prevents the
 * key's default, e.g. scrolling).
 */
export function moveFocus(key: string, items: readonly HTMLElement[]): boolean {
  const active = document.activeElement;
  const current = items.findIndex((item) => item === active);
  const next = nextMenuIndex(key, current, items.length);
  if (next === undefined) return false;
  items[next]?.focus();
  return true;
}
