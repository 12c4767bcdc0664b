import { DEFAULT_STYLE_COLOR } from '@steekwerk/model';
import { afterEach, describe, expect, it } from 'vitest';
import { isDarkModeRoot } from '../canvas/useDarkMode';
import { clampBottomPanelHeight, stepFontSize } from './bottomPanelRules';
import { colourGrid } from './colourGrid';

afterEach(() => {
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
});

describe('bottom panel (spec §5, §9)', () => {
  it('keeps the height between 50 px and 40 % of the window, never below 50', () => {
    expect(clampBottomPanelHeight(10, 1000)).toBe(50);
    expect(clampBottomPanelHeight(300, 1000)).toBe(300);
    expect(clampBottomPanelHeight(900, 1000)).toBe(400);
    expect(clampBottomPanelHeight(900, 100)).toBe(50);
  });

  it('raises the font size from 14 by 2 per step, within its bounds', () => {
    expect(stepFontSize(14, 1)).toBe(16);
    expect(stepFontSize(14, -1)).toBe(12);
    expect(stepFontSize(40, 1)).toBe(40);
    expect(stepFontSize(8, -1)).toBe(8);
  });
});

describe('colour picker', () => {
  it('offers 8 × 8 distinct colours including the default #bf3f3f', () => {
    expect(colourGrid).toHaveLength(64);
    expect(new Set(colourGrid).size).toBe(64);
    expect(colourGrid).toContain(DEFAULT_STYLE_COLOR);
    for (const colour of colourGrid) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('dark mode', () => {
  it('follows the root element’s marker set by the shell', () => {
    const root = document.documentElement;
    expect(isDarkModeRoot(root)).toBe(false);
    root.dataset.theme = 'dark';
    expect(isDarkModeRoot(root)).toBe(true);
    delete root.dataset.theme;
    root.classList.add('dark-mode');
    expect(isDarkModeRoot(root)).toBe(true);
  });
});
