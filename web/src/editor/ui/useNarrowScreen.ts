import { useSyncExternalStore } from 'react';
import { mobileBreakpoint } from '../document/editability';

/** Spec §2: mobile screens are narrower than 768 px (the same bound as the CSS media queries). */
const narrowQuery = `(max-width: ${mobileBreakpoint - 0.02}px)`;

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is narrower than 768 px, whatever the pointer (a narrow desktop window counts too). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
