/**
 * Dark mode (spec §3 darkMode): `yes` dark, `auto` as the system prefers, anything else light. The theme is set
 * on the root element (`data-theme`), where app.css switches its colour variables.
 */
import type { UserSettings } from '@steekwerk/model';

export type Theme = 'light' | 'dark';

/** The theme for a darkMode setting, given whether the system prefers dark. */
export function resolveTheme(darkMode: UserSettings['darkMode'] | string, systemPrefersDark: boolean): Theme {
  if (darkMode === 'yes') return 'dark';
  if (darkMode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return 'light';
}

/** Puts the theme on the root element, also as `color-scheme` so form controls and scrollbars follow. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
