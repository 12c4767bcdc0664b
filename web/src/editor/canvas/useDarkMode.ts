import { useSyncExternalStore } from 'react';

/**
 * Whether the app shell has put the page in dark mode: the root element carries the class `dark-mode` (or
 * `dark`), or `data-dark-mode="true"`/`"yes"`, or `data-theme="dark"`. The editor reads it and never sets it.
 */
export function isDarkModeRoot(root: HTMLElement): boolean {
  const flag = root.dataset.darkMode;
  return (
    root.classList.contains('dark-mode') ||
    root.classList.contains('dark') ||
    flag === 'true' ||
    flag === 'yes' ||
    root.dataset.theme === 'dark'
  );
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'data-dark-mode', 'data-theme'],
  });
  return () => observer.disconnect();
}

/** Follows the root element's dark-mode marker. */
export function useDarkMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDarkModeRoot(document.documentElement),
    () => false,
  );
}
