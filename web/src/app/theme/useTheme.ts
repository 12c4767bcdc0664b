import { useEffect, useSyncExternalStore } from 'react';
import { useAccount } from '../../account/useAccount';
import { applyTheme, resolveTheme } from './theme';

const darkQuery = '(prefers-color-scheme: dark)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the system prefers a dark theme, updated when that changes. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/** Keeps the root element's theme in line with the darkMode setting and the system preference. */
export function useTheme(): void {
  const darkMode = useAccount((state) => state.settings.darkMode);
  const systemPrefersDark = useSystemPrefersDark();
  useEffect(() => {
    applyTheme(resolveTheme(darkMode, systemPrefersDark));
  }, [darkMode, systemPrefersDark]);
}
