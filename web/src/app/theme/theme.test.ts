import { describe, expect, it } from 'vitest';
import { applyTheme, resolveTheme } from './theme';

describe('resolveTheme', () => {
  it('follows the darkMode setting, and the system for auto', () => {
    expect(resolveTheme('yes', false)).toBe('dark');
    expect(resolveTheme('no', true)).toBe('light');
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('anders', true)).toBe('light');
  });
});

describe('applyTheme', () => {
  it('marks the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });
});
