import { describe, expect, it } from 'vitest';
import { shortcutPath } from './globalShortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcutPath', () => {
  const editor = { chartId: 'abc123' };

  it('opens the download screen with ctrl or cmd + S or D in the editor', () => {
    expect(shortcutPath(press('s', { ctrlKey: true }), editor)).toBe('/nl/c/abc123/download');
    expect(shortcutPath(press('S', { metaKey: true }), editor)).toBe('/nl/c/abc123/download');
    expect(shortcutPath(press('d', { ctrlKey: true }), editor)).toBe('/nl/c/abc123/download');
  });

  it('opens the pdf download with ctrl or cmd + P in the editor', () => {
    expect(shortcutPath(press('p', { ctrlKey: true }), editor)).toBe(
      '/nl/c/abc123/download?fileType=pdf_doc',
    );
  });

  it('opens the charts list with ctrl or cmd + O, in the chart’s folder when known', () => {
    expect(shortcutPath(press('o', { ctrlKey: true }), {})).toBe('/nl/browse');
    expect(shortcutPath(press('o', { metaKey: true }), editor)).toBe('/nl/browse');
    expect(shortcutPath(press('o', { ctrlKey: true }), { chartId: 'abc', folderId: 'f1' })).toBe(
      '/nl/browse/f1',
    );
  });

  it('does nothing special outside the editor for S, D and P', () => {
    for (const key of ['s', 'd', 'p'])
      expect(shortcutPath(press(key, { ctrlKey: true }), {})).toBeUndefined();
  });

  it('ignores keys without ctrl or cmd, with alt or shift, and other keys', () => {
    expect(shortcutPath(press('s'), editor)).toBeUndefined();
    expect(shortcutPath(press('s', { ctrlKey: true, altKey: true }), editor)).toBeUndefined();
    expect(shortcutPath(press('s', { ctrlKey: true, shiftKey: true }), editor)).toBeUndefined();
    expect(shortcutPath(press('x', { ctrlKey: true }), editor)).toBeUndefined();
  });
});
